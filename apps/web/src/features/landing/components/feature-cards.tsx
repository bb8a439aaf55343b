import { BookOpenCheck, Mic, Sparkles } from "lucide-react";

const features = [
  {
    icon: Sparkles,
    title: "AI-crafted storytelling",
    body: "Dictate a voice note or write a few lines. Your copilot drafts a complete investor narrative, slide by slide, and revises it with you in chat.",
  },
  {
    icon: BookOpenCheck,
    title: "Live research & citations",
    body: "Market sizing and competitor analysis with every figure traced to its source, so you can defend each number in the room.",
  },
  {
    icon: Mic,
    title: "Practice with a mock VC",
    body: "Rehearse out loud against partners modelled on a16z, YC, Sequoia and Lightspeed, then review your pace, fillers and answers.",
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="features-heading" className="sr-only">
        Features
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {features.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-card border border-slate-200 bg-white p-6 shadow-card">
            <span className="grid size-10 place-items-center rounded-lg bg-accent-50 text-accent-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

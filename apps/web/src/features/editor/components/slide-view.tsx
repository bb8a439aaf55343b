import type { Slide } from "@pds/contracts";
import { CitationMarker, splitCitations } from "../../research/index.ts";
import { contentToBullets } from "../lib/slide-text.ts";

/**
 * Bullet text with its citation markers ("… $4.2B market [2]") drawn as superscripts. Each marker gets the
 * bullet's text, so it opens the passage cited for this claim rather than any claim from the same source.
 */
function BulletText({ text }: { text: string }) {
  const parts = splitCitations(text);
  const line = parts.filter((part) => typeof part === "string").join(" ");
  return (
    <span>
      {parts.map((part, index) =>
        typeof part === "number" ? <CitationMarker key={index} marker={part} line={line} /> : part,
      )}
    </span>
  );
}

/** A slide as the audience sees it, in a 16:9 frame. */
export function SlideView({ slide, index, large = false }: { slide: Slide; index: number; large?: boolean }) {
  const bullets = contentToBullets(slide.content);
  return (
    <div
      className={
        large
          ? "relative aspect-video w-full overflow-hidden rounded-2xl bg-white"
          : "relative min-h-56 w-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card sm:aspect-video"
      }
    >
      <div className="absolute inset-y-0 left-0 w-1.5 bg-accent-600" aria-hidden="true" />
      <div className={large ? "flex h-full flex-col p-[6%]" : "flex h-full flex-col p-6 sm:p-10"}>
        <h2
          className={
            large
              ? "text-[clamp(1.5rem,4vw,3.5rem)] leading-tight font-semibold tracking-tight text-slate-900"
              : "text-xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
          }
        >
          {slide.title}
        </h2>
        <ul
          className={
            large
              ? "mt-[4%] space-y-[1.5%] text-[clamp(1rem,2.2vw,2rem)]"
              : "mt-4 space-y-2 text-sm sm:mt-6 sm:text-lg"
          }
        >
          {bullets.map((bullet, bulletIndex) => (
            <li key={bulletIndex} className="flex gap-3 text-slate-700">
              <span className="mt-[0.6em] size-1.5 shrink-0 rounded-full bg-accent-500" aria-hidden="true" />
              <BulletText text={bullet} />
            </li>
          ))}
        </ul>
        <span className="mt-auto self-end text-xs text-slate-500 tabular-nums">{index + 1}</span>
      </div>
    </div>
  );
}

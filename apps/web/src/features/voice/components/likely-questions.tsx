import type { FirmTag } from "@pds/contracts";
import { ArrowUpRight, MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { deckHref } from "../../../lib/deck-link.ts";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";
import { FREESTYLE } from "./deck-selector.tsx";

/** Before a session: what the chosen partner will likely ask about the chosen deck, and why. */
export function LikelyQuestions({ firmTag, deckOption }: { firmTag: FirmTag; deckOption: string }) {
  const { data, error } = useLiveQuery("voiceai.getLikelyQuestions", { firmTag, deckOption });
  return (
    <section
      aria-label="Likely questions"
      className="mt-8 max-w-3xl rounded-card border border-slate-200 bg-white p-5 shadow-card"
    >
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <MessageCircleQuestion className="size-4 text-accent-600" aria-hidden="true" />
        Likely questions
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        {deckOption === FREESTYLE
          ? "What this partner asks first. Have a one-sentence answer with a number for each."
          : "Where this partner will push, from your deck's gaps and figures."}
      </p>
      {error && data === undefined ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not load the likely questions: {error.message}
        </p>
      ) : data === undefined ? (
        <div aria-busy="true" aria-label="Loading likely questions" className="mt-3 flex flex-col gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">
          Nothing stands out: this deck covers what this partner asks.
        </p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {data.map((item, index) => (
            <li key={index} className="text-sm">
              <p className="font-medium text-slate-900">{item.question}</p>
              <p className="mt-0.5 text-slate-600">
                {item.reason}
                {item.slideId && deckOption !== FREESTYLE ? (
                  <>
                    {" "}
                    <Link
                      to={deckHref(deckOption, item.slideId)}
                      className="inline-flex items-center gap-0.5 rounded font-medium text-accent-700 hover:underline"
                    >
                      Open the slide
                      <ArrowUpRight className="size-3.5" aria-hidden="true" />
                    </Link>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import type { FirmTag } from "@pds/contracts";
import { firmTags } from "@pds/contracts";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatShortDate } from "../../../lib/format-date.ts";
import { deckHref } from "../../../lib/deck-link.ts";
import { useConversation } from "../hooks/use-conversation.ts";
import { useSessionFeedback } from "../hooks/use-session-feedback.ts";
import { useSlideTitles } from "../hooks/use-slide-titles.ts";
import { personaFor, shortName } from "../lib/personas.ts";
import { ReviewInsights } from "./review-insights.tsx";
import { ReadinessTrend } from "./readiness-trend.tsx";
import { ReviewMetrics } from "./review-metrics.tsx";
import { TranscriptView } from "./transcript-view.tsx";

function isFirmTag(value: string): value is FirmTag {
  return (firmTags as readonly string[]).includes(value);
}

/** A saved session: metrics, feedback, coverage, the VC's questions and the full transcript. */
export function SessionReview({ conversationId }: { conversationId: string }) {
  const { data: conversation, error } = useConversation(conversationId);
  const feedback = useSessionFeedback(conversationId, conversation?.metrics?.feedbackOrigin);
  const slideTitles = useSlideTitles(conversation?.deckId);

  if (error && conversation === undefined) {
    return (
      <div role="alert" className="mt-8 rounded-card border border-red-200 bg-red-50 p-6">
        <p className="font-medium text-red-900">We couldn&apos;t load this session.</p>
        <p className="mt-1 text-sm text-red-800">{error.message}</p>
      </div>
    );
  }
  if (conversation === undefined) {
    return (
      <div aria-busy="true" aria-label="Loading session" className="mt-8 flex flex-col gap-4">
        <Skeleton className="h-8 w-64" />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-28" />
          ))}
        </div>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (conversation === null) {
    return (
      <div className="mt-8 rounded-card border border-slate-200 bg-white p-8 text-center shadow-card">
        <h1 className="text-xl font-semibold text-slate-900">Session not found</h1>
        <p className="mt-2 text-sm text-slate-600">
          It may have been deleted, or it belongs to another account.
        </p>
        <Link to="/practice" className={buttonClasses("primary", "md", "mt-6")}>
          Start a practice session
        </Link>
      </div>
    );
  }

  const persona = isFirmTag(conversation.firmTag) ? personaFor(conversation.firmTag) : null;
  const personaName = persona ? shortName(persona.name) : conversation.firmTag;
  return (
    <>
      <header className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-accent-700">Session review</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900">
            {conversation.firmTag} · {personaName}
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {formatShortDate(conversation._creationTime)} ·{" "}
            {conversation.deckId ? (
              <Link
                to={deckHref(conversation.deckId)}
                className="font-medium text-accent-700 hover:underline"
              >
                {conversation.deckTitle ?? "Untitled Deck"}
              </Link>
            ) : (
              "Freestyle, no deck"
            )}
          </p>
        </div>
        <Link to="/practice" className={buttonClasses("secondary")}>
          Practise again
        </Link>
      </header>

      <div className="mt-6 flex flex-col gap-4">
        {conversation.metrics ? (
          <>
            <ReviewMetrics metrics={conversation.metrics} />
            <ReviewInsights
              metrics={conversation.metrics}
              deckId={conversation.deckId}
              feedback={feedback}
              slideTitles={slideTitles}
            />
            <ReadinessTrend currentId={conversation._id} />
          </>
        ) : (
          <p className="rounded-card border border-slate-200 bg-white p-5 text-sm text-slate-600 shadow-card">
            Metrics are not available for this session.
          </p>
        )}
        <section
          aria-label="Full transcript"
          className="rounded-card border border-slate-200 bg-slate-50 shadow-card"
        >
          <h2 className="border-b border-slate-200 bg-white px-5 py-4 text-base font-semibold text-slate-900">
            Full transcript
          </h2>
          <TranscriptView entries={conversation.transcript} personaName={personaName} follow={false} />
        </section>
      </div>
    </>
  );
}

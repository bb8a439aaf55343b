import type { FirmTag } from "@pds/contracts";
import { CheckCircle2, Mic, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";
import type { SessionOutcome } from "../hooks/use-voice-session.ts";
import { cn } from "../../../components/ui/cn.ts";
import { endedMessage, endedNormally } from "../lib/ended-message.ts";
import { DeckSelector, FREESTYLE } from "./deck-selector.tsx";
import { LikelyQuestions } from "./likely-questions.tsx";
import { PersonaPicker } from "./persona-picker.tsx";
import { PracticeSteps } from "./practice-steps.tsx";
import { SessionOverlay } from "./session-overlay.tsx";
import { SkimmedSlidesOffer } from "../../sharing/index.ts";

/** /practice: pick an investor and a deck option, then rehearse in the full-screen session. */
export function PracticeStudio() {
  const investorLabelId = useId();
  const deckSelectId = useId();
  const { data: decks, error } = useLiveQuery("decks.getDecks", {});
  const [firmTag, setFirmTag] = useState<FirmTag | null>(null);
  const [searchParams] = useSearchParams();
  // `/practice?deck=<id>` (from the deck's analytics) starts with that deck selected.
  const [deckOption, setDeckOption] = useState(() => searchParams.get("deck") ?? "");
  const [focus, setFocus] = useState<{ deckId: string; slideIds: string[] } | null>(null);
  const focusSlideIds = focus?.deckId === deckOption ? focus.slideIds : [];
  const [sessionOpen, setSessionOpen] = useState(false);
  const [lastSession, setLastSession] = useState<SessionOutcome | null>(null);
  const canStart = firmTag !== null && deckOption !== "";
  const deckTitle =
    deckOption === FREESTYLE
      ? null
      : (decks?.find((deck) => deck._id === deckOption)?.title ?? "Untitled Deck");

  return (
    <>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">Voice practice studio</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Rehearse your pitch out loud against a mock VC. They interrupt, ask the questions their firm really
        asks, and you get a review of how it went.
      </p>
      <PracticeSteps />

      {lastSession ? (
        <div
          role="status"
          className={cn(
            "mt-6 flex flex-wrap items-center gap-3 rounded-card border px-4 py-3 text-sm",
            endedNormally(lastSession.reason)
              ? "border-emerald-200 bg-emerald-50 text-emerald-900"
              : "border-amber-200 bg-amber-50 text-amber-900",
          )}
        >
          {endedNormally(lastSession.reason) ? (
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
          )}
          <span className="flex-1">
            {endedMessage(lastSession.reason)}
            {lastSession.conversationId ? " Your transcript and review are ready." : ""}
          </span>
          {lastSession.conversationId ? (
            <Link
              to={`/practice/sessions/${lastSession.conversationId}`}
              className="font-medium underline underline-offset-4 hover:opacity-80"
            >
              Review session
            </Link>
          ) : null}
        </div>
      ) : null}

      <section className="mt-8" aria-labelledby={investorLabelId}>
        <h2 id={investorLabelId} className="text-lg font-semibold text-slate-900">
          1. Pick an investor
        </h2>
        <div className="mt-3">
          <PersonaPicker value={firmTag} onChange={setFirmTag} labelledBy={investorLabelId} />
        </div>
      </section>

      <section className="mt-8 max-w-xl">
        <h2 className="text-lg font-semibold text-slate-900">
          <label htmlFor={deckSelectId}>2. Select a deck</label>
        </h2>
        <p className="mt-1 text-sm text-slate-500">The investor reads it first and asks about gaps in it.</p>
        <div className="mt-3">
          <DeckSelector
            id={deckSelectId}
            decks={decks}
            error={error && decks === undefined ? error.message : null}
            value={deckOption}
            onChange={setDeckOption}
          />
        </div>
      </section>

      {deckOption !== "" && deckOption !== FREESTYLE ? (
        <div className="mt-6 max-w-xl">
          <SkimmedSlidesOffer
            deckId={deckOption}
            chosen={focusSlideIds.length > 0}
            onRehearse={(slides) => setFocus({ deckId: deckOption, slideIds: slides.map((s) => s.slideId) })}
          />
        </div>
      ) : null}

      {firmTag !== null && deckOption !== "" ? (
        <LikelyQuestions firmTag={firmTag} deckOption={deckOption} />
      ) : null}

      <div className="mt-8 flex flex-wrap items-center gap-4 border-t border-slate-200 pt-6">
        <Button size="lg" disabled={!canStart} onClick={() => setSessionOpen(true)}>
          <Mic className="size-4" aria-hidden="true" />
          Start Practice
        </Button>
        {!canStart ? (
          <p className="text-sm text-slate-500">
            {firmTag === null && deckOption === ""
              ? "Choose an investor and a deck option to start."
              : firmTag === null
                ? "Choose an investor to start."
                : "Choose a deck, or practise without one."}
          </p>
        ) : (
          <p className="text-sm text-slate-500">Your browser will ask for the microphone.</p>
        )}
      </div>

      {sessionOpen && firmTag ? (
        <SessionOverlay
          firmTag={firmTag}
          deckOption={deckOption}
          deckTitle={deckTitle}
          focusSlideIds={focusSlideIds}
          onClose={(outcome) => {
            setSessionOpen(false);
            setLastSession(outcome);
          }}
        />
      ) : null}
    </>
  );
}

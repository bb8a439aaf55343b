import { limits } from "@pds/contracts";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { VoiceNoteButton } from "../../../components/voice-note-button.tsx";
import type { BriefFields, BriefOptions } from "../lib/brief.ts";

interface Props {
  initial?: Partial<BriefFields>;
  busy: boolean;
  /** The configured web search provider; null when none (research then needs the founder's sources). */
  searchProvider: string | null | undefined;
  onContinue: (brief: BriefFields, options: BriefOptions) => void;
  onNotNow: () => void;
}

/** "Let's get your deck started": all three fields are required before Continue. */
export function BriefModal({ initial, busy, searchProvider, onContinue, onNotNow }: Props) {
  const overviewId = useId();
  const researchId = useId();
  // Still loading counts as possible: the founder's choice is kept, and the editor's Research card copes
  // with no provider when the run starts. Only a known "none" turns research off.
  const canResearch = searchProvider !== null;
  const [research, setResearch] = useState(true);
  const [fields, setFields] = useState<BriefFields>({
    title: initial?.title ?? "",
    startupName: initial?.startupName ?? "",
    overview: initial?.overview ?? "",
  });
  const trimmed = {
    title: fields.title.trim(),
    startupName: fields.startupName.trim(),
    overview: fields.overview.trim(),
  };
  const complete = Boolean(trimmed.title && trimmed.startupName && trimmed.overview);
  const set = (key: keyof BriefFields) => (value: string) => setFields((prev) => ({ ...prev, [key]: value }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onNotNow()}
      title="Let's get your deck started"
      description="Tell your copilot what you're building. It drafts the deck from this brief."
      className="max-w-lg"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete && !busy) onContinue(trimmed, { research: canResearch && research });
        }}
      >
        <TextField
          label="Deck title"
          value={fields.title}
          onChange={(event) => set("title")(event.target.value)}
          maxLength={limits.deckTitleMax}
          placeholder="Seed round — Acme"
          disabled={busy}
          required
        />
        <TextField
          label="Startup name"
          value={fields.startupName}
          onChange={(event) => set("startupName")(event.target.value)}
          maxLength={limits.startupNameMax}
          placeholder="Acme"
          disabled={busy}
          required
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={overviewId} className="text-sm font-medium text-slate-700">
            Startup overview
          </label>
          <textarea
            id={overviewId}
            value={fields.overview}
            onChange={(event) => set("overview")(event.target.value)}
            maxLength={limits.overviewMax}
            rows={6}
            disabled={busy}
            required
            placeholder="What you do, for whom, the problem, how you solve it, traction so far, the team, and what you are raising."
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none disabled:bg-slate-50"
          />
          <div className="flex flex-wrap items-start justify-between gap-2">
            <VoiceNoteButton
              disabled={busy}
              names={[fields.startupName, fields.title]}
              onText={(text) =>
                setFields((prev) => ({
                  ...prev,
                  overview: (prev.overview.trim() ? `${prev.overview.trimEnd()} ${text}` : text).slice(
                    0,
                    limits.overviewMax,
                  ),
                }))
              }
            />
            <p className="ml-auto text-right text-xs text-slate-500 tabular-nums">
              {fields.overview.length}/{limits.overviewMax}
            </p>
          </div>
        </div>
        <div className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5">
          <input
            id={researchId}
            type="checkbox"
            checked={canResearch && research}
            onChange={(event) => setResearch(event.target.checked)}
            disabled={busy || !canResearch}
            aria-describedby={`${researchId}-hint`}
            className="mt-0.5 size-4 shrink-0 accent-accent-600 disabled:opacity-50"
          />
          <div className="flex flex-col gap-0.5 text-sm">
            <label htmlFor={researchId} className="font-medium text-slate-800">
              Research my market and competitors
            </label>
            <p id={`${researchId}-hint`} className="text-xs text-slate-500">
              {searchProvider === undefined
                ? "Checking for a search provider…"
                : canResearch
                  ? "After drafting, search the web and update the Market and Competition slides with cited sources."
                  : "No search provider is configured. After drafting, add your own sources in the Sources tab and run Research."}
            </p>
          </div>
        </div>
        <div className="mt-2 flex justify-end gap-3">
          <Button variant="secondary" onClick={onNotNow} disabled={busy}>
            Not now
          </Button>
          <Button type="submit" disabled={!complete || busy}>
            {busy ? "Please wait..." : "Continue"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

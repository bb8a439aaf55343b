import { Loader2, Mic, Square } from "lucide-react";
import { useVoiceNote } from "../hooks/use-voice-note.ts";
import { Button } from "./ui/button.tsx";

function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** "Record a voice note": records, transcribes on the server and hands the text back. */
export function VoiceNoteButton({
  onText,
  disabled,
  names,
}: {
  onText: (text: string) => void;
  disabled?: boolean;
  /** Names to spell as the founder does ("Harbor Freight Labs", not "harbor freight land"). */
  names?: readonly string[];
}) {
  const { state, start, stop } = useVoiceNote(onText, names);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-3">
        {state.kind === "recording" ? (
          <>
            <Button variant="danger" size="sm" onClick={() => void stop()}>
              <Square className="size-3.5" aria-hidden="true" />
              Stop recording
            </Button>
            <span className="inline-flex items-center gap-2 text-sm text-slate-700" role="status">
              <span className="size-2 animate-pulse rounded-full bg-red-500" aria-hidden="true" />
              Recording <span className="tabular-nums">{clock(state.elapsedMs)}</span>
            </span>
          </>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void start()}
            disabled={disabled || state.kind === "transcribing" || state.kind === "starting"}
          >
            {state.kind === "transcribing" || state.kind === "starting" ? (
              <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
            ) : (
              <Mic className="size-3.5" aria-hidden="true" />
            )}
            Record a voice note
          </Button>
        )}
        {state.kind === "transcribing" ? (
          <span className="text-sm text-slate-600" role="status">
            Transcribing...
          </span>
        ) : null}
      </div>
      {state.kind === "error" ? (
        <p className="text-sm text-red-700" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

import { limits } from "@pds/contracts";
import { SendHorizontal } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";

interface Props {
  value: string;
  sending: boolean;
  onChange: (value: string) => void;
  onSend: () => void;
}

/** Enter sends, Shift+Enter breaks the line; disabled while the copilot is thinking. */
export function CopilotInput({ value, sending, onChange, onSend }: Props) {
  const empty = value.trim().length === 0;
  return (
    <form
      className="border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label htmlFor="copilot-input" className="sr-only">
        Message the copilot
      </label>
      <textarea
        id="copilot-input"
        value={value}
        rows={3}
        maxLength={limits.copilotMessageMax}
        disabled={sending}
        placeholder="Ask for a change, e.g. “add a slide about our pricing”"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSend();
          }
        }}
        className="w-full resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none disabled:bg-slate-50"
      />
      <div className="mt-2 flex items-center justify-between">
        <span className="text-xs text-slate-500 tabular-nums">
          {sending ? "Thinking…" : `${value.length}/${limits.copilotMessageMax}`}
        </span>
        <Button type="submit" size="sm" disabled={sending || empty} aria-label="Send message">
          <SendHorizontal className="size-4" aria-hidden="true" />
          Send
        </Button>
      </div>
    </form>
  );
}

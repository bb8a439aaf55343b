import { Bot, Info } from "lucide-react";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";
import type { CopilotFailure } from "../hooks/use-copilot.ts";
import { CopilotInput } from "./copilot-input.tsx";
import { MessageList } from "./message-list.tsx";
import { SendFailure } from "./send-failure.tsx";
import { Link } from "react-router";

export const SUGGESTIONS = [
  "Review my deck",
  "Add a slide about our pricing",
  "Shorten the problem slide",
  "What's missing for investors?",
];

interface Props {
  deckId: string | undefined;
  input: string;
  sending: boolean;
  /** The last message failed (error, lost connection or no answer in time): shown with Retry. */
  failure?: CopilotFailure | null;
  onInputChange: (value: string) => void;
  onSend: (text: string) => void;
  onRetry?: () => void;
}

/** The copilot: history per deck, suggestion chips that send at once, a streaming reply. */
export function CopilotPanel(props: Props) {
  const { deckId, input, sending, failure, onInputChange, onSend, onRetry } = props;
  const { data: messages } = useLiveQuery("messages.getMessages", deckId ? { deckId } : "skip");
  const { data: engine } = useLiveQuery("ai.getEngineInfo", {});
  return (
    <aside
      aria-label="Copilot"
      className="flex h-full w-full flex-col border-l border-slate-200 bg-slate-50 xl:w-[360px] xl:shrink-0"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Bot className="size-4 text-accent-600" aria-hidden="true" />
          Copilot
        </h2>
        {engine?.kind === "model" ? (
          <Link
            to="/settings"
            className="truncate rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 hover:bg-slate-200"
            title="Change the model in Settings"
          >
            {engine.label}
          </Link>
        ) : null}
      </header>
      {engine?.kind === "offline" ? (
        <p className="flex items-center gap-1.5 border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900">
          <Info className="size-3.5 shrink-0" aria-hidden="true" />
          <span>{engine.label}</span>
          <span aria-hidden="true">·</span>
          <Link to="/settings" className="font-medium underline underline-offset-2 hover:text-amber-950">
            Connect a model
          </Link>
        </p>
      ) : null}
      {/* Focusable, so a keyboard user can scroll a conversation longer than the panel. */}
      <div
        role="region"
        aria-label="Conversation"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-offset-[-2px]"
      >
        {messages === undefined ? (
          <p className="text-sm text-slate-500">Loading conversation…</p>
        ) : messages.length === 0 ? (
          <p className="text-sm text-slate-500">
            Ask the copilot to add, rewrite, shorten, move or delete slides.
          </p>
        ) : (
          <MessageList messages={messages} />
        )}
      </div>
      <div className="flex flex-wrap gap-2 px-3 pb-2" aria-label="Suggestions">
        {SUGGESTIONS.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            disabled={sending || !deckId}
            onClick={() => onSend(suggestion)}
            className="rounded-full border border-accent-200 bg-white px-3 py-1 text-xs font-medium text-accent-800 hover:bg-accent-50 disabled:opacity-50"
          >
            {suggestion}
          </button>
        ))}
      </div>
      {failure && !sending && onRetry ? <SendFailure failure={failure} onRetry={onRetry} /> : null}
      <CopilotInput
        value={input}
        sending={sending || !deckId}
        onChange={onInputChange}
        onSend={() => onSend(input)}
      />
    </aside>
  );
}

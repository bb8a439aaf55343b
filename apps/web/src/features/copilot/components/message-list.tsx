import type { Message } from "@pds/contracts";
import { useEffect, useRef } from "react";
import { cn } from "../../../components/ui/cn.ts";
import { UndoEdit } from "./undo-edit.tsx";

export function MessageList({ messages }: { messages: Message[] }) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    // Newer Chromium returns a promise from scrollIntoView; an effect must not return it.
    void end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, last?.content]);
  return (
    <>
      <ol className="flex flex-col gap-3" aria-label="Copilot conversation" aria-live="polite">
        {messages.map((message) => (
          <li
            key={message._id}
            className={cn(
              "max-w-[88%] rounded-2xl px-3.5 py-2.5 text-sm leading-6 whitespace-pre-line",
              message.role === "user"
                ? "self-end rounded-br-md bg-accent-600 text-white"
                : "self-start rounded-bl-md border border-slate-200 bg-white text-slate-800",
            )}
            data-role={message.role}
          >
            {message.content || (message.status === "streaming" ? "…" : "")}
            {message.role === "assistant" ? <UndoEdit message={message} /> : null}
          </li>
        ))}
      </ol>
      {/* The scroll anchor sits after the list: an <ol> may hold only <li> children. */}
      <div ref={end} />
    </>
  );
}

import type { TranscriptEntry } from "@pds/contracts";
import { useEffect, useRef } from "react";
import { cn } from "../../../components/ui/cn.ts";

/**
 * A transcript: the founder's bubbles on the right, the VC's on the left. While a session runs it follows
 * the newest line; a saved session's review does not (the founder lands on the review's top).
 */
export function TranscriptView({
  entries,
  personaName,
  follow = true,
}: {
  entries: readonly TranscriptEntry[];
  personaName: string;
  follow?: boolean;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (follow) endRef.current?.scrollIntoView?.({ block: "end" });
  }, [entries, follow]);
  if (entries.length === 0) {
    return (
      <div className="grid h-full place-items-center px-6 text-center">
        <p className="text-sm text-slate-500">Waiting for transcript...</p>
      </div>
    );
  }
  return (
    <div>
      <ol aria-label="Transcript" className="flex flex-col gap-3 px-4 py-6 sm:px-6">
        {entries.map((entry, index) => {
          const user = entry.role === "user";
          return (
            <li
              key={index}
              data-role={entry.role}
              className={cn(
                "flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]",
                user ? "self-end items-end" : "self-start",
              )}
            >
              <span className="px-1 text-xs font-medium text-slate-600">{user ? "You" : personaName}</span>
              <p
                className={cn(
                  "rounded-2xl px-4 py-2.5 text-sm leading-relaxed",
                  user
                    ? "rounded-br-md bg-accent-600 text-white"
                    : "rounded-bl-md bg-white text-slate-800 shadow-card",
                )}
              >
                {entry.content}
              </p>
            </li>
          );
        })}
      </ol>
      <div ref={endRef} />
    </div>
  );
}

import type { FeedbackOrigin } from "@pds/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSlow } from "../../../hooks/use-slow.ts";
import { useAction } from "../../../lib/sync/hooks.ts";

/** After this long the review says the model is slow (it keeps waiting; the server gives up at 45 s). */
export const SLOW_FEEDBACK_MS = 12_000;

export type SessionFeedbackState =
  /** The stored feedback is final: show it. */
  | { status: "ready" }
  /** The model is writing the feedback (the review was saved with it pending). */
  | { status: "writing"; slow: boolean }
  /** The request did not get through (e.g. offline); the rule-based feedback shows meanwhile. */
  | { status: "failed"; message: string; retry: () => void };

/**
 * Asks the server, once per session, to have the model write a pending review's feedback. The review
 * itself is a live query, so the new feedback arrives through it; this only tracks the request.
 */
export function useSessionFeedback(
  conversationId: string,
  origin: FeedbackOrigin | undefined,
): SessionFeedbackState {
  const generate = useAction("voiceai.generateSessionFeedback");
  const pending = origin?.pending === true;
  const requested = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const key = `${conversationId}#${attempt}`;
  // A retry starts a new attempt, and with it a new wait before "slow".
  const writing = pending && failure?.key !== key;
  const slow = useSlow(writing, SLOW_FEEDBACK_MS);

  useEffect(() => {
    if (!pending || requested.current === key) return;
    requested.current = key;
    generate({ conversationId }).catch((error: unknown) =>
      setFailure({ key, message: error instanceof Error ? error.message : "The request failed." }),
    );
  }, [pending, key, conversationId, generate]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!pending) return { status: "ready" };
  if (failure?.key === key) return { status: "failed", message: failure.message, retry };
  return { status: "writing", slow };
}

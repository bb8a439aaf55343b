import { observeLevels, type LevelObserver } from "./levels.ts";
import type {
  AdapterSink,
  VoiceAdapter,
  VoiceAssistant,
  VoiceCallResult,
  VoiceClientEvents,
  VoiceEventName,
} from "./types.ts";

export const MISSING_ASSISTANT_MESSAGE = "Assistant or Squad or Workflow must be provided.";
export const ALREADY_STARTED_MESSAGE = "Call already started";
/** Spec §9: on mobile, start waits this long for the permission prompt to settle. */
export const MOBILE_PERMISSION_WAIT_MS = 1000;
export const CUSTOMER_ENDED_CALL = "customer-ended-call";

type Listener<E extends VoiceEventName> = (payload: VoiceClientEvents[E]) => void;

export interface VoiceClientOptions {
  isMobile?: () => boolean;
  now?: () => number;
}

function defaultIsMobile(): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

/** Keeps the name of DOMExceptions (NotAllowedError tells the overlay the microphone was refused). */
function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (
    typeof error === "object" &&
    error !== null &&
    "message" in error &&
    typeof error.message === "string"
  ) {
    const wrapped = new Error(error.message);
    if ("name" in error && typeof error.name === "string") wrapped.name = error.name;
    return wrapped;
  }
  return new Error(String(error));
}

/**
 * Provider-neutral voice call (spec §4 "Voice call client lifecycle"): one call per client, events for
 * progress, start, speech, volume, transcript messages and the end, which is reported exactly once.
 */
export class VoiceClient {
  private listeners = new Map<VoiceEventName, Set<(payload: never) => void>>();
  private started = false;
  private endedEmitted = false;
  private observer: LevelObserver | null = null;
  private endResult: Promise<VoiceCallResult> | null = null;
  private resolveEnd: ((result: VoiceCallResult) => void) | null = null;
  private readonly isMobile: () => boolean;
  private readonly now: () => number;

  constructor(
    private readonly adapter: VoiceAdapter,
    options: VoiceClientOptions = {},
  ) {
    this.isMobile = options.isMobile ?? defaultIsMobile;
    this.now = options.now ?? Date.now;
  }

  on<E extends VoiceEventName>(event: E, listener: Listener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    const stored = listener as (payload: never) => void;
    set.add(stored);
    return () => set.delete(stored);
  }

  private emit<E extends VoiceEventName>(event: E, payload: VoiceClientEvents[E]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        (listener as Listener<E>)(payload);
      } catch (error) {
        console.error(error);
      }
    }
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Resolves when the call has ended (either side), with how it ended. */
  whenEnded(): Promise<VoiceCallResult> {
    this.endResult ??= new Promise((resolve) => (this.resolveEnd = resolve));
    return this.endResult;
  }

  async start(assistant?: VoiceAssistant | null): Promise<void> {
    if (this.started) throw new Error(ALREADY_STARTED_MESSAGE);
    if (!assistant) throw new Error(MISSING_ASSISTANT_MESSAGE);
    this.started = true;
    void this.whenEnded();
    const startedAt = this.now();
    let stage = "mobile-permissions";
    const progress = (name: string, status: "started" | "completed" | "failed") => {
      if (status === "started") stage = name;
      this.emit("call-start-progress", {
        stage: name,
        status,
        timestamp: new Date(this.now()).toISOString(),
      });
    };
    try {
      if (this.isMobile()) {
        progress("mobile-permissions", "started");
        await new Promise((resolve) => setTimeout(resolve, MOBILE_PERMISSION_WAIT_MS));
        progress("mobile-permissions", "completed");
      }
      // Ended during the permission wait: never open the microphone for a call the founder left.
      if (this.endedEmitted) return;
      await this.adapter.connect(assistant, this.sink(progress));
      if (this.endedEmitted) {
        // Ended while connecting: the adapter finished setting up after leave(), so tear it down again.
        void this.adapter.leave().catch(() => undefined);
        return;
      }
      if (this.adapter.inputLevel) {
        const read = this.adapter.inputLevel;
        this.observer = observeLevels(
          read,
          (volume) => this.emit("volume-level", volume),
          (transition) => this.emit(transition, { role: "user" }),
          this.now,
        );
      }
      this.emit("call-start-success", {
        totalDuration: this.now() - startedAt,
        timestamp: new Date(this.now()).toISOString(),
      });
    } catch (caught) {
      // Leaving mid-connect aborts the connection; that is the founder's choice, not a failure.
      if (this.endedEmitted) return;
      const error = toError(caught);
      progress(stage, "failed");
      this.emit("call-start-failed", {
        stage,
        totalDuration: this.now() - startedAt,
        error: error.message,
        timestamp: new Date(this.now()).toISOString(),
      });
      this.emit("error", error);
      this.finish({ reason: "call-start-failed", conversationId: null, savedByProvider: false });
      throw error;
    }
  }

  /** Leaves the call (End Session). The ended status, reason customer-ended-call, is emitted once. */
  async stop(): Promise<VoiceCallResult> {
    if (!this.started) return { reason: CUSTOMER_ENDED_CALL, conversationId: null, savedByProvider: false };
    if (this.endedEmitted) return this.whenEnded();
    this.emitEnded(CUSTOMER_ENDED_CALL);
    let result: VoiceCallResult;
    try {
      result = { ...(await this.adapter.leave()), reason: CUSTOMER_ENDED_CALL };
    } catch (error) {
      this.emit("error", toError(error));
      result = { reason: CUSTOMER_ENDED_CALL, conversationId: null, savedByProvider: false };
    }
    this.finish(result);
    return result;
  }

  private sink(progress: (stage: string, status: "started" | "completed" | "failed") => void): AdapterSink {
    return {
      progress,
      listening: () => {
        if (!this.endedEmitted) this.emit("call-start", undefined);
      },
      message: (message) => this.emit("message", message),
      speech: (role, transition) =>
        this.emit(transition === "start" ? "speech-start" : "speech-end", { role }),
      volume: (volume) => this.emit("volume-level", volume),
      error: (error) => this.emit("error", error),
      ended: (result) => {
        if (!this.endedEmitted) this.emitEnded(result.reason);
        this.finish(result);
      },
    };
  }

  /** The ended status and call-end, guarded so that leaving twice (or both sides ending) reports once. */
  private emitEnded(reason: string): void {
    if (this.endedEmitted) return;
    this.endedEmitted = true;
    this.observer?.stop();
    this.observer = null;
    this.emit("message", { type: "status-update", status: "ended", endedReason: reason });
    this.emit("call-end", undefined);
  }

  private finish(result: VoiceCallResult): void {
    this.endedEmitted = true;
    this.observer?.stop();
    this.observer = null;
    void this.whenEnded();
    this.resolveEnd?.(result);
  }
}

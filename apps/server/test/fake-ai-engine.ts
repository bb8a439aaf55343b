import type {
  AiEngine,
  BriefInput,
  ChatInput,
  ChatResult,
  CopilotOperation,
  DraftSlide,
  EngineCallOptions,
} from "@pds/ai";

/** What the scripted engine does on its next calls. Every field is optional. */
export interface FakeAiScript {
  /** Slides `draftDeck` yields, in order. */
  slides?: DraftSlide[];
  /** Wait this long before each slide. */
  delayMs?: number;
  /** Throw after yielding this many slides. */
  failAfter?: number;
  /** Awaited before slide `index` is yielded: lets a test hold the draft at a known point. */
  beforeSlide?: (index: number) => Promise<void>;
  /** The copilot's reply. */
  reply?: string;
  /** The copilot's edits. */
  operations?: CopilotOperation[];
  /** `onText` receives the reply in chunks of this many characters. */
  chunkSize?: number;
  /** `chat` throws (after streaming the reply, so partial text was seen). */
  chatFails?: boolean;
  /** `chat` and `draftDeck` wait until `release()` (or the call's abort signal) before doing anything. */
  hang?: boolean;
}

export class ScriptedAiError extends Error {
  constructor(message = "scripted engine failure") {
    super(message);
  }
}

/** A drafted slide with the defaults the engine schema fills in. */
export const draft = (title: string, content = `${title} bullet one\n${title} bullet two`): DraftSlide => ({
  title,
  content,
  notes: `Notes for ${title}`,
});

/**
 * An `AiEngine` whose behaviour a test sets with `script(...)`. It records every call and counts the
 * slides it has yielded, so tests can prove what happened before what.
 */
export class FakeAiEngine implements AiEngine {
  readonly kind = "model" as const;
  readonly label: string;
  readonly drafts: BriefInput[] = [];
  readonly chats: ChatInput[] = [];
  /** Slides yielded by the current (or last) draft. */
  yielded = 0;
  private current: FakeAiScript = {};
  private releases: Array<() => void> = [];

  constructor(label = "Scripted test engine") {
    this.label = label;
  }

  /** Replace the script for the following calls and forget recorded calls. */
  script(script: FakeAiScript): this {
    this.current = script;
    this.drafts.length = 0;
    this.chats.length = 0;
    this.yielded = 0;
    return this;
  }

  /** Let every hanging call continue. */
  release(): void {
    for (const resolve of this.releases.splice(0)) resolve();
  }

  get calls(): number {
    return this.drafts.length + this.chats.length;
  }

  private async hangIfAsked(signal?: AbortSignal): Promise<void> {
    if (!this.current.hang) return;
    await new Promise<void>((resolve, reject) => {
      this.releases.push(resolve);
      signal?.addEventListener("abort", () => reject(new ScriptedAiError("aborted")), { once: true });
    });
  }

  async *draftDeck(brief: BriefInput, options?: EngineCallOptions): AsyncIterable<DraftSlide> {
    this.drafts.push(brief);
    this.yielded = 0;
    const script = this.current;
    await this.hangIfAsked(options?.signal);
    for (const [index, slide] of (script.slides ?? []).entries()) {
      if (script.failAfter !== undefined && index >= script.failAfter) {
        throw new ScriptedAiError(`failed after ${index} slides`);
      }
      if (script.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
      await script.beforeSlide?.(index);
      this.yielded = index + 1;
      yield slide;
    }
    if (script.failAfter !== undefined && script.failAfter >= (script.slides ?? []).length) {
      throw new ScriptedAiError("failed at the end");
    }
  }

  async chat(input: ChatInput, options?: EngineCallOptions): Promise<ChatResult> {
    this.chats.push(input);
    const script = this.current;
    await this.hangIfAsked(options?.signal);
    const reply = script.reply ?? "Done.";
    const size = Math.max(1, script.chunkSize ?? 4);
    for (let start = 0; start < reply.length; start += size) {
      options?.onText?.(reply.slice(start, start + size));
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (script.chatFails) throw new ScriptedAiError("the model went away");
    return { reply, operations: script.operations ?? [] };
  }
}

/** A promise with its resolver outside, for holding a scripted engine at a point. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

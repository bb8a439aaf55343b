import { stepCountIs, streamText, tool, type ModelMessage } from "ai";
import {
  copilotOperationSchema,
  type ChatInput,
  type ChatResult,
  type CopilotOperation,
} from "../../engine.ts";
import type { ModelHandle } from "../../providers/types.ts";
import { InvalidModelOutputError } from "../../errors.ts";
import type { AttemptContext } from "../../retry.ts";
import { copilotSystemPrompt, recentHistory } from "./prompt.ts";
import { layoutNames, slideThemes } from "@pds/contracts";
import {
  changeLayoutInput,
  createSlideInput,
  deleteSlideInput,
  renameDeckInput,
  reorderSlidesInput,
  setThemeInput,
  updateSlideInput,
} from "./schema.ts";

/** How many model steps (tool rounds) one chat message may take. */
export const maxCopilotSteps = 5;

const outputPartTypes = new Set([
  "text-start",
  "text-delta",
  "reasoning-start",
  "reasoning-delta",
  "tool-input-start",
]);

/**
 * Collects the copilot's edits. Tools do not touch the database: they validate an operation against the current
 * deck and record it; the server applies the list through its ownership-checked mutations afterwards.
 */
class OperationCollector {
  readonly operations: CopilotOperation[] = [];
  private readonly liveIds: Set<string>;

  constructor(slideIds: string[]) {
    this.liveIds = new Set(slideIds);
  }

  add(candidate: CopilotOperation): string {
    const parsed = copilotOperationSchema.safeParse(candidate);
    if (!parsed.success) return `Rejected: ${parsed.error.issues[0]?.message ?? "invalid input"}.`;
    const operation = parsed.data;
    switch (operation.type) {
      case "updateSlide":
      case "deleteSlide":
      case "changeLayout":
        if (!this.liveIds.has(operation.slideId)) return this.unknownId(operation.slideId);
        if (operation.type === "deleteSlide") this.liveIds.delete(operation.slideId);
        if (
          operation.type === "updateSlide" &&
          operation.title === undefined &&
          operation.content === undefined &&
          operation.notes === undefined
        ) {
          return "Rejected: give at least one of title, content or notes.";
        }
        break;
      case "reorderSlides": {
        const unknown = operation.slideIds.find((id) => !this.liveIds.has(id));
        if (unknown !== undefined) return this.unknownId(unknown);
        if (new Set(operation.slideIds).size !== operation.slideIds.length) {
          return "Rejected: each slide id may appear only once.";
        }
        break;
      }
      case "createSlide":
      case "renameDeck":
      case "setTheme":
        break;
    }
    this.operations.push(operation);
    return `Done: ${operation.type} recorded.`;
  }

  private unknownId(id: string): string {
    return `Rejected: there is no slide with id "${id}". Valid ids: ${[...this.liveIds].join(", ") || "(none)"}.`;
  }
}

function summarize(operations: CopilotOperation[]): string {
  const parts = operations.map((operation) => {
    switch (operation.type) {
      case "createSlide":
        return `added the slide "${operation.title}"`;
      case "updateSlide":
        return "updated a slide";
      case "deleteSlide":
        return "deleted a slide";
      case "reorderSlides":
        return "reordered the slides";
      case "renameDeck":
        return `renamed the deck to "${operation.title}"`;
      case "changeLayout":
        return `changed a slide to the ${layoutNames[operation.layout]} layout`;
      case "setTheme":
        return `switched the deck to the ${slideThemes[operation.theme].name} theme`;
    }
  });
  return `I ${parts.join(", ")}.`;
}

/** One attempt at a copilot turn. Text deltas go to `onText` as they arrive (which commits the attempt). */
export async function copilotChatAttempt(
  model: ModelHandle,
  input: ChatInput,
  context: AttemptContext,
  onText?: (delta: string) => void,
): Promise<ChatResult> {
  const collector = new OperationCollector(input.deck.slides.map((slide) => slide.id));
  const record = async (operation: CopilotOperation) => collector.add(operation);
  const messages: ModelMessage[] = [
    ...recentHistory(input.history),
    { role: "user", content: input.message.slice(0, 4_000) },
  ];
  const result = streamText({
    model,
    system: copilotSystemPrompt(input.deck, input.brief),
    messages,
    tools: {
      createSlide: tool({
        description: "Add a new slide. position is the 0-based index to insert at; omit it to append.",
        inputSchema: createSlideInput,
        execute: (args) => record({ type: "createSlide", ...args }),
      }),
      updateSlide: tool({
        description: "Change the title, content (newline-separated bullets) or speaker notes of a slide.",
        inputSchema: updateSlideInput,
        execute: (args) => record({ type: "updateSlide", ...args }),
      }),
      deleteSlide: tool({
        description: "Delete a slide.",
        inputSchema: deleteSlideInput,
        execute: (args) => record({ type: "deleteSlide", ...args }),
      }),
      reorderSlides: tool({
        description: "Put the slides in a new order: slideIds lists every slide id in the order wanted.",
        inputSchema: reorderSlidesInput,
        execute: (args) => record({ type: "reorderSlides", ...args }),
      }),
      renameDeck: tool({
        description: "Rename the deck.",
        inputSchema: renameDeckInput,
        execute: (args) => record({ type: "renameDeck", ...args }),
      }),
      changeLayout: tool({
        description:
          "Redraw a slide in another layout. Its text is kept: the fields are filled from it and what does " +
          "not fit goes to the speaker notes.",
        inputSchema: changeLayoutInput,
        execute: (args) => record({ type: "changeLayout", ...args }),
      }),
      setTheme: tool({
        description: "Change the deck's theme (colours and fonts of every slide).",
        inputSchema: setThemeInput,
        execute: (args) => record({ type: "setTheme", ...args }),
      }),
    },
    stopWhen: stepCountIs(maxCopilotSteps),
    temperature: 0.3,
    maxRetries: 0,
    abortSignal: context.signal,
    // Errors arrive as stream parts and are handled below; the default handler would log them.
    onError: () => {},
  });

  let reply = "";
  let newStep = false;
  for await (const part of result.fullStream) {
    if (outputPartTypes.has(part.type)) context.markFirstToken();
    if (part.type === "error") throw part.error;
    if (part.type === "abort") throw context.signal.reason ?? new Error("aborted");
    if (part.type === "start-step") newStep = true;
    if (part.type === "text-delta" && part.text !== "") {
      // Keep the texts of successive steps (before and after tool calls) from running together.
      const delta = newStep && /\S$/.test(reply) ? `\n\n${part.text}` : part.text;
      newStep = false;
      reply += delta;
      if (onText) {
        // Once the founder has seen text, a retry would repeat it: this attempt is now final.
        context.markCommitted();
        onText(delta);
      }
    }
  }
  context.signal.throwIfAborted();
  const text = reply.trim();
  if (text === "" && collector.operations.length === 0) {
    throw new InvalidModelOutputError("the model returned neither a reply nor an edit");
  }
  return { reply: text || summarize(collector.operations), operations: collector.operations };
}

import type {
  AiEngine,
  BriefInput,
  ChatInput,
  ChatResult,
  DraftSlide,
  EngineCallOptions,
  ExtractedFact,
  ExtractFactsInput,
  PersonaReplyInput,
  SessionFeedbackInput,
  SessionFeedbackResult,
} from "./engine.ts";
import { reliabilityPolicy, type AiConfig } from "./providers/registry.ts";
import type { ModelHandle } from "./providers/types.ts";
import { runWithRetries, streamWithRetries, type ReliabilityPolicy } from "./retry.ts";
import { copilotChatAttempt } from "./tasks/copilot-chat/index.ts";
import { draftDeckAttempt } from "./tasks/draft-deck/index.ts";
import { extractFactsAttempt } from "./tasks/extract-facts/index.ts";
import { personaReplyAttempt } from "./tasks/persona-reply/index.ts";
import { sessionFeedbackAttempt } from "./tasks/session-feedback/index.ts";

export interface ModelEngineOptions {
  /** Overrides parts of the policy derived from config (tests use a short backoff). */
  policy?: Partial<ReliabilityPolicy>;
}

/**
 * The AiEngine backed by a language model. Every call has first-token and total timeouts and bounded retries;
 * a call that fails for good throws AiUnavailableError. draftDeck never yields a slide twice: it retries only
 * until the first slide has been yielded.
 */
export function createModelEngine(
  model: ModelHandle,
  config: AiConfig,
  label: string,
  options: ModelEngineOptions = {},
): AiEngine {
  const policy: ReliabilityPolicy = { ...reliabilityPolicy(config), ...options.policy };
  return {
    kind: "model",
    label,
    draftDeck(brief: BriefInput, callOptions?: EngineCallOptions): AsyncIterable<DraftSlide> {
      return streamWithRetries(policy, callOptions?.signal, (context) =>
        draftDeckAttempt(model, brief, context),
      );
    },
    chat(input: ChatInput, callOptions?: EngineCallOptions): Promise<ChatResult> {
      return runWithRetries(policy, callOptions?.signal, (context) =>
        copilotChatAttempt(model, input, context, callOptions?.onText),
      );
    },
    personaReply(input: PersonaReplyInput, callOptions?: EngineCallOptions): Promise<string> {
      return runWithRetries(policy, callOptions?.signal, (context) =>
        personaReplyAttempt(model, input, context),
      );
    },
    sessionFeedback(
      input: SessionFeedbackInput,
      callOptions?: EngineCallOptions,
    ): Promise<SessionFeedbackResult> {
      return runWithRetries(policy, callOptions?.signal, (context) =>
        sessionFeedbackAttempt(model, input, context),
      );
    },
    extractFacts(input: ExtractFactsInput, callOptions?: EngineCallOptions): Promise<ExtractedFact[]> {
      return runWithRetries(policy, callOptions?.signal, (context) =>
        extractFactsAttempt(model, input, context),
      );
    },
  };
}

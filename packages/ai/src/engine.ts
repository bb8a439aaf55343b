import { z } from "zod";
import {
  deckSectionSchema,
  limits,
  slideBodySchema,
  slideLayoutSchema,
  themeIdSchema,
  type DeckSection,
  type SlideBody,
  type SlideLayout,
  type ThemeId,
  type VoiceFeedbackItem,
} from "@pds/contracts";

/** A slide as the AI drafts it. Same limits the slide API enforces, so a draft can always be saved. */
export const draftSlideSchema = z.object({
  title: z.string().trim().min(1).max(limits.slideTitleMax),
  /**
   * Newline-separated bullets: the slide's text for "bullets", and the plain text of the fields for any
   * other layout (what the server would write as `content`), so readers of drafts see one format.
   */
  content: z.string().trim().min(1).max(limits.slideContentMax),
  notes: z.string().max(limits.slideNotesMax).default(""),
  /** The layout with its fields; absent = bullets of `content`. */
  body: slideBodySchema.optional(),
  /** The deck section the slide is for, so its title can be a headline; absent = not known. */
  section: deckSectionSchema.optional(),
});
export type DraftSlide = z.infer<typeof draftSlideSchema>;

export interface BriefInput {
  title: string;
  startupName: string;
  overview: string;
}

export interface DeckContextSlide {
  id: string;
  title: string;
  content: string;
  notes: string;
  /** The slide's layout and fields; absent = bullets (callers that only know the text). */
  body?: SlideBody;
  /** The section it was written for; absent or null = read it from the title and text. */
  section?: DeckSection | null;
}

export interface DeckContext {
  title: string;
  slides: DeckContextSlide[];
  /** The deck's theme; absent = not known to the caller. */
  theme?: ThemeId;
}

/** The layout a context slide is drawn with. */
export const slideLayoutOf = (slide: DeckContextSlide): SlideLayout => slide.body?.layout ?? "bullets";

/** The typed edits the copilot may make. The server applies each through the ownership-checked mutations. */
export const copilotOperationSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("createSlide"),
    title: draftSlideSchema.shape.title,
    content: draftSlideSchema.shape.content,
    notes: z.string().max(limits.slideNotesMax).default(""),
    /** 0-based index to insert at; omitted = append. */
    position: z.number().int().min(0).optional(),
    /** The section the new slide is for ("add a pricing slide" → businessModel). */
    section: deckSectionSchema.optional(),
    /** The layout it is drawn in ("add a quote from a customer" → a quote to fill); absent = bullets. */
    body: slideBodySchema.optional(),
  }),
  z.object({
    type: z.literal("updateSlide"),
    slideId: z.string(),
    title: draftSlideSchema.shape.title.optional(),
    content: draftSlideSchema.shape.content.optional(),
    notes: z.string().max(limits.slideNotesMax).optional(),
    /** New fields for a slide with a layout (a style edit keeps the layout); absent = text only. */
    body: slideBodySchema.optional(),
  }),
  z.object({ type: z.literal("deleteSlide"), slideId: z.string() }),
  z.object({ type: z.literal("reorderSlides"), slideIds: z.array(z.string()) }),
  z.object({ type: z.literal("renameDeck"), title: z.string().trim().min(1).max(limits.deckTitleMax) }),
  /** Redraws a slide in another layout; the server keeps its text (what does not fit goes to the notes). */
  z.object({ type: z.literal("changeLayout"), slideId: z.string(), layout: slideLayoutSchema }),
  z.object({ type: z.literal("setTheme"), theme: themeIdSchema }),
]);
export type CopilotOperation = z.infer<typeof copilotOperationSchema>;

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
}

export interface ChatInput {
  message: string;
  history: ChatTurn[];
  deck: DeckContext;
  brief: BriefInput | null;
}

export interface ChatResult {
  /** What the copilot says, including what it changed. */
  reply: string;
  operations: CopilotOperation[];
}

export interface EngineCallOptions {
  signal?: AbortSignal;
  /** Streamed reply text as it arrives (chat only). */
  onText?: (delta: string) => void;
}

/** One interface for the offline engine and every model provider. */
export interface AiEngine {
  readonly kind: "offline" | "model";
  /** Shown in the UI, e.g. "Offline engine" or "openai · gpt-4o-mini". */
  readonly label: string;
  /** Drafts a deck; yields each slide once validated, so the first can be saved before the last is drafted. */
  draftDeck(brief: BriefInput, options?: EngineCallOptions): AsyncIterable<DraftSlide>;
  chat(input: ChatInput, options?: EngineCallOptions): Promise<ChatResult>;
  /** The mock VC's next spoken line in a practice call (model engines only; offline uses its own persona). */
  personaReply?(input: PersonaReplyInput, options?: EngineCallOptions): Promise<string>;
  /**
   * Coaching feedback on a finished practice session (model engines only; offline, the rule-based review
   * in @pds/voice stands). Suggestions link only to slides of `input.deck`; any other id is dropped.
   */
  sessionFeedback?(input: SessionFeedbackInput, options?: EngineCallOptions): Promise<SessionFeedbackResult>;
  /**
   * Facts quoted from a research run's sources, each with the slide section it belongs on (model engines
   * only; offline, the rule-based extractor stands). A proposal only: the caller checks every fact against
   * the sources before it reaches a slide.
   */
  extractFacts?(input: ExtractFactsInput, options?: EngineCallOptions): Promise<ExtractedFact[]>;
}

/** The slide sections research writes to. */
export const RESEARCH_SECTIONS = ["market", "competition", "problem", "traction"] as const;
export type ResearchSection = (typeof RESEARCH_SECTIONS)[number];

export interface ExtractFactsInput {
  /** What the startup does, so the model can tell its market and rivals from the rest of a page. */
  brief: BriefInput | null;
  /** Pages fetched in the run and the founder's own sources. Their text is untrusted data. */
  sources: { id: string; title: string; text: string }[];
}

/** A fact as the model proposes it: a passage it says is copied word for word from one source. */
export interface ExtractedFact {
  sourceId: string;
  claim: string;
  section: ResearchSection;
}

export interface PersonaReplyInput {
  /** The persona's system prompt (built by @pds/voice, deck fenced off as data). */
  system: string;
  /** The call so far; the last turn is the founder's. */
  history: ChatTurn[];
}

export interface SessionFeedbackInput {
  /** Who played the VC and what the firm probes, e.g. "Garry Tan (YC): what are you making, traction…". */
  persona: string;
  /** The session in order: "user" is the founder, "assistant" the mock VC. */
  transcript: ChatTurn[];
  /** The deck practised with; suggestions may link to its slide ids. Null for freestyle. */
  deck: DeckContext | null;
  /** What the session review measured, one fact per line (pace, fillers, latency, coverage…). */
  measurements: string[];
}

export interface SessionFeedbackResult {
  /** Concrete suggestions, most important first, in the shape the review stores and shows. */
  feedback: VoiceFeedbackItem[];
  /** Slide ids the model gave that are not in the deck: removed from their suggestions (kept for the logs). */
  droppedSlideIds: string[];
}

import { layoutNames, limits, slideLayouts, slideThemes, themeIds } from "@pds/contracts";
import { slideLayoutOf, type BriefInput, type ChatTurn, type DeckContext } from "../../engine.ts";
import { dataRule, fence } from "../fence.ts";

/** How much history the model sees. */
export const maxHistoryTurns = 12;
const maxTurnChars = 2_000;

function describeSlides(deck: DeckContext): string {
  if (deck.slides.length === 0) return "(the deck has no slides yet)";
  return deck.slides
    .map((slide, index) =>
      [
        `Slide ${index + 1} — id: ${slide.id}`,
        `Title: ${slide.title}`,
        `Layout: ${slideLayoutOf(slide)} (${layoutNames[slideLayoutOf(slide)]})`,
        `Content:\n${slide.content}`,
        slide.notes ? `Speaker notes: ${slide.notes}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n\n");
}

export function copilotSystemPrompt(deck: DeckContext, brief: BriefInput | null): string {
  const briefText = brief
    ? [`Deck title: ${brief.title}`, `Startup name: ${brief.startupName}`, "Overview:", brief.overview].join(
        "\n",
      )
    : "(no brief was written for this deck)";
  return [
    "You are the copilot of a pitch deck editor, helping a founder improve their investor deck.",
    "You can change the deck only through the tools: createSlide, updateSlide, deleteSlide, reorderSlides, " +
      "renameDeck, changeLayout, setTheme. Refer to slides by the ids listed below; never invent ids.",
    `- Layouts (changeLayout): ${slideLayouts.map((l) => `${l} (${layoutNames[l]})`).join(", ")}. ` +
      "Market sizes and KPIs suit bigNumbers, a series over time suits chart, rivals suit comparison, " +
      "people suit team, the raise suits ask. updateSlide content turns a slide back into bullets.",
    `- Themes (setTheme): ${themeIds.map((id) => `${id} (${slideThemes[id].dark ? "dark" : "light"})`).join(", ")}.`,
    "- Only change what the founder asked for. For a rewrite, call updateSlide with the new text.",
    `- Slide titles at most ${limits.slideTitleMax} characters; content is 3 to 5 short bullets separated by ` +
      "newlines, at most 50 words.",
    '- Never invent numbers or facts; use the brief, or a marked gap like "[Add your MRR here]".',
    "- After using tools, reply in one or two sentences saying exactly what you changed. If you changed " +
      "nothing, say so and why.",
    "",
    dataRule,
    "",
    fence("brief", briefText),
    "",
    fence(
      "deck",
      [`Deck title: ${deck.title}`, deck.theme ? `Theme: ${deck.theme}` : ""].filter(Boolean).join("\n"),
    ),
    "",
    fence("slides", describeSlides(deck)),
  ].join("\n");
}

/** The last turns of the conversation, trimmed, as chat messages. */
export function recentHistory(history: ChatTurn[]): ChatTurn[] {
  return history
    .slice(-maxHistoryTurns)
    .filter((turn) => turn.content.trim() !== "")
    .map((turn) => ({ role: turn.role, content: turn.content.slice(0, maxTurnChars) }));
}

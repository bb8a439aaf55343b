import type { FirmTag } from "@pds/contracts";
import { contradictions, describeContradiction } from "./deck-figures.ts";
import { findFigures } from "../text/figures.ts";
import { isVague, words } from "../text/words.ts";
import { personaScript, type DiligenceTopic, type PersonaScript } from "./catalog.ts";
import { deckRemark, placeholders, type PracticeDeck } from "./deck-gaps.ts";

/** Anything that plays the mock VC: a greeting, then one reply per founder turn. */
export interface PersonaEngine {
  readonly name: string;
  greeting(): Promise<string> | string;
  reply(founderText: string): Promise<string> | string;
}

const ACKS = ["Got it.", "Okay.", "Understood.", "Thanks.", "Right."];

/**
 * The offline mock VC: asks the firm's must-ask questions in order, follows up once per topic on a
 * figure the founder named (or a figure that contradicts the deck), on a vague answer, and raises gaps in
 * the selected deck as it reaches each topic. Deterministic: the same answers give the same questions.
 */
export class OfflinePersona implements PersonaEngine {
  private readonly script: PersonaScript;
  private topicIndex = 0;
  private followedUp = false;
  private turn = 0;
  private finished = false;
  private said = "";

  constructor(
    firmTag: FirmTag,
    private readonly deck: PracticeDeck | null,
  ) {
    this.script = personaScript(firmTag);
  }

  get name() {
    return this.script.name;
  }

  get topics(): readonly DiligenceTopic[] {
    return this.script.topics;
  }

  greeting(): string {
    const first = this.script.topics[0];
    const intro = this.deck
      ? `I have your deck, ${this.deck.title}, in front of me.${this.placeholderNote()}`
      : "We are going without a deck today, so tell me everything.";
    return `Hi, I'm ${this.script.name.split(",")[0]}. ${this.script.opener} ${intro} ${first?.question ?? ""}`.trim();
  }

  reply(founderText: string): string {
    const text = founderText.trim();
    this.turn += 1;
    const ack = ACKS[this.turn % ACKS.length] ?? "Okay.";
    if (this.finished) return "That is all I had for today. Thank you for pitching.";
    const current = this.script.topics[this.topicIndex];
    if (current && !this.followedUp && text) {
      const followUp = this.followUp(current, text);
      if (followUp) {
        this.followedUp = true;
        this.said += ` ${text}`;
        return followUp;
      }
    }
    this.said += ` ${text}`;
    return this.advance(ack);
  }

  private followUp(topic: DiligenceTopic, text: string): string | null {
    const [conflict] = contradictions(text, this.deck);
    if (conflict) return `Hold on: ${describeContradiction(conflict)}. Which number is right?`;
    const [figure] = findFigures(text);
    if (figure) return `You mentioned ${figure.text}. ${topic.numberProbe}`;
    if (isVague(text, topic.keywords)) return topic.probe;
    return null;
  }

  private advance(ack: string): string {
    this.topicIndex += 1;
    this.followedUp = false;
    const next = this.script.topics[this.topicIndex];
    if (!next) {
      this.finished = true;
      return `${ack} ${this.script.closing}`;
    }
    const remark = deckRemark(this.deck, next);
    const earlier = this.touchedEarlier(next) ? "You touched on this earlier, but let me ask directly. " : "";
    return [ack, remark, `${earlier}${next.question}`].filter(Boolean).join(" ");
  }

  /** Whether the founder already used three or more of a topic's words before it was asked. */
  private touchedEarlier(topic: DiligenceTopic): boolean {
    const joined = words(this.said).join(" ");
    return topic.keywords.filter((k) => joined.includes(k)).length >= 3;
  }

  private placeholderNote(): string {
    const count = placeholders(this.deck).length;
    if (count === 0) return "";
    return ` I notice ${count} ${count === 1 ? "section is" : "sections are"} still marked to be added.`;
  }
}

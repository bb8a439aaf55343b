import type { FirmTag } from "@pds/contracts";
import { analyseTurn, type TurnAnalysis } from "../listen/analyse-turn.ts";
import type { ClaimMetric } from "../listen/claims.ts";
import type { TopicKey } from "../listen/topics.ts";
import { personaScript, type DiligenceTopic, type PersonaScript } from "./catalog.ts";
import { deckClaims, deckCompetitors, sameMeasure, type DeckClaim } from "./deck-claims.ts";
import {
  deckRemark,
  focusFirst,
  focusSlides,
  isFocusTopic,
  placeholders,
  quotedTitles,
  type PracticeDeck,
} from "./deck-gaps.ts";
import { claimFollowUp, competitorFollowUp, unquantifiedPushback } from "./follow-ups.ts";
import { FOLLOW_UP_MATERIAL, questionBank, TOPIC_KEYS } from "./question-bank.ts";

/** Anything that plays the mock VC: a greeting, then one reply per founder turn. */
export interface PersonaEngine {
  readonly name: string;
  greeting(): Promise<string> | string;
  reply(founderText: string, turn?: FounderTurnInfo): Promise<string> | string;
}

/** How the founder's turn ended: `interrupted` when it ran past the longest turn the VC lets go on. */
export interface FounderTurnInfo {
  interrupted?: boolean;
}

const ACKS = ["Got it.", "Okay.", "Understood.", "Thanks.", "Right."];
/** Follow-ups on one topic before the partner moves on. */
const MAX_FOLLOW_UPS = 2;
/** A deck figure and a spoken one further apart than this are worth asking about. */
const FIGURE_TOLERANCE = 1.2;

/**
 * The offline mock VC, which listens: each founder turn is analysed (claims, competitors, topics, dodges).
 * The partner follows up on what was said, quoting it ("38 paying clinics: how many were paying three
 * months ago?"), checks spoken figures against the deck, asks about named competitors, pushes back on
 * vague answers, skips topics the founder already covered (or digs deeper with a question from the firm's
 * bank), raises the deck's gaps, and closes with next steps for what was left open. Deterministic.
 */
export class OfflinePersona implements PersonaEngine {
  private readonly script: PersonaScript;
  private readonly deckFigures: DeckClaim[];
  private readonly names: string[];
  private topicIndex = 0;
  private followUps = 0;
  private turn = 0;
  private finished = false;
  private readonly covered = new Set<TopicKey>();
  private readonly claimed = new Set<ClaimMetric>();
  private readonly probed = new Set<string>();
  private readonly asked = new Set<string>();
  private readonly open: DiligenceTopic[] = [];
  private last: TurnAnalysis | null = null;

  constructor(
    private readonly firmTag: FirmTag,
    private readonly deck: PracticeDeck | null,
  ) {
    const script = personaScript(firmTag);
    this.script = { ...script, topics: focusFirst(script.topics, deck) };
    this.deckFigures = deckClaims(deck);
    this.names = deckCompetitors(deck);
  }

  get name() {
    return this.script.name;
  }

  get topics(): readonly DiligenceTopic[] {
    return this.script.topics;
  }

  /** What the partner heard in the last turn and what is still open, for a model playing the persona. */
  listeningNotes(): string[] {
    const a = this.last;
    if (!a) return [];
    const notes = [
      `Claims in the founder's last turn: ${a.claims.map((c) => `${c.quote} (${c.metric})`).join("; ") || "none"}`,
      `Competitors named: ${a.competitors.join(", ") || "none"}`,
      `Topics the founder has covered so far: ${[...this.covered].join(", ") || "none"}`,
    ];
    if (a.vague)
      notes.push(
        a.vague.kind === "dodge"
          ? "The last answer dodged the question."
          : `Vague: "${a.vague.phrase}" with no number.`,
      );
    for (const figure of this.deckFigures)
      notes.push(`The deck states ${figure.claim.quote} on "${figure.slide.title}".`);
    return notes;
  }

  greeting(): string {
    const focus = focusSlides(this.deck);
    const first = this.script.topics[0];
    // A skimmed slide no must-ask topic is about: ask the founder to walk through it, then the usual order.
    if (focus.length > 0 && first && !isFocusTopic(this.deck, first)) {
      this.topicIndex = -1;
      const walkThrough = `Walk me through your "${focus[0]!.title}" slide: what should I take away from it?`;
      return `Hi, I'm ${this.script.name.split(",")[0]}. ${this.script.opener} I have your deck, ${this.deck!.title}, in front of me.${this.focusNote()} ${walkThrough}`;
    }
    if (first) this.asked.add(first.question);
    const intro = this.deck
      ? `I have your deck, ${this.deck.title}, in front of me.${this.placeholderNote()}${this.focusNote()}`
      : "We are going without a deck today, so tell me everything.";
    return `Hi, I'm ${this.script.name.split(",")[0]}. ${this.script.opener} ${intro} ${first?.question ?? ""}`.trim();
  }

  reply(founderText: string, turn: FounderTurnInfo = {}): string {
    const text = founderText.trim();
    this.turn += 1;
    if (this.finished) return "That is all I had for today. Thank you for pitching.";
    const analysis = analyseTurn(text, this.names);
    this.last = analysis;
    for (const topic of analysis.topics) this.covered.add(topic);
    const interrupt = turn.interrupted ? "Let me stop you there. " : "";
    const current = this.script.topics[this.topicIndex];
    // A figure that contradicts the deck is always raised; other follow-ups stop at MAX_FOLLOW_UPS a topic.
    const conflict = text ? this.conflict(analysis) : null;
    if (current && text && (conflict || this.followUps < MAX_FOLLOW_UPS)) {
      const move = conflict ?? this.followUp(current, analysis);
      for (const claim of analysis.claims) this.claimed.add(claim.metric);
      if (move) {
        this.followUps += 1;
        return `${interrupt}${move}`;
      }
    }
    for (const claim of analysis.claims) this.claimed.add(claim.metric);
    const ack = ACKS[this.turn % ACKS.length] ?? "Okay.";
    return `${interrupt}${this.advance(interrupt ? "" : ack)}`.trim();
  }

  private coveredTopic(topic: DiligenceTopic): boolean {
    return (TOPIC_KEYS[topic.id] ?? []).some((key) => this.covered.has(key));
  }

  /** A spoken figure that differs from the deck's by more than 20%, asked about once per metric. */
  private conflict(a: TurnAnalysis): string | null {
    for (const claim of a.claims) {
      const stated = this.deckFigures.find((d) => sameMeasure(claim, d.claim));
      const key = `conflict:${claim.metric}`;
      if (!stated || stated.claim.value <= 0 || this.probed.has(key)) continue;
      const ratio = claim.value / stated.claim.value;
      if (ratio > FIGURE_TOLERANCE || ratio < 1 / FIGURE_TOLERANCE) {
        this.probed.add(key);
        return `Hold on: you said ${claim.quote}; your "${stated.slide.title}" slide says ${stated.claim.quote}. Which is right?`;
      }
    }
    return null;
  }

  /** The partner's follow-up to this answer, or null to move on. */
  private followUp(topic: DiligenceTopic, a: TurnAnalysis): string | null {
    // A paying-customer claim is the one a partner jumps on; otherwise the first figure said.
    const unprobed = a.claims.filter((claim) => !this.probed.has(`claim:${claim.metric}`));
    const fresh = unprobed.find((claim) => claim.subject.includes("paying")) ?? unprobed[0];
    if (fresh) {
      this.probed.add(`claim:${fresh.metric}`);
      return claimFollowUp(this.firmTag, fresh);
    }
    const rival = a.competitors.find((name) => !this.probed.has(`rival:${name.toLowerCase()}`));
    if (rival) {
      this.probed.add(`rival:${rival.toLowerCase()}`);
      return competitorFollowUp(this.firmTag, rival);
    }
    if (a.vague?.kind === "unquantified") return unquantifiedPushback(a.vague.phrase);
    if (this.followUps === 0 && (a.vague?.kind === "dodge" || (!this.coveredTopic(topic) && a.words < 20)))
      return topic.probe;
    return null;
  }

  /** A bank question on `topic` not asked yet and not already answered by the founder's claims. */
  private bankQuestion(topic: DiligenceTopic): string | undefined {
    const entry = questionBank(this.firmTag).find(
      ([id, question, answeredBy]) =>
        id === topic.id &&
        !this.asked.has(question) &&
        !answeredBy?.some((metric) => this.claimed.has(metric)),
    );
    return entry?.[1];
  }

  private advance(ack: string): string {
    const current = this.script.topics[this.topicIndex];
    if (current && !this.coveredTopic(current)) this.open.push(current);
    this.followUps = 0;
    for (this.topicIndex += 1; this.topicIndex < this.script.topics.length; this.topicIndex += 1) {
      const next = this.script.topics[this.topicIndex];
      if (!next) break;
      const remark = deckRemark(this.deck, next);
      if (!this.coveredTopic(next)) {
        this.asked.add(next.question);
        return [ack, remark, next.question].filter(Boolean).join(" ");
      }
      // The founder already covered it: one level deeper from the bank, or straight on.
      const deeper = this.bankQuestion(next);
      if (deeper) {
        this.asked.add(deeper);
        return [ack, `You covered ${next.label.toLowerCase()} already, so one level deeper.`, deeper].join(
          " ",
        );
      }
    }
    this.finished = true;
    return [ack, this.script.closing, this.nextSteps()].filter(Boolean).join(" ");
  }

  /** What to send after the meeting: material for the topics the founder left open. */
  private nextSteps(): string {
    const material = [
      ...new Set(
        this.open.flatMap((topic) => {
          const key = TOPIC_KEYS[topic.id]?.[0];
          const text = key ? FOLLOW_UP_MATERIAL[key] : undefined;
          return text ? [text] : [];
        }),
      ),
    ].slice(0, 2);
    if (material.length === 0) return "As a next step, send me the deck with your latest numbers.";
    return `As a next step, send me ${material.join(" and ")}.`;
  }

  private focusNote(): string {
    const focus = focusSlides(this.deck);
    if (focus.length === 0) return "";
    return ` Investors who read it moved quickly past ${quotedTitles(focus)}, so I will start there.`;
  }

  private placeholderNote(): string {
    const count = placeholders(this.deck).length;
    if (count === 0) return "";
    return ` I notice ${count} ${count === 1 ? "section is" : "sections are"} still marked to be added.`;
  }
}

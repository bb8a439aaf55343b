import { describe, expect, it } from "vitest";
import { voiceMetricsSchema } from "@pds/contracts";
import { computeMetrics, type SpokenTurn } from "../src/metrics.ts";
import { personaScript } from "../src/personas/catalog.ts";
import type { PracticeDeck } from "../src/personas/deck-gaps.ts";
import { findFigures, labelledFigures } from "../src/text/figures.ts";

const yc = personaScript("YC").topics;
const q = (i: number) => yc[i]?.question ?? "";
const deck: PracticeDeck = {
  title: "Stockly",
  slides: [
    { id: "s-traction", title: "Traction", content: "MRR $10,000, growing 8% weekly" },
    { id: "s-market", title: "Market", content: "TAM $4B" },
    { id: "s-team", title: "Team", content: "[Add founder bios]" },
  ],
};
/** 150 words over 60 s of speech makes 150 wpm. */
const sentence = (n: number) =>
  Array.from({ length: n }, (_, i) => (i % 10 === 0 ? "restaurants" : "word")).join(" ");

describe("computeMetrics", () => {
  it("computes pace over speaking time only, with a rolling curve", () => {
    const turns: SpokenTurn[] = [
      { role: "assistant", text: q(0), startMs: 0, endMs: 5000 },
      { role: "user", text: sentence(75), startMs: 6000, endMs: 36_000 },
      { role: "assistant", text: q(1), startMs: 40_000, endMs: 45_000 },
      { role: "user", text: sentence(75), startMs: 50_000, endMs: 80_000 },
    ];
    const m = computeMetrics({ firmTag: "YC", deck: null, turns });
    expect(voiceMetricsSchema.parse(m)).toEqual(m);
    expect(m.founderWords).toBe(150);
    expect(m.founderSpeakingMs).toBe(60_000);
    expect(m.wordsPerMinute).toBe(150);
    expect(m.durationMs).toBe(80_000);
    expect(m.wpmCurve.length).toBeGreaterThan(3);
    expect(m.wpmCurve.every((p) => p.wpm === 150)).toBe(true);
    expect(m.talkRatio).toBeCloseTo(60 / 70, 2);
    expect(m.questions).toEqual([q(0), q(1)]);
  });

  it("weighs fillers (half weight only when set off), counts hedges and flags bursts", () => {
    const turns: SpokenTurn[] = [
      { role: "assistant", text: q(0), startMs: 0, endMs: 3000 },
      {
        role: "user",
        text: "Um, so, we like restaurants. Uh, basically, I think maybe we help, um, kitchens, you know",
        startMs: 4000,
        endMs: 10_000,
      },
    ];
    const m = computeMetrics({ firmTag: "YC", deck: null, turns });
    expect(m.fillers.words).toEqual({ um: 2, uh: 1, so: 1, basically: 1, "you know": 1 });
    expect(m.fillers.count).toBe(4.5);
    expect(m.hedges).toBe(2);
    expect(m.feedback.map((f) => f.message).join("\n")).toMatch(/burst/);
  });

  it("reports coverage as answered, dodged or not reached", () => {
    const turns: SpokenTurn[] = [
      { role: "assistant", text: `Hi. ${q(0)}` },
      {
        role: "user",
        text: "We build inventory software that helps restaurants reorder stock automatically.",
      },
      { role: "assistant", text: `Got it. ${q(1)}` },
      { role: "user", text: "Not sure yet." },
      { role: "assistant", text: `Okay. ${q(2)}` },
    ];
    const m = computeMetrics({ firmTag: "YC", deck, turns });
    expect(m.coverage).toEqual([
      { topic: "What are you making", state: "answered" },
      { topic: "Who needs it", state: "dodged" },
      { topic: "Traction", state: "not-reached" },
      { topic: "Why you", state: "not-reached" },
      { topic: "How big", state: "not-reached" },
    ]);
    expect(m.wordsPerMinute).toBeNull();
    expect(m.feedback).toContainEqual({
      message: expect.stringContaining('"Who needs it"') as string,
    });
    expect(m.feedback).toContainEqual({
      message: 'Fill in [Add founder bios] on the "Team" slide before you pitch.',
      slideId: "s-team",
    });
    // Unreached topics the deck has a slide for: worked into the pitch, at most two suggestions.
    expect(m.feedback).toContainEqual({
      message:
        'The call ended before "Traction". Work the "Traction" slide into your opening pitch, so it lands even if the partner never asks.',
      slideId: "s-traction",
    });
    expect(m.feedback.filter((f) => f.message.startsWith("The call ended before"))).toHaveLength(2);
  });

  it("counts a topic the founder covered before the VC asked as volunteered, not unreached", () => {
    const turns: SpokenTurn[] = [
      { role: "assistant", text: `Hi. ${q(0)}` },
      {
        role: "user",
        text: "We make booking software for pet groomers, with twenty thousand dollars in monthly revenue.",
      },
    ];
    const m = computeMetrics({ firmTag: "YC", deck: null, turns });
    expect(m.coverage.find((c) => c.topic === "Traction")?.state).toBe("volunteered");
    expect(m.coverage.find((c) => c.topic === "Why you")?.state).toBe("not-reached");
    expect(m.feedback.map((f) => f.message).join("\n")).not.toMatch(/Traction/);
  });

  it("flags spoken figures that contradict the deck, linked to the slide", () => {
    const turns: SpokenTurn[] = [
      { role: "assistant", text: q(2) },
      {
        role: "user",
        text: "We have twenty five thousand dollars in monthly revenue and our market is four billion.",
      },
    ];
    const m = computeMetrics({ firmTag: "YC", deck, turns });
    expect(m.contradictions).toEqual([{ figure: "MRR", spoken: "$25K", slide: "Traction" }]);
    expect(m.feedback.find((f) => f.slideId === "s-traction")?.message).toContain("$10K");
  });

  it("reads written and spoken amounts", () => {
    expect(findFigures("two point five million").map((f) => f.value)).toEqual([2_500_000]);
    expect(findFigures("one hundred and twenty thousand").map((f) => f.value)).toEqual([120_000]);
    expect(findFigures("three customers and 12 pilots")).toEqual([]);
    expect(labelledFigures("Raising $1.5M seed").map((f) => [f.label, f.figure.value])).toEqual([
      ["Raise", 1_500_000],
    ]);
  });
});

describe("an honest review", () => {
  const seq = personaScript("Sequoia").topics;
  const lsp = personaScript("Lightspeed").topics;
  const stateOf = (m: ReturnType<typeof computeMetrics>, topic: string) =>
    m.coverage.find((c) => c.topic === topic)?.state;

  it("does not mark a topic answered when the founder's long answer never addressed it", () => {
    const whyNow = seq.find((t) => t.id === "why-now")!;
    const turns: SpokenTurn[] = [
      { role: "assistant", text: whyNow.question },
      {
        role: "user",
        text: "So our team is great, my co-founder and I met at university and we have been working on this together with a lot of energy and passion for a long time now.",
      },
    ];
    const m = computeMetrics({ firmTag: "Sequoia", deck: null, turns });
    expect(stateOf(m, "Why now")).toBe("dodged");
    expect(stateOf(m, "Team")).toBe("volunteered");
  });

  it("marks unit economics answered only when cost, margin or payback is mentioned", () => {
    const unit = lsp[0]!;
    const vague: SpokenTurn[] = [
      { role: "assistant", text: unit.question },
      {
        role: "user",
        text: "The economics are really good and customers love the product, they keep telling us so.",
      },
    ];
    expect(
      stateOf(computeMetrics({ firmTag: "Lightspeed", deck: null, turns: vague }), "Unit economics"),
    ).toBe("dodged");
    const real: SpokenTurn[] = [
      { role: "assistant", text: unit.question },
      {
        role: "user",
        text: "CAC is about four hundred dollars and payback is seven months with eighty percent gross margin.",
      },
    ];
    expect(
      stateOf(computeMetrics({ firmTag: "Lightspeed", deck: null, turns: real }), "Unit economics"),
    ).toBe("answered");
  });

  it("gives one suggestion per slide: its placeholders together, and one reminder for two topics on one slide", () => {
    const gaps: PracticeDeck = {
      title: "Acme",
      slides: [
        { id: "s-gtm", title: "Go-to-market", content: "[Add your channels]\n[Add your sales cycle]" },
        { id: "s-scale", title: "Go-to-market and scale", content: "Outbound to clinic groups" },
      ],
    };
    const m = computeMetrics({
      firmTag: "Lightspeed",
      deck: gaps,
      turns: [{ role: "assistant", text: lsp[0]!.question }],
    });
    const messages = m.feedback.map((f) => f.message);
    expect(messages.filter((message) => message.includes('"Go-to-market" slide'))).toEqual([
      'Fill in [Add your channels] and [Add your sales cycle] on the "Go-to-market" slide before you pitch.',
    ]);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe("answer scorecards", () => {
  it("quotes each answer and says whether it was direct, specific and backed by evidence", () => {
    const turns: SpokenTurn[] = [
      {
        role: "assistant",
        text: "Hi. What traction do you have? Users, revenue, growth rate week over week.",
      },
      {
        role: "user",
        text: "We have 38 paying clinics and $21k MRR; last month three clinics told us they cancelled their phone service.",
      },
      { role: "assistant", text: "Got it. Why now? What changed recently that makes this possible?" },
      { role: "user", text: "Honestly, we just love this space and our team is great." },
      { role: "assistant", text: "Okay." },
    ];
    const m = computeMetrics({ firmTag: "YC", deck: null, turns });
    expect(m.answers).toEqual([
      {
        question: "What traction do you have?",
        quote:
          "We have 38 paying clinics and $21k MRR; last month three clinics told us they cancelled their phone service.",
        direct: true,
        specific: true,
        evidence: true,
      },
      {
        question: "Why now? What changed recently that makes this possible?",
        quote: "Honestly, we just love this space and our team is great.",
        direct: false,
        specific: false,
        evidence: false,
      },
    ]);
    expect(voiceMetricsSchema.parse(m)).toEqual(m);
  });
});

describe("feedback for a short session", () => {
  it("names the topics the call never reached instead of praising it", () => {
    const m = computeMetrics({
      firmTag: "YC",
      deck: null,
      turns: [
        { role: "assistant", text: q(0) },
        { role: "user", text: "We build scheduling software that lets dental clinics fill cancelled slots." },
      ],
    });
    expect(m.feedback.map((f) => f.message)).toEqual([
      'The session ended before "Who needs it", "Traction", "Why you", "How big". Stay for the whole Q&A next time, or cover them in your opening pitch.',
    ]);
  });
});

describe("spoken figures against the deck", () => {
  it("flags a customer count said differently from the deck, with the slide to fix", () => {
    const traction: PracticeDeck = {
      title: "DentaFlow",
      slides: [{ id: "s-traction", title: "Traction", content: "38 paying clinics\n$21K MRR" }],
    };
    const m = computeMetrics({
      firmTag: "YC",
      deck: traction,
      turns: [
        { role: "assistant", text: "What traction do you have? Users, revenue, growth rate week over week." },
        { role: "user", text: "We have 30 paying clinics and about twenty one thousand dollars a month." },
      ],
    });
    expect(m.contradictions).toEqual([
      { figure: "paying clinics", spoken: "30 paying clinics", slide: "Traction" },
    ]);
    expect(m.feedback).toContainEqual({
      message:
        'In the session you said 30 paying clinics, but your "Traction" slide says 38 paying clinics. Make them match.',
      slideId: "s-traction",
    });
  });
});

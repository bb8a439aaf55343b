import { firmTags, type FirmTag } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { personaScript } from "../src/personas/catalog.ts";
import type { PracticeDeck } from "../src/personas/deck-gaps.ts";
import { OfflinePersona } from "../src/personas/offline-persona.ts";
import { questionBank } from "../src/personas/question-bank.ts";

const deck: PracticeDeck = {
  title: "DentaFlow",
  slides: [
    { id: "s1", title: "Problem", content: "Clinics lose 18% of revenue to no-shows" },
    { id: "s2", title: "Traction", content: "38 paying clinics\n$21K MRR" },
    { id: "s3", title: "Competition", content: "Weave and Dental Intelligence are built for large groups" },
    { id: "s4", title: "The Ask", content: "Raising $2M seed" },
  ],
};

/** The VC's first reply to one founder turn, after the greeting. */
function firstReply(firm: FirmTag, turn: string, withDeck: PracticeDeck | null = null) {
  const persona = new OfflinePersona(firm, withDeck);
  persona.greeting();
  return persona.reply(turn);
}

describe("a mock VC who listens: the follow-up names what the founder said", () => {
  const table: Array<[FirmTag, string, RegExp]> = [
    ["YC", "We have 38 paying customers.", /38 paying customers.*(month ago|weekly growth)/],
    ["Sequoia", "Thirty eight paying clinics use it every day.", /38 paying clinics/],
    ["a16z", "We make twenty one thousand dollars a month in revenue.", /\$21K a month/],
    ["Lightspeed", "Our CAC is four hundred dollars per clinic.", /\$400 to acquire|\$400/],
    ["YC", "We're growing 20% month over month.", /20% a month growth/],
    ["Sequoia", "We charge $49 per seat per month.", /\$49 per seat/],
    ["Lightspeed", "We are raising a two million dollar seed round.", /[Rr]aising \$2M/],
    ["a16z", "The market is about four billion dollars.", /\$4B market/],
    ["Sequoia", "We compete with Weave, but they're built for big groups.", /Weave/],
    ["YC", "Honestly we are better than dental intelligence at small clinics.", /Dental Intelligence/],
    ["Lightspeed", "Churn is 2% a month.", /2% churn/],
    ["YC", "We have a lot of customers who love it.", /"a lot of customers".*How many/],
  ];
  it.each(table)("%s hears %j", (firm, turn, expected) => {
    expect(firstReply(firm, turn)).toMatch(expected);
  });

  it("checks a spoken figure against the deck: 30 said, 38 on the Traction slide", () => {
    expect(firstReply("YC", "We have 30 paying clinics.", deck)).toBe(
      'Hold on: you said 30 paying clinics; your "Traction" slide says 38 paying clinics. Which is right?',
    );
  });

  it("compares like with like: a market count is not checked against the paying clinics", () => {
    expect(
      firstReply(
        "Sequoia",
        "There are about a hundred and thirty five thousand dental practices in the US.",
        deck,
      ),
    ).not.toContain("Hold on");
  });

  it("raises a figure that contradicts the deck even after two follow-ups on the same topic", () => {
    const persona = new OfflinePersona("Sequoia", deck);
    persona.greeting();
    persona.reply("Unlike Weave, we price for a single chair practice.");
    persona.reply("We are raising one and a half million dollars.");
    expect(persona.reply("We have thirty paying clinics today.")).toContain(
      'you said 30 paying clinics; your "Traction" slide says 38 paying clinics',
    );
  });

  it("hears spoken numbers whole: 'one and a half million', 'a hundred and thirty five thousand'", () => {
    expect(firstReply("YC", "We are raising one and a half million dollars.")).toMatch(/[Rr]aising \$1\.5M/);
  });

  it("takes a one-sentence purpose as an answer, not as vague", () => {
    const probe = personaScript("Sequoia").topics[0]?.probe;
    expect(firstReply("Sequoia", "We exist so that no clinic loses a patient to a missed call.")).not.toBe(
      probe,
    );
  });

  it("matches a competitor from the deck in lower-case speech and says it as the deck spells it", () => {
    expect(
      firstReply("Sequoia", "clinics that outgrow us usually move to dental intelligence", deck),
    ).toContain("Dental Intelligence");
  });

  it("pushes back on a dodge with the topic's probe, not on a clear answer", () => {
    const probe = personaScript("YC").topics[0]?.probe;
    expect(firstReply("YC", "I'd rather not say yet.")).toBe(probe);
    expect(
      firstReply("YC", "We build scheduling software that lets dental clinics fill cancelled slots by text."),
    ).toContain("Who needs this");
  });

  it("does not ask about a topic the founder already covered: it goes one level deeper instead", () => {
    const persona = new OfflinePersona("YC", null);
    persona.greeting();
    persona.reply("We build scheduling software that lets dental clinics fill cancelled slots by text.");
    persona.reply("Our customer is the practice owner; they are upset when the phone rings all day.");
    const next = persona.reply(
      "Clinic owners who lose patients to missed calls; three told us they'd pay today.",
    );
    // The founder named no traction figures yet, so Traction is asked plainly.
    expect(next).toMatch(/What traction do you have|How many/);
    const volunteered = new OfflinePersona("YC", null);
    volunteered.greeting();
    volunteered.reply(
      "We build scheduling software for dental clinics and have 38 paying clinics and $21k MRR.",
    );
    volunteered.reply("Thirty a month ago.");
    const deeper = volunteered.reply(
      "Our customer is the practice owner, who is upset when patients no-show.",
    );
    expect(deeper).toContain("You covered traction already");
    expect(deeper).not.toMatch(/How many users do you have|How much revenue/);
  });

  it("cuts into a monologue that ran past the limit", () => {
    const persona = new OfflinePersona("Sequoia", null);
    persona.greeting();
    expect(persona.reply("We build software and ".repeat(30), { interrupted: true })).toMatch(
      /^Let me stop you there\. /,
    );
  });

  it("closes with next steps for what the founder left open", () => {
    const persona = new OfflinePersona("Lightspeed", null);
    persona.greeting();
    let reply = "";
    for (let i = 0; i < 12 && !reply.includes(personaScript("Lightspeed").closing); i++)
      reply = persona.reply("I'm not sure, I'd have to get back to you on that.");
    expect(reply).toContain(personaScript("Lightspeed").closing);
    expect(reply).toContain("As a next step, send me CAC, payback and gross margin by month");
  });
});

describe("question banks", () => {
  it.each(firmTags)("%s has at least 30 distinct questions, each on one of its topics", (firm) => {
    const bank = questionBank(firm);
    const topics = new Set(personaScript(firm).topics.map((t) => t.id));
    expect(bank.length).toBeGreaterThanOrEqual(30);
    expect(new Set(bank.map(([, q]) => q)).size).toBe(bank.length);
    for (const [topic, question] of bank) {
      expect(topics.has(topic), `${firm}: ${question}`).toBe(true);
      expect(question.endsWith("?") || question.endsWith("."), question).toBe(true);
    }
  });
});

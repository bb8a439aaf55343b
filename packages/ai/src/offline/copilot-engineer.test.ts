import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { fromEngineer } from "./copilot-engineer.ts";

describe("an engineer's shorthand", () => {
  it("reads sed substitutions as the figure or words they change", async () => {
    const figure = await askCopilot("s/15%/18%/ on traction && nit: problem title is too long, trim it");
    expect(figure.operations).toHaveLength(2);
    expect(figure.operations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slideId: "s8", title: "32 paying customers, $18k MRR, growing 18% MoM" }),
        expect.objectContaining({ slideId: "s2", title: "Accountants waste 40 hours a month" }),
      ]),
    );
    const shared = await askCopilot(
      "s/32 paying/41 paying/ on `Traction` — title + first bullet. leave mrr + growth alone",
    );
    expect(shared.operations).toMatchObject([
      { slideId: "s8", title: "41 paying customers, $18k MRR, growing 15% MoM" },
    ]);
    const words = await askCopilot("s6: s/an AI platform that/software that/");
    expect(words.operations).toMatchObject([
      {
        slideId: "s6",
        content: "We build software that matches transactions automatically and flags anomalies",
      },
    ]);
    const escaped = await askCopilot("s1: s/\\[Add your name and role\\]/Priya Raman, CEO/");
    expect(escaped.reply).toBe(
      'Changed "[Add your name and role]" on slide 1 "Ledgerly" to "Priya Raman, CEO".',
    );
  });

  it("adds a line with +=, and 'don't touch ceo/cto' is no request to change nothing", async () => {
    const { operations } = await askCopilot(
      "team += `Noor Haddad — Head of Sales (ex-Ramp, 4y)`. append as its own line, don't touch ceo/cto",
    );
    expect(operations).toEqual([
      {
        type: "updateSlide",
        slideId: "s10",
        content:
          "Our CEO is ex-Stripe and our CTO has a PhD in ML with 10 years in fintech\nNoor Haddad — Head of Sales (ex-Ramp, 4y)",
      },
    ]);
  });

  it("carries out each line of a diff", async () => {
    const { operations } = await askCopilot(
      "diff:\n- s8: 32 → 38 customers\n- s7: $49 → $55/seat\n- s10: + 'Hiring: founding AE'",
    );
    expect(operations.map((op) => ("slideId" in op ? op.slideId : op.type)).sort()).toEqual([
      "s10",
      "s7",
      "s8",
    ]);
  });

  it("makes a new slide from a title in backticks and its piped points, placed where asked", async () => {
    const { operations } = await askCopilot(
      "slide: `How it works` → ingest | match | flag | close. one line per step, slot it before product",
    );
    expect(operations).toMatchObject([
      { type: "createSlide", title: "How it works", content: "Ingest\nMatch\nFlag\nClose", position: 5 },
    ]);
    const todo = await askCopilot(
      "TODO: trust slide.\n- SOC 2 Type I: done\n- pen test Q4: 0 criticals\n- SSO/SAML + role-based approvals",
    );
    expect(todo.operations).toMatchObject([
      {
        type: "createSlide",
        title: "Trust",
        content: "SOC 2 Type I: done\nPen test Q4: 0 criticals\nSSO/SAML + role-based approvals",
      },
    ]);
  });

  it("reads a deck name in backticks without what follows it", async () => {
    const { operations } = await askCopilot(
      "deck name (sidebar) → `Ledgerly — Seed 2025 (v7)`; slide 1 stays as is",
    );
    expect(operations).toEqual([{ type: "renameDeck", title: "Ledgerly — Seed 2025 (v7)" }]);
  });

  it("keeps pipes inside a name, and a section's name in backticks is the slide", () => {
    expect(fromEngineer("sidebar name → Ledgerly | Seedcamp Demo Day")).toBe(
      "sidebar name → Ledgerly | Seedcamp Demo Day",
    );
    expect(fromEngineer("`Why now` ⇄ `Market` — i.e. market becomes 4")).toBe(
      "swap Why now and Market — i.e. market becomes 4",
    );
    expect(fromEngineer("Market slide → out. top-down gartner TAM is fluff")).toBe(
      "delete the Market slide. top-down gartner TAM is fluff",
    );
  });

  it("never reads a style after an arrow as a move", async () => {
    const { operations } = await askCopilot("the raise slide → punchier. 2 lines max, numbers first");
    expect(operations.filter((op) => op.type === "reorderSlides")).toEqual([]);
  });
});

describe("a board update's shorthand", () => {
  it("moves a slide named by a word of its title to a slot", async () => {
    const { operations } = await askCopilot("blackline slide → slot 7");
    expect(operations).toEqual([
      {
        type: "reorderSlides",
        slideIds: ["s1", "s2", "s3", "s4", "s5", "s6", "s9", "s7", "s8", "s10", "s11", "s12", "s13"],
      },
    ]);
  });

  it("reads '#4' and '12' after any verb that takes a slide", async () => {
    expect((await askCopilot("bin #4")).operations).toEqual([{ type: "deleteSlide", slideId: "s4" }]);
    expect(
      (await askCopilot("he was zoning out by slide 3. tighten 2 and 3, fewer words, more bite")).reply,
    ).toMatch(/^1\. Slide 2 [^\n]*\n2\. Shortened slide 3/u);
  });

  it("lists the slides with 'bracketed stuff' to fill, changing nothing", async () => {
    const { operations, reply } = await askCopilot(
      "to-do list before friday: which of the 13 still have bracketed stuff for me to fill",
    );
    expect(operations).toEqual([]);
    expect(reply).toMatch(/^4 slides have placeholders/u);
  });

  it("fills only the closing slide with contact lines said for the end slide", async () => {
    const { operations } = await askCopilot(
      "contact info for the end slide:\nname - Hannah Kowalczyk, CEO\nemail - hannah@ledgerly.com\nsite - ledgerly.com",
    );
    expect(operations).toMatchObject([
      {
        slideId: "s13",
        body: {
          fields: { name: "Hannah Kowalczyk, CEO", email: "hannah@ledgerly.com", website: "ledgerly.com" },
        },
      },
    ]);
  });

  it("makes a use-of-funds slide where a slide 'needs a companion right before it'", async () => {
    const { operations } = await askCopilot(
      "s12 needs a companion right before it — where the $2.5M goes: eng 55 / GTM 30 / G&A 15",
    );
    expect(operations).toMatchObject([{ type: "createSlide", title: "Use of funds", position: 11 }]);
  });
});

import { describe, expect, it } from "vitest";
import { headlineFrom, leadHeadline } from "./headline.ts";

describe("a lead fact as the slide's headline", () => {
  it.each([
    ["We have 38 paying clinics and $21k MRR.", "38 paying clinics and $21k MRR"],
    [
      "There are roughly 660,000 restaurant locations in the US.",
      "Roughly 660,000 restaurant locations in the US",
    ],
    [
      "We are raising a $2.5M seed round to reach $100k MRR.",
      "Raising a $2.5M seed round to reach $100k MRR",
    ],
    [
      "Today, mills find 4% of fabric defective at final inspection.",
      "Mills find 4% of fabric defective at final inspection",
    ],
    [
      "Nurses on med-surg floors still chart on paper at the bedside.",
      "Nurses on med-surg floors still chart on paper at the bedside",
    ],
    [
      "In March, we signed a partnership with a top-20 pharma.",
      "In March, we signed a partnership with a top-20 pharma",
    ],
    // "We're in" keeps its subject: "In 380 schools and produced…" has none.
    [
      "We're in 380 schools and produced 1.1 million clips last season.",
      "We're in 380 schools and produced 1.1 million clips last season",
    ],
    ["We're live in 12 cities with 40,000 riders.", "Live in 12 cities with 40,000 riders"],
  ])("%s → %s", (fact, headline) => {
    expect(headlineFrom(fact)).toBe(headline);
  });

  it.each([
    ["a subordinate clause", "When a small business floods"],
    ["a continuation", "Then re-type everything into Epic at the end of a 12-hour shift"],
    ["an aside cut from its sentence", "Under EUDR, the new EU deforestation regulation"],
    ["a pronoun whose subject is elsewhere", "It works inside Word and Google Docs"],
    ["a question", "Ever tried to close 40 clients' books in the first week of the month?"],
    ["too short", "We grow"],
    [
      "too long",
      "Restaurant managers spend six to eight hours a week building shift schedules in Excel and then texting them out",
    ],
    ["a gap to fill", "[Add your MRR here] and growth"],
  ])("is not a headline: %s", (_why, fact) => {
    expect(headlineFrom(fact)).toBeNull();
  });

  it("leads with a statement's first clause when the rest stays a bullet, every word kept in order", () => {
    const fact =
      "Front desks spend 12 hours a week on the phone with insurers, and 1 in 5 claims is denied for eligibility errors";
    expect(leadHeadline(fact)).toEqual({
      headline: "Front desks spend 12 hours a week on the phone with insurers",
      rest: ["1 in 5 claims is denied for eligibility errors"],
    });
  });

  it("leads with the claim and keeps the founder's reason as the bullet", () => {
    expect(
      leadHeadline("Cat owners notice their cat is sick way too late because cats hide pain well"),
    ).toEqual({
      headline: "Cat owners notice their cat is sick way too late",
      rest: ["Because cats hide pain well"],
    });
  });

  it("turns a 'which is why…' clause left behind into a point of its own", () => {
    expect(
      leadHeadline(
        "Gusto and ADP treat tips as an afterthought, which is why 60% of our customers switched from one of them",
        true,
      ),
    ).toEqual({
      headline: "Gusto and ADP treat tips as an afterthought",
      rest: ["That's why 60% of our customers switched from one of them"],
    });
  });

  it("never cuts inside a list, an aside or a figure, and never leaves a bullet without its subject", () => {
    expect(
      leadHeadline(
        "Keyward scans Slack, Jira, Confluence and Notion for secrets and revokes them automatically through the provider's API",
      ),
    ).toBeNull();
    expect(
      leadHeadline(
        "Owners struggle to find someone reliable at short notice and hate the awkward handoff of keys every single time",
      ),
    ).toBeNull();
    expect(
      leadHeadline(
        "There are 135,000 dental practices in the United States and most of them are independent, family-run offices",
      ),
    ).toBeNull();
  });
});

describe("a slide with one fact", () => {
  it("leads with its first clause and keeps the rest as the bullet; a fact with no break stays a bullet", () => {
    const fact = "We compete with Weave and Dental Intelligence, but neither checks claims before the visit";
    expect(leadHeadline(fact, true)).toEqual({
      headline: "We compete with Weave and Dental Intelligence",
      rest: ["Neither checks claims before the visit"],
    });
    expect(leadHeadline("We charge $199 per month per practice", true)).toBeNull();
  });
});

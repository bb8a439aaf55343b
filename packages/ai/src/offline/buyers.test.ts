import { describe, expect, it } from "vitest";
import { buyersOf, singular } from "./buyers.ts";
import { gapQuestions } from "./gap-questions.ts";

describe("who the startup sells to", () => {
  it.each([
    [
      "Restaurant managers spend six to eight hours a week building shift schedules in Excel. We charge $4 per employee per month.",
      "managers",
    ],
    [
      "Most freight brokers run on email, and a rep handles maybe 40 loads a week. Nine brokerages live, $35k MRR.",
      "brokers",
    ],
    [
      "Mexican importers paying suppliers in China lose 3 to 5% on the FX spread. We processed $48M for 210 importers.",
      "importers",
    ],
    ["Real-time voice models got cheap enough to run the coach for pennies a call.", null],
    ["Yappa pairs you with a speaker, with an AI coach that whispers hints when you get stuck.", null],
    ["We sell to dental clinics. 1 in 5 claims is denied for eligibility errors.", "clinics"],
    ["We're building Mise, weekly meals designed with geriatric dietitians.", null],
    [
      "Delivery vans in dense city centers spend a third of their day circling for parking. We run e-cargo bike micro-hubs so parcel carriers can hand the last mile downtown to our riders.",
      "carriers",
    ],
  ])("%s → %s", (brief, buyers) => {
    expect(buyersOf(brief)).toBe(buyers);
  });

  it("never reads the startup's own verb as its buyers", () => {
    expect(buyersOf("Cellback recovers lithium for battery makers.", "Cellback")).toBe("makers");
  });

  it("ignores the people a team or a raise sentence names", () => {
    expect(
      buyersOf("Raising a $1.5M seed to hire two engineers. Small landlords run everything over text."),
    ).toBe("landlords");
  });

  it.each([
    ["clinics", "clinic"],
    ["pharmacies", "pharmacy"],
    ["brokerages", "brokerage"],
    ["businesses", "business"],
    ["nurses", "nurse"],
  ])("one of the %s is a %s", (plural, one) => {
    expect(singular(plural)).toBe(one);
  });
});

describe("questions on a silent slide", () => {
  const ask = (overview: string, key: "businessModel" | "product") =>
    gapQuestions(key, { title: "Deck", startupName: "Puente", overview })!.join("\n");

  it.each([
    ["Mexican importers lose 3 to 5% on the FX spread.", "[What does an importer pay, and how often?]"],
    ["We sell to dental clinics.", "[What does a clinic pay, and how often?]"],
    ["We sell to universities.", "[What does a university pay, and how often?]"],
  ])("%s → %s", (overview, question) => {
    expect(ask(overview, "businessModel")).toContain(question);
  });

  it("says 'an owner' in the product question", () => {
    expect(ask("Pet owners still miss the early signs.", "product")).toContain(
      "[How does an owner use Puente, in three steps?]",
    );
  });
});

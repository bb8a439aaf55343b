import { describe, expect, it } from "vitest";
import { productSteps } from "./product-steps.ts";

describe("product steps from a one-liner that lists what the product does", () => {
  it("reads each action as a step, keeping lists of names inside a step", () => {
    expect(
      productSteps(
        "Keyward scans Slack, Jira, Confluence and Notion for secrets, revokes them automatically through the provider's API, and pings whoever posted it.",
        "Keyward",
      ),
    ).toEqual([
      "Scans Slack, Jira, Confluence and Notion for secrets",
      "Revokes them automatically through the provider's API",
      "Pings whoever posted it",
    ]);
  });

  it("takes 'It' and 'The platform' as the subject too, and 'and then' as a step boundary", () => {
    expect(
      productSteps(
        "The platform reads the invoice, matches it to the PO and then pays the supplier.",
        "Ledgerly",
      ),
    ).toEqual(["Reads the invoice", "Matches it to the PO", "Pays the supplier"]);
  });

  it("is null for fewer than three actions, another subject, or a list of nouns", () => {
    expect(productSteps("Keyward scans Slack for secrets and revokes them.", "Keyward")).toBeNull();
    expect(productSteps("Developers paste keys, passwords and tokens into Slack.", "Keyward")).toBeNull();
    expect(productSteps("Keyward covers Slack, Jira and Notion.", "Keyward")).toBeNull();
    expect(
      productSteps("Keyward is a scanner for Slack, and this matters, and its users love it.", "Keyward"),
    ).toBeNull();
  });
});

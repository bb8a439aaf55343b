import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules (axe's best-practice rules are not a conformance bar). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Serious and critical axe violations, summarised so a failure says what and where. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

/**
 * Soft, so one run reports every state of a journey, each under its own name; the test still fails if
 * any state has a serious or critical violation.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  expect.soft(await seriousViolations(page), state).toEqual([]);
}

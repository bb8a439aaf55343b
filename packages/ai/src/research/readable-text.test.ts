import { describe, expect, it } from "vitest";
import { tidyText } from "./readable-text.ts";

describe("tidyText", () => {
  it("collapses spacing, keeps paragraphs, and drops a page's own footnote references", () => {
    expect(
      tidyText("The market was   $5.2 billion in 2023.[3] It grows [12]\nfast.\n\n\nSecond  paragraph."),
    ).toBe("The market was $5.2 billion in 2023. It grows fast.\n\nSecond paragraph.");
  });
});

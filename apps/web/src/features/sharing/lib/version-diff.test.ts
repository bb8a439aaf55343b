import type { SnapshotSlide } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { diffVersions } from "./version-diff.ts";

const slide = (id: string, title: string, content = `${title} text`): SnapshotSlide => ({
  id,
  title,
  content,
  notes: "",
  layout: "bullets",
  fields: {},
});

describe("diffVersions", () => {
  it("matches slides by id and says what changed, was added or removed, in reading order", () => {
    const older = [slide("a", "Problem"), slide("b", "Solution"), slide("c", "Market"), slide("d", "Team")];
    const newer = [
      slide("a", "The pain", "Problem text"),
      slide("c", "Market"),
      slide("e", "Traction"),
      slide("d", "Team", "New"),
    ];
    const rows = diffVersions(older, newer);
    expect(rows.map((row) => [row.change, (row.after ?? row.before)?.title, row.fields])).toEqual([
      ["changed", "The pain", ["title"]],
      ["removed", "Solution", []],
      ["same", "Market", []],
      ["added", "Traction", []],
      ["changed", "Team", ["text"]],
    ]);
  });

  it("a removed first slide stays first; identical versions are all unchanged", () => {
    const older = [slide("a", "Cover"), slide("b", "Problem")];
    expect(diffVersions(older, [older[1]!]).map((row) => row.change)).toEqual(["removed", "same"]);
    expect(diffVersions(older, older).every((row) => row.change === "same")).toBe(true);
  });

  it("a layout change is named, notes too", () => {
    const before = slide("a", "Market");
    const after = {
      ...before,
      notes: "say it slowly",
      layout: "bigNumbers",
      fields: { metrics: [] },
    } as SnapshotSlide;
    expect(diffVersions([before], [after])[0]?.fields).toEqual(["notes", "layout"]);
  });
});

import { layoutFieldSchemas, type SlideBody } from "@pds/contracts";
import { describe, expect, it } from "vitest";
import { listBounds } from "./list-bounds.ts";

const metric = { value: "$1B", label: "TAM", source: "" };
const point = { label: "Q1", value: 1 };
const item = { name: "Us", x: 0.5, y: 0.5, isUs: true };
const member = { name: "Ana", role: "CEO", background: "", photoImageId: null };
const milestone = { when: "Q1", title: "Launch", detail: "", done: false };
const share = { label: "Engineering", percent: 50 };
const axis = { low: "Low", high: "High" };

/** Each list's fields with `n` rows, for checking the editor's Add/Remove limits against the schema. */
const withRows: Record<keyof typeof listBounds, (n: number) => [SlideBody["layout"], unknown]> = {
  metrics: (n) => ["bigNumbers", { metrics: Array(n).fill(metric) }],
  points: (n) => [
    "chart",
    { kind: "bar", seriesName: "", unit: "", points: Array(n).fill(point), caption: "" },
  ],
  columns: (n) => [
    "comparison",
    { columns: Array(n).fill("A"), rows: [{ criterion: "Price", cells: Array(n).fill(true) }] },
  ],
  criteria: (n) => [
    "comparison",
    { columns: ["Us", "Them"], rows: Array(n).fill({ criterion: "Price", cells: [true, false] }) },
  ],
  items: (n) => ["positioning", { xAxis: axis, yAxis: axis, items: Array(n).fill(item) }],
  members: (n) => ["team", { members: Array(n).fill(member) }],
  milestones: (n) => ["timeline", { milestones: Array(n).fill(milestone) }],
  useOfFunds: (n) => [
    "ask",
    { amount: "$1M", round: "Seed", useOfFunds: Array(n).fill(share), milestones: "" },
  ],
};

const accepts = ([layout, fields]: [SlideBody["layout"], unknown]) =>
  layoutFieldSchemas[layout].safeParse(fields).success;

describe("the editor's list limits", () => {
  it.each(Object.keys(listBounds) as (keyof typeof listBounds)[])(
    "%s: Add and Remove stop where the schema does",
    (list) => {
      const { min, max } = listBounds[list];
      expect(accepts(withRows[list](min))).toBe(true);
      expect(accepts(withRows[list](max))).toBe(true);
      expect(accepts(withRows[list](max + 1))).toBe(false);
      if (min > 0) expect(accepts(withRows[list](min - 1))).toBe(false);
    },
  );
});

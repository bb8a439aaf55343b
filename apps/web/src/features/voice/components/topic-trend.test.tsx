import type { ReadinessPoint } from "@pds/contracts";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TOPIC_SESSIONS, TopicTrend, topicRows } from "./topic-trend.tsx";

const point = (id: string, firmTag: string, covered: string[], open: string[]): ReadinessPoint => ({
  _id: id,
  firmTag,
  _creationTime: Date.UTC(2026, 10, Number(id.slice(1))),
  readiness: 0,
  covered: [],
  open: [],
  areas: [
    ...covered.map((area) => ({ area, covered: true })),
    ...open.map((area) => ({ area, covered: false })),
  ],
});

const sessions = [
  point("s1", "Sequoia", ["Problem"], ["Why now", "Traction"]),
  point("s2", "YC", ["Traction"], ["Market"]),
  point("s3", "YC", ["Traction", "Market"], []),
];

describe("topicRows", () => {
  it("marks each area per session in deck order and counts how often it was covered when asked", () => {
    expect(topicRows(sessions)).toEqual([
      { topic: "Problem", marks: ["covered", "not asked", "not asked"], covered: 1, asked: 1 },
      { topic: "Why now", marks: ["open", "not asked", "not asked"], covered: 0, asked: 1 },
      { topic: "Market", marks: ["not asked", "open", "covered"], covered: 1, asked: 2 },
      { topic: "Traction", marks: ["open", "covered", "covered"], covered: 2, asked: 3 },
    ]);
  });
});

describe("TopicTrend", () => {
  it("reads as a table: a row per topic, a column per session with the current one named, and the score", () => {
    render(<TopicTrend points={sessions} currentId="s3" />);
    const table = screen.getByRole("table", { name: "By topic, last 3 sessions" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers[0]).toBe("Topic");
    expect(headers[1]).toMatch(/^SeqSequoia, Nov 1/);
    expect(headers[3]).toMatch(/\(this session\)$/);
    const traction = within(table).getByRole("row", { name: /Traction/ });
    expect(
      within(traction)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Left open", "Covered", "Covered", "2/3"]);
  });

  it(`shows only the last ${TOPIC_SESSIONS} sessions, and nothing without topics`, () => {
    const many = Array.from({ length: 9 }, (_, i) => point(`s${i + 1}`, "YC", [`Area ${i + 1}`], []));
    const { container, rerender } = render(<TopicTrend points={many} />);
    const table = screen.getByRole("table", { name: `By topic, last ${TOPIC_SESSIONS} sessions` });
    expect(within(table).queryByRole("row", { name: /Area 3\b/ })).toBeNull();
    expect(within(table).getByRole("row", { name: /Area 9/ })).toBeInTheDocument();
    rerender(<TopicTrend points={[point("s1", "YC", [], [])]} />);
    expect(within(container).queryByRole("table")).toBeNull();
  });
});

import { slideBodySchema } from "@pds/contracts";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderEditor, storedSlide } from "./test/render-editor.tsx";

vi.mock("../../../../lib/sync/hooks.ts", () =>
  import("../../../../test/fake-sync.ts").then((m) => m.fakeHooks),
);

afterEach(cleanup);

const group = (name: string) => within(screen.getByRole("group", { name }));

/** The one updateSlide call's arguments, after checking its body is one the server accepts. */
function sent(updateSlide: ReturnType<typeof renderEditor>["updateSlide"]) {
  expect(updateSlide).toHaveBeenCalledTimes(1);
  const args = updateSlide.mock.calls[0]![0] as { body?: unknown };
  if (args.body !== undefined) expect(slideBodySchema.safeParse(args.body).success).toBe(true);
  return args;
}

describe("big numbers", () => {
  const slide = storedSlide({
    layout: "bigNumbers",
    fields: { metrics: [{ value: "$4B", label: "TAM", source: "[Add TAM with a source]" }] },
  });

  it("edits a metric and adds one; the save sends the metrics as the body, not the text", async () => {
    const { user, updateSlide, save } = renderEditor(slide);
    const first = group("Metric 1");
    await user.clear(first.getByLabelText("Value"));
    await user.type(first.getByLabelText("Value"), "$8.9B");
    await user.click(screen.getByRole("button", { name: "Add metric" }));
    const second = group("Metric 2");
    await user.clear(second.getByLabelText("Value"));
    await user.type(second.getByLabelText("Value"), "$1.2B");
    await user.type(second.getByLabelText("Label"), "SAM");
    await save();
    expect(sent(updateSlide)).toEqual({
      slideId: "s1",
      body: {
        layout: "bigNumbers",
        fields: {
          metrics: [
            { value: "$8.9B", label: "TAM", source: "[Add TAM with a source]" },
            { value: "$1.2B", label: "SAM", source: "" },
          ],
        },
      },
      expectedVersion: 3,
    });
  });

  it("counts characters against each field's budget and marks placeholders to fill", async () => {
    const { user } = renderEditor(slide);
    const first = group("Metric 1");
    expect(first.getByText("3/24")).toBeTruthy();
    expect(first.getByText("23/160")).toBeTruthy();
    expect(first.getAllByText("to fill")).toHaveLength(1);
    await user.clear(first.getByLabelText("Source"));
    await user.type(first.getByLabelText("Source"), "Statista 2024");
    expect(first.queryByText("to fill")).toBeNull();
    expect(first.getByText("13/160")).toBeTruthy();
  });

  it("keeps 1–3 metrics: Remove is off for the last one and Add is off at three", async () => {
    const { user } = renderEditor(slide);
    expect(group("Metric 1").getByRole("button", { name: "Remove metric 1" })).toHaveProperty(
      "disabled",
      true,
    );
    await user.click(screen.getByRole("button", { name: "Add metric" }));
    await user.click(screen.getByRole("button", { name: "Add metric" }));
    expect(screen.getByRole("button", { name: "Add metric" })).toHaveProperty("disabled", true);
    await user.click(group("Metric 2").getByRole("button", { name: "Remove metric 2" }));
    expect(screen.queryByRole("group", { name: "Metric 3" })).toBeNull();
  });
});

describe("chart", () => {
  const slide = storedSlide({
    layout: "chart",
    fields: {
      kind: "bar",
      seriesName: "Revenue",
      unit: "k$",
      points: [
        { label: "Q1", value: 12 },
        { label: "Q2", value: 18 },
      ],
      caption: "",
    },
  });

  it("edits the data grid and the chart type", async () => {
    const { user, updateSlide, save } = renderEditor(slide);
    await user.clear(group("Point 2").getByLabelText("Value"));
    await user.type(group("Point 2").getByLabelText("Value"), "1,250.5");
    await user.click(screen.getByRole("button", { name: "Add point" }));
    await user.type(group("Point 3").getByLabelText("Label"), "Q3");
    await user.clear(group("Point 3").getByLabelText("Value"));
    await user.type(group("Point 3").getByLabelText("Value"), "-4");
    await user.click(group("Point 1").getByRole("button", { name: "Remove point 1" }));
    await user.click(screen.getByRole("button", { name: "Line chart" }));
    await save();
    expect(sent(updateSlide).body).toEqual({
      layout: "chart",
      fields: {
        kind: "line",
        seriesName: "Revenue",
        unit: "k$",
        points: [
          { label: "Q2", value: 1250.5 },
          { label: "Q3", value: -4 },
        ],
        caption: "",
      },
    });
  });

  it("says what is wrong with a value that is not a number and does not save until it is fixed", async () => {
    const { user, updateSlide, save } = renderEditor(slide);
    const value = group("Point 1").getByLabelText("Value");
    await user.clear(value);
    await user.type(value, "12k");
    expect(screen.getByText("Enter a number using digits, like 1200 or 3.5.")).toBeTruthy();
    await save();
    expect(updateSlide).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(
      "Some numbers are not valid yet. Fix the fields marked in red, then save.",
    );
    await user.clear(value);
    await user.type(value, "14");
    await save();
    expect(sent(updateSlide).body).toMatchObject({
      fields: { points: [{ label: "Q1", value: 14 }, { value: 18 }] },
    });
  });
});

describe("comparison table", () => {
  const slide = storedSlide({
    layout: "comparison",
    fields: {
      columns: ["Stockly", "Spreadsheets"],
      rows: [{ criterion: "Real-time stock", cells: [true, false] }],
    },
  });

  it("cycles cells through check, cross and text, and adds an alternative with a cell in every row", async () => {
    const { user, updateSlide, save } = renderEditor(slide);
    const row = group("Criterion 1");
    await user.click(row.getByRole("button", { name: "Real-time stock — Stockly: check. Change" }));
    await user.click(row.getByRole("button", { name: "Real-time stock — Spreadsheets: cross. Change" }));
    await user.type(row.getByLabelText("Real-time stock — Spreadsheets"), "Manual");
    await user.click(screen.getByRole("button", { name: "Add alternative" }));
    const columns = group("Columns");
    await user.clear(columns.getByLabelText("Alternative 2"));
    await user.type(columns.getByLabelText("Alternative 2"), "Lightspeed");
    await user.click(row.getByRole("button", { name: "Real-time stock — Lightspeed: text. Change" }));
    await save();
    expect(sent(updateSlide).body).toEqual({
      layout: "comparison",
      fields: {
        columns: ["Stockly", "Spreadsheets", "Lightspeed"],
        rows: [{ criterion: "Real-time stock", cells: [false, "Manual", true] }],
      },
    });
  });

  it("removes an alternative's column from every row", async () => {
    const { user, updateSlide, save } = renderEditor(slide);
    await user.click(screen.getByRole("button", { name: "Add alternative" }));
    await user.click(screen.getByRole("button", { name: "Remove alternative 1" }));
    await save();
    expect(sent(updateSlide).body).toEqual({
      layout: "comparison",
      fields: {
        columns: ["Stockly", "[Add alternative]"],
        rows: [{ criterion: "Real-time stock", cells: [true, ""] }],
      },
    });
  });
});

describe("the ask", () => {
  const slide = storedSlide({
    layout: "ask",
    fields: {
      amount: "$1.5M",
      round: "Seed",
      useOfFunds: [
        { label: "Engineering", percent: 60 },
        { label: "Sales", percent: 30 },
      ],
      milestones: "",
    },
  });

  it("shows the running total, warns until it is 100%, and saves either way", async () => {
    const { user, updateSlide, save } = renderEditor(slide);
    expect(screen.getByText("Total: 90% — the shares should add up to 100%.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add share" }));
    await user.type(group("Share 3").getByLabelText("Spent on"), "Marketing");
    await user.clear(group("Share 3").getByLabelText("Percent"));
    await user.type(group("Share 3").getByLabelText("Percent"), "10");
    expect(screen.getByText("Total: 100%")).toBeTruthy();
    await user.clear(group("Share 1").getByLabelText("Percent"));
    await user.type(group("Share 1").getByLabelText("Percent"), "65");
    expect(screen.getByText("Total: 105% — the shares should add up to 100%.")).toBeTruthy();
    await save();
    expect(sent(updateSlide).body).toEqual({
      layout: "ask",
      fields: {
        amount: "$1.5M",
        round: "Seed",
        useOfFunds: [
          { label: "Engineering", percent: 65 },
          { label: "Sales", percent: 30 },
          { label: "Marketing", percent: 10 },
        ],
        milestones: "",
      },
    });
  });

  it("refuses a percent over 100 with a sentence", async () => {
    const { user } = renderEditor(slide);
    await user.clear(group("Share 1").getByLabelText("Percent"));
    await user.type(group("Share 1").getByLabelText("Percent"), "120");
    expect(screen.getByText("Enter a number of at most 100.")).toBeTruthy();
  });
});

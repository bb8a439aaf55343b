import { describe, expect, it } from "vitest";
import { formatValue, scaleTicks, valueScale } from "./chart-scale";

describe("chart value axis", () => {
  it("runs from zero past the largest value in round steps", () => {
    const scale = valueScale([18, 23, 78]);
    expect(scale).toEqual({ low: 0, high: 80, step: 20 });
    expect(scaleTicks(scale)).toEqual([0, 20, 40, 60, 80]);
  });

  it("reaches below zero for negative values", () => {
    const scale = valueScale([-30, 45]);
    expect(scale.low).toBeLessThanOrEqual(-30);
    expect(scale.high).toBeGreaterThanOrEqual(45);
    expect(scaleTicks(scale)).toContain(0);
  });

  it("has a scale when every value is zero", () => {
    expect(scaleTicks(valueScale([0])).length).toBeGreaterThan(1);
  });
});

describe("formatValue", () => {
  it("writes units the way investors read them", () => {
    expect(formatValue(78, "$k")).toBe("$78k");
    expect(formatValue(-1.5, "$M")).toBe("-$1.5M");
    expect(formatValue(21, "%")).toBe("21%");
    expect(formatValue(3, "x")).toBe("3x");
    expect(formatValue(1850, "")).toBe("1,850");
    expect(formatValue(42, "clinics")).toBe("42 clinics");
  });

  it("shortens large numbers", () => {
    expect(formatValue(123457, "")).toBe("123.5K");
    expect(formatValue(4_500_000, "$")).toBe("$4.5M");
  });
});

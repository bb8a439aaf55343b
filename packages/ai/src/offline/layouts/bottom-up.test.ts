import { describe, expect, it } from "vitest";
import { draftOfflineDeck } from "../draft-deck.ts";
import { bottomUpMarket, DERIVED_SOURCE } from "./bottom-up.ts";

const DENTAFLOW =
  "DentaFlow is scheduling and billing software for independent dental clinics. Front desks lose 20% of appointments to no-shows and spend hours on manual reminders. There are 135,000 dental practices in the US, 70% of them independent. Weave and Dental Intelligence are built for large group practices and cost $500 a month. We charge $199 per clinic per month. We have 38 paying clinics and grow 15% month over month. We are raising a $1.5M seed round.";

describe("a bottom-up market from the brief's own numbers", () => {
  it("multiplies the buyers the brief counts, its segment share and its own price, showing the arithmetic", () => {
    expect(bottomUpMarket(DENTAFLOW)).toEqual({
      value: "$225.7M",
      label: "Per year: 135,000 practices × 70% independent × $199/month × 12",
      source: DERIVED_SOURCE,
    });
  });

  it("says when a price is per seat or per machine: one each, a floor", () => {
    expect(
      bottomUpMarket(
        "There are about 12,000 textile mills in Europe. We charge $2,400 a year per loom line.",
      ),
    ).toMatchObject({ value: "$28.8M", label: "Per year: 12,000 mills × $2,400/year (1 loom line each)" });
  });

  it("derives nothing without a count and a price of the founder's own (a competitor's price is not ours)", () => {
    expect(bottomUpMarket("We charge $49 per seat per month.")).toBeNull();
    expect(bottomUpMarket("There are 135,000 dental practices. Weave costs $500 a month.")).toBeNull();
  });

  it("lands on the drafted Market slide beside the brief's figures", () => {
    const market = draftOfflineDeck({
      title: "DentaFlow",
      startupName: "DentaFlow",
      overview: DENTAFLOW,
    }).find((slide) => slide.section === "market");
    expect(market?.body).toMatchObject({ layout: "bigNumbers" });
    const metrics = market?.body?.layout === "bigNumbers" ? market.body.fields.metrics : [];
    expect(metrics.at(-1)).toEqual({
      value: "$225.7M",
      label: "Per year: 135,000 practices × 70% independent × $199/month × 12",
      source: DERIVED_SOURCE,
    });
    expect(metrics[0]?.value).toBe("135,000");
  });
});

describe("a bottom-up market told the way a hardware founder tells it", () => {
  const FURROW =
    "Farmers rent it by the season at $12k per robot, which is less than half of what they pay in weeding labor now. Carbon Robotics sells a laser weeder for around $1M, and we're going after the 20,000 mid-sized farms they skip.";

  it("counts the segment the founders go after and prices it per season, one robot each", () => {
    expect(bottomUpMarket(FURROW)).toEqual({
      value: "$240M",
      label: "Per season: 20,000 farms × $12,000/season (1 robot each)",
      source: DERIVED_SOURCE,
    });
  });

  it("sits beside a question for the TAM when the brief gives no other market figure", () => {
    const market = draftOfflineDeck({ title: "Furrow", startupName: "Furrow", overview: FURROW }).find(
      (slide) => slide.section === "market",
    );
    const metrics = market?.body?.layout === "bigNumbers" ? market.body.fields.metrics : [];
    expect(metrics.map((metric) => metric.value)).toEqual(["[Add TAM]", "$240M"]);
  });

  it("never counts a handful of pilots as the market", () => {
    expect(bottomUpMarket("We serve the 3 farms in our pilot. We rent it by the season at $12k.")).toBeNull();
  });
});

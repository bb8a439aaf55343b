import { describe, expect, it } from "vitest";
import { metricsFrom } from "./metrics.ts";

const labels = (fact: string) => metricsFrom([fact], "").map(({ value, label }) => `${value} | ${label}`);

describe("big numbers from a founder's sentence", () => {
  it("labels a figure with what it counts, without the words that only qualify it", () => {
    expect(labels("Used lab equipment is around a $4B a year market.")).toEqual(["$4B | Used lab equipment"]);
    expect(labels("ELA software spend is over $2B a year.")).toEqual(["$2B a year | ELA software spend"]);
    expect(labels("64 million Americans freelance now, up from 53 million in 2014.")).toEqual([
      "64 million | Americans freelance now, up from 53 million in 2014",
    ]);
  });

  it("reads a market size named in words as the TAM, SAM or SOM it is", () => {
    expect(
      labels(
        "We estimate the addressable market for high-field magnets across fusion, medical imaging and research at $12 billion by 2035.",
      ),
    ).toEqual(["$12 billion | Total addressable market (TAM)"]);
    expect(labels("TAM (total addressable market) of $40B and a serviceable market of $3B.")).toEqual([
      "$40B | Total addressable market (TAM)",
      "$3B | Serviceable market (SAM)",
    ]);
  });

  it("a digit inside a word is no figure: tier-3, B2B, top-20", () => {
    expect(labels("62% of them live in tier-2 and tier-3 cities.")).toEqual([
      "62% | of them live in tier-2 and tier-3 cities",
    ]);
    expect(labels("We signed a B2B deal with a top-20 pharma.")).toEqual([]);
  });

  it("drops the founders as the subject of a result: the card says what changed", () => {
    expect(labels("We've cut average dwell time by 37%.")).toEqual(["37% | cut average dwell time"]);
    expect(labels("We have 32 paying customers.")).toEqual(["32 | paying customers"]);
  });

  it("shows a range as one figure, but a change from one figure to another as two", () => {
    expect(labels("Small landlords with 2 to 20 units run everything over text message.")).toEqual([
      "2–20 | units run everything over text message",
    ]);
    expect(labels("Importers lose 3 to 5% on the FX spread.")).toEqual(["3–5% | on the FX spread"]);
  });

  it("shows a change from one figure to another as the figure it reached, and where it came from", () => {
    expect(labels("We grew from 10 to 40 customers in six months.")).toEqual([
      "40 | customers in six months, up from 10",
    ]);
    expect(labels("We grew from $900k to $3.2M ARR in the last 12 months with 138% NRR.")).toEqual([
      "$3.2M | ARR in the last 12 months, up from $900k",
    ]);
    expect(labels("Churn fell from 8% to 3% after we launched reminders.")).toEqual([
      "3% | Churn, down from 8%",
    ]);
    expect(
      labels("We processed $48M in volume last quarter for 210 importers, up from $9M the quarter before."),
    ).toEqual(["$48M | processed in volume last quarter, up from $9M the quarter before"]);
  });

  it("labels a figure that moved with what changed, and a level with its own words", () => {
    expect(labels("Since install, callouts dropped 34%.")).toEqual(["34% | drop in callouts"]);
    expect(labels("Caregiver turnover at our pilot sites fell by 18%.")).toEqual([
      "18% | drop in caregiver turnover at our pilot sites",
    ]);
    expect(labels("MRR grew 3x since March.")).toEqual(["3x | growth in MRR"]);
    expect(labels("ARR just crossed $420k.")).toEqual(["$420k | ARR"]);
    expect(labels("Revenue grew to $900K.")).toEqual(["$900K | Revenue grew"]);
  });

  it("reads 'compared with 34%' as what the card before beats, not a card of its own", () => {
    expect(
      labels("91% ran correctly on the first attempt, compared with 34% for code from a frontier model."),
    ).toEqual(["91% | ran correctly on the first attempt, compared with 34% for code from a frontier…"]);
  });

  it("reads '5G' and '14th' as words, not figures, and drops a '~' left before the figure", () => {
    expect(labels("Holdover timing ~$900M/yr, growing with 5G densification and grid sensors.")).toEqual([
      "$900M | Holdover timing",
    ]);
    expect(labels("A hotel avoided a flood on the 14th floor.")).toEqual([]);
  });

  it("never counts a number that names a law ('Local Law 11')", () => {
    expect(labels("Buildings need a facade inspection every cycle under Local Law 11.")).toEqual([]);
  });

  it("never counts a number that names ('Class 10 and 12', 'Phase 2')", () => {
    expect(labels("Around 35 million students sit Class 10 and 12 board exams every year.")).toEqual([
      "35 million | students sit Class 10",
    ]);
    expect(labels("We finished Phase 2 with 40 patients.")).toEqual(["40 | patients"]);
    expect(labels("We signed 11 new customers, including a Fortune 500 retailer.")).toEqual([
      "11 | new customers",
    ]);
  });

  it("says more of what: the count the sentence made before, or the first thing it names", () => {
    expect(labels("We have 12 pilots and LOIs for 30 more.")).toEqual(["12 | pilots", "30 | more pilots"]);
    expect(labels("Three hospitals are live and two more have signed for 20 more.")).toEqual([
      "20 | more hospitals",
    ]);
  });

  it("reads 'per Gartner' as a source and '$199 per month' as a price", () => {
    expect(metricsFrom(["The market is $12B per Gartner."], "")[0]?.source).toBe("Gartner");
    expect(metricsFrom(["Clinics pay $199 per month."], "")[0]?.source).toBe("");
  });

  it("takes the figure's own clause, not the rest of the sentence", () => {
    expect(
      labels("There are roughly 660,000 restaurant locations in the US, and most still schedule on paper."),
    ).toEqual(["660,000 | restaurant locations in the US"]);
  });

  it("shows the period a figure ends its clause with beside the figure, not as its label", () => {
    expect(labels("Litigation support spending tops $8B annually.")).toEqual([
      "$8B annually | Litigation support spending",
    ]);
  });

  it("shows money spent or lost with its period, and who spends it on what", () => {
    expect(labels("US employers spend about $15B a year recruiting hourly workers.")).toEqual([
      "$15B a year | US employers spend recruiting hourly workers",
    ]);
    expect(
      labels("Lagos households spend an estimated ₦9 trillion a year on food, and we see the same in Abuja."),
    ).toEqual(["₦9 trillion a year | Lagos households spend on food"]);
    expect(labels("Three seniors lost a $900 deposit to a fake listing.")).toEqual([
      "$900 | deposit to a fake listing",
    ]);
  });

  it("keeps a name like 'Class B and C' whole and ends a label before a list of places", () => {
    expect(labels("There are over 8,000 Class B and C office buildings in the top 25 US metros.")).toEqual([
      "8,000 | Class B and C office buildings in the top 25 US metros",
    ]);
    expect(
      labels("Farmed shrimp is a $40 billion global market, and Ecuador, India and Vietnam lead it."),
    ).toEqual(["$40 billion | global market"]);
  });

  it("shows the market a clause sizes, not a bound or a rate on the way to it", () => {
    expect(
      labels("Banks hold $3.9T in loans; at 4.5 bps that is a $1.75B annual market for servicing software."),
    ).toContain("$1.75B | annual market for servicing software");
    expect(
      labels("There are 48,000 litigation firms in the US, and most of them have fewer than 50 lawyers."),
    ).toEqual(["48,000 | litigation firms in the US"]);
  });

  it("a figure that describes a noun or tells the time is no metric", () => {
    expect(labels("We have a paid pilot at a 400-bed hospital in Ohio.")).toEqual([]);
    expect(labels("Landlords get texts at 2am about plumbing.")).toEqual([]);
  });
});

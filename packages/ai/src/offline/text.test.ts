import { describe, expect, it } from "vitest";
import { parseIntent } from "./copilot-intent.ts";
import { shortenBullet } from "./copilot-edits.ts";
import { chunkSentence, cleanBullet, splitSentences } from "./text.ts";

describe("text helpers", () => {
  it("keeps a sentence a few words over the limit whole rather than cut off a stub", () => {
    const sentence =
      "Most of the 50,000 community water systems in the US are run by a handful of operators with no security staff at all";
    expect(chunkSentence(sentence)).toEqual([sentence]);
  });

  it("drops a leading conjunction from a bullet but keeps 'so far'", () => {
    expect(cleanBullet("so we match invoices.")).toBe("We match invoices");
    expect(cleanBullet("So far we've worked on 11,400 bills")).toBe("So far we've worked on 11,400 bills");
  });

  it("splits sentences without breaking decimals, abbreviations or list items", () => {
    expect(
      splitSentences("We grew 1.5x in Q3, e.g. Acme signed. Next year: $2.4M ARR!\n- 40 pilots\n* 3 hires"),
    ).toEqual(["We grew 1.5x in Q3, e.g. Acme signed.", "Next year: $2.4M ARR!", "40 pilots", "3 hires"]);
  });

  it("splits sentences typed in lowercase or opening with a figure, but not after dotted letters", () => {
    expect(
      splitSentences(
        "Shotcount — scrap tracking for molders. ~16k shops in the US. we charge $120 a press. demo at 9 a.m. on Fridays.",
      ),
    ).toEqual([
      "Shotcount — scrap tracking for molders.",
      "~16k shops in the US.",
      "we charge $120 a press.",
      "demo at 9 a.m. on Fridays.",
    ]);
  });

  it("chunks long sentences at clause boundaries, keeping every word and every figure intact", () => {
    const sentence =
      "We sell to 1,200 dental clinics across Germany and Austria, which pay $99 per chair per month, and our churn is below 2% because onboarding takes one afternoon.";
    const chunks = chunkSentence(sentence);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.split(" ").length).toBeLessThanOrEqual(20);
    const joined = chunks.join(" ").toLowerCase();
    for (const figure of ["1,200", "$99", "2%"]) expect(joined).toContain(figure);
    for (const word of ["germany", "austria", "chair", "churn", "onboarding", "afternoon"])
      expect(joined).toContain(word);
  });

  it("keeps two nouns joined by 'and' together and cuts before a describing 'that' instead", () => {
    expect(
      chunkSentence(
        "We built an in-line sensor for the milking parlor that picks up mastitis from milk conductivity and color two to three days earlier.",
      ),
    ).toEqual([
      "We built an in-line sensor for the milking parlor",
      "Picks up mastitis from milk conductivity and color two to three days earlier",
    ]);
  });

  it("never leaves a word alone: a clause a couple of words over the limit stays whole", () => {
    expect(
      chunkSentence(
        "Cheap data and the post-Covid comfort with teleconsultation mean a mother in a tier-2 city now expects help on her phone, not at a clinic three buses away.",
      ),
    ).toEqual([
      "Cheap data and the post-Covid comfort with teleconsultation mean a mother in a tier-2 city now expects help on her phone",
      "Not at a clinic three buses away",
    ]);
  });

  it("makes 'which is…' cut from its sentence read as a point of its own", () => {
    expect(
      chunkSentence(
        "Farmers rent it by the season at $12k per robot, which is less than half of what they pay in weeding labor now.",
      ),
    ).toEqual([
      "Farmers rent it by the season at $12k per robot",
      "That's less than half of what they pay in weeding labor now",
    ]);
  });

  it("cuts before 'and' when a new subject follows, never before what someone found", () => {
    const [first, second] = chunkSentence(
      "In our pilot with four regional carriers we found that drivers skip the paper checklist on most shifts and we fixed it with a phone prompt.",
    );
    expect(first).toContain("we found that drivers");
    expect(second).toBe("We fixed it with a phone prompt");
  });

  it("keeps a long sentence whole rather than cut it between two nouns joined by 'and'", () => {
    expect(
      chunkSentence(
        "Finding an antibody against a hard target like a GPCR takes a big pharma team about 18 months and a few million dollars.",
      ),
    ).toEqual([
      "Finding an antibody against a hard target like a GPCR takes a big pharma team about 18 months and a few million dollars",
    ]);
    expect(
      chunkSentence(
        "Cheap IoT water sensors and much better flood data from FEMA's Risk Rating 2.0 made this workable only in the last couple of years.",
      ),
    ).toHaveLength(1);
    // Nor is a list cut after a comma: "…a load calc, an equipment quote and the rebate forms…".
    expect(
      chunkSentence(
        "PulseWard is a disposable chest patch that streams heart rate, respiratory rate, SpO2 and temperature to the nurse station.",
      ),
    ).toHaveLength(1);
    // A comma before a clause with its own subject still is.
    expect(
      chunkSentence(
        "Customers trade in items through the brand's site, our warehouse in Reno grades them in a camera tunnel that detects stains, pilling and counterfeits.",
      ),
    ).toEqual([
      "Customers trade in items through the brand's site",
      "Our warehouse in Reno grades them in a camera tunnel that detects stains, pilling and counterfeits",
    ]);
    // A second verb after "and" is still a place to cut.
    expect(
      chunkSentence(
        "Vocalock listens to the first few seconds of an inbound call and flags whether the voice is synthetic, right on the agent's screen.",
      ),
    ).toEqual([
      "Vocalock listens to the first few seconds of an inbound call",
      "Flags whether the voice is synthetic, right on the agent's screen",
    ]);
  });

  it("cuts after a comma where a new subject starts its own clause, never after a lead-in", () => {
    expect(
      chunkSentence(
        "Drivers snap a photo of the signed bill of lading, we verify it with the broker through our integrations, and the money lands within an hour.",
      ),
    ).toEqual([
      "Drivers snap a photo of the signed bill of lading",
      "We verify it with the broker through our integrations, and the money lands within an hour",
    ]);
    expect(
      chunkSentence(
        "When a claim rejects, we pull the patient's history from the pharmacy system, fill the payer form through CoverMyMeds and fax the prescriber if we have to.",
      )[0],
    ).toBe("When a claim rejects, we pull the patient's history from the pharmacy system");
  });

  it("shortens a bullet to twelve words, keeping the clause with the figure", () => {
    const short = shortenBullet(
      "Our platform is really very easy to use for every team, and it cut reporting time by 63% at Acme",
    );
    expect(short.split(" ").length).toBeLessThanOrEqual(12);
    expect(short).toContain("63%");
  });
});

describe("copilot request parsing", () => {
  it.each([
    ["make slide 2 shorter", { kind: "shorten", target: { kind: "number", number: 2 } }],
    ["Get rid of slide 3 please", { kind: "delete", target: { kind: "number", number: 3 } }],
    ["delete the last slide", { kind: "delete", target: { kind: "last" } }],
    [
      "put slide 4 first",
      { kind: "move", target: { kind: "number", number: 4 }, placement: { kind: "start" } },
    ],
    [
      "move slide 6 to 2",
      { kind: "move", target: { kind: "number", number: 6 }, placement: { kind: "position", number: 2 } },
    ],
    [
      "swap slides 2 and 3",
      { kind: "swap", first: { kind: "number", number: 2 }, second: { kind: "number", number: 3 } },
    ],
    [
      "Can you add a slide about how we remove friction?",
      { kind: "add", topic: "how we remove friction", placement: null },
    ],
    ["add a slide", { kind: "compose" }],
    ["What is missing from my deck?", { kind: "review", firm: null, target: null }],
    ["What would a Sequoia partner criticize?", { kind: "review", firm: "Sequoia", target: null }],
    ["what are the weakest parts for YC", { kind: "review", firm: "YC", target: null }],
    [
      "Make the problem slide punchier",
      { kind: "rewrite", target: { kind: "phrase", phrase: "problem" }, tone: "punchy" },
    ],
    [
      "make slide 2 more compelling",
      { kind: "rewrite", target: { kind: "number", number: 2 }, tone: "punchy" },
    ],
    ["make every slide more formal", { kind: "rewrite", target: { kind: "all" }, tone: "formal" }],
    ["change the deck title to Acme 2.0", { kind: "renameDeck", title: "Acme 2.0" }],
    ["can we lose the why now slide", { kind: "delete", target: { kind: "phrase", phrase: "why now" } }],
    ["ditch slide 11", { kind: "delete", target: { kind: "number", number: 11 } }],
    ["we hit a wall because clinics lose 20% of visits", { kind: "help" }],
    [
      "make the market slide first",
      { kind: "move", target: { kind: "phrase", phrase: "market" }, placement: { kind: "start" } },
    ],
    ["what should the title of slide 2 be?", { kind: "headlines", target: { kind: "number", number: 2 } }],
    ["fix the typos", { kind: "spelling" }],
    ["can you proofread slide 3?", { kind: "spelling" }],
    ["tell me a joke", { kind: "help" }],
  ])("%s", (message, intent) => {
    expect(parseIntent(message)).toEqual(intent);
  });
});

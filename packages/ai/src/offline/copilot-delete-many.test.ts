import { describe, expect, it } from "vitest";
import { askCopilot } from "./copilot.fixture.ts";
import { parseDeletions } from "./copilot-delete-many.ts";

const ask = askCopilot;

describe("deleting several slides, or one by where it sits", () => {
  it.each([
    ["remove the product slide and the competition slide, this is the short version", ["s6", "s9"]],
    ["remove 6 and 7", ["s6", "s7"]],
    ["slides 6 and 7 out pls, we're covering product in the demo", ["s6", "s7"]],
    ["cutting Thank you and Why now. need this at 11 slides", ["s13", "s4"]],
    ["cut the final two slides, I'll do the ask verbally", ["s12", "s13"]],
    ["delete the slide right after the cover", ["s2"]],
    ["take slide 12 out for now", ["s12"]],
    ["remove slides 7, 11", ["s7", "s11"]],
    ["recruiting version for eng candidates: delete the traction slide and the raise", ["s8", "s12"]],
    ["this is going out as a cold email teaser — take out financials and team", ["s11", "s10"]],
    ["nuke slides 3 and 13 🔥 they both just repeat the tagline anyway", ["s3", "s13"]],
    ["slide 11 is nothing but placeholders and I present in an hour. just nuke it", ["s11"]],
    ["the market slide is getting us more questions than it answers. bin it 🗑", ["s5"]],
    ["partner at the fund said the competition slide 'invites a fight'. take it out", ["s9"]],
    ["Hustle Fund told us: no TAM slide, no why-now slide at pre-seed. delete both", ["s5", "s4"]],
    ["10 + 13 can go for the Sequoia scout version", ["s10", "s13"]],
    ["going to design partners, so the fundraising slides (11 + 12) have to go", ["s11", "s12"]],
    ["demo version. delete market, business model, financials and the ask", ["s5", "s7", "s11", "s12"]],
    ["delete the two slides right before the thank you", ["s11", "s12"]],
    ["remove the 2nd and 3rd to last slides", ["s11", "s12"]],
    ["traction and team out for the blind-review submission", ["s8", "s10"]],
    ["market sizing slide out. no time to fix it", ["s5"]],
    ["remove the 3rd slide, product covers it better", ["s3"]],
    ["del 10 + 13 for the partner version", ["s10", "s13"]],
    ["financials goes. Moritz gets the model in the data room anyway", ["s11"]],
    ["Product slide — delete. in Warsaw we do live demo instead of it", ["s6"]],
    ["Team slide delete — it's 1 sentence and we have better team page in the data room", ["s10"]],
    ["we finish with the raise. thank-you slide is useless, delete", ["s13"]],
    [
      "15 min w/ Bling tmrw. cut solution (product covers it) and the thank you, I'm closing on the ask",
      ["s3", "s13"],
    ],
    ["he skips 'why now' and 'thank you' slides on principle lol. delete both for tomorrow", ["s4", "s13"]],
    ["the partner already has our market memo, slide 5 is just duplication. toss it", ["s5"]],
    ["tuesday is a fireside chat format, no closing card needed. lose 13", ["s13"]],
    ["delete 4", ["s4"]],
    ["why now is out for tomorrow, I'll handle timing verbally", ["s4"]],
    ["our timing slide is doing more harm than good. out", ["s4"]],
    [
      "going to a corp dev guy who's 'just curious' 🙄 take out the product slide and the team slide, not giving him a blueprint",
      ["s6", "s10"],
    ],
    ["4 & 9 🗑 — keynote version, I only get 6 minutes", ["s4", "s9"]],
    ["delete 11–13, I'm ending on the team slide for the recruiting night", ["s11", "s12", "s13"]],
    ["our lead hates gartner numbers (long story). take the market slide out completely", ["s5"]],
    ["this copy goes to our bank partner, not investors. yank the raise slide", ["s12"]],
    ["Pulling the Why now slide for the Atomico version", ["s4"]],
    ["Please delete both the Solution and Product slides; I'll replace them with a live demo", ["s3", "s6"]],
    ["kill the closing slide, and also whatever sits just before the team slide", ["s13", "s9"]],
    ["customer deck — pull the raise and the burn/runway slide", ["s12", "s11"]],
    ["drop why now entirely but keep the open banking point", ["s4"]],
    ["traction is under NDA until the audit wraps. remove the traction slide for now", ["s8"]],
    [
      "demo day caps us at 5 slides. keep cover, problem, solution, traction and the ask — delete everything else",
      ["s4", "s5", "s6", "s7", "s9", "s10", "s11", "s13"],
    ],
  ])("%j deletes exactly those slides", async (message, ids) => {
    const result = await ask(message);
    expect(result.operations.map((op) => (op.type === "deleteSlide" ? op.slideId : op.type))).toEqual(ids);
  });

  it.each([
    "get rid of the hedging on slide 4 and 5",
    "take out the photo on the team slide, its from 2019",
    "which 5 slides would you keep? don't delete anything",
    "pull the moat slide forward so it comes right after solution",
    "financials should go where traction is now",
    "the team slide is useless, delete the photo",
    "we hit a wall because clinics lose 20% of visits",
    "traction is out of date",
    "market slide - remove the SAM line",
    "team can go right after the cover",
    "slide for where the 2.5 goes pls 40 eng 35 sales 25 ops",
    "remove BlackLine from the competition slide",
    "we cut burn and hiring in half",
    "help me figure out the market slide",
  ])("%j deletes no slide", (message) => {
    expect(parseDeletions(message)).toBeNull();
  });

  it.each([
    "the team slide is useless, delete the photo",
    "market slide - remove the SAM line",
    "the market slide has a photo that looks cheap. drop it",
    "traction has a chart nobody can read. kill it",
  ])("%j removes a part, so it asks which and deletes no slide", async (message) => {
    expect((await ask(message)).operations).toEqual([]);
  });

  it("'delete it' means the slide named before it, never one a later sentence names", async () => {
    const result = await ask(
      "competition table → delete it. but keep the one point, put 'live in a day (BlackLine: months)' as a line on the product slide",
    );
    expect(result.operations.filter((op) => op.type === "deleteSlide")).toEqual([
      { type: "deleteSlide", slideId: "s9" },
    ]);
  });

  it("asks before deleting a slide it only guesses at", async () => {
    const result = await ask("delete the money slide and the team slide");
    expect(result.operations).toEqual([]);
    expect(result.reply).toMatch(/deleted nothing|changed nothing/u);
  });
});

describe("a list that is two requests", () => {
  it("deletes the slide and renames the deck, never deleting the cover the new name mentions", async () => {
    const result = await ask("lose the thank you slide and rename the deck 'Ledgerly — Partner Meeting'");
    expect(result.operations).toEqual([
      { type: "deleteSlide", slideId: "s13" },
      { type: "renameDeck", title: "Ledgerly — Partner Meeting" },
    ]);
  });
});

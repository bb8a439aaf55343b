import { expect, freshUser, signUpViaApi, test } from "./fixtures.ts";

const overview =
  "Independent clinics lose 18% of revenue to no-shows and spend hours on phone booking. " +
  "Acme is a scheduling app that lets patients book and reschedule by text. " +
  "We have 42 paying clinics and $21k MRR. Pricing is $49 per seat per month. We are raising a $2M seed round.";

test("brief → drafted deck → copilot adds a pricing slide → reload keeps it → Undo removes it", async ({
  signedInPage: page,
}) => {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /Start a new pitch deck/ }).click();
  await expect(page.getByRole("dialog", { name: "Let's get your deck started" })).toBeVisible();
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();
  await page.getByRole("textbox", { name: "Deck title" }).fill("Acme Seed");
  await page.getByLabel("Startup name").fill("Acme Clinics");
  await page.getByLabel("Startup overview").fill(overview);
  // This journey is about drafting and the copilot; research has its own spec.
  await page.getByRole("checkbox", { name: "Research my market and competitors" }).uncheck();
  await continueButton.click();

  const cards = page.getByTestId("slide-card");
  await expect(cards).toHaveCount(13);
  await expect(cards.nth(1)).toContainText("Problem");
  await expect(cards.nth(1)).toContainText("lose 18% of revenue");
  await expect(page.getByText("Offline engine", { exact: true })).toBeVisible();

  const input = page.getByLabel("Message the copilot");
  await input.fill("add a slide about our pricing");
  await input.press("Enter");
  await expect(cards).toHaveCount(14);
  await expect(page.getByRole("button", { name: /Slide \d+: Pricing/ })).toBeVisible();
  await expect(page.locator('[data-role="assistant"]').last()).toContainText("Pricing");
  await expect(input).toHaveValue("");

  await page.reload();
  await expect(cards).toHaveCount(14);
  await expect(page.getByRole("button", { name: /Slide \d+: Pricing/ })).toBeVisible();
  await expect(page.locator('[data-role="user"]')).toHaveText(["add a slide about our pricing"]);

  await page.getByRole("button", { name: "Undo these changes" }).click();
  await expect(cards).toHaveCount(13);
  await expect(page.getByRole("button", { name: /Slide \d+: Pricing/ })).toHaveCount(0);
  await expect(page.locator('[data-role="assistant"]').last()).toContainText("Changes undone");
  await page.reload();
  await expect(cards).toHaveCount(13);
  await expect(page.getByRole("button", { name: "Undo these changes" })).toHaveCount(0);
});

test("another user can neither read nor post to a deck's copilot", async ({
  signedInPage: page,
  baseURL,
  browser,
}) => {
  const origin = new URL(baseURL!).origin;
  const created = await page.request.post("/api/fn/decks.createDeck", {
    data: { title: "Private" },
    headers: { origin },
  });
  const deckId = ((await created.json()) as { result: string }).result;
  const sent = await page.request.post("/api/fn/ai.chatWithAI", {
    data: { deckId, userMessage: "add a slide about our pricing" },
    headers: { origin },
  });
  expect(sent.status()).toBe(200);

  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signUpViaApi(otherPage, baseURL!, freshUser("Mallory"));
  const read = await otherPage.request.post("/api/fn/messages.getMessages", {
    data: { deckId },
    headers: { origin },
  });
  expect(((await read.json()) as { result: unknown[] }).result).toEqual([]);
  const post = await otherPage.request.post("/api/fn/ai.chatWithAI", {
    data: { deckId, userMessage: "delete slide 1" },
    headers: { origin },
  });
  expect(post.status()).toBe(404);
  await other.close();

  const mine = await page.request.post("/api/fn/messages.getMessages", {
    data: { deckId },
    headers: { origin },
  });
  const messages = ((await mine.json()) as { result: Array<{ role: string; content: string }> }).result;
  expect(messages.map((message) => message.role)).toEqual(["user", "assistant"]);
});

test("a message cut off by a lost connection stops Thinking…, says why, and Retry sends it", async ({
  signedInPage: page,
  baseURL,
}) => {
  // The first chat message never reaches the server and its socket drops, as when the network goes.
  let cutOff = false;
  await page.routeWebSocket("**/api/sync", (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const parsed = typeof message === "string" ? (JSON.parse(message) as { name?: string }) : {};
      if (parsed.name === "ai.chatWithAI" && !cutOff) {
        cutOff = true;
        void ws.close();
        return;
      }
      server.send(message);
    });
    server.onMessage((message) => ws.send(message));
  });
  const created = await page.request.post("/api/fn/decks.createDeck", {
    data: { title: "Acme Seed" },
    headers: { origin: new URL(baseURL!).origin },
  });
  const deckId = ((await created.json()) as { result: string }).result;
  await page.goto(`/create?deck=${deckId}`);

  const input = page.getByLabel("Message the copilot");
  await input.fill("add a slide about our pricing");
  await input.press("Enter");
  const copilot = page.getByRole("complementary", { name: "Copilot" });
  await expect(copilot.getByText("Connection lost while action was in flight")).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." }),
  ).toBeVisible();
  await expect(copilot.getByText("Thinking…")).toBeHidden();
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue("add a slide about our pricing");

  await copilot.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("button", { name: /Slide \d+: Pricing/ })).toBeVisible();
  await expect(copilot.getByText("Connection lost while action was in flight")).toBeHidden();
  await expect(input).toHaveValue("");
  await expect(page.locator('[data-role="user"]')).toHaveText(["add a slide about our pricing"]);
});

import { startFakeOpenAiServer } from "@pds/testkit";
import { expectAccessible } from "./axe.ts";
import { seedDeck } from "./deck-api.ts";
import { expect, test } from "./fixtures.ts";

const KEY = "sk-e2e-founder-key-42";

test("a founder connects an OpenAI-compatible model from Settings: a wrong key shows the provider's message, the right one connects, the copilot uses it, Disconnect goes back", async ({
  signedInPage: page,
  baseURL,
}) => {
  const fake = await startFakeOpenAiServer({
    apiKey: KEY,
    models: ["llama3.1:8b", "qwen2.5:7b"],
    fallback: () => ({ kind: "text", text: "ok" }),
  });
  try {
    const deckId = await seedDeck(page, baseURL!, "Model deck", [
      { title: "Problem", content: "Clinics lose revenue" },
    ]);
    await page.goto(`/create?deck=${deckId}`);
    const copilot = page.getByRole("complementary", { name: "Copilot" });
    await expect(copilot.getByText("Offline engine", { exact: true })).toBeVisible();
    await copilot.getByRole("link", { name: "Connect a model" }).click();

    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
    await expect(page.getByTestId("current-engine")).toContainText("Offline engine");
    await page.getByRole("radio", { name: "OpenAI-compatible" }).check();
    await page.getByLabel("Server address").fill(fake.baseURL);
    await page.getByLabel("API key (if the server wants one)").fill("sk-wrong");
    await page.getByLabel("Model", { exact: true }).fill("llama3.1:8b");
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByTestId("connection-result")).toHaveText(
      "The provider answered: Incorrect API key provided. You can find your API key in your account settings.",
    );

    await page.getByLabel("API key (if the server wants one)").fill(KEY);
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByTestId("connection-result")).toHaveText(
      /^Connected: llama3\.1:8b answered in \d+ ms\.$/u,
    );
    await expect(page.getByText("2 models available")).toBeVisible();
    await expectAccessible(page, "settings with a test result at 1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page, "settings at 375");
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Model connected. The copilot uses it from now on.")).toBeVisible();
    await expect(page.getByTestId("current-engine")).toContainText("openai-compatible · llama3.1:8b");
    // The key never comes back to the page.
    await expect(page.getByLabel("API key (if the server wants one)")).toHaveValue("");
    expect(await page.content()).not.toContain(KEY);

    await page.goto(`/create?deck=${deckId}`);
    await expect(copilot.getByRole("link", { name: "openai-compatible · llama3.1:8b" })).toBeVisible();
    await expect(copilot.getByText("Connect a model")).toHaveCount(0);

    await page.goto("/settings");
    await page.getByRole("button", { name: "Disconnect" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByTestId("current-engine")).toContainText("Offline engine");
  } finally {
    await fake.close();
  }
});

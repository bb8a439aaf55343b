import { expect, test } from "./fixtures.ts";

test("a deck created in another tab appears without reload, and Open deck opens it", async ({
  signedInPage: tabA,
  context,
  user,
}) => {
  await tabA.goto("/dashboard");
  await expect(tabA.getByRole("heading", { name: `${user.name}'s pitch HQ` })).toBeVisible();
  const decksA = tabA.getByRole("region", { name: "Recent decks" });
  await expect(decksA.getByText("No decks yet")).toBeVisible();
  await expect(decksA.getByRole("button", { name: "Create your first deck" })).toBeVisible();
  await expect(tabA.getByRole("region", { name: "Recent voice sessions" })).toContainText(
    "No voice practice yet",
  );

  const tabB = await context.newPage();
  await tabB.goto("/dashboard");
  await tabB.getByRole("button", { name: /Start a new pitch deck/ }).click();
  const brief = tabB.getByRole("dialog", { name: "Let's get your deck started" });
  await expect(brief).toBeVisible();
  await brief.getByRole("button", { name: "Not now" }).click();
  await expect(brief).toBeHidden();
  await expect(tabB).toHaveURL(/\/create\?deck=/);
  await expect(tabB.getByTestId("deck-title")).toHaveText("My Startup Pitch");

  // Tab A was never reloaded.
  await expect(decksA.getByText("No decks yet")).toBeHidden();
  await expect(decksA.getByRole("listitem")).toHaveCount(1);
  await expect(decksA.getByRole("listitem")).toContainText("My Startup Pitch");
  await expect(decksA.getByRole("listitem")).toContainText(/Created .+ · Updated .+/);
  await expect(decksA.getByRole("link", { name: "Start new" })).toBeVisible();

  await decksA.getByRole("button", { name: "Open deck My Startup Pitch" }).click();
  await expect(tabA).toHaveURL(/\/create\?deck=/);
  await expect(tabA.getByRole("button", { name: "Rename deck: My Startup Pitch" })).toBeVisible();
  expect(new URL(tabA.url()).searchParams.get("deck")).toBe(new URL(tabB.url()).searchParams.get("deck"));
});

import { test as base, expect, type Page } from "@playwright/test";

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A user nobody else has: unique per worker, test and call. */
export function freshUser(name = "Playwright Founder"): TestUser {
  counter += 1;
  const stamp = `${process.pid}-${Date.now()}-${counter}`;
  return { name, email: `e2e-${stamp}@example.com`, password: "e2e password 123" };
}

/** Sign up through the real API from the page's context, so the browser holds the session cookie. */
export async function signUpViaApi(
  page: Page,
  baseURL: string,
  user: TestUser = freshUser(),
): Promise<TestUser> {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: user,
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return user;
}

export const test = base.extend<{ user: TestUser; signedInPage: Page }>({
  // eslint-disable-next-line no-empty-pattern
  user: async ({}, use) => {
    await use(freshUser());
  },
  /** A page whose context is signed in as `user` (sign-up via API; only the auth specs use the dialog). */
  signedInPage: async ({ page, user, baseURL }, use) => {
    await signUpViaApi(page, baseURL!, user);
    await use(page);
  },
});

export { expect };

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthDialog } from "./auth-dialog.tsx";

interface AuthResult {
  data: unknown;
  error: { message?: string; status?: number; code?: string } | null;
}

const auth = vi.hoisted(() => ({
  signIn: vi.fn<(input: { email: string; password: string }) => Promise<AuthResult>>(),
}));

vi.mock("../api/auth-client.ts", () => ({
  authClient: { signIn: { email: auth.signIn }, signUp: { email: vi.fn() } },
}));

const API = "https://api.decks.example";

async function signInAndReadError(): Promise<string> {
  const user = userEvent.setup({ delay: null });
  render(<AuthDialog initialMode="signIn" onClose={vi.fn()} onAuthenticated={vi.fn()} />);
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), "password123");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return (await screen.findByRole("alert")).textContent ?? "";
}

afterEach(() => {
  cleanup();
  delete window.__PDS_CONFIG__;
});

beforeEach(() => {
  auth.signIn.mockReset();
});

describe("AuthDialog when the API does not trust this site", () => {
  it("names the site and TRUSTED_ORIGINS when a cross-origin API cannot be reached", async () => {
    window.__PDS_CONFIG__ = { apiUrl: API };
    // What the browser reports for a CORS refusal: nothing but a network error.
    auth.signIn.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await signInAndReadError()).toBe(
      `Could not reach the API at ${API}. If it is running, it does not allow this site: add ${window.location.origin} to TRUSTED_ORIGINS on the server.`,
    );
  });

  it("names the site and TRUSTED_ORIGINS when better-auth refuses the origin", async () => {
    auth.signIn.mockResolvedValue({
      data: null,
      error: { status: 403, code: "INVALID_ORIGIN", message: "Invalid origin" },
    });
    expect(await signInAndReadError()).toMatch(
      new RegExp(
        `^This site \\(${window.location.origin}\\) is not allowed to use the API\\. Add it to TRUSTED_ORIGINS`,
      ),
    );
  });

  it("keeps the generic message for a same-origin network failure", async () => {
    auth.signIn.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await signInAndReadError()).toBe("Something went wrong. Please try again.");
  });
});

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthMode } from "../lib/auth-messages.ts";
import { AuthDialog } from "./auth-dialog.tsx";

interface AuthResult {
  data: unknown;
  error: { message?: string } | null;
}

const auth = vi.hoisted(() => ({
  signIn: vi.fn<(input: { email: string; password: string }) => Promise<AuthResult>>(),
  signUp: vi.fn<(input: { name: string; email: string; password: string }) => Promise<AuthResult>>(),
}));

vi.mock("../api/auth-client.ts", () => ({
  authClient: { signIn: { email: auth.signIn }, signUp: { email: auth.signUp } },
}));

const ok: AuthResult = { data: { user: { id: "u1" } }, error: null };

function renderDialog(initialMode: AuthMode) {
  const onClose = vi.fn();
  const onAuthenticated = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(<AuthDialog initialMode={initialMode} onClose={onClose} onAuthenticated={onAuthenticated} />);
  return { user, onClose, onAuthenticated };
}

const field = (label: string) => screen.getByLabelText(label);
const submitButton = (name: string | RegExp) => screen.getByRole("button", { name });

// Testing Library only cleans up by itself when vitest globals are on; they are not here.
afterEach(cleanup);

beforeEach(() => {
  auth.signIn.mockReset();
  auth.signUp.mockReset();
});

describe("AuthDialog", () => {
  it("keeps Sign in disabled until email and password are filled", async () => {
    const { user } = renderDialog("signIn");
    expect(screen.getByRole("dialog", { name: "Welcome back" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Name")).not.toBeInTheDocument();
    expect(submitButton("Sign in")).toBeDisabled();

    await user.type(field("Email"), "   ");
    await user.type(field("Password"), "password123");
    expect(submitButton("Sign in")).toBeDisabled();

    await user.clear(field("Email"));
    await user.type(field("Email"), "ada@example.com");
    expect(submitButton("Sign in")).toBeEnabled();

    await user.clear(field("Password"));
    expect(submitButton("Sign in")).toBeDisabled();
  });

  it("requires the name in sign-up mode only", async () => {
    const { user } = renderDialog("signUp");
    expect(screen.getByRole("dialog", { name: "Create your account" })).toBeInTheDocument();
    await user.type(field("Email"), "ada@example.com");
    await user.type(field("Password"), "password123");
    expect(submitButton("Sign up")).toBeDisabled();

    await user.type(field("Name"), "Ada");
    expect(submitButton("Sign up")).toBeEnabled();
  });

  it("clears the fields and the error when switching modes", async () => {
    const { user } = renderDialog("signIn");
    await user.type(field("Email"), "not-an-email");
    await user.type(field("Password"), "password123");
    await user.click(submitButton("Sign in"));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address.");

    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(screen.getByRole("dialog", { name: "Create your account" })).toBeInTheDocument();
    expect(field("Name")).toHaveValue("");
    expect(field("Email")).toHaveValue("");
    expect(field("Password")).toHaveValue("");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.type(field("Name"), "Ada");
    await user.click(screen.getByRole("button", { name: "Sign in instead" }));
    expect(screen.getByRole("dialog", { name: "Welcome back" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Name")).not.toBeInTheDocument();
    expect(field("Email")).toHaveValue("");
  });

  it("shows Please wait... and disables the inputs while submitting", async () => {
    let finish: (result: AuthResult) => void = () => {};
    auth.signUp.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, onAuthenticated } = renderDialog("signUp");
    await user.type(field("Name"), "Ada");
    await user.type(field("Email"), "ada@example.com");
    await user.type(field("Password"), "password123");
    await user.click(submitButton("Sign up"));

    const busy = submitButton("Please wait...");
    expect(busy).toBeDisabled();
    expect(field("Name")).toBeDisabled();
    expect(field("Email")).toBeDisabled();
    expect(field("Password")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Sign in instead" })).toBeDisabled();

    finish(ok);
    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith("signUp"));
  });

  it("rejects an invalid email without calling the server", async () => {
    const { user } = renderDialog("signIn");
    await user.type(field("Email"), "ada@example");
    await user.type(field("Password"), "password123");
    await user.click(submitButton("Sign in"));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address.");
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it("rejects a password shorter than 8 characters without calling the server", async () => {
    const { user } = renderDialog("signUp");
    await user.type(field("Name"), "Ada");
    await user.type(field("Email"), "ada@example.com");
    await user.type(field("Password"), "1234567");
    await user.click(submitButton("Sign up"));
    expect(screen.getByRole("alert")).toHaveTextContent("Password must be at least 8 characters.");
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it("shows the server's message when sign-in fails, and clears busy", async () => {
    auth.signIn.mockResolvedValue({ data: null, error: { message: "Invalid email or password" } });
    const { user, onAuthenticated } = renderDialog("signIn");
    await user.type(field("Email"), "ada@example.com");
    await user.type(field("Password"), "password123");
    await user.click(submitButton("Sign in"));

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(submitButton("Sign in")).toBeEnabled();
    expect(field("Email")).toBeEnabled();
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it("falls back to the generic sign-in message when the server gives none", async () => {
    auth.signIn.mockResolvedValue({ data: null, error: {} });
    const { user } = renderDialog("signIn");
    await user.type(field("Email"), "ada@example.com");
    await user.type(field("Password"), "password123");
    await user.click(submitButton("Sign in"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid credentials. Please try again.");
  });

  it("shows the server's message when sign-up fails", async () => {
    auth.signUp.mockResolvedValue({ data: null, error: { message: "User already exists" } });
    const { user } = renderDialog("signUp");
    await user.type(field("Name"), "Ada");
    await user.type(field("Email"), "ada@example.com");
    await user.type(field("Password"), "password123");
    await user.click(submitButton("Sign up"));
    expect(await screen.findByRole("alert")).toHaveTextContent("User already exists");
  });

  it("falls back to the generic sign-up message when the server gives none", async () => {
    auth.signUp.mockResolvedValue({ data: null, error: { message: "" } });
    const { user } = renderDialog("signUp");
    await user.type(field("Name"), "Ada");
    await user.type(field("Email"), "ada@example.com");
    await user.type(field("Password"), "password123");
    await user.click(submitButton("Sign up"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Unable to sign up. Please try again.");
    expect(submitButton("Sign up")).toBeEnabled();
  });

  it("shows the generic message when the request throws", async () => {
    auth.signIn.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user, onAuthenticated } = renderDialog("signIn");
    await user.type(field("Email"), "ada@example.com");
    await user.type(field("Password"), "password123");
    await user.click(submitButton("Sign in"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
    expect(submitButton("Sign in")).toBeEnabled();
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it("signs in with the trimmed email and reports the mode", async () => {
    auth.signIn.mockResolvedValue(ok);
    const { user, onAuthenticated } = renderDialog("signIn");
    await user.type(field("Email"), "  ada@example.com ");
    await user.type(field("Password"), "password123");
    await user.click(submitButton("Sign in"));

    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledExactlyOnceWith("signIn"));
    expect(auth.signIn).toHaveBeenCalledExactlyOnceWith({
      email: "ada@example.com",
      password: "password123",
    });
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it("signs up with name, email and password and reports the mode", async () => {
    auth.signUp.mockResolvedValue(ok);
    const { user, onAuthenticated } = renderDialog("signUp");
    await user.type(field("Name"), " Ada Lovelace ");
    await user.type(field("Email"), "ada@example.com");
    await user.type(field("Password"), "password123");
    await user.keyboard("{Enter}");

    await vi.waitFor(() => expect(onAuthenticated).toHaveBeenCalledExactlyOnceWith("signUp"));
    expect(auth.signUp).toHaveBeenCalledExactlyOnceWith({
      name: "Ada Lovelace",
      email: "ada@example.com",
      password: "password123",
    });
  });

  it("calls onClose from the Close button and from Escape", async () => {
    const { user, onClose } = renderDialog("signIn");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

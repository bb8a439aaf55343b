import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { AuthMode } from "../lib/auth-messages.ts";
import { useAuthForm } from "../hooks/use-auth-form.ts";

interface AuthDialogProps {
  initialMode: AuthMode;
  onClose: () => void;
  onAuthenticated: (mode: AuthMode) => void;
}

const copy: Record<
  AuthMode,
  { title: string; description: string; submit: string; switchPrompt: string; switchTo: string }
> = {
  signIn: {
    title: "Welcome back",
    description: "Sign in to pick up your decks and practice sessions.",
    submit: "Sign in",
    switchPrompt: "New here?",
    switchTo: "Create an account",
  },
  signUp: {
    title: "Create your account",
    description: "Start drafting an investor-ready deck in minutes.",
    submit: "Sign up",
    switchPrompt: "Already have an account?",
    switchTo: "Sign in instead",
  },
};

/** Mount with a `key` of the opening mode so each opening starts clean. */
export function AuthDialog({ initialMode, onClose, onAuthenticated }: AuthDialogProps) {
  const form = useAuthForm(initialMode, onAuthenticated);
  const text = copy[form.mode];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      description={text.description}
    >
      <form className="flex flex-col gap-4" onSubmit={form.submit} noValidate>
        {form.mode === "signUp" ? (
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={form.fields.name}
            onChange={(event) => form.setField("name", event.target.value)}
            disabled={form.busy}
            required
          />
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.fields.email}
          onChange={(event) => form.setField("email", event.target.value)}
          disabled={form.busy}
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={form.mode === "signUp" ? "new-password" : "current-password"}
          value={form.fields.password}
          onChange={(event) => form.setField("password", event.target.value)}
          disabled={form.busy}
          minLength={8}
          required
        />
        {form.error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {form.error}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={form.busy || form.missingRequired} className="mt-2 w-full">
          {form.busy ? "Please wait..." : text.submit}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {text.switchPrompt}{" "}
          <button
            type="button"
            className="font-medium text-accent-700 underline-offset-4 hover:underline disabled:opacity-50"
            onClick={() => form.setMode(form.mode === "signIn" ? "signUp" : "signIn")}
            disabled={form.busy}
          >
            {text.switchTo}
          </button>
        </p>
      </form>
    </Dialog>
  );
}

import type { ShareGate } from "@pds/contracts";
import { Lock } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

interface Props {
  gate: ShareGate;
  busy: boolean;
  error: string | null;
  onSubmit: (answers: { email?: string; passcode?: string }) => void;
}

/** What the founder asked of viewers before they see the deck: an email, a passcode, or both. */
export function GateForm({ gate, busy, error, onSubmit }: Props) {
  const [email, setEmail] = useState("");
  const [passcode, setPasscode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gate.requireEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(email.trim())) {
      return setProblem("Enter a valid email address.");
    }
    if (gate.requirePasscode && !passcode) return setProblem("Enter the passcode the founder gave you.");
    setProblem(null);
    onSubmit({
      ...(gate.requireEmail ? { email: email.trim() } : {}),
      ...(gate.requirePasscode ? { passcode } : {}),
    });
  };
  const message = problem ?? error;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex w-full max-w-sm flex-col gap-4 rounded-2xl bg-white p-6 shadow-pop sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-full bg-accent-50 text-accent-700">
          <Lock className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-lg font-semibold text-slate-900">This deck is protected</h1>
          <p className="text-sm text-slate-500">
            {gate.requireEmail && gate.requirePasscode
              ? "Enter your email and the passcode to view it."
              : gate.requireEmail
                ? "Enter your email to view it."
                : "Enter the passcode to view it."}
          </p>
        </div>
      </div>
      {gate.requireEmail ? (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      ) : null}
      {gate.requirePasscode ? (
        <TextField
          label="Passcode"
          type="password"
          autoComplete="off"
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
        />
      ) : null}
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <Button type="submit" aria-busy={busy}>
        {busy ? "Opening…" : "View deck"}
      </Button>
    </form>
  );
}

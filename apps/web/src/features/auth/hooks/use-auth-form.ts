import { useState, type FormEvent } from "react";
import { limits } from "@pds/contracts";
import { authClient } from "../api/auth-client.ts";
import { apiBaseUrl, isHeaderAuthMode } from "../../../lib/config.ts";
import {
  apiUnreachableMessage,
  authMessages,
  isOriginRefusal,
  originRefusedMessage,
  type AuthMode,
} from "../lib/auth-messages.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emptyFields = { name: "", email: "", password: "" };

export type AuthFields = typeof emptyFields;

/** The auth dialog's state: fields, busy flag and error, validation, and the sign-in/sign-up calls. */
export function useAuthForm(initialMode: AuthMode, onAuthenticated: (mode: AuthMode) => void) {
  const [mode, setModeState] = useState<AuthMode>(initialMode);
  const [fields, setFields] = useState<AuthFields>(emptyFields);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const missingRequired =
    !fields.email.trim() || !fields.password || (mode === "signUp" && !fields.name.trim());

  function setMode(next: AuthMode) {
    setModeState(next);
    setFields(emptyFields);
    setError(null);
  }

  function setField(field: keyof AuthFields, value: string) {
    setFields((prev) => ({ ...prev, [field]: value }));
  }

  function validate(): string | null {
    if (!EMAIL.test(fields.email.trim())) return authMessages.invalidEmail;
    if (fields.password.length < limits.passwordMin) return authMessages.shortPassword;
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || missingRequired) return;
    const invalid = validate();
    if (invalid) return setError(invalid);
    setBusy(true);
    setError(null);
    try {
      const email = fields.email.trim();
      const result =
        mode === "signUp"
          ? await authClient.signUp.email({ name: fields.name.trim(), email, password: fields.password })
          : await authClient.signIn.email({ email, password: fields.password });
      if (result.error) {
        const fallback = mode === "signUp" ? authMessages.signUpFailed : authMessages.signInFailed;
        setError(
          isOriginRefusal(result.error)
            ? originRefusedMessage(window.location.origin)
            : result.error.message || fallback,
        );
        setBusy(false);
        return;
      }
      setBusy(false);
      onAuthenticated(mode);
    } catch {
      setError(
        isHeaderAuthMode()
          ? apiUnreachableMessage(window.location.origin, new URL(apiBaseUrl()).origin)
          : authMessages.other,
      );
      setBusy(false);
    }
  }

  return { mode, setMode, fields, setField, busy, error, missingRequired, submit };
}

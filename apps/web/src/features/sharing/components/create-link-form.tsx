import { sharingLimits } from "@pds/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useMutation } from "../../../lib/sync/hooks.ts";
import { expiryFromDate } from "../lib/share-url.ts";

interface Props {
  deckId: string;
  /** Called with the new link's token once it exists. */
  onCreated: (token: string) => void;
}

const checkbox =
  "size-4 rounded border-slate-300 text-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600";

/** A link per recipient: who it is for, and how it is guarded (email, passcode, expiry, download). */
export function CreateLinkForm({ deckId, onCreated }: Props) {
  const createLink = useMutation("shares.createShareLink");
  const [label, setLabel] = useState("");
  const [requireEmail, setRequireEmail] = useState(true);
  const [passcode, setPasscode] = useState("");
  const [expiry, setExpiry] = useState("");
  const [allowDownload, setAllowDownload] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!label.trim()) return setError("Say who this link is for, e.g. “Sequoia — Alfred”.");
    if (passcode && passcode.length < sharingLimits.passcodeMin) {
      return setError(`A passcode needs at least ${sharingLimits.passcodeMin} characters.`);
    }
    setBusy(true);
    setError(null);
    try {
      const { token } = await createLink({
        deckId,
        label: label.trim(),
        requireEmail,
        passcode: passcode || null,
        expiresAt: expiryFromDate(expiry),
        allowDownload,
      });
      setLabel("");
      setPasscode("");
      setExpiry("");
      onCreated(token);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The link could not be created. Try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <TextField
        label="Who is it for?"
        placeholder="Sequoia — Alfred"
        value={label}
        maxLength={sharingLimits.linkLabelMax}
        onChange={(event) => setLabel(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Passcode (optional)"
          type="text"
          autoComplete="off"
          value={passcode}
          maxLength={sharingLimits.passcodeMax}
          onChange={(event) => setPasscode(event.target.value)}
        />
        <TextField
          label="Expires on (optional)"
          type="date"
          value={expiry}
          min={new Date().toISOString().slice(0, 10)}
          onChange={(event) => setExpiry(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-2 text-sm text-slate-700">
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className={checkbox}
            checked={requireEmail}
            onChange={(event) => setRequireEmail(event.target.checked)}
          />
          Ask for the viewer’s email
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className={checkbox}
            checked={allowDownload}
            onChange={(event) => setAllowDownload(event.target.checked)}
          />
          Allow downloading a PDF
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" aria-busy={busy}>
        {busy ? "Creating link…" : "Create link"}
      </Button>
      <p className="text-xs text-slate-500">
        The link shows the deck as it is now. Later edits reach it only when you move it to the latest
        version.
      </p>
    </form>
  );
}

import { sourceLimits } from "@pds/contracts";
import { ClipboardPaste, Link } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import {
  validateSource,
  type SourceDraft,
  type SourceErrors,
  type SourceMode,
} from "../lib/validate-source.ts";
import { InputField, TextareaField } from "./form-field.tsx";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves to null when the source was added, or the server's message. */
  onAdd: (draft: SourceDraft) => Promise<string | null>;
}

const modes: { value: SourceMode; label: string; icon: typeof Link }[] = [
  { value: "text", label: "Paste text", icon: ClipboardPaste },
  { value: "url", label: "Fetch a URL", icon: Link },
];

function ModePicker({
  mode,
  disabled,
  onChange,
}: {
  mode: SourceMode;
  disabled: boolean;
  onChange: (mode: SourceMode) => void;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1" disabled={disabled}>
      <legend className="sr-only">Source type</legend>
      {modes.map(({ value, label, icon: Icon }) => (
        <label
          key={value}
          className={cn(
            "flex cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium",
            "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600",
            mode === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          <input
            type="radio"
            name="source-mode"
            value={value}
            checked={mode === value}
            onChange={() => onChange(value)}
            className="sr-only"
          />
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** Add a founder source: a pasted passage (title, text, optional URL) or a page the server fetches. */
export function AddSourceDialog({ open, onOpenChange, onAdd }: Props) {
  const [mode, setMode] = useState<SourceMode>("text");
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const [url, setUrl] = useState("");
  const [errors, setErrors] = useState<SourceErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setTitle("");
    setText("");
    setUrl("");
    setErrors({});
    setServerError(null);
  };
  const changeOpen = (next: boolean) => {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: SourceDraft = mode === "url" ? { mode, url } : { mode, title, text, url };
    const { draft, errors: found } = validateSource(input);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const failure = await onAdd(draft);
    setBusy(false);
    if (failure) setServerError(failure);
    else {
      reset();
      onOpenChange(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Add a source"
      description="Research cites your sources exactly like the ones it finds."
      className="max-w-lg"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <ModePicker
          mode={mode}
          disabled={busy}
          onChange={(next) => {
            setMode(next);
            setErrors({});
            setServerError(null);
          }}
        />
        {mode === "text" ? (
          <>
            <InputField
              label="Title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              maxLength={sourceLimits.titleMax}
              placeholder="e.g. Gartner 2024 market report"
              disabled={busy}
              error={errors.title}
            />
            <TextareaField
              label="Text"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Paste the passage, e.g. “The global market reached $4.2B in 2024…”"
              disabled={busy}
              error={errors.text}
              hint={`${text.length.toLocaleString("en-US")} / ${sourceLimits.pastedTextMax.toLocaleString("en-US")} characters`}
            />
            <InputField
              label="URL (optional)"
              type="url"
              inputMode="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder="https://"
              disabled={busy}
              error={errors.url}
              hint="Where the passage comes from, shown as its link."
            />
          </>
        ) : (
          <InputField
            label="URL"
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://example.com/market-report"
            disabled={busy}
            error={errors.url}
            hint="The page is fetched and its readable text saved as the source."
          />
        )}
        {serverError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {serverError}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? (mode === "url" ? "Fetching…" : "Adding…") : "Add source"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

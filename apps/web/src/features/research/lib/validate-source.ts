import { sourceLimits } from "@pds/contracts";

export type SourceMode = "text" | "url";

export type SourceDraft =
  { mode: "text"; title: string; text: string; url: string } | { mode: "url"; url: string };

export type SourceErrors = Partial<Record<"title" | "text" | "url", string>>;

function urlError(url: string, required: boolean): string | undefined {
  if (!url) return required ? "Enter the page's URL." : undefined;
  if (url.length > sourceLimits.urlMax) return `Keep the URL under ${sourceLimits.urlMax} characters.`;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "http:" || parsed.protocol === "https:") return undefined;
  } catch {
    // fall through to the message below
  }
  return "Enter a full web address starting with http:// or https://.";
}

/** Trims the draft and checks it against the contract's limits; returns the field messages (empty when valid). */
export function validateSource(input: SourceDraft): { draft: SourceDraft; errors: SourceErrors } {
  if (input.mode === "url") {
    const draft = { mode: "url" as const, url: input.url.trim() };
    const url = urlError(draft.url, true);
    return { draft, errors: url ? { url } : {} };
  }
  const draft = {
    mode: "text" as const,
    title: input.title.trim(),
    text: input.text.trim(),
    url: input.url.trim(),
  };
  const errors: SourceErrors = {};
  if (!draft.title) errors.title = "Give the source a title.";
  else if (draft.title.length > sourceLimits.titleMax)
    errors.title = `Keep the title under ${sourceLimits.titleMax} characters.`;
  if (!draft.text) errors.text = "Paste the passage you want research to cite.";
  else if (draft.text.length > sourceLimits.pastedTextMax)
    errors.text = `Paste at most ${sourceLimits.pastedTextMax.toLocaleString("en-US")} characters.`;
  const url = urlError(draft.url, false);
  if (url) errors.url = url;
  return { draft, errors };
}

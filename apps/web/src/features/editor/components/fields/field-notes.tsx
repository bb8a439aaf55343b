import { findPlaceholders } from "@pds/contracts";
import { useFieldEnv } from "./field-env.ts";

export const fieldMessages = {
  overflow: "Too long to fit — shorten it",
  toFill: "to fill",
} as const;

/** The "to fill" chip beside a field that still holds a placeholder such as "[Add TAM with a source]". */
export function ToFillChip({ text }: { text: string }) {
  const found = findPlaceholders(text);
  if (found.length === 0) return null;
  return (
    <span
      className="rounded-full border border-dashed border-amber-500 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800"
      title={found.join(" ")}
    >
      {fieldMessages.toFill}
    </span>
  );
}

/** The warning under a field whose text the slide cannot fit even at its smallest size. */
export function OverflowWarning({ path, id }: { path: string; id?: string }) {
  const { overflow } = useFieldEnv();
  if (!overflow.has(path)) return null;
  return (
    <p id={id} className="text-xs font-medium text-red-700">
      {fieldMessages.overflow}
    </p>
  );
}

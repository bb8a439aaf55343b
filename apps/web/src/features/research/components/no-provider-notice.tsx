import { Info } from "lucide-react";

export const NO_PROVIDER_MESSAGE =
  "No search provider is configured — add your own sources (pasted text or a URL) and research will cite them.";

/** Said plainly wherever research is offered, so nobody expects web results that cannot come. */
export function NoProviderNotice({ className = "" }: { className?: string }) {
  return (
    <p
      className={`flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-xs leading-5 text-amber-900 ${className}`}
    >
      <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>{NO_PROVIDER_MESSAGE}</span>
    </p>
  );
}

import type { Source } from "@pds/contracts";
import { createContext, useContext } from "react";

export interface CitationContextValue {
  sourceFor: (marker: number) => Source | undefined;
  open: (source: Source) => void;
}

/** Set by CitationsProvider; without it (present mode), markers render as plain superscripts. */
export const CitationContext = createContext<CitationContextValue | null>(null);

export function useCitationContext(): CitationContextValue | null {
  return useContext(CitationContext);
}

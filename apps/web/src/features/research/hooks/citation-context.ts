import type { Citation, Source } from "@pds/contracts";
import { createContext, useContext } from "react";

/** What a marker opens: its source, and the stored citation of the exact claim it marks. */
export interface CitedPassage {
  source: Source;
  citation: Citation;
}

export interface CitationContextValue {
  /**
   * The passage behind marker `[n]` on the line whose text (markers removed) is `line`; undefined unless a
   * citation of this slide ties that source to a claim on the line.
   */
  passageFor: (marker: number, line: string) => CitedPassage | undefined;
  open: (passage: CitedPassage) => void;
}

/** Set by CitationsProvider; without it (present mode), markers render as plain superscripts. */
export const CitationContext = createContext<CitationContextValue | null>(null);

export function useCitationContext(): CitationContextValue | null {
  return useContext(CitationContext);
}

import { createContext, useContext } from "react";

/** What every field editor of the open form shares. */
export interface FieldEnv {
  /** The deck uploads go to. */
  deckId: string;
  /** True while the form is saving. */
  disabled: boolean;
  /** Paths ("fields.metrics.0.label") whose text does not fit on the slide even at the smallest size. */
  overflow: ReadonlySet<string>;
  /** A number field reports that what it holds is not a valid number (Save waits until it is). */
  setInvalid: (path: string, invalid: boolean) => void;
}

export const FieldEnvContext = createContext<FieldEnv>({
  deckId: "",
  disabled: false,
  overflow: new Set(),
  setInvalid: () => {},
});

export const useFieldEnv = () => useContext(FieldEnvContext);

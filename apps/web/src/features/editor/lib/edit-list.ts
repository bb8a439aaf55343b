/** Immutable list edits for the structured editors. */
export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, i) => (i === index ? item : current));

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** `list[index]` with `patch` applied. */
export const patchAt = <T extends object>(list: readonly T[], index: number, patch: Partial<T>): T[] =>
  list.map((current, i) => (i === index ? { ...current, ...patch } : current));

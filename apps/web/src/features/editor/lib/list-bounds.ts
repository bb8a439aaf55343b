/**
 * How many rows each repeated part of a layout may hold: the bounds of the contracts schemas
 * (layoutFieldSchemas), which zod keeps in no public property; list-bounds.test.ts checks they agree.
 */
export const listBounds = {
  metrics: { min: 1, max: 3 },
  points: { min: 1, max: 12 },
  /** Columns of a comparison: "us" plus 1–4 alternatives. */
  columns: { min: 2, max: 5 },
  criteria: { min: 1, max: 6 },
  items: { min: 1, max: 8 },
  members: { min: 1, max: 6 },
  milestones: { min: 1, max: 6 },
  useOfFunds: { min: 0, max: 6 },
} as const;

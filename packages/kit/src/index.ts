export * from "./retry.ts";
export * from "./retry-after.ts";
export * from "./number-words.ts";

export * from "./retry.ts";
export * from "./retry-after.ts";

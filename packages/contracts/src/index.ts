export * from "./errors.ts";
export * from "./entities.ts";
export * from "./functions.ts";
export * from "./protocol.ts";

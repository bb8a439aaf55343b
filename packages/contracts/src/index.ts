export * from "./errors.ts";
export * from "./entities.ts";
export * from "./functions.ts";
export * from "./protocol.ts";
export * from "./define.ts";
export * from "./research.ts";
export * from "./voice.ts";
export * from "./voice-protocol.ts";

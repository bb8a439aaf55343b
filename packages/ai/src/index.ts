export * from "./engine.ts";

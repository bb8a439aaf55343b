import { define } from "./define.ts";

/** Voice practice: persona config, saved sessions and their review, and the /api/voice socket protocol. */
export const voiceFunctions = {} satisfies Record<string, ReturnType<typeof define>>;

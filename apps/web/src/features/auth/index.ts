/** The auth feature's public surface, for the features that compose it. */
export type { AuthMode } from "./lib/auth-messages.ts";

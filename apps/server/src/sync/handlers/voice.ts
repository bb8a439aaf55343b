import type { voiceFunctions } from "@pds/contracts";
import type { HandlersFor } from "../handler-types.ts";

export const voiceHandlers: HandlersFor<typeof voiceFunctions> = {};

import type { researchFunctions } from "@pds/contracts";
import type { HandlersFor } from "../handler-types.ts";

export const researchHandlers: HandlersFor<typeof researchFunctions> = {};

import type { HandlersFor } from "../../functions/handler-types.ts";
import { getBrief } from "./get-brief.ts";
import { saveBrief } from "./save-brief.ts";

export const briefHandlers: HandlersFor<"briefs"> = {
  "briefs.getBrief": getBrief,
  "briefs.saveBrief": saveBrief,
};

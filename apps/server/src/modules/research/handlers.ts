import type { HandlersFor } from "../../functions/handler-types.ts";
import { cancelResearch } from "./cancel-research.ts";
import { getResearchStatus } from "./get-research-status.ts";
import { getSearchInfo } from "./get-search-info.ts";
import { startResearch } from "./start-research.ts";

export const researchHandlers: HandlersFor<"research"> = {
  "research.getSearchInfo": getSearchInfo,
  "research.getResearchStatus": getResearchStatus,
  "research.startResearch": startResearch,
  "research.cancelResearch": cancelResearch,
};

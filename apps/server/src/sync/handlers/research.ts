import type { researchFunctions } from "@pds/contracts";
import type { HandlersFor } from "../handler-types.ts";
import { cancelResearch } from "../../modules/research/cancel-research.ts";
import { getResearchStatus } from "../../modules/research/get-research-status.ts";
import { getSearchInfo } from "../../modules/research/get-search-info.ts";
import { startResearch } from "../../modules/research/start-research.ts";
import { addSource } from "../../modules/sources/add-source.ts";
import { deleteSource } from "../../modules/sources/delete-source.ts";
import { getCitations } from "../../modules/sources/get-citations.ts";
import { getSources } from "../../modules/sources/get-sources.ts";

export const researchHandlers: HandlersFor<typeof researchFunctions> = {
  "sources.getSources": (ctx, args) => getSources(ctx, args),
  "sources.getCitations": (ctx, args) => getCitations(ctx, args),
  "sources.addSource": (ctx, args) => addSource(ctx, args),
  "sources.deleteSource": (ctx, args) => deleteSource(ctx, args),
  "research.getSearchInfo": (ctx) => getSearchInfo(ctx),
  "research.getResearchStatus": (ctx, args) => getResearchStatus(ctx, args),
  "research.startResearch": (ctx, args) => startResearch(ctx, args),
  "research.cancelResearch": (ctx, args) => cancelResearch(ctx, args),
};

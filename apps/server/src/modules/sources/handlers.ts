import type { HandlersFor } from "../../functions/handler-types.ts";
import { addSource } from "./add-source.ts";
import { deleteSource } from "./delete-source.ts";
import { getCitations } from "./get-citations.ts";
import { getSources } from "./get-sources.ts";

export const sourceHandlers: HandlersFor<"sources"> = {
  "sources.getSources": getSources,
  "sources.getCitations": getCitations,
  "sources.addSource": addSource,
  "sources.deleteSource": deleteSource,
};

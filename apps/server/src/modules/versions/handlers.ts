import type { HandlersFor } from "../../functions/handler-types.ts";
import { createVersion } from "./create-version.ts";
import { getVersion } from "./get-version.ts";
import { listVersions } from "./list-versions.ts";
import { restoreVersion } from "./restore-version.ts";

export const versionHandlers: HandlersFor<"versions"> = {
  "versions.listVersions": listVersions,
  "versions.getVersion": getVersion,
  "versions.createVersion": createVersion,
  "versions.restoreVersion": restoreVersion,
};

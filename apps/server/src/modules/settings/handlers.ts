import type { HandlersFor } from "../../functions/handler-types.ts";
import { clearModelSettings } from "./clear-model-settings.ts";
import { getModelSettings } from "./get-model-settings.ts";
import { saveModelSettings } from "./save-model-settings.ts";
import { testModelConnection } from "./test-model-connection.ts";

export const settingsHandlers: HandlersFor<"settings"> = {
  "settings.getModelSettings": getModelSettings,
  "settings.saveModelSettings": saveModelSettings,
  "settings.clearModelSettings": clearModelSettings,
  "settings.testModelConnection": testModelConnection,
};

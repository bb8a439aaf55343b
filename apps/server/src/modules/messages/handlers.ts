import type { HandlersFor } from "../../functions/handler-types.ts";
import { getMessages } from "./get-messages.ts";
import { undoCopilotEdit } from "./undo-copilot-edit.ts";

export const messageHandlers: HandlersFor<"messages"> = {
  "messages.getMessages": getMessages,
  "messages.undoCopilotEdit": undoCopilotEdit,
};

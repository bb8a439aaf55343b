import type { HandlersFor } from "../../functions/handler-types.ts";
import { getMessages } from "./get-messages.ts";

export const messageHandlers: HandlersFor<"messages"> = {
  "messages.getMessages": getMessages,
};

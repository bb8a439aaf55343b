import type { HandlersFor } from "../../functions/handler-types.ts";
import { getCurrentUser } from "./get-current-user.ts";

export const userHandlers: HandlersFor<"auth"> = {
  "auth.getCurrentUser": getCurrentUser,
};

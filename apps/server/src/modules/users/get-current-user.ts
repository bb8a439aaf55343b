import type { CurrentUser } from "@pds/contracts";
import { requireUser, type FunctionContext } from "../../functions/context.ts";

export async function getCurrentUser(ctx: FunctionContext): Promise<CurrentUser> {
  const user = requireUser(ctx);
  return { _id: user.id, name: user.name, email: user.email };
}

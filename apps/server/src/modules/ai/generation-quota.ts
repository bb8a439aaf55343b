import { and, eq, schema, sql } from "@pds/db";
import { AppError } from "../../lib/app-error.ts";
import type { FunctionContext } from "../../functions/context.ts";

const HOUR_MS = 60 * 60 * 1000;

/** Refuse a new draft when the user already started their hourly allowance. */
export async function enforceGenerationQuota(ctx: FunctionContext, userId: string, now = Date.now()) {
  const limit = ctx.services.generationsPerHour;
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(schema.generationRuns)
    .where(
      and(
        eq(schema.generationRuns.ownerId, userId),
        sql`${schema.generationRuns.startedAt} > ${now - HOUR_MS}`,
      ),
    );
  if ((row?.count ?? 0) >= limit) {
    throw new AppError(
      "RATE_LIMITED",
      `You have reached the limit of ${limit} deck drafts per hour. Please try again later.`,
    );
  }
}

export * as schema from "./schema.ts";
export * from "./client.ts";
export { DatabaseLockedError } from "./lock.ts";
export { droppedConnection } from "./retry-dropped.ts";
export { and, asc, count, desc, eq, gt, gte, inArray, isNull, max, notExists, or, sql } from "drizzle-orm";

export * as schema from "./schema.ts";
export * from "./client.ts";
export { DatabaseLockedError } from "./lock.ts";
export { and, asc, desc, eq, inArray, sql } from "drizzle-orm";

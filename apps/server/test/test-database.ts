import { randomBytes } from "node:crypto";
import pg from "pg";

/** A database made for one test server (or one group of servers), dropped when the test is done. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The admin URL of a throwaway PostgreSQL server, or undefined to run on in-memory PGlite. */
export function testDatabaseAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/**
 * CREATE DATABASE with a random name on the TEST_DATABASE_URL server, so every test server starts
 * empty and test files running in parallel never see each other's rows.
 */
export async function createTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `pds_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

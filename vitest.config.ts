import { defineConfig } from "vitest/config";

/**
 * Two projects: the web app's component tests in jsdom, and everything that runs in Node (server
 * integration tests, package unit tests, benchmark helpers). Server tests use in-memory PGlite unless
 * TEST_DATABASE_URL points at a PostgreSQL server, in which case each test server gets a fresh database.
 */
export default defineConfig({
  test: {
    projects: [
      {
        oxc: { jsx: { runtime: "automatic" } },
        test: {
          name: "web",
          environment: "jsdom",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          setupFiles: ["apps/web/src/test/setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: [
            "apps/server/**/*.test.ts",
            "packages/**/*.test.ts",
            "bench/**/*.test.ts",
            "tools/**/*.test.ts",
            "eval/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

import { DatabaseLockedError } from "@pds/db";
import { loadEnv } from "./env.ts";
import { createLogger } from "./lib/logger.ts";
import { startServer } from "./server.ts";
import { initErrorReporting } from "./lib/error-reporting.ts";

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const log = createLogger(env.LOG_LEVEL);
  await initErrorReporting(env.SENTRY_DSN, log);
  try {
    const app = await startServer(env, log);
    console.error(`Pitch deck studio is running at ${app.url}`);
    const stop = async () => {
      await app.close();
      process.exit(0);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  } catch (error) {
    if (error instanceof DatabaseLockedError) console.error(error.message);
    else if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      console.error(
        `Port ${env.PORT} is already in use. Stop the other process or set PORT to another port.`,
      );
    } else console.error(error);
    process.exit(1);
  }
}

void main();

import { describe, expect, it } from "vitest";
import { loadEnv } from "../src/env.ts";

describe("loadEnv", () => {
  it("has working defaults for an empty environment", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      RATE_LIMIT_ENABLED: true,
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    const env = loadEnv({ PORT: "", DATABASE_URL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each(["abc", "-1", "70000", "80.5"])("rejects PORT=%s naming the variable", (port) => {
    expect(() => loadEnv({ PORT: port })).toThrow(/Invalid environment configuration:\n\s+PORT: /);
  });

  it("rejects a DATABASE_URL that is not a PostgreSQL URL, saying what it must look like", () => {
    expect(() => loadEnv({ DATABASE_URL: "mysql://localhost/db" })).toThrow(
      "DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://",
    );
  });

  it("reports every bad variable at once", () => {
    let message = "";
    try {
      loadEnv({ PORT: "nope", RATE_LIMIT_ENABLED: "maybe", BETTER_AUTH_SECRET: "short" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/RATE_LIMIT_ENABLED/);
    expect(message).toMatch(/BETTER_AUTH_SECRET must be at least 32 characters/);
  });

  it("parses booleans and numbers", () => {
    const env = loadEnv({
      PORT: "0",
      RATE_LIMIT_ENABLED: "false",
      TRUST_PROXY: "1",
      AUTH_RATE_LIMIT_MAX: "3",
      DATABASE_URL: "postgresql://u@h/db",
    });
    expect(env).toMatchObject({
      PORT: 0,
      RATE_LIMIT_ENABLED: false,
      TRUST_PROXY: true,
      AUTH_RATE_LIMIT_MAX: 3,
    });
  });
});

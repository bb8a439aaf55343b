import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { setResponseHeaders } from "./response-headers.ts";

function app() {
  const hono = new Hono();
  hono.use(async (c, next) => {
    await next();
    setResponseHeaders(c, { "x-frame-options": "DENY", "x-request-id": "req-12345678" });
  });
  hono.get("/json", (c) => c.json({ ok: true }, 201, { "x-own": "kept" }));
  hono.get("/raw", () => new Response("made by hand", { headers: { "content-type": "text/plain" } }));
  hono.get("/redirect", () => Response.redirect("https://example.com/next", 302));
  return hono;
}

describe("headers set on a finished response", () => {
  it.each([
    ["a context answer", "/json", 201],
    ["a response the handler built", "/raw", 200],
    ["a redirect, whose headers are immutable", "/redirect", 302],
  ])("reach %s, keeping its status, body and own headers", async (_, path, status) => {
    const response = await app().request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-request-id")).toBe("req-12345678");
    if (path === "/json") {
      expect(response.headers.get("x-own")).toBe("kept");
      expect(await response.json()).toEqual({ ok: true });
    }
    if (path === "/raw") expect(await response.text()).toBe("made by hand");
    if (path === "/redirect") expect(response.headers.get("location")).toBe("https://example.com/next");
  });
});

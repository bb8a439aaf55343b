import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, freshUser, test } from "./fixtures.ts";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/dist");
const types: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

/** The built SPA on another origin, configured to call the API server cross-origin. */
function startSpaServer(port: number, apiUrl: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://spa").pathname;
    if (pathname === "/config.js") {
      response.writeHead(200, { "content-type": "text/javascript" });
      response.end(`window.__PDS_CONFIG__ = ${JSON.stringify({ apiUrl })};`);
      return;
    }
    const file = path.join(dist, pathname);
    const servable = file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
    response.writeHead(200, {
      "content-type": servable ? (types[path.extname(file)] ?? "text/plain") : "text/html",
    });
    response.end(fs.readFileSync(servable ? file : path.join(dist, "index.html")));
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

test("a web app served from another origin signs in with a header session and syncs live", async ({
  page,
  baseURL,
}) => {
  const spaPort = Number(process.env.PDS_E2E_SPA_PORT);
  const spa = await startSpaServer(spaPort, baseURL!);
  try {
    const user = freshUser("Cross Origin");
    await page.goto(`http://localhost:${spaPort}/`);
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await page.getByLabel("Name").fill(user.name);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign up" }).last().click();
    await expect(page.getByRole("heading", { name: "Cross Origin's pitch HQ" })).toBeVisible();
    expect(await page.evaluate("window.localStorage.getItem('pds.session-token')")).toBeTruthy();
    expect(
      (await page.context().cookies(baseURL)).filter((cookie) => cookie.name.includes("session")),
    ).toEqual([]);

    await page.getByRole("button", { name: /Start a new pitch deck/ }).click();
    await page.getByRole("button", { name: "Not now" }).click();
    await expect(page.getByRole("button", { name: /Rename deck: My Startup Pitch/ })).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByText("My Startup Pitch")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "Cross Origin's pitch HQ" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: /investor-ready deck/ })).toBeVisible();
    expect(await page.evaluate("window.localStorage.getItem('pds.session-token')")).toBeNull();
  } finally {
    await new Promise((resolve) => spa.close(resolve));
  }
});

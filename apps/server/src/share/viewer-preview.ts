import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SharePreview } from "@pds/contracts";
import type { Context } from "hono";
import type { Executor } from "../functions/executor.ts";
import type { AppEnv } from "../lib/http-env.ts";
import { getSharePreview } from "../modules/shares/get-share-preview.ts";

/** The web build's server renderer of the viewer's first screen (apps/web/src/viewer-ssr.tsx). */
type RenderViewerPreview = (preview: SharePreview) => string;

/** Where the web build writes it: beside `dist`, never under it (nothing there is served). */
const rendererFile = (webDist: string) => path.resolve(webDist, "..", "dist-ssr", "viewer-ssr.js");

const ROOT = '<div id="root"></div>';

/** JSON inside a script element: `<` escaped, so no text of the deck can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</gu, "\\u003c");

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/gu;

/**
 * The page's stylesheets written into it (~12 KB compressed): the first slide then paints when the HTML
 * arrives, not after two more requests that share a slow phone's bandwidth with the viewer's script.
 */
export function inlineStylesheets(template: string, dist: string): string {
  return template.replace(STYLESHEET, (link, href: string) => {
    const file = path.join(dist, href);
    const css = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
    return css === null || css.includes("</style") ? link : `<style>${css}</style>`;
  });
}

/** The viewer page with the first slide drawn into its root and the preview the script starts from. */
export function withPreview(template: string, markup: string, preview: SharePreview): string | null {
  if (!template.includes(ROOT)) return null;
  const data = `<script type="application/json" id="share-preview">${scriptJson(preview)}</script>`;
  return template.replace(ROOT, () => `<div id="root">${markup}</div>${data}`);
}

/**
 * The share page's HTML with its first slide already in it, for an open link that asks nothing: the
 * slide paints as soon as the HTML and CSS arrive instead of after the viewer's script, its request and
 * its render (on a mid phone over slow 4G, 2.6 s → the time of the HTML). Null when there is nothing to
 * show (a gated, revoked, expired or unknown link, or a web build without its renderer): the page is then
 * sent as it is and its script handles every state. A renderer that fails never fails the page.
 */
export function createViewerPreview(executor: Executor, webDist: string) {
  const file = rendererFile(webDist);
  let loaded: { mtimeMs: number; render: Promise<RenderViewerPreview> } | null = null;

  const renderer = (): Promise<RenderViewerPreview> | null => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      const url = `${pathToFileURL(file).href}?v=${stat.mtimeMs}`;
      const render = import(url).then((module: { renderViewerPreview: RenderViewerPreview }) => {
        if (typeof module.renderViewerPreview !== "function") throw new Error(`${file} has no renderer`);
        return module.renderViewerPreview;
      });
      loaded = { mtimeMs: stat.mtimeMs, render };
    }
    return loaded.render;
  };

  let styled: { template: string; page: string } | null = null;
  const styledPage = (template: string) => {
    if (styled?.template !== template) styled = { template, page: inlineStylesheets(template, webDist) };
    return styled.page;
  };

  return async (c: Context<AppEnv>, token: string, template: string): Promise<string | null> => {
    try {
      const render = renderer();
      if (!render) return null;
      const preview = await getSharePreview(executor.publicContext(c.get("log")), token);
      if (!preview) return null;
      return withPreview(styledPage(template), (await render)(preview), preview);
    } catch (error) {
      c.get("log").error("share page preview failed", { error });
      return null;
    }
  };
}

import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { pagePreview, ShareViewer } from "./features/viewer/index.ts";
import { initErrorReporting } from "./lib/error-reporting.ts";
import "./index.css";

/**
 * The public viewer's own entry (`viewer.html`, which the server sends for `/s/<token>`): the shared deck
 * and nothing else of the app — no router, no session check, no editor — so an investor's phone loads the
 * least JS before the first slide. For an open link that asks nothing, the server has already drawn the
 * first slide into the page (src/viewer-ssr.tsx): the script hydrates it and opens the link. (In
 * development the app's router serves `/s/:token` with the same page.)
 */
void initErrorReporting();

const token = decodeURIComponent(window.location.pathname.replace(/^\/s\//u, "").replace(/\/+$/u, ""));
const root = document.getElementById("root")!;
const preview = pagePreview();
const page = (
  <StrictMode>
    <ShareViewer token={token} preview={preview} />
  </StrictMode>
);

if (preview) hydrateRoot(root, page);
else createRoot(root).render(page);

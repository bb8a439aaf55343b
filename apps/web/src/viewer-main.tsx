import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ShareViewer } from "./features/viewer/index.ts";
import { initErrorReporting } from "./lib/error-reporting.ts";
import "./index.css";

/**
 * The public viewer's own entry (`viewer.html`, which the server sends for `/s/<token>`): the shared deck
 * and nothing else of the app — no router, no session check, no editor — so an investor's phone loads the
 * least JS before the first slide. (In development the app's router serves `/s/:token` with the same page.)
 */
void initErrorReporting();

const token = decodeURIComponent(window.location.pathname.replace(/^\/s\//u, "").replace(/\/+$/u, ""));

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ShareViewer token={token} />
  </StrictMode>,
);

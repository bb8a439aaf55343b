import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { startSessionCheck } from "./features/auth/api/auth-client.ts";
import { initErrorReporting } from "./lib/error-reporting.ts";
import "./index.css";

void initErrorReporting();
startSessionCheck();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { useEffect } from "react";
import { useRouteError } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { reportError } from "../lib/error-reporting.ts";

/** Shown when a route throws while rendering: the rest of the app keeps working after a reload. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <main role="alert" className="grid min-h-dvh place-items-center bg-slate-50 px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Something went wrong</h1>
        <p className="mt-3 text-slate-600">This page hit an unexpected error. Your saved work is safe.</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button variant="secondary" onClick={() => window.location.assign("/")}>
            Go home
          </Button>
        </div>
      </div>
    </main>
  );
}

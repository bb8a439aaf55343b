import { createBrowserRouter } from "react-router";
import { AppLoading } from "../components/app-loading.tsx";
import { RequireSignedOut } from "./route-guards.tsx";
import { RouteError } from "./route-error.tsx";
import { LandingRoute } from "./routes/landing.tsx";
import { NotFoundRoute } from "./routes/not-found.tsx";

const signedInLayout = () => import("./signed-in-layout.tsx").then((m) => ({ Component: m.SignedInLayout }));
// Signed-in screens load on first visit, so the landing page does not carry the editor, the slide renderer
// or the practice studio (the JS for "/" stays small).
const dashboard = () => import("./routes/dashboard.tsx").then((m) => ({ Component: m.DashboardRoute }));
const practice = () => import("./routes/practice.tsx").then((m) => ({ Component: m.PracticeRoute }));
const practiceSession = () =>
  import("./routes/practice-session.tsx").then((m) => ({ Component: m.PracticeSessionRoute }));
const create = () => import("./routes/create.tsx").then((m) => ({ Component: m.CreateRoute }));
const settings = () => import("./routes/settings.tsx").then((m) => ({ Component: m.SettingsRoute }));
// A shared deck's public viewer: its own chunk (the slide renderer, no editor), for visitors with no account.
const share = () => import("./routes/share.tsx").then((m) => ({ Component: m.ShareRoute }));

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Shown while a signed-in screen's code loads on the first visit (routes are lazy).
    HydrateFallback: AppLoading,
    children: [
      {
        path: "/",
        element: (
          <RequireSignedOut>
            <LandingRoute />
          </RequireSignedOut>
        ),
      },
      {
        lazy: signedInLayout,
        errorElement: <RouteError />,
        children: [
          { path: "/dashboard", lazy: dashboard, errorElement: <RouteError /> },
          { path: "/practice", lazy: practice, errorElement: <RouteError /> },
          { path: "/practice/sessions/:id", lazy: practiceSession, errorElement: <RouteError /> },
          { path: "/create", lazy: create, errorElement: <RouteError /> },
          { path: "/settings", lazy: settings, errorElement: <RouteError /> },
        ],
      },
      { path: "/s/:token", lazy: share, errorElement: <RouteError /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
]);

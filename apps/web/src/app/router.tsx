import { createBrowserRouter, Outlet } from "react-router";
import { ConnectionBanner } from "../components/connection-banner.tsx";
import { RequireSignedIn, RequireSignedOut } from "./route-guards.tsx";
import { RouteError } from "./route-error.tsx";
import { CreateRoute } from "./routes/create.tsx";
import { DashboardRoute } from "./routes/dashboard.tsx";
import { LandingRoute } from "./routes/landing.tsx";
import { NotFoundRoute } from "./routes/not-found.tsx";
import { PracticeSessionRoute } from "./routes/practice-session.tsx";
import { PracticeRoute } from "./routes/practice.tsx";

function SignedInLayout() {
  return (
    <RequireSignedIn>
      <Outlet />
      <ConnectionBanner />
    </RequireSignedIn>
  );
}

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
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
        element: <SignedInLayout />,
        errorElement: <RouteError />,
        children: [
          { path: "/dashboard", element: <DashboardRoute />, errorElement: <RouteError /> },
          { path: "/practice", element: <PracticeRoute />, errorElement: <RouteError /> },
          { path: "/practice/sessions/:id", element: <PracticeSessionRoute />, errorElement: <RouteError /> },
          { path: "/create", element: <CreateRoute />, errorElement: <RouteError /> },
        ],
      },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
]);

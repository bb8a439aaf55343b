import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useOttPending } from "../features/auth/components/auth-provider.tsx";
import { useSession } from "../features/auth/hooks/use-session.ts";

/** Signed-in pages: nothing while auth loads, the landing page for visitors. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const verifyingToken = useOttPending();
  if (isPending || verifyingToken) return null;
  if (!user) return <Navigate to="/" replace />;
  return children;
}

/** The landing page: nothing while auth loads, the dashboard for signed-in users. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { user, isPending } = useSession();
  const verifyingToken = useOttPending();
  if (isPending || verifyingToken) return null;
  if (user) return <Navigate to="/dashboard" replace />;
  return children;
}

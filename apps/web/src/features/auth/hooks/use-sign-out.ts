import { useCallback } from "react";
import { useNavigate } from "react-router";
import { authClient, sessionToken } from "../api/auth-client.ts";

/** Sign out, forget any stored token, and go to the landing page. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await authClient.signOut().catch(() => undefined);
    sessionToken.clear();
    window.sessionStorage.clear();
    navigate("/", { replace: true });
  }, [navigate]);
}

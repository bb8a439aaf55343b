import { authClient } from "../api/auth-client.ts";

export interface SessionState {
  user: { id: string; name: string; email: string } | null;
  isPending: boolean;
}

export function useSession(): SessionState {
  const session = authClient.useSession();
  const user = session.data?.user;
  return {
    user: user ? { id: user.id, name: user.name, email: user.email } : null,
    isPending: session.isPending,
  };
}

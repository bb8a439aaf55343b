import type { Auth } from "../auth/create-auth.ts";
import type { RegisteredSocket, SocketRegistry } from "./socket-registry.ts";
import { lookupSession, type SocketSession } from "../auth/socket-session.ts";

export interface SessionWatchDeps {
  auth: Auth;
  registry: SocketRegistry;
  sessionRecheckMs: number;
  /** Runs a session's re-check lookup, sharing one among that session's sockets for a few seconds. */
  shareRecheck: (
    sessionId: string,
    lookup: () => Promise<SocketSession | null>,
  ) => Promise<SocketSession | null>;
}

/**
 * Keeps one socket tied to its session. Sign-out and revocation reach it through the registry (from this
 * instance or, over the topic bus, another); the periodic re-check and a timer at the expiry catch what no
 * notification announced (a session row deleted by hand, a notification lost while the listener reconnected).
 */
export class SessionWatch {
  private registered: RegisteredSocket | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: SessionWatchDeps,
    private readonly onEnded: () => void,
  ) {}

  /** Watch this session (none: watch nothing). False when its user already has the most sockets allowed. */
  start(session: SocketSession | null): boolean {
    this.stop();
    if (!session) return true;
    const registered: RegisteredSocket = {
      userId: session.user.id,
      sessionId: session.sessionId,
      endSession: () => this.end(registered),
    };
    if (!this.deps.registry.add(registered)) return false;
    this.registered = registered;
    this.schedule(registered, session.headers, session.expiresAt);
    return true;
  }

  stop(): void {
    clearTimeout(this.timer);
    if (this.registered) this.deps.registry.remove(this.registered);
    this.registered = null;
  }

  private end(registered: RegisteredSocket): void {
    if (this.registered !== registered) return;
    this.stop();
    this.onEnded();
  }

  private schedule(registered: RegisteredSocket, headers: Headers, expiresAt: number): void {
    const delay = Math.max(0, Math.min(this.deps.sessionRecheckMs, expiresAt - Date.now()));
    this.timer = setTimeout(() => void this.recheck(registered, headers), delay);
    this.timer.unref();
  }

  /** Look the session up again by the same credentials, without extending it. */
  private async recheck(registered: RegisteredSocket, headers: Headers): Promise<void> {
    let again: SocketSession | null;
    try {
      again = await this.deps.shareRecheck(registered.sessionId, () =>
        lookupSession(this.deps.auth, { headers }, true),
      );
    } catch {
      // The database did not answer: that says nothing about the session. Keep the socket, ask again later.
      if (this.registered === registered)
        this.schedule(registered, headers, Date.now() + this.deps.sessionRecheckMs);
      return;
    }
    if (this.registered !== registered) return;
    if (!again || again.sessionId !== registered.sessionId) return this.end(registered);
    this.schedule(registered, headers, again.expiresAt);
  }
}

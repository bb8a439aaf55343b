/** What the registry can do to an open, signed-in sync socket. */
export interface RegisteredSocket {
  userId: string;
  sessionId: string;
  /** End the socket because its session ended (signed out, revoked, expired). */
  endSession(): void;
}

/**
 * The signed-in sync sockets of this instance, by user and by session: a user's sockets are capped (each
 * holds live queries the server re-runs), and a session that ends closes its sockets at once.
 */
export class SocketRegistry {
  private readonly byUser = new Map<string, Set<RegisteredSocket>>();
  private readonly bySession = new Map<string, Set<RegisteredSocket>>();

  constructor(private readonly maxPerUser: number) {}

  /** Register a socket; false (and nothing registered) when its user already has the most allowed. */
  add(socket: RegisteredSocket): boolean {
    const mine = this.byUser.get(socket.userId) ?? new Set<RegisteredSocket>();
    if (mine.size >= this.maxPerUser) return false;
    mine.add(socket);
    this.byUser.set(socket.userId, mine);
    const session = this.bySession.get(socket.sessionId) ?? new Set<RegisteredSocket>();
    session.add(socket);
    this.bySession.set(socket.sessionId, session);
    return true;
  }

  remove(socket: RegisteredSocket): void {
    drop(this.byUser, socket.userId, socket);
    drop(this.bySession, socket.sessionId, socket);
  }

  /** End every socket of these sessions (the sockets remove themselves as they close). */
  endSessions(sessionIds: Iterable<string>): void {
    for (const id of sessionIds)
      for (const socket of [...(this.bySession.get(id) ?? [])]) socket.endSession();
  }
}

function drop(map: Map<string, Set<RegisteredSocket>>, key: string, socket: RegisteredSocket) {
  const set = map.get(key);
  if (!set?.delete(socket)) return;
  if (set.size === 0) map.delete(key);
}

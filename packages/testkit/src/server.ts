/**
 * What the test clients need to know about a running server. Structural on purpose: the testkit is a
 * package and must not import the server app, so any `{ url }` (the server's own test server, a bench
 * server) fits.
 */
export interface ServerAddress {
  /** `http://host:port` the server listens on. */
  readonly url: string;
  /** The origin the server trusts; defaults to `url`. */
  readonly origin?: string;
}

/** The server's WebSocket base, `ws://host:port`. */
export const wsBase = (server: ServerAddress) => server.url.replace(/^http/, "ws");

import http from "node:http";
import type { AddressInfo } from "node:net";

/** A local HTTP server that counts what it is asked. */
export interface FakeServer {
  url: string;
  /** Paths requested, in order. */
  hits: string[];
  /** Most requests in flight at once. */
  peak: number;
  close(): Promise<void>;
}

export async function serveFake(
  host: string,
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>,
): Promise<FakeServer> {
  let inFlight = 0;
  const fake: FakeServer = { url: "", hits: [], peak: 0, close: async () => undefined };
  const server = http.createServer((req, res) => {
    fake.hits.push(req.url ?? "");
    inFlight++;
    fake.peak = Math.max(fake.peak, inFlight);
    res.on("close", () => inFlight--);
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  fake.url = `http://${host}:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBlockedAddress } from "./address-guard.ts";
import {
  createPageFetcher,
  PageFetchError,
  UNFETCHABLE_ADDRESS,
  type ResolvedAddress,
} from "./fetch-page.ts";

const ARTICLE = `<!doctype html><html><head><title>Market report</title></head><body>
<nav>Home | About</nav>
<article><h1>Pet care market</h1>
<p>The global pet care market was valued at $261 billion in 2022 according to analysts at a research firm.</p>
<p>It is expected to grow at a CAGR of 6.1% through 2030, driven by spending on premium food and veterinary care.</p>
<script>document.title = "hacked"</script>
</article></body></html>`;

/** A fake web server: pages by path, plus a log of every request it received. */
function fakeWeb(host: string) {
  const hits: string[] = [];
  let redirectTo = "";
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    switch (req.url) {
      case "/article":
        return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(ARTICLE);
      case "/plain":
        return void res
          .writeHead(200, { "content-type": "text/plain" })
          .end("Plain facts.\n\nSecond paragraph.");
      case "/pdf":
        return void res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4");
      case "/json":
        return void res.writeHead(200, { "content-type": "application/json" }).end("{}");
      case "/huge":
        res.writeHead(200, { "content-type": "text/html" });
        // No content-length: the limit must hold while streaming.
        for (let i = 0; i < 50; i++) res.write(`<p>${"x".repeat(1000)}</p>`);
        return void res.end();
      case "/huge-declared":
        // Headers announce more than the limit; the body never needs to arrive.
        return void res
          .writeHead(200, { "content-type": "text/html", "content-length": "999999" })
          .write("<p>x</p>");
      case "/slow":
        return void setTimeout(
          () => res.writeHead(200, { "content-type": "text/html" }).end("<p>late</p>"),
          2_000,
        ).unref();
      case "/redirect":
        return void res.writeHead(302, { location: redirectTo }).end();
      case "/loop":
        return void res.writeHead(302, { location: "/loop" }).end();
      case "/hop":
        return void res.writeHead(301, { location: "/article" }).end();
      case "/404":
        return void res.writeHead(404, { "content-type": "text/html" }).end("<p>missing</p>");
      default:
        return void res.writeHead(200, { "content-type": "text/html" }).end("<p>secret internal page</p>");
    }
  });
  return {
    hits,
    server,
    setRedirect: (to: string) => (redirectTo = to),
    url: "",
    async start() {
      await new Promise<void>((resolve) => server.listen(0, host, resolve));
      this.url = `http://${host}:${(server.address() as AddressInfo).port}`;
      return this;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// "public.test" stands for a public web host: it resolves to 127.0.0.2, which only the tests treat as public.
let publicSite: Awaited<ReturnType<ReturnType<typeof fakeWeb>["start"]>>;
// The "internal service" on 127.0.0.1 that no probe may reach.
let internal: Awaited<ReturnType<ReturnType<typeof fakeWeb>["start"]>>;
const PUBLIC_LOOKALIKE = "127.0.0.2";

const resolver = (table: Record<string, ResolvedAddress[]>) => {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const answer = table[hostname];
    if (!answer) throw new Error("ENOTFOUND");
    return answer;
  };
  return { calls, resolve };
};

const guarded = (
  table: Record<string, ResolvedAddress[]> = {},
  limits = { timeoutMs: 500, maxBytes: 20_000 },
) => {
  const dns = resolver({
    "public.test": [{ address: PUBLIC_LOOKALIKE, family: 4 }],
    localhost: [{ address: "127.0.0.1", family: 4 }],
    ...table,
  });
  const fetchPage = createPageFetcher({
    ...limits,
    resolve: dns.resolve,
    // The production check, except that our stand-in public host counts as public.
    isBlocked: (address) => address !== PUBLIC_LOOKALIKE && isBlockedAddress(address),
  });
  return { fetchPage, dns };
};

const publicUrl = (path: string) => `${publicSite.url.replace(PUBLIC_LOOKALIKE, "public.test")}${path}`;

async function failure(promise: Promise<unknown>): Promise<PageFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PageFetchError);
  return error as PageFetchError;
}

beforeAll(async () => {
  publicSite = await fakeWeb(PUBLIC_LOOKALIKE).start();
  internal = await fakeWeb("127.0.0.1").start();
});

afterAll(async () => {
  await publicSite.stop();
  await internal.stop();
});

describe("fetchPage", () => {
  it("fetches a page and extracts its readable text without running scripts", async () => {
    const page = await guarded().fetchPage(publicUrl("/article"));
    expect(page.title).toBe("Market report");
    expect(page.contentType).toBe("text/html");
    expect(page.text).toContain("The global pet care market was valued at $261 billion in 2022");
    expect(page.text).toContain("CAGR of 6.1%");
    expect(page.text).not.toContain("Home | About");
    expect(page.text).not.toContain("hacked");
  });

  it("keeps plain text as it is", async () => {
    const page = await guarded().fetchPage(publicUrl("/plain"));
    expect(page.text).toBe("Plain facts.\n\nSecond paragraph.");
  });

  it("follows redirects on allowed hosts", async () => {
    const page = await guarded().fetchPage(publicUrl("/hop"));
    expect(page.url).toBe(publicUrl("/article"));
  });

  it("reaches loopback when private hosts are allowed (tests and local development)", async () => {
    const fetchPage = createPageFetcher({ timeoutMs: 1_000, maxBytes: 20_000, allowPrivateHosts: true });
    expect((await fetchPage(`${internal.url}/article`)).title).toBe("Market report");
  });
});

describe("fetchPage SSRF guard", () => {
  const port = () => new URL(internal.url).port;

  it.each([
    ["loopback", () => `http://127.0.0.1:${port()}/secret`],
    ["private 10/8", () => "http://10.0.0.1/secret"],
    ["cloud metadata", () => "http://169.254.169.254/latest/meta-data/"],
    ["IPv6 loopback", () => `http://[::1]:${port()}/secret`],
    ["IPv4-mapped IPv6 loopback", () => `http://[::ffff:127.0.0.1]:${port()}/secret`],
    ["unspecified 0.0.0.0", () => `http://0.0.0.0:${port()}/secret`],
    ["a name for loopback", () => `http://localhost:${port()}/secret`],
  ])("refuses %s", async (_label, url) => {
    const before = internal.hits.length;
    const error = await failure(guarded().fetchPage(url()));
    expect(error.code).toBe("blocked_address");
    expect(internal.hits.length).toBe(before);
  });

  it("refuses a name when any of its addresses is private", async () => {
    const { fetchPage } = guarded({
      "mixed.test": [
        { address: PUBLIC_LOOKALIKE, family: 4 },
        { address: "10.1.2.3", family: 4 },
      ],
    });
    expect((await failure(fetchPage("http://mixed.test/article"))).code).toBe("blocked_address");
  });

  it("refuses a redirect from an allowed host to 127.0.0.1", async () => {
    publicSite.setRedirect(`http://127.0.0.1:${port()}/secret`);
    const before = internal.hits.length;
    const error = await failure(guarded().fetchPage(publicUrl("/redirect")));
    expect(error.code).toBe("blocked_address");
    expect(internal.hits.length).toBe(before);
    expect(publicSite.hits).toContain("/redirect");
  });

  it("refuses a redirect to the metadata address and to a name for loopback", async () => {
    publicSite.setRedirect("http://169.254.169.254/latest/meta-data/");
    expect((await failure(guarded().fetchPage(publicUrl("/redirect")))).code).toBe("blocked_address");
    publicSite.setRedirect(`http://localhost:${port()}/secret`);
    expect((await failure(guarded().fetchPage(publicUrl("/redirect")))).code).toBe("blocked_address");
  });

  it("connects to the address it checked, even if the name would resolve elsewhere later", async () => {
    let answers = 0;
    const fetchPage = createPageFetcher({
      timeoutMs: 1_000,
      maxBytes: 20_000,
      resolve: async () => {
        answers += 1;
        return [{ address: answers === 1 ? PUBLIC_LOOKALIKE : "127.0.0.1", family: 4 }];
      },
      isBlocked: (address) => address !== PUBLIC_LOOKALIKE && isBlockedAddress(address),
    });
    const before = internal.hits.length;
    const page = await fetchPage(`http://rebind.test:${new URL(publicSite.url).port}/article`);
    expect(page.title).toBe("Market report");
    expect(answers).toBe(1);
    expect(internal.hits.length).toBe(before);
  });

  it("gives up after five redirects", async () => {
    expect((await failure(guarded().fetchPage(publicUrl("/loop")))).code).toBe("too_many_redirects");
  });

  it.each([
    "ftp://public.test/file",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "not a url",
    "http://user:pw@public.test/",
  ])("refuses the address %s", async (url) => {
    expect((await failure(guarded().fetchPage(url))).code).toBe("invalid_url");
  });

  it("answers an unknown host exactly as a private one, and keeps the real reason in the cause", async () => {
    const unknown = await failure(guarded().fetchPage("http://nowhere.test/"));
    const inward = await failure(
      guarded({ "intranet.test": [{ address: "10.1.2.3", family: 4 }] }).fetchPage("http://intranet.test/"),
    );
    for (const error of [unknown, inward]) {
      expect({ code: error.code, message: error.message }).toEqual({
        code: "blocked_address",
        message: UNFETCHABLE_ADDRESS,
      });
    }
    expect((unknown.cause as Error).message).toMatch(/^host not found: nowhere\.test/u);
    expect((inward.cause as Error).message).toBe(
      "private or local address: intranet.test resolves to 10.1.2.3",
    );
  });
});

describe("fetchPage limits", () => {
  it("stops reading past the size limit", async () => {
    expect((await failure(guarded().fetchPage(publicUrl("/huge")))).code).toBe("too_large");
    expect((await failure(guarded().fetchPage(publicUrl("/huge-declared")))).code).toBe("too_large");
  });

  it.each(["/pdf", "/json"])("refuses content that is not a web page or text (%s)", async (path) => {
    const error = await failure(guarded().fetchPage(publicUrl(path)));
    expect(error.code).toBe("unsupported_type");
  });

  it("gives up on a slow page at the time limit", async () => {
    const started = Date.now();
    expect((await failure(guarded().fetchPage(publicUrl("/slow")))).code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("stops when the caller aborts", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await failure(guarded().fetchPage(publicUrl("/slow"), { signal: controller.signal }));
    expect(error.code).toBe("aborted");
  });

  it("reports an error status", async () => {
    expect((await failure(guarded().fetchPage(publicUrl("/404")))).code).toBe("http_status");
  });
});

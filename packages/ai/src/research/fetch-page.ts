import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isBlockedAddress } from "./address-guard.ts";
import { extractReadableText } from "./readable-text.ts";

export interface FetchedPage {
  /** The final URL after redirects. */
  url: string;
  title: string;
  /** Readable text of the page (paragraphs separated by blank lines). */
  text: string;
  contentType: string;
}

export type PageFetchFailureCode =
  | "invalid_url"
  | "blocked_address"
  | "too_many_redirects"
  | "timeout"
  | "aborted"
  | "too_large"
  | "unsupported_type"
  | "http_status"
  | "network"
  | "empty";

/**
 * Why a page could not be fetched; the message is safe to show to the founder. When the real reason must
 * stay private it is in `cause`, for the server log only.
 */
export class PageFetchError extends Error {
  override readonly name = "PageFetchError";
  constructor(
    readonly code: PageFetchFailureCode,
    message: string,
    options?: { cause: Error },
  ) {
    super(message, options);
  }
}

/**
 * One answer for a host that does not resolve and for one that points inward: different answers would
 * tell a caller which internal host names exist. The log keeps the difference (the error's `cause`).
 */
export const UNFETCHABLE_ADDRESS = "This address can't be fetched.";
const unfetchable = (reason: string) =>
  new PageFetchError("blocked_address", UNFETCHABLE_ADDRESS, { cause: new Error(reason) });

export type FetchPage = (url: string, options?: { signal?: AbortSignal }) => Promise<FetchedPage>;

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface PageFetcherOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Reach private and loopback addresses too (tests and local development only). */
  allowPrivateHosts?: boolean;
  /** Name resolution (default: every address from the system resolver). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Which addresses are off limits (default: `isBlockedAddress`, or nothing when private hosts are allowed). */
  isBlocked?: (address: string) => boolean;
  maxRedirects?: number;
}

const ALLOWED_TYPES = new Set(["text/html", "text/plain", "application/xhtml+xml"]);
const DEFAULT_MAX_REDIRECTS = 5;

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  dnsLookup(hostname, { all: true, verbatim: true });

/**
 * A page fetcher with an SSRF guard: http(s) only; the host is resolved and every address checked; the
 * connection goes to the checked address (no second DNS answer can swap it); redirects are followed by
 * hand and each hop checked again; time and size limits; only HTML or plain text; readable text extracted.
 */
export function createPageFetcher(options: PageFetcherOptions): FetchPage {
  const resolve = options.resolve ?? systemResolve;
  const isBlocked = options.isBlocked ?? (options.allowPrivateHosts ? () => false : isBlockedAddress);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;

  async function checkedAddress(url: URL): Promise<ResolvedAddress> {
    const host = url.hostname.replace(/^\[|\]$/gu, "");
    const literal = isIP(host);
    const addresses = literal ? [{ address: host, family: literal }] : await resolveHost(host);
    if (addresses.length === 0) throw unfetchable(`host not found: ${host} has no address`);
    // Every address must be allowed: a name that also points inward is refused outright.
    const inward = addresses.find((a) => isBlocked(a.address));
    if (inward) throw unfetchable(`private or local address: ${host} resolves to ${inward.address}`);
    return addresses[0]!;
  }

  async function resolveHost(host: string) {
    try {
      return await resolve(host);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw unfetchable(`host not found: ${host} (${why})`);
    }
  }

  return async function fetchPage(rawUrl, callOptions = {}) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;
    const failed = (error: unknown): never => {
      if (error instanceof PageFetchError) throw error;
      if (callOptions.signal?.aborted) throw new PageFetchError("aborted", "The fetch was cancelled.");
      if (timeout.aborted) throw new PageFetchError("timeout", "The page did not load in time.");
      throw new PageFetchError("network", "The page could not be reached.");
    };
    let url = parseUrl(rawUrl);
    try {
      for (let hop = 0; ; hop++) {
        const target = await checkedAddress(url);
        const response = await request(url, target, signal, options.maxBytes);
        if (response.kind === "redirect") {
          if (hop >= maxRedirects)
            throw new PageFetchError("too_many_redirects", "The page redirects too many times.");
          url = parseUrl(new URL(response.location, url).toString());
          continue;
        }
        const text = await extractReadableText(
          response.body,
          response.contentType,
          response.charset,
          url.toString(),
        );
        if (!text.text.trim()) throw new PageFetchError("empty", "The page has no readable text.");
        return {
          url: url.toString(),
          title: text.title || url.hostname,
          text: text.text,
          contentType: response.contentType,
        };
      }
    } catch (error) {
      return failed(error);
    }
  };
}

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PageFetchError("invalid_url", "That is not a valid web address.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new PageFetchError("invalid_url", "Only http and https addresses can be fetched.");
  }
  if (url.username || url.password) {
    throw new PageFetchError("invalid_url", "Web addresses with a user name or password are not fetched.");
  }
  return url;
}

type RawResponse =
  | { kind: "redirect"; location: string }
  | { kind: "page"; body: Buffer; contentType: string; charset: string | undefined };

function request(
  url: URL,
  target: ResolvedAddress,
  signal: AbortSignal,
  maxBytes: number,
): Promise<RawResponse> {
  // Connect to the address we checked, whatever a later DNS answer would say (no rebinding).
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<RawResponse>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "GET",
        lookup,
        signal,
        headers: {
          accept: "text/html,application/xhtml+xml,text/plain;q=0.9",
          "accept-encoding": "identity",
          "user-agent": "PitchDeckStudio-Research/1.0",
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && status !== 304) {
          res.resume();
          const location = res.headers.location;
          if (!location) return reject(new PageFetchError("http_status", "The page redirected nowhere."));
          return resolve({ kind: "redirect", location });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(new PageFetchError("http_status", `The page answered with HTTP ${status}.`));
        }
        const [mime = "", ...params] = (res.headers["content-type"] ?? "").split(";");
        const contentType = mime.trim().toLowerCase();
        if (!ALLOWED_TYPES.has(contentType)) {
          const shown = contentType || "no type";
          reject(
            new PageFetchError(
              "unsupported_type",
              `Only web pages and plain text can be used (got ${shown}).`,
            ),
          );
          return void res.destroy();
        }
        const charset = params
          .map((p) => /^\s*charset\s*=\s*"?([^";]+)"?/iu.exec(p)?.[1])
          .find((c): c is string => Boolean(c));
        const tooLarge = () => new PageFetchError("too_large", `The page is larger than ${maxBytes} bytes.`);
        const declared = Number(res.headers["content-length"]);
        if (Number.isFinite(declared) && declared > maxBytes) {
          reject(tooLarge());
          return void res.destroy();
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            // Settle first: destroying the stream emits "aborted" synchronously.
            reject(tooLarge());
            res.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ kind: "page", body: Buffer.concat(chunks), contentType, charset }));
        res.on("error", reject);
        res.on("aborted", () => reject(new PageFetchError("network", "The page stopped loading.")));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

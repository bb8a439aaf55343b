import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** An unguessable capability for an address: 192 random bits, URL-safe (32 characters). */
export const newToken = () => randomBytes(24).toString("base64url");

/** What a token looks like; anything else is not looked up at all. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{32}$/u.test(token);

/** A passcode kept only as `scrypt$<salt>$<hash>` (the default scrypt cost, 16-byte salt). */
export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(passcode, salt, 32);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function passcodeMatches(passcode: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(passcode, Buffer.from(salt, "base64url"), expected.length);
  return timingSafeEqual(actual, expected);
}

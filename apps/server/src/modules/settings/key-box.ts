import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals API keys at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's secret, so a
 * copy of the database alone does not reveal them. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export class KeyBox {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync("sha256", serverSecret, "pds-model-keys", "api-key-at-rest", 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"));
    return `v1.${parts.join(".")}`;
  }

  /** The key, or null when it was sealed under another secret (or tampered with). */
  open(stored: string): string | null {
    const [version, iv, tag, sealed] = stored.split(".");
    if (version !== "v1" || !iv || !tag || sealed === undefined) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    } catch {
      return null;
    }
  }
}

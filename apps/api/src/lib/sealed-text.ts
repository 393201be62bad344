import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Text kept in the database that must not be readable from it (or from a backup of it): sealed with
 * AES-256-GCM under a key derived from a secret the database never holds. Each purpose derives its own key,
 * so a value sealed for one use cannot be opened as another.
 */
export interface Sealer {
  seal(plain: string): string;
  /** The sealed text, or undefined when it was not sealed by this key and purpose (or was tampered with). */
  open(sealed: string): string | undefined;
}

const FORMAT = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync("sha256", secret, "iv-drips sealed text", purpose, 32));
  const aad = Buffer.from(`${FORMAT}:${purpose}`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [
        FORMAT,
        iv.toString("base64url"),
        Buffer.concat([body, cipher.getAuthTag()]).toString("base64url"),
      ].join(".");
    },
    open(sealed) {
      const [format, ivText, bodyText, ...rest] = sealed.split(".");
      if (format !== FORMAT || ivText === undefined || bodyText === undefined || rest.length > 0)
        return undefined;
      const iv = Buffer.from(ivText, "base64url");
      const body = Buffer.from(bodyText, "base64url");
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv);
        decipher.setAAD(aad);
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(body.subarray(0, body.length - TAG_BYTES)),
          decipher.final(),
        ]).toString("utf8");
      } catch {
        return undefined;
      }
    },
  };
}

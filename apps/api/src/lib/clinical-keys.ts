import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { loadOrCreateSecret } from "./kept-secret";

/**
 * Clinical data at rest (docs/decisions/045): each value sealed with AES-256-GCM under CLINICAL_DATA_KEY, the
 * key's id kept beside it, and bound to the row it belongs to (`binding`, e.g. the customer's id), so a value
 * copied onto another row does not open. A second key (CLINICAL_DATA_KEY_PREVIOUS) still opens what was sealed
 * before a rotation; new values are always sealed under the current key.
 */
export interface ClinicalSealer {
  /** The id of the key new values are sealed under. */
  readonly keyId: string;
  seal(plain: string, binding: string): { keyId: string; sealed: string };
  /** The value, or undefined when no key of ours with that id sealed it for this binding. */
  open(value: { keyId: string; sealed: string }, binding: string): string | undefined;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = "c1";

/** A key as configured: 32 random bytes in base64 (`openssl rand -base64 32`); undefined when it is not. */
export function parseClinicalKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replaceAll("-", "+").replaceAll("_", "/"), "base64");
  return key.length === KEY_BYTES ? key : undefined;
}

/** A key's public name: enough of its hash to tell keys apart, nothing that helps find it. */
export function clinicalKeyId(key: Buffer): string {
  return createHash("sha256").update("iv-drips clinical key id").update(key).digest("hex").slice(0, 12);
}

/** A new key, as CLINICAL_DATA_KEY takes it. */
export function newClinicalKey(): string {
  return randomBytes(KEY_BYTES).toString("base64");
}

export function createClinicalSealer(current: Buffer, previous?: Buffer): ClinicalSealer {
  const keys = new Map<string, Buffer>();
  const keyId = clinicalKeyId(current);
  keys.set(keyId, current);
  if (previous) keys.set(clinicalKeyId(previous), previous);
  const aad = (binding: string) => Buffer.from(`${FORMAT}:${binding}`);

  return {
    keyId,
    seal(plain, binding) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", current, iv);
      cipher.setAAD(aad(binding));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return { keyId, sealed: `${FORMAT}.${iv.toString("base64url")}.${body.toString("base64url")}` };
    },
    open({ keyId: id, sealed }, binding) {
      const key = keys.get(id);
      const [format, ivText, bodyText, ...rest] = sealed.split(".");
      if (!key || format !== FORMAT || ivText === undefined || bodyText === undefined || rest.length > 0)
        return undefined;
      const iv = Buffer.from(ivText, "base64url");
      const body = Buffer.from(bodyText, "base64url");
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv);
        decipher.setAAD(aad(binding));
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

/**
 * The sealer of a process: CLINICAL_DATA_KEY (and the previous key, after a rotation); outside production, when
 * unset, a key generated once and kept in the data directory, as the JWT secret is.
 */
export function clinicalSealerFor(settings: {
  clinicalDataKey: string | undefined;
  clinicalDataKeyPrevious: string | undefined;
  dataDir: string;
}): ClinicalSealer {
  const configured =
    settings.clinicalDataKey ??
    loadOrCreateSecret(
      settings.dataDir,
      "clinical-data-key",
      newClinicalKey,
      (kept) => parseClinicalKey(kept) !== undefined,
    );
  const current = parseClinicalKey(configured);
  if (!current) throw new Error("CLINICAL_DATA_KEY is not 32 bytes in base64");
  const previous = settings.clinicalDataKeyPrevious
    ? parseClinicalKey(settings.clinicalDataKeyPrevious)
    : undefined;
  return createClinicalSealer(current, previous);
}

import { randomInt } from "node:crypto";

/** Letters and digits nobody confuses when reading a reference aloud (no I, O, 0 or 1). */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A human reference: the prefix and six random characters, e.g. IVD-7K3M9Q (a booking), IVP-… (a purchase). */
export function newReference(prefix: string): string {
  let code = "";
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}${code}`;
}

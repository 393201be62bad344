import { randomBytes } from "node:crypto";
import { loadOrCreateSecret } from "../../lib/kept-secret";

/** Outside production a missing JWT_SECRET is generated once and kept in the data directory. */
export function loadOrCreateJwtSecret(dataDir: string): string {
  return loadOrCreateSecret(
    dataDir,
    "jwt-secret",
    () => randomBytes(48).toString("base64url"),
    (kept) => kept.length >= 32,
  );
}

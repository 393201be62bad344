import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PRIVATE_FILE_MODE, makePrivateDir } from "../../lib/private-files";

/**
 * Outside production a missing JWT_SECRET is generated once and kept in the data directory, so tokens
 * survive restarts without any set-up. Production refuses to start without one (see config).
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const secretPath = path.join(dataDir, "jwt-secret");
  try {
    const existing = fs.readFileSync(secretPath, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  makePrivateDir(dataDir);
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(secretPath, `${secret}\n`, { mode: PRIVATE_FILE_MODE });
  return secret;
}

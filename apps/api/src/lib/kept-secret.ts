import fs from "node:fs";
import path from "node:path";
import { PRIVATE_FILE_MODE, makePrivateDir } from "./private-files";

/**
 * A secret generated once outside production and kept in the data directory (readable by the server's user
 * only), so what it signs or seals survives restarts without any set-up. Production takes its secrets from
 * the configuration instead, and refuses to start without them (see config.ts).
 */
export function loadOrCreateSecret(
  dataDir: string,
  fileName: string,
  create: () => string,
  isUsable: (kept: string) => boolean,
): string {
  const secretPath = path.join(dataDir, fileName);
  try {
    const existing = fs.readFileSync(secretPath, "utf8").trim();
    if (isUsable(existing)) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  makePrivateDir(dataDir);
  const secret = create();
  fs.writeFileSync(secretPath, `${secret}\n`, { mode: PRIVATE_FILE_MODE });
  return secret;
}

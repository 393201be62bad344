import fs from "node:fs";

/**
 * DATA_DIR holds the embedded database, the generated JWT secret and the emails written without SMTP: the
 * server creates all of it readable by its own user only. (Modes are further narrowed by the umask, never
 * widened.)
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` and any missing parents owner-only; an existing directory is left as it is. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * A directory that is the server's own (the embedded store's `pgdata`): created owner-only, and narrowed to
 * owner-only when an earlier version left it open to others.
 */
export function makeOwnPrivateDir(dir: string): void {
  makePrivateDir(dir);
  if ((fs.statSync(dir).mode & 0o077) !== 0) fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadOrCreateJwtSecret } from "./jwt-secret";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-jwt-secret-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the JWT secret generated outside production", () => {
  it("is created once, with DATA_DIR, readable by the owner only, and kept across starts", () => {
    const dataDir = path.join(root, "data");
    const secret = loadOrCreateJwtSecret(dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, "jwt-secret")).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwtSecret(dataDir)).toBe(secret);
  });
});

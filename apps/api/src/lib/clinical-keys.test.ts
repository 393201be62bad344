import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  clinicalKeyId,
  clinicalSealerFor,
  createClinicalSealer,
  newClinicalKey,
  parseClinicalKey,
} from "./clinical-keys";

const key = (text = newClinicalKey()) => {
  const parsed = parseClinicalKey(text);
  if (!parsed) throw new Error("not a key");
  return parsed;
};

describe("clinical keys", () => {
  it("take 32 bytes in base64 and nothing else", () => {
    expect(parseClinicalKey(newClinicalKey())?.length).toBe(32);
    expect(parseClinicalKey("too-short")).toBeUndefined();
    expect(parseClinicalKey(Buffer.alloc(31).toString("base64"))).toBeUndefined();
    expect(parseClinicalKey("not base64 at all, with spaces and !!")).toBeUndefined();
  });

  it("seal text that opens for its own row only, and never shows it", () => {
    const sealer = createClinicalSealer(key());
    const value = sealer.seal('{"conditions":["g6pd_deficiency"]}', "user-1");
    expect(value.keyId).toBe(sealer.keyId);
    expect(value.sealed).not.toContain("g6pd");
    expect(sealer.open(value, "user-1")).toBe('{"conditions":["g6pd_deficiency"]}');
    // Copied onto another customer's row, it does not open.
    expect(sealer.open(value, "user-2")).toBeUndefined();
    // Tampered with (one bit of the ciphertext flipped), it does not open.
    const [format, iv, body] = value.sealed.split(".");
    const flipped = Buffer.from(body ?? "", "base64url");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const tampered = [format, iv, flipped.toString("base64url")].join(".");
    expect(sealer.open({ ...value, sealed: tampered }, "user-1")).toBeUndefined();
    // Two seals of the same text differ (a fresh IV each time).
    expect(sealer.seal("same", "b").sealed).not.toBe(sealer.seal("same", "b").sealed);
  });

  it("open what the previous key sealed after a rotation, and seal anew under the current key only", () => {
    const oldKey = key();
    const newKey = key();
    const before = createClinicalSealer(oldKey).seal("answers", "user-1");
    const rotated = createClinicalSealer(newKey, oldKey);
    expect(rotated.open(before, "user-1")).toBe("answers");
    expect(rotated.seal("answers", "user-1").keyId).toBe(clinicalKeyId(newKey));
    // Once the old key is gone, what it sealed cannot be read.
    expect(createClinicalSealer(newKey).open(before, "user-1")).toBeUndefined();
  });
});

describe("a process's clinical key", () => {
  it("is generated once outside production, kept private in the data directory, and the same after a restart", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-clinical-key-"));
    try {
      const settings = { clinicalDataKey: undefined, clinicalDataKeyPrevious: undefined, dataDir };
      const first = clinicalSealerFor(settings);
      const sealed = first.seal("answers", "user-1");
      const file = path.join(dataDir, "clinical-data-key");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const restarted = clinicalSealerFor(settings);
      expect(restarted.keyId).toBe(first.keyId);
      expect(restarted.open(sealed, "user-1")).toBe("answers");
      // A configured key wins, and the kept one can still open as the previous key.
      const configured = newClinicalKey();
      const rotated = clinicalSealerFor({
        ...settings,
        clinicalDataKey: configured,
        clinicalDataKeyPrevious: fs.readFileSync(file, "utf8").trim(),
      });
      expect(rotated.keyId).not.toBe(first.keyId);
      expect(rotated.open(sealed, "user-1")).toBe("answers");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

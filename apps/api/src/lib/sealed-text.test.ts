import { describe, expect, it } from "vitest";
import { createSealer } from "./sealed-text";

const SECRET = "a-secret-the-database-never-holds-0123456789";

describe("createSealer", () => {
  it("opens what it sealed, and the sealed text does not contain it", () => {
    const sealer = createSealer(SECRET, "outbox credential");
    const sealed = sealer.seal("reset-token-Zx81_q");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("reset-token");
    expect(sealer.open(sealed)).toBe("reset-token-Zx81_q");
  });

  it("seals the same text differently each time", () => {
    const sealer = createSealer(SECRET, "outbox credential");
    expect(sealer.seal("same")).not.toBe(sealer.seal("same"));
  });

  it("opens nothing sealed under another secret or for another purpose", () => {
    const sealed = createSealer(SECRET, "outbox credential").seal("token");
    expect(createSealer(`${SECRET}!`, "outbox credential").open(sealed)).toBeUndefined();
    expect(createSealer(SECRET, "something else").open(sealed)).toBeUndefined();
  });

  it("opens nothing that was tampered with or is not its format", () => {
    const sealer = createSealer(SECRET, "outbox credential");
    const sealed = sealer.seal("token");
    const [format, iv, body] = sealed.split(".");
    const flipped = `${body?.startsWith("A") ? "B" : "A"}${body?.slice(1)}`;
    expect(sealer.open(`${format}.${iv}.${flipped}`)).toBeUndefined();
    expect(sealer.open("token")).toBeUndefined();
    expect(sealer.open("v1..")).toBeUndefined();
    expect(sealer.open(`v2.${iv}.${body}`)).toBeUndefined();
    expect(sealer.open(`${sealed}.extra`)).toBeUndefined();
  });
});

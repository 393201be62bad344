import { ServiceListSchema } from "@ivdrips/contract/catalogue";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { services } from "../../db/schema";

/**
 * Issue 25: the catalogue is made once per catalogue version and answered from memory, yet a committed change
 * shows on the next request, its ETag moves exactly when its body does, and a 304 never confirms a stale body.
 */

const t = appUnderTest();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

const priceOf = async (id: string) =>
  ServiceListSchema.parse((await get("/api/services")).json()).find((service) => service.id === id)?.price;

const setPriceSen = (id: string, priceSen: number) =>
  t.database.db.update(services).set({ priceSen }).where(eq(services.id, id));

describe("the catalogue from memory", () => {
  it("answers the same bytes and ETag, in every encoding, until the catalogue changes", async () => {
    for (const url of ["/api/services", "/api/services/nmn-150"]) {
      const first = await get(url, { "accept-encoding": "br" });
      const again = await get(url, { "accept-encoding": "br" });
      expect(again.rawPayload.equals(first.rawPayload), url).toBe(true);
      expect(again.headers.etag, url).toBe(first.headers.etag);
      const gzip = await get(url, { "accept-encoding": "gzip" });
      // One service is under the compression threshold: sent as it is, whatever was asked.
      expect(gzip.headers["content-encoding"], url).toBe(url === "/api/services" ? "gzip" : undefined);
      expect(gzip.headers.etag, url).toBe(first.headers.etag);
    }
  });

  it("moves the ETag exactly when the body moves: not for a write customers cannot see", async () => {
    const before = await get("/api/services");
    // A change of the row that is not part of the answer (the console's last-edit time).
    await t.database.db
      .update(services)
      .set({ updatedAt: sql`now()` })
      .where(eq(services.id, "nmn-150"));
    const after = await get("/api/services", { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(304);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it("shows a committed price change on the next request, under a new ETag, and never 304s the old body", async () => {
    const before = await get("/api/services/nmn-150");
    const listBefore = await get("/api/services");
    const priceSen = 160_000;
    await setPriceSen("nmn-150", priceSen + 10_000);
    try {
      for (const [url, old] of [
        ["/api/services/nmn-150", before],
        ["/api/services", listBefore],
      ] as const) {
        const revalidated = await get(url, { "if-none-match": String(old.headers.etag) });
        expect(revalidated.statusCode, url).toBe(200);
        expect(revalidated.headers.etag, url).not.toBe(old.headers.etag);
      }
      expect((await get("/api/services/nmn-150")).json().price).toBe(1700);
      expect(await priceOf("nmn-150")).toBe(1700);
    } finally {
      await setPriceSen("nmn-150", priceSen);
    }
    // The same body again: the same ETag as before the change, so a browser's copy is good again.
    const restored = await get("/api/services/nmn-150", { "if-none-match": String(before.headers.etag) });
    expect(restored.statusCode).toBe(304);
  });

  it("never shows a change that was rolled back", async () => {
    const before = await get("/api/services");
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(services).set({ priceSen: 1 }).where(eq(services.id, "nmn-150"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const after = await get("/api/services", { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(304);
    expect(await priceOf("nmn-150")).toBe(1600);
  });

  it("answers an unknown or withdrawn service 404, and a service brought back 200", async () => {
    expect((await get("/api/services/nope")).statusCode).toBe(404);
    await t.database.db.update(services).set({ isActive: false }).where(eq(services.id, "nutriglow"));
    try {
      expect((await get("/api/services/nutriglow")).statusCode).toBe(404);
      expect(await priceOf("nutriglow")).toBeUndefined();
    } finally {
      await t.database.db.update(services).set({ isActive: true }).where(eq(services.id, "nutriglow"));
    }
    expect((await get("/api/services/nutriglow")).statusCode).toBe(200);
  });
});

import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../test/app-under-test";
import { ServiceListSchema } from "@ivdrips/contract/catalogue";
import { injectAs, registerCustomer } from "../../test/test-app";
import { holdWindow } from "../../test/booking-fixtures";
import { eq } from "drizzle-orm";
import { services } from "../db/schema";
import { ifNoneMatchHits } from "./http-caching";

const t = appUnderTest({ now: "2026-06-01T00:00:00+08:00" });

const CATALOGUE_READS = ["/api/services", "/api/services/nmn-150", "/api/providers"];

describe("ETags on catalogue reads", () => {
  it("tags each catalogue read, asks browsers to revalidate and keeps shared caches out", async () => {
    const providers = (await t.app.inject({ method: "GET", url: "/api/providers" })).json() as {
      _id: string;
    }[];
    for (const url of [...CATALOGUE_READS, `/api/providers/${providers[0]?._id}`]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(response.headers["cache-control"], url).toBe("private, no-cache");
    }
  });

  it("answers 304 with no body when If-None-Match matches, 200 when it does not", async () => {
    for (const url of CATALOGUE_READS) {
      const first = await t.app.inject({ method: "GET", url });
      const etag = String(first.headers.etag);
      const again = await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe("");
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe("private, no-cache");
      // A list of tags, or the strong form of the same tag, match too (weak comparison).
      const listed = await t.app.inject({
        method: "GET",
        url,
        headers: { "if-none-match": `W/"other", ${etag.slice(2)}` },
      });
      expect(listed.statusCode, url).toBe(304);
      const stale = await t.app.inject({ method: "GET", url, headers: { "if-none-match": 'W/"stale"' } });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.json()).toEqual(first.json());
    }
  });

  it("gives the catalogue a new ETag when it changes at runtime (a service changed in the database)", async () => {
    const before = await t.app.inject({ method: "GET", url: "/api/services" });
    const [row] = await t.database.db.query.services.findMany({ where: (s, { eq }) => eq(s.id, "nmn-150") });
    if (!row) throw new Error("nmn-150 is not in the database");
    const setTagline = (tagline: string) =>
      t.database.db.update(services).set({ tagline }).where(eq(services.id, "nmn-150"));
    await setTagline("A changed tagline");
    try {
      const after = await t.app.inject({
        method: "GET",
        url: "/api/services",
        headers: { "if-none-match": String(before.headers.etag) },
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const changed = ServiceListSchema.parse(after.json()).find((service) => service.id === "nmn-150");
      expect(changed?.tagline).toBe("A changed tagline");
    } finally {
      await setTagline(row.tagline);
    }
  });

  it("tags only successful reads: an unknown service is a 404 without an ETag", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/services/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});

describe("everything else under /api", () => {
  it("keeps availability uncached, so a new hold shows at once", async () => {
    const providers = (await t.app.inject({ method: "GET", url: "/api/providers" })).json() as {
      _id: string;
    }[];
    const url = `/api/providers/${providers[0]?._id}/availability?date=2026-06-03`;
    const before = await t.app.inject({ method: "GET", url });
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("no-store");
    expect(before.headers.etag).toBeUndefined();

    const { token } = await registerCustomer(t.app);
    await holdWindow(t.app, token, { date: "2026-06-03", timeSlot: "Morning 8AM - 12PM" });
    const after = await t.app.inject({ method: "GET", url, headers: { "if-none-match": "*" } });
    expect(after.statusCode).toBe(200);
    const morning = (after.json() as { windows: { remaining: number }[] }).windows[0];
    expect(morning?.remaining).toBe(1);
  });

  it("never lets a browser or a shared cache keep a customer's bookings", async () => {
    const { token } = await registerCustomer(t.app);
    const booking = await holdWindow(t.app, token, { date: "2026-06-04" });
    const as = injectAs(t.app, token);
    for (const url of ["/api/bookings", `/api/bookings/${booking._id}`, "/api/users/profile"]) {
      const response = await as({ method: "GET", url, headers: { "if-none-match": "*" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it("leaves a route's own cache-control alone, and marks errors no-store", async () => {
    const config = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(config.headers["cache-control"]).toBe("private, max-age=300");
    const unknown = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["cache-control"]).toBe("no-store");
  });
});

describe("ifNoneMatchHits", () => {
  it("compares weakly, through lists and *", () => {
    expect(ifNoneMatchHits(undefined, 'W/"a"')).toBe(false);
    expect(ifNoneMatchHits('W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits('"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"b" , W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits("*", 'W/"a"')).toBe(true);
    expect(ifNoneMatchHits('W/"ab"', 'W/"a"')).toBe(false);
  });
});

import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../test/app-under-test";
import { injectAs, registerCustomer } from "../../test/test-app";
import { COMPRESSION_THRESHOLD_BYTES } from "./compression";

const t = appUnderTest();

const decode: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => brotliDecompressSync(body),
  gzip: (body) => gunzipSync(body),
};

describe("compressed API answers", () => {
  it("sends the catalogue as br or gzip, as Accept-Encoding prefers, decoding to the same JSON", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/services" });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    for (const [acceptEncoding, expected] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["gzip, deflate, br, zstd", "br"],
      ["br;q=0.5, gzip;q=1", "gzip"],
    ] as const) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/services",
        headers: { "accept-encoding": acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"], acceptEncoding).toBe(expected);
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      const decoded = decode[expected]?.(response.rawPayload).toString("utf8");
      expect(JSON.parse(decoded ?? "")).toEqual(plain.json());
      // The ETag names the JSON, whatever the encoding: a revalidation from either works.
      expect(response.headers.etag).toBe(plain.headers.etag);
    }
  });

  it("sends identity when the client accepts no encoding we offer", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }, { "accept-encoding": "deflate" }]) {
      const response = await t.app.inject({ method: "GET", url: "/api/services", headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(Array.isArray(response.json())).toBe(true);
    }
  });

  it("leaves small bodies as they are", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
  });

  it("compresses personal answers too, and they stay private", async () => {
    const { token } = await registerCustomer(t.app);
    const response = await injectAs(
      t.app,
      token,
    )({ method: "GET", url: "/api/bookings", headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    // An empty list is under the threshold: nothing to gain.
    expect(response.headers["content-encoding"]).toBeUndefined();
  });

  it("answers a matching revalidation with an empty 304, whatever the encoding asked for", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/services" });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/services",
      headers: { "accept-encoding": "br", "if-none-match": String(first.headers.etag) },
    });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers["content-encoding"]).toBeUndefined();
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_JWT_SECRET, buildTestApp } from "../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";

let dist: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    "<!doctype html><title>IV Drips</title><div id=root></div>",
  );
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log('app')");
  fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  // What apps/web/scripts/precompress.mjs leaves beside the build's bigger files.
  for (const file of ["index.html", path.join("assets", "index-abc123.js")]) {
    const body = fs.readFileSync(path.join(dist, file));
    fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
    fs.writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
  }
  database = await createTestDatabase();
  app = await buildTestApp({ database, jwtSecret: TEST_JWT_SECRET, webDistDir: dist });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = { accept: "text/html,application/xhtml+xml" };

describe("the web app beside the API", () => {
  it("serves index.html at / and at any client route, never cached", async () => {
    for (const url of ["/", "/service/nmn-150", "/account?tab=profile"]) {
      const response = await app.inject({ method: "GET", url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>IV Drips</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves the page to clients that accept anything, such as curl", async () => {
    const response = await app.inject({ method: "GET", url: "/", headers: { accept: "*/*" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("caches hashed assets for good", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("keeps unknown API routes and non-HTML requests as JSON 404s", async () => {
    const api = await app.inject({ method: "GET", url: "/api/unknown", headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "NOT_FOUND" });
    const missingFile = await app.inject({
      method: "GET",
      url: "/assets/missing.js",
      headers: { accept: "*/*" },
    });
    expect(missingFile.statusCode).toBe(404);
    const post = await app.inject({ method: "POST", url: "/somewhere", headers: html });
    expect(post.statusCode).toBe(404);
  });

  it("sends a built file's precompressed sibling when the client accepts it, with its own type", async () => {
    const url = "/assets/index-abc123.js";
    for (const [acceptEncoding, encoding, decode] of [
      ["br, gzip", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const response = await app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toContain("javascript");
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decode(response.rawPayload).toString("utf8")).toBe("console.log('app')");
    }
    const plain = await app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(plain.body).toBe("console.log('app')");
  });

  it("sends index.html precompressed at / and at client routes too", async () => {
    for (const url of ["/", "/service/nmn-150"]) {
      const response = await app.inject({
        method: "GET",
        url,
        headers: { ...html, "accept-encoding": "gzip, deflate, br" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.vary).toContain("accept-encoding");
      expect(brotliDecompressSync(response.rawPayload).toString("utf8")).toContain("<title>IV Drips</title>");
    }
  });

  it("serves files without a precompressed sibling as they are", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/favicon.svg",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe("<svg xmlns='http://www.w3.org/2000/svg'/>");
  });
});

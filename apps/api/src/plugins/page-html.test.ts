import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_JWT_SECRET, buildTestApp } from "../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { loadPageHtml, matchesPattern, withGateClosed } from "./page-html";

const INDEX =
  '<!doctype html><html><head><title>IV Drips</title></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  pages: [
    { pattern: "/support", files: ["assets/support-a1.js", "assets/en-rest-b2.js"] },
    { pattern: "/service/:id", files: ["assets/service-detail-c3.js", "assets/en-rest-b2.js"] },
  ],
};

function makeDist(preloads: unknown): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-pages-"));
  fs.writeFileSync(path.join(dist, "index.html"), INDEX);
  if (preloads !== undefined)
    fs.writeFileSync(path.join(dist, "page-preloads.json"), JSON.stringify(preloads));
  return dist;
}

describe("matchesPattern", () => {
  it.each([
    ["/support", "/support", true],
    ["/support", "/support/", true],
    ["/service/:id", "/service/nmn-150", true],
    ["/service/:id", "/service/", false],
    ["/service/:id", "/service/nmn-150/extra", false],
    ["/support", "/supports", false],
    ["/support", "/", false],
  ])("%s against %s: %s", (pattern, pathname, expected) => {
    expect(matchesPattern(pattern, pathname)).toBe(expected);
  });
});

describe("loadPageHtml", () => {
  it("lists each page's code as module preloads in its head, and nothing for other addresses", () => {
    const dist = makeDist(PRELOADS);
    try {
      const pages = loadPageHtml(dist);
      const support = pages.forPath("/support", false)?.bytes.toString("utf8");
      expect(support).toBe(
        INDEX.replace(
          "</head>",
          '<link rel="modulepreload" href="/assets/support-a1.js">' +
            '<link rel="modulepreload" href="/assets/en-rest-b2.js"></head>',
        ),
      );
      expect(pages.forPath("/service/nmn-150", false)?.bytes.toString("utf8")).toContain(
        '<link rel="modulepreload" href="/assets/service-detail-c3.js">',
      );
      expect(pages.forPath("/", false)).toBeNull();
      expect(pages.forPath("/account", false)).toBeNull();
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("writes the pages the build names into signed-in.html past the gate, and into index.html under it", () => {
    const signedIn = INDEX.replace(
      "</head>",
      '<script type="module" src="/assets/signed-in-d4.js"></script></head>',
    );
    const dist = makeDist({
      pages: [
        ...PRELOADS.pages,
        { pattern: "/account", files: ["assets/account-e5.js"], html: "signed-in.html" },
      ],
    });
    try {
      // Until the build writes it, the page is index.html's.
      const link = '<link rel="modulepreload" href="/assets/account-e5.js">';
      expect(loadPageHtml(dist).forPath("/account", false)?.bytes.toString("utf8")).toBe(
        INDEX.replace("</head>", `${link}</head>`),
      );
      fs.writeFileSync(path.join(dist, "signed-in.html"), signedIn);
      const pages = loadPageHtml(dist);
      expect(pages.forPath("/account", false)?.bytes.toString("utf8")).toBe(
        signedIn.replace("</head>", `${link}</head>`),
      );
      expect(pages.forPath("/account", true)?.bytes.toString("utf8")).toBe(
        INDEX.replace("</head>", `${link}</head>`).replace(
          '<div id="root">',
          '<div id="root" data-invite-gate="closed">',
        ),
      );
      expect(pages.forPath("/support", false)?.bytes.toString("utf8")).not.toContain("signed-in");
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("refuses a manifest that names another HTML for a page", () => {
    const dist = makeDist({ pages: [{ pattern: "/account", files: [], html: "../secret.html" }] });
    try {
      expect(() => loadPageHtml(dist)).toThrow();
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("marks #root for a browser without an invite pass, on every page, preloads kept", async () => {
    const closedRoot = '<div id="root" data-invite-gate="closed"></div>';
    for (const preloads of [PRELOADS, undefined]) {
      const dist = makeDist(preloads);
      try {
        const pages = loadPageHtml(dist);
        for (const pathname of ["/support", "/", "/account"]) {
          const open = pages.forPath(pathname, false)?.bytes.toString("utf8") ?? INDEX;
          const closed = pages.forPath(pathname, true);
          expect(closed?.bytes.toString("utf8")).toBe(open.replace('<div id="root"></div>', closedRoot));
          const gzipped = (await closed?.encoded("gzip")) ?? Buffer.alloc(0);
          expect(gunzipSync(gzipped).toString("utf8")).toContain(closedRoot);
          expect(closed?.etag).not.toBe(pages.forPath(pathname, false)?.etag);
        }
      } finally {
        fs.rmSync(dist, { recursive: true, force: true });
      }
    }
    expect(withGateClosed("<body><div id=root></div></body>")).toBeNull();
  });

  it("writes a prerendered page into gate.html or start.html when the build wrote them, else index.html", () => {
    const scripted = (name: string) =>
      INDEX.replace(
        "<title>",
        `<script type="module" src="/assets/${name}.js" data-app-entry="/assets/app.js" data-preload=""></script><title>`,
      );
    for (const preloads of [PRELOADS, undefined]) {
      const dist = makeDist(preloads);
      try {
        const before = loadPageHtml(dist);
        for (const gateClosed of [true, false]) {
          expect(before.textFor("/support", gateClosed)).toBe(
            preloads ? (before.forPath("/support", false)?.bytes.toString("utf8") ?? "") : INDEX,
          );
        }
        fs.writeFileSync(path.join(dist, "gate.html"), scripted("gate"));
        fs.writeFileSync(path.join(dist, "start.html"), scripted("start"));
        const pages = loadPageHtml(dist);
        for (const pathname of ["/", "/support", "/service/nmn-150"]) {
          expect(pages.textFor(pathname, true)).toBe(scripted("gate"));
          expect(pages.textFor(pathname, false)).toContain('src="/assets/start.js"');
          expect(pages.textFor(pathname, false)).not.toContain("modulepreload");
        }
        // start.html's script is told the page's code, which the page no longer asks for itself.
        expect(pages.textFor("/support", false)).toContain(
          preloads ? 'data-preload="/assets/support-a1.js /assets/en-rest-b2.js"' : 'data-preload=""',
        );
        expect(pages.textFor("/", false)).toContain('data-preload=""');
      } finally {
        fs.rmSync(dist, { recursive: true, force: true });
      }
    }
  });

  it("serves index.html as it is when the build wrote no preload list", () => {
    const dist = makeDist(undefined);
    try {
      expect(loadPageHtml(dist).forPath("/support", false)).toBeNull();
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("refuses a preload list naming anything but a built script, rather than writing it into the page", () => {
    const dist = makeDist({ pages: [{ pattern: "/support", files: ['assets/x.js"><script src="//evil'] }] });
    try {
      expect(() => loadPageHtml(dist)).toThrow();
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("a page's HTML from the server", () => {
  let dist: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  const html = { accept: "text/html" };

  beforeAll(async () => {
    dist = makeDist(PRELOADS);
    database = await createTestDatabase();
    app = await buildTestApp({ database, jwtSecret: TEST_JWT_SECRET, webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("sends the page's HTML compressed as the client prefers, never cached without asking", async () => {
    for (const [acceptEncoding, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      // The same choice as for the API's JSON (chooseEncoding): the client's q values count, q=0 refuses.
      ["gzip;q=1, br;q=0.5", "gzip", gunzipSync],
      ["br;q=0, *", "gzip", gunzipSync],
      ["br;q=0, gzip;q=0", undefined, (body: Buffer) => body],
      ["identity", undefined, (body: Buffer) => body],
    ] as const) {
      const response = await app.inject({
        method: "GET",
        url: "/service/nmn-150?supplier=x",
        headers: { ...html, "accept-encoding": acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.vary).toContain("accept-encoding");
      expect(decode(response.rawPayload).toString("utf8")).toContain(
        '<link rel="modulepreload" href="/assets/service-detail-c3.js">',
      );
    }
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const first = await app.inject({ method: "GET", url: "/support", headers: html });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({
      method: "GET",
      url: "/support",
      headers: { ...html, "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("sends index.html as built for the home page and addresses without a page of their own", async () => {
    for (const url of ["/", "/account"]) {
      const response = await app.inject({ method: "GET", url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });
});

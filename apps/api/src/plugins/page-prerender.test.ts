import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fastifyCookie from "@fastify/cookie";
import { INVITE_COOKIE_NAME } from "@ivdrips/contract/invites";
import { LANGUAGE_COOKIE_NAME } from "@ivdrips/contract/languages";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  injectWithoutInviteCookie,
  harnessInviteCodeId,
  inviteCookieHeader,
  type TestApp,
} from "../../test/test-app";
import { loadPagePrerenderer, scriptSafeJson } from "./page-prerender";
import { withPrerenderedRoot } from "./web-app";

const INDEX =
  '<!doctype html><html lang="en"><head><title>IV Drips</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
/** The build's gate.html and start.html: a prerendered page runs a script of its own, which starts the app. */
const GATE = INDEX.replace("/assets/app.js", "/assets/gate.js");
const START = INDEX.replace("/assets/app.js", "/assets/start.js");
const HOSTILE = "</script><script>alert(1)</script>\u2028";

/**
 * A stand-in for the web build's dist-ssr/entry-server.js with the same export: it reads the catalogue through
 * the API call it is given, as the real page does, and misbehaves on request.
 */
const FAKE_ENTRY = `
export const prerenderedPages = ["/", "/services", "/service/:id", "/supplier/:id", "/support", "/privacy-policy"];
let gateRenders = 0;
export async function prerenderPage({ url, fetchApi, invitePass, language, signal }) {
  const query = new URL(url, "http://page.invalid").searchParams;
  if (query.has("throw")) throw new Error("the page broke");
  if (!invitePass) {
    gateRenders += 1;
    return {
      html: "<main><h1>Access Required</h1><p>render " + gateRenders + "</p><p>in " + language + "</p></main>",
      data: [],
    };
  }
  if (query.has("post")) await fetchApi("/api/messages/contact", { method: "POST" });
  if (query.has("slow")) {
    await new Promise((resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
  }
  if (query.has("none")) return null;
  const response = await fetchApi("/api/services", { method: "GET" });
  if (!response.ok) throw new Error("catalogue " + response.status);
  const services = await response.json();
  return {
    html:
      "<main><h1>" + services.length + " services</h1><p>" + services[0].tagline + "</p><p>in " + language + "</p></main>",
    data: [[["services"], services], [["hostile"], ${JSON.stringify(HOSTILE)}]],
  };
}
`;

function makeBuild(): { dist: string; ssr: string; root: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-prerender-"));
  const dist = path.join(root, "dist");
  const ssr = path.join(root, "dist-ssr");
  fs.mkdirSync(dist);
  fs.mkdirSync(ssr);
  fs.writeFileSync(path.join(dist, "index.html"), INDEX);
  fs.writeFileSync(path.join(dist, "gate.html"), GATE);
  fs.writeFileSync(path.join(dist, "start.html"), START);
  fs.writeFileSync(path.join(ssr, "entry-server.js"), FAKE_ENTRY);
  return { dist, ssr, root };
}

function pageData(html: string): unknown {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] ?? "") : undefined;
}

describe("scriptSafeJson", () => {
  it("writes nothing that can end the script element or break the line, and parses back to the same", () => {
    const json = scriptSafeJson({ text: HOSTILE });
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual({ text: HOSTILE });
  });
});

describe("withPrerenderedRoot", () => {
  it("fills the empty #root, inert, with the data beside it; `$` patterns in the page stay as they are", () => {
    const html = withPrerenderedRoot(INDEX, { root: "<p>RM $& 1,600</p>", data: "[]", lang: "zh-CN" });
    expect(html).toContain('<html lang="zh-CN"><head>');
    expect(html).toContain(
      '<div id="root"><div inert style="display:contents"><p>RM $& 1,600</p></div></div>' +
        '<script type="application/json" id="page-data">[]</script>',
    );
  });

  it("gives up on HTML without an empty #root, or without the opening that says its language", () => {
    const page = { root: "x", data: "[]", lang: "ms" };
    expect(withPrerenderedRoot('<html lang="en"><body><div id=root></div></body>', page)).toBeNull();
    expect(withPrerenderedRoot('<html><body><div id="root"></div></body>', page)).toBeNull();
  });
});

describe("prerendered pages from the server", () => {
  let build: ReturnType<typeof makeBuild>;
  let test: TestApp;
  let serviceCount: number;
  const html = { accept: "text/html" };

  beforeAll(async () => {
    build = makeBuild();
    test = await createTestApp({ webDistDir: build.dist, webSsrDir: build.ssr });
    const services = await test.app.inject({ method: "GET", url: "/api/services" });
    serviceCount = services.json<unknown[]>().length;
    expect(serviceCount).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await test?.close();
    fs.rmSync(build.root, { recursive: true, force: true });
  });

  it("sends a visitor past the invite gate the page with its content and data, read through the API", async () => {
    const response = await test.app.inject({ method: "GET", url: "/services", headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers.vary).toBe("accept-encoding, cookie");
    expect(response.body).toContain(
      `<div id="root"><div inert style="display:contents"><main><h1>${serviceCount} services</h1>`,
    );
    expect(response.body).not.toContain("<script>alert");
    // The page's own script, which starts the app once the page has painted.
    expect(response.body).toContain('src="/assets/start.js"');
    expect(response.body).not.toMatch(/app\.js|gate\.js/);
    const data = pageData(response.body) as [unknown, unknown][];
    expect(data[0]?.[0]).toEqual(["services"]);
    expect(data[0]?.[1]).toHaveLength(serviceCount);
    expect(data[1]).toEqual([["hostile"], HOSTILE]);
  });

  it("compresses a prerendered page as the client prefers", async () => {
    for (const [acceptEncoding, encoding, decode] of [
      ["br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["gzip;q=1, br;q=0.5", "gzip", gunzipSync],
      ["br;q=0, gzip;q=0", undefined, (body: Buffer) => body],
    ] as const) {
      const response = await test.app.inject({
        method: "GET",
        url: "/service/nmn-150",
        headers: { ...html, "accept-encoding": acceptEncoding },
      });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(decode(response.rawPayload).toString("utf8")).toContain(`<h1>${serviceCount} services</h1>`);
    }
  });

  it.each([
    ["/", "home"],
    ["/support", "support"],
    ["/supplier/some-clinic", "a supplier"],
    ["/privacy-policy", "a fixed page"],
  ])("prerenders %s (%s)", async (url) => {
    const response = await test.app.inject({ method: "GET", url, headers: html });
    expect(response.body).toContain('<div inert style="display:contents">');
  });

  const plain = (body: string) => {
    expect(body).toBe(INDEX);
  };

  it("sends a browser without a valid pass the page under the gate, unread, and says it has no pass", async () => {
    const bare = injectWithoutInviteCookie(test.app);
    for (const cookie of [undefined, `${INVITE_COOKIE_NAME}=v1_1795000000.forged-signature`]) {
      const response = await bare({
        method: "GET",
        url: "/services",
        headers: { ...html, ...(cookie ? { cookie } : {}) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-cache");
      expect(response.headers.vary).toBe("accept-encoding, cookie");
      expect(response.body).toContain(
        '<div id="root" data-invite-gate="closed"><div inert style="display:contents">' +
          "<main><h1>Access Required</h1><p>render ",
      );
      expect(response.body).not.toContain("services</h1>");
      expect(pageData(response.body)).toEqual([]);
      // The gate's own script, not the app's: the app loads once a code is accepted.
      expect(response.body).toContain('src="/assets/gate.js"');
      expect(response.body).not.toMatch(/app\.js|start\.js/);
    }
  });

  it("renders the page under the gate once per address for every browser without a pass", async () => {
    const bare = injectWithoutInviteCookie(test.app);
    const render = async (url: string) =>
      /render (\d+)/.exec((await bare({ method: "GET", url, headers: html })).body)?.[1];
    const first = await render("/support");
    expect(first).toBeDefined();
    expect(await render("/support")).toBe(first);
    const other = await render("/privacy-policy");
    expect(other).not.toBe(first);
    expect(await render("/privacy-policy")).toBe(other);
    // Under the gate, English only: a browser reading Malay gets the app, whose own gate speaks Malay.
    const malay = await bare({
      method: "GET",
      url: "/support",
      headers: { ...html, "accept-language": "ms" },
    });
    expect(malay.body).toBe(INDEX.replace('<div id="root">', '<div id="root" data-invite-gate="closed">'));
    for (const [acceptEncoding, decode] of [
      ["br", brotliDecompressSync],
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await bare({
        method: "GET",
        url: "/support",
        headers: { ...html, "accept-encoding": acceptEncoding },
      });
      expect(response.headers["content-encoding"]).toBe(acceptEncoding);
      expect(decode(response.rawPayload).toString("utf8")).toContain(
        `<div id="root" data-invite-gate="closed"><div inert style="display:contents"><main><h1>Access Required</h1><p>render ${first}</p>`,
      );
    }
  });

  it("says so in the plain app too, when a browser without a pass gets no prerender", async () => {
    const bare = injectWithoutInviteCookie(test.app);
    for (const url of ["/account", "/support?throw"]) {
      const response = await bare({ method: "GET", url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(
        INDEX.replace('<div id="root">', '<div id="root" data-invite-gate="closed">'),
      );
    }
  });

  it("leaves pages about one person, unknown addresses and HEAD to the browser", async () => {
    for (const url of ["/account", "/clinic", "/booking-confirmation?session_id=x", "/no-such-page"]) {
      const response = await test.app.inject({ method: "GET", url, headers: html });
      plain(response.body);
    }
    const head = await test.app.inject({ method: "HEAD", url: "/services", headers: html });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });

  it("prerenders in the language the app will start in: the one chosen, else the browser's own", async () => {
    const pass = inviteCookieHeader(harnessInviteCodeId(test.app));
    const prerendered = async (headers: Record<string, string>) => {
      const response = await test.app.inject({
        method: "GET",
        url: "/services",
        headers: { ...html, ...headers },
      });
      return {
        language: /<p>in (\w+)<\/p>/.exec(response.body)?.[1],
        tag: /<html lang="([\w-]+)">/.exec(response.body)?.[1],
        tagline: /services<\/h1><p>(.*?)<\/p>/.exec(response.body)?.[1],
      };
    };
    const firstTaglineIn = async (language: string) =>
      (
        await test.app.inject({
          method: "GET",
          url: "/api/services",
          headers: { "accept-language": language },
        })
      ).json<{ tagline: string }[]>()[0]?.tagline;
    for (const [language, tag] of [
      ["ms", "ms"],
      ["zh", "zh-CN"],
      ["en", "en"],
    ] as const) {
      // The page's API calls are answered in its language too (the catalogue's own texts, decision 040).
      expect(await prerendered({ cookie: `${pass}; ${LANGUAGE_COOKIE_NAME}=${language}` }), language).toEqual(
        {
          language,
          tag,
          tagline: await firstTaglineIn(language),
        },
      );
    }
    // Nothing chosen yet: the browser's own languages decide, as they do in the web app.
    for (const [acceptLanguage, language] of [
      ["ms-MY,ms;q=0.9,en;q=0.8", "ms"],
      ["fr-FR,zh-CN;q=0.9", "zh"],
      ["en-GB,ms;q=0.9", "en"],
      ["fr-FR", "en"],
    ] as const) {
      expect(
        (await prerendered({ cookie: pass, "accept-language": acceptLanguage })).language,
        acceptLanguage,
      ).toBe(language);
    }
    // A language cookie this app did not write: the plain app, which decides for itself.
    const unknown = await prerendered({ cookie: `${pass}; ${LANGUAGE_COOKIE_NAME}=fr` });
    expect(unknown.language).toBeUndefined();
    expect(unknown.tag).toBe("en");
  });

  it("sends the plain app when the page fails, gives nothing, or tries to write through the API", async () => {
    for (const query of ["throw", "none", "post"]) {
      const response = await test.app.inject({ method: "GET", url: `/support?${query}`, headers: html });
      expect(response.statusCode, query).toBe(200);
      plain(response.body);
    }
  });
});

describe("loadPagePrerenderer's limits", () => {
  let build: ReturnType<typeof makeBuild>;
  beforeAll(() => {
    build = makeBuild();
  });
  afterAll(() => fs.rmSync(build.root, { recursive: true, force: true }));

  async function bareServer(options: { timeoutMs: number; maxInFlight: number }) {
    const app = Fastify();
    await app.register(fastifyCookie);
    app.get("/api/services", async () => [{ name: "NMN 150" }]);
    const prerenderer = await loadPagePrerenderer(app, build.ssr, options);
    app.get("/*", async (request) => ({ prerendered: (await prerenderer?.render(request, true)) != null }));
    return app;
  }

  it("gives up on a page that takes longer than its time and sends the plain app", async () => {
    const app = await bareServer({ timeoutMs: 50, maxInFlight: 8 });
    const slow = await app.inject({ method: "GET", url: "/support?slow" });
    expect(slow.json()).toEqual({ prerendered: false });
    const quick = await app.inject({ method: "GET", url: "/support" });
    expect(quick.json()).toEqual({ prerendered: true });
    await app.close();
  });

  it("renders no more pages at a time than allowed: the next visitor gets the plain app at once", async () => {
    const app = await bareServer({ timeoutMs: 500, maxInFlight: 1 });
    await app.ready();
    const first = app.inject({ method: "GET", url: "/support?slow" });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the first is rendering by now
    const second = await app.inject({ method: "GET", url: "/support" });
    expect(second.json()).toEqual({ prerendered: false });
    expect((await first).json()).toEqual({ prerendered: false });
    const third = await app.inject({ method: "GET", url: "/support" });
    expect(third.json()).toEqual({ prerendered: true });
    await app.close();
  });

  it("refuses a build whose renderer does not say which pages it renders", async () => {
    const dir = path.join(build.root, "old-ssr");
    fs.mkdirSync(dir);
    fs.writeFileSync(
      path.join(dir, "entry-server.js"),
      "export async function prerenderPage() { return null; }",
    );
    const app = Fastify();
    await expect(loadPagePrerenderer(app, dir)).rejects.toThrow(
      /does not export prerenderPage and its prerenderedPages/,
    );
    await app.close();
  });

  it("is absent without a build", async () => {
    const app = Fastify();
    expect(await loadPagePrerenderer(app, path.join(build.root, "nowhere"))).toBeNull();
    await app.close();
  });
});

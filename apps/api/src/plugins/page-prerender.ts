import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE_NAME,
  LANGUAGE_TAGS,
  languageFromAcceptLanguage,
  type Language,
} from "@ivdrips/contract/languages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { matchesPattern } from "./page-html";

/** Past this the visitor gets the plain app at once rather than wait longer for the page. */
export const PRERENDER_TIMEOUT_MS = 2000;
/** Prerenders at a time; beyond that, the plain app (a flood of page requests must not queue up renders). */
export const PRERENDER_MAX_IN_FLIGHT = 8;

/**
 * A page rendered under the invite gate is the same for every browser without a pass (it reads nothing, and is
 * in English): kept this long for the next one, up to this many addresses.
 */
export const GATE_PAGE_TTL_MS = 5 * 60 * 1000;
export const GATE_PAGES_KEPT = 100;

/** What apps/web/src/entry-server.tsx exports (its build, dist-ssr/entry-server.js). */
interface PrerenderModule {
  /** The pages it renders, as address patterns ("/service/:id"): the web app's public pages. */
  prerenderedPages: readonly string[];
  prerenderPage(request: {
    url: string;
    fetchApi: (input: string, init: RequestInit) => Promise<Response>;
    /** Without a pass the page is rendered under the invite gate and reads nothing. */
    invitePass: boolean;
    /** The language the browser will start the app in. */
    language: Language;
    signal?: AbortSignal;
  }): Promise<{ html: string; data: unknown } | null>;
}

function isPrerenderModule(value: unknown): value is PrerenderModule {
  if (typeof value !== "object" || value === null) return false;
  const { prerenderPage, prerenderedPages } = value as Partial<Record<keyof PrerenderModule, unknown>>;
  return (
    typeof prerenderPage === "function" &&
    Array.isArray(prerenderedPages) &&
    prerenderedPages.every((pattern) => typeof pattern === "string" && pattern.startsWith("/"))
  );
}

export interface PagePrerenderer {
  /**
   * The page's content for `<div id="root">`, the data script and the page's language tag (`<html lang>`), or
   * null: send the plain app. `invitePass`: whether the visitor has a valid one; without, the page is rendered
   * under the gate, with none of its data.
   */
  render(request: FastifyRequest, invitePass: boolean): Promise<PrerenderedRoot | null>;
}

export interface PrerenderedRoot {
  root: string;
  data: string;
  lang: string;
}

/** JSON that cannot end the `<script>` element it sits in, whatever strings the data holds. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Loads the web build's prerenderer from `ssrDir` (apps/web/dist-ssr, written by `npm run build`); without
 * it (a build from before it existed, the tests' stand-in) nothing is prerendered.
 */
export async function loadPagePrerenderer(
  app: FastifyInstance,
  ssrDir: string,
  {
    timeoutMs = PRERENDER_TIMEOUT_MS,
    maxInFlight = PRERENDER_MAX_IN_FLIGHT,
  }: {
    timeoutMs?: number;
    maxInFlight?: number;
  } = {},
): Promise<PagePrerenderer | null> {
  const entry = path.join(ssrDir, "entry-server.js");
  if (!fs.existsSync(entry)) return null;
  const module: unknown = await import(pathToFileURL(entry).href);
  if (!isPrerenderModule(module)) {
    throw new Error(`${entry} does not export prerenderPage and its prerenderedPages`);
  }
  let inFlight = 0;
  const gatePages = new Map<string, { page: PrerenderedRoot; until: number }>();
  const keepGatePage = (url: string, page: PrerenderedRoot) => {
    if (gatePages.size >= GATE_PAGES_KEPT) gatePages.delete(gatePages.keys().next().value ?? "");
    gatePages.set(url, { page, until: Date.now() + GATE_PAGE_TTL_MS });
  };

  return {
    async render(request, invitePass) {
      const pathname = request.url.split("?")[0] ?? "";
      // The language the web app will start in: the one chosen here before, else the browser's own. A cookie
      // this app did not write says nothing certain: the app then, and no page first. Under the gate, English
      // only: the first visit's gate script speaks English (decision 027); the app's own gate speaks the rest.
      const chosen = request.cookies[LANGUAGE_COOKIE_NAME];
      const language =
        chosen === undefined ? languageFromAcceptLanguage(request.headers["accept-language"]) : chosen;
      if (
        request.method !== "GET" ||
        !module.prerenderedPages.some((pattern) => matchesPattern(pattern, pathname)) ||
        !isLanguage(language) ||
        (!invitePass && language !== DEFAULT_LANGUAGE)
      ) {
        return null;
      }
      const kept = invitePass ? undefined : gatePages.get(request.url);
      if (kept && kept.until > Date.now()) return kept.page;
      if (inFlight >= maxInFlight) return null;
      // The page's own GET calls, answered in-process as the browser's would be: with the visitor's invite
      // pass and address (for the rate limits), and nothing else of theirs.
      const cookie = request.headers.cookie;
      const fetchApi = async (input: string, init: RequestInit): Promise<Response> => {
        if ((init.method ?? "GET") !== "GET" || !input.startsWith("/api/")) {
          throw new Error(`a prerender may only read the API, not ${init.method} ${input}`);
        }
        const answer = await app.inject({
          method: "GET",
          url: input,
          headers: {
            accept: "application/json",
            "accept-language": language,
            ...(cookie ? { cookie } : {}),
          },
          remoteAddress: request.ip,
        });
        return new Response(answer.rawPayload.length > 0 ? new Uint8Array(answer.rawPayload) : null, {
          status: answer.statusCode,
          headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
        });
      };
      inFlight += 1;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error("prerender timed out")), timeoutMs);
      try {
        const page = await module.prerenderPage({
          url: request.url,
          fetchApi,
          invitePass,
          language,
          signal: controller.signal,
        });
        if (!page) return null;
        const rendered = { root: page.html, data: scriptSafeJson(page.data), lang: LANGUAGE_TAGS[language] };
        if (!invitePass) keepGatePage(request.url, rendered);
        return rendered;
      } catch (error) {
        // The visitor still gets the page, rendered by the browser; the log says why it was not prerendered.
        request.log.warn({ err: error, url: pathname }, "prerender failed; sending the plain app");
        return null;
      } finally {
        clearTimeout(timer);
        inFlight -= 1;
      }
    },
  };
}

/**
 * The server's side of a page's first paint: the page at an address rendered to HTML with the data it shows,
 * so a visitor sees it before the app's code has arrived and run. The API server loads this build
 * (dist-ssr/entry-server.js, `npm run build`) and calls prerenderPage; the browser then renders the app over it
 * (main.tsx), starting from the same data. For a visitor without an invite pass the page is rendered under the
 * invite gate, with none of its data (the API would refuse it), only the gate's ways to ask for a code: what
 * the browser shows them first.
 *
 * The page is rendered as a signed-out visitor sees it, in the language the browser will start the app in: no
 * token reaches this, so nothing personal is ever in it. The page's API calls (GET only) go to `fetchApi`,
 * which answers them in-process.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Query, QueryClient } from "@tanstack/react-query";
import { DEFAULT_LANGUAGE, type Language } from "@ivdrips/contract/languages";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "./lib/router";
import { PRERENDERED_PAGES } from "./app/page-modules";
import { AppProviders } from "./app/providers";
import { AppRoutes, preloadPage } from "./app/router";
import { BEFORE_INVITE_PASS_KEY } from "./features/invite-gate/api/get-gate-contact";
import { loadInviteGateDialog } from "./features/invite-gate/components/invite-gate";
import { setServerInvitePass } from "./lib/invite-flag";
import { currentLanguage, ensureCatalogue, setLanguage } from "./lib/i18n/language-store";
import { createQueryClient } from "./lib/query-client";
import { setServerFetch } from "./lib/ssr-fetch";
import type { PageData } from "./lib/page-data";

/** The address patterns (as the router matches them) the server may ask prerenderPage for. */
export const prerenderedPages: readonly string[] = PRERENDERED_PAGES;

export type FetchApi = (input: string, init: RequestInit) => Promise<Response>;

export interface PrerenderRequest {
  /** The address as requested: path and query string. */
  url: string;
  fetchApi: FetchApi;
  /** Whether the visitor has a valid invite pass; without one the page is rendered under the gate, unread. */
  invitePass: boolean;
  /** The language the browser will start the app in (its cookie, else its Accept-Language). English if unsaid. */
  language?: Language;
  /** Ends the render (and its API calls) early: the server gives up waiting and sends the plain app. */
  signal?: AbortSignal;
}

export interface PrerenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The answers the page was rendered from, for the browser to start with. */
  data: PageData;
}

const renders = new AsyncLocalStorage<{ fetchApi: FetchApi; invitePass: boolean }>();
setServerFetch(() => renders.getStore()?.fetchApi);
setServerInvitePass(() => renders.getStore()?.invitePass);

/** Rendering, then fetching what that render asked for, until it asks for nothing new (a query can need another's answer). */
const MAX_PASSES = 4;

function wanted(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  return query.state.status === "pending" && query.state.fetchStatus === "idle" && enabled !== false;
}

/** The gate's own query (how to ask for a code): it needs no pass. */
const beforeInvitePass = (query: Query) => query.meta?.[BEFORE_INVITE_PASS_KEY] === true;

/**
 * The page as HTML. A part that fails to render is thrown, not left for the browser to render as React
 * would: the server then sends the plain app, and says why in its log.
 */
async function renderToHtml(app: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(app, {
    ...(signal ? { signal } : {}),
    onError: (error) => {
      errors.push(error);
    },
  });
  let html = "";
  const decoder = new TextDecoder();
  for await (const chunk of prelude) html += decoder.decode(chunk, { stream: true });
  if (errors.length > 0) throw errors[0];
  return html + decoder.decode();
}

function app(client: QueryClient, url: string): ReactNode {
  return (
    <AppProviders client={client}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
}

/*
 * The language store is the browser's: one language per page, held in the module. Here one module renders for
 * many visitors, so renders take turns by language: those in the language now set run together, one in another
 * waits until they have ended and then switches it, and those that came after it wait behind it (first come,
 * first served, so a steady stream in one language cannot hold back another).
 */
let rendering = 0;
let turnLanguage: Language = DEFAULT_LANGUAGE;
const waiting: { language: Language; start: () => void }[] = [];

function startWaitingTurns(): void {
  const next = waiting[0];
  if (rendering > 0 || !next) return;
  turnLanguage = next.language;
  for (const turn of waiting.filter((entry) => entry.language === turnLanguage)) {
    waiting.splice(waiting.indexOf(turn), 1);
    rendering += 1;
    turn.start();
  }
}

async function inLanguage<T>(language: Language, signal: AbortSignal | undefined, render: () => Promise<T>) {
  if (language === turnLanguage && waiting.length === 0) {
    rendering += 1;
  } else {
    signal?.throwIfAborted();
    await new Promise<void>((start, fail) => {
      const turn = { language, start };
      waiting.push(turn);
      signal?.addEventListener(
        "abort",
        () => {
          const at = waiting.indexOf(turn);
          if (at === -1) return;
          waiting.splice(at, 1);
          fail(signal.reason);
        },
        { once: true },
      );
      startWaitingTurns();
    });
  }
  try {
    if (currentLanguage() !== language) await setLanguage(language);
    // English starts with its first-paint texts only; a page needs them all.
    await ensureCatalogue();
    return await render();
  } finally {
    rendering -= 1;
    startWaitingTurns();
  }
}

/**
 * The page at `url` as HTML with its data, or null when it cannot be shown as the browser would show it: an
 * API call failed (the browser would retry, or show the error itself) or the page kept asking for more.
 */
export async function prerenderPage({
  url,
  fetchApi,
  invitePass,
  language = DEFAULT_LANGUAGE,
  signal,
}: PrerenderRequest): Promise<PrerenderedPage | null> {
  const pathname = new URL(url, "http://prerender.invalid").pathname;
  await Promise.all([preloadPage(pathname), invitePass ? null : loadInviteGateDialog()]);
  return inLanguage(language, signal, () => renderPage(url, fetchApi, invitePass, signal));
}

async function renderPage(
  url: string,
  fetchApi: FetchApi,
  invitePass: boolean,
  signal: AbortSignal | undefined,
): Promise<PrerenderedPage | null> {
  const client = createQueryClient();
  // One answer or none: a retry after a second would hold the page back longer than the browser would wait.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return renders.run({ fetchApi, invitePass }, async () => {
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const html = await renderToHtml(app(client, url), signal);
      const queries = client.getQueryCache().getAll();
      if (queries.some((query) => query.state.status === "error")) return null;
      // Under the gate the page stays as the browser first shows it: its API calls wait for a pass, all but
      // the gate's own (how to ask for a code), which needs none.
      const missing = queries.filter((query) => wanted(query) && (invitePass || beforeInvitePass(query)));
      if (missing.length === 0) {
        // The gate's answer is in its HTML; the app, which starts once the gate has gone, never needs it.
        const data: PageData = queries
          .filter((query) => query.state.status === "success" && !beforeInvitePass(query))
          .map((query) => [query.queryKey, query.state.data]);
        return { html, data };
      }
      await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
      signal?.throwIfAborted();
    }
    return null;
  });
}

import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** The API answers a prerendered page was rendered from: [query key, data] pairs (entry-server.tsx). */
export type PageData = [key: QueryKey, data: unknown][];

/** The element the server writes them in: JSON, not a script the page runs (the CSP allows none inline). */
export const PAGE_DATA_ID = "page-data";

/**
 * Starts `client` with the data the server rendered this page from, so the app's first render shows what the
 * prerendered page already shows rather than loading it again. Anything unreadable is ignored: the app then
 * fetches as it would without it.
 */
export function seedPageData(client: QueryClient): QueryClient {
  try {
    const data = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent || "[]") as PageData;
    for (const [key, value] of data) client.setQueryData(key, value);
  } catch {
    // Not there, or not ours.
  }
  return client;
}

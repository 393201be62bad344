import { PAGE_DATA_ELEMENT_ID } from "@ivdrips/contract/prerender";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** The API answers a prerendered page was rendered from: [query key, data] pairs (entry-server.tsx). */
export type PageData = [key: QueryKey, data: unknown][];

/**
 * Starts `client` with the data the server rendered this page from, so the app's first render shows what the
 * prerendered page already shows rather than loading it again. Anything unreadable is ignored: the app then
 * fetches as it would without it.
 */
export function seedPageData(client: QueryClient): QueryClient {
  try {
    const data = JSON.parse(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent || "[]") as PageData;
    for (const [key, value] of data) client.setQueryData(key, value);
  } catch {
    // Not there, or not ours.
  }
  return client;
}

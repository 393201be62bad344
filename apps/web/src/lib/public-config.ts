import type { PublicConfig } from "@ivdrips/contract/public-config";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { FIRST_PAINT_WAIT_MS, within } from "./within";

/** GET /api/config: how customers reach the team. Shared by the layout, support, contact and account. */
export function getPublicConfig(): Promise<PublicConfig> {
  return apiFetch<PublicConfig>("/config");
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ["public-config"],
  queryFn: getPublicConfig,
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

/**
 * For main.tsx, before the first render of a page the server did not prerender (so `client` was not started
 * with the configuration): asks for it, and resolves once it is known or after `waitMs` (a slow API does not
 * hold the page). What the configuration adds (the header's WhatsApp button, the clinic portal's demo
 * sign-in) is then there in the first paint, rather than arriving later and pushing the page about (issue 25).
 */
export function preloadPublicConfig(
  client: QueryClient,
  waitMs = FIRST_PAINT_WAIT_MS,
): Promise<unknown> | null {
  if (client.getQueryData(publicConfigQueryOptions.queryKey) !== undefined) return null;
  return within(client.prefetchQuery(publicConfigQueryOptions), waitMs);
}

import type { PublicConfig } from "@ivdrips/contract/public-config";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

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

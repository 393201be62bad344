import type { Service } from "@ivdrips/contract/catalogue";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { servicesQueryOptions } from "./get-services";

/** GET /api/services/{id}: one service; an unknown id is a 404 ApiError (not retried). */
export function getService(id: string, signal?: AbortSignal): Promise<Service> {
  return apiFetch<Service>(`/services/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function serviceQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...servicesQueryOptions.queryKey, id],
    queryFn: ({ signal }) => getService(id, signal),
  });
}

export function useService(id: string) {
  return useQuery(serviceQueryOptions(id));
}

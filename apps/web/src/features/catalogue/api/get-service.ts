import type { Service } from "@ivdrips/contract/catalogue";
import type { Language } from "@ivdrips/contract/languages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n/use-t";
import { servicesQueryOptions } from "./get-services";

/**
 * GET /api/services/{id}: one service, in the language the app reads (as getServices); an unknown id is a 404
 * ApiError (not retried).
 */
export function getService(id: string, signal?: AbortSignal): Promise<Service> {
  return apiFetch<Service>(`/services/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function serviceQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: [...servicesQueryOptions(language).queryKey, id],
    queryFn: ({ signal }) => getService(id, signal),
  });
}

export function useService(id: string) {
  return useQuery({
    ...serviceQueryOptions(id, useLanguage().language),
    // On a language switch the page keeps the service in the language it was in until the new one arrives.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}

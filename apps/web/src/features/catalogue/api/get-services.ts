import type { Service } from "@ivdrips/contract/catalogue";
import type { Language } from "@ivdrips/contract/languages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type ApiRequest } from "../../../lib/api-client";
import { CATALOGUE_KEY } from "../../../lib/catalogue-key";
import { useLanguage } from "../../../lib/i18n/use-t";

/**
 * GET /api/services: the whole catalogue (SPEC §7), prices in RM, texts in the language the app reads (sent
 * as Accept-Language on every call, api-client.ts).
 */
export function getServices(request: Pick<ApiRequest, "signal">): Promise<Service[]> {
  return apiFetch<Service[]>("/services", request);
}

/**
 * One catalogue per language for the home grid, /services, supplier pages and booking. The key names the
 * language: switching fetches the catalogue in it, and one read before shows again at once.
 */
export function servicesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, language],
    // The query's context is passed as it is: of what apiFetch reads, it holds only the abort signal.
    queryFn: getServices,
  });
}

export function useServices() {
  return useQuery(servicesQueryOptions(useLanguage().language));
}

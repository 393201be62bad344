import type { ServiceReviews } from "@ivdrips/contract/reviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { CATALOGUE_KEY } from "../../../lib/catalogue-key";

/** GET /api/services/{id}/reviews (public): the average, the count and the latest reviews, newest first. */
export function getServiceReviews(id: string, signal?: AbortSignal): Promise<ServiceReviews> {
  return apiFetch<ServiceReviews>(`/services/${encodeURIComponent(id)}/reviews`, signal ? { signal } : {});
}

/**
 * Under the catalogue's key: refreshing the catalogue (ratings) refreshes the reviews too. Not per language:
 * reviews are the customers' own words.
 */
export function serviceReviewsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...CATALOGUE_KEY, id, "reviews"],
    queryFn: ({ signal }) => getServiceReviews(id, signal),
  });
}

export function useServiceReviews(id: string) {
  return useQuery(serviceReviewsQueryOptions(id));
}

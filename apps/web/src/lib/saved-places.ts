import type { SavedPlace, SavedPlaceList } from "@ivdrips/contract/service-areas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

/** GET /api/account/places: the signed-in customer's saved places (the booking card and My Account). */
export async function getSavedPlaces(signal?: AbortSignal): Promise<SavedPlace[]> {
  const list = await apiFetch<SavedPlaceList>("/account/places", {
    auth: "customer",
    ...(signal ? { signal } : {}),
  });
  return list.places;
}

/** Every customer's list lives under this key: saving or deleting a place invalidates it. */
export const savedPlacesKey = ["account", "places"] as const;

/** Keyed by the customer, so one customer's places are never shown to the next on the same tab. */
export function savedPlacesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...savedPlacesKey, userId] as const,
    queryFn: ({ signal }) => getSavedPlaces(signal),
  });
}

export function useSavedPlaces(userId: string | undefined) {
  return useQuery({ ...savedPlacesQueryOptions(userId ?? ""), enabled: Boolean(userId) });
}

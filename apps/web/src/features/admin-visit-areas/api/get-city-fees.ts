import { queryOptions, useQuery } from "@tanstack/react-query";
import { getVisitFees } from "../../../lib/visit-fees";
import { visitFeesQueryOptions } from "./get-visit-fees";

/**
 * GET /api/visit-fees?city=, as the booking card reads it: the console asks it only for a city with no fees of
 * its own, to show the defaults that city charges. Under the console's visit-fees key, so that saving a
 * city's fees reads these again too.
 */
export function cityFeesQueryOptions(city: string) {
  return queryOptions({
    queryKey: [...visitFeesQueryOptions().queryKey, "city", city.toLowerCase()],
    queryFn: ({ signal }) => getVisitFees(city, signal),
    staleTime: 0,
  });
}

export function useCityFees(city: string, enabled: boolean) {
  return useQuery({ ...cityFeesQueryOptions(city), enabled });
}

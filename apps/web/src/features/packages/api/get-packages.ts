import type { DripPackage, DripPackageList } from "@ivdrips/contract/drip-packages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/packages: the drip packages on sale, cheapest first (issue 39). */
export async function getPackages(signal?: AbortSignal): Promise<DripPackage[]> {
  const list = await apiFetch<DripPackageList>("/packages", signal ? { signal } : {});
  return list.packages;
}

/** The packages on sale: a purchase refused because one went off sale invalidates it. */
export const packagesKey = ["packages"] as const;

export const packagesQueryOptions = queryOptions({
  queryKey: packagesKey,
  queryFn: ({ signal }) => getPackages(signal),
});

export function usePackages() {
  return useQuery(packagesQueryOptions);
}

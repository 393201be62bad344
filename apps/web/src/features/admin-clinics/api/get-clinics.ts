import type { AdminClinicList } from "@ivdrips/contract/admin-clinics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/clinics: every clinic with its providers, pending count and decision times. */
export function getClinics(signal?: AbortSignal): Promise<AdminClinicList> {
  return apiFetch<AdminClinicList>("/admin/clinics", { auth: "staff", ...(signal ? { signal } : {}) });
}

export function clinicsQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, "clinics"],
    queryFn: ({ signal }) => getClinics(signal),
    staleTime: 0,
  });
}

export function useClinics() {
  return useQuery(clinicsQueryOptions());
}

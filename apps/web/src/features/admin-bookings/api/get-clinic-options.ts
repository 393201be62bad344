import type { AdminClinicList } from "@ivdrips/contract/admin-clinics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_QUERY_ROOT } from "../../../lib/admin-query-key";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/clinics: the clinics and their providers, for the clinic filter and moving a booking. */
export function getClinicOptions(signal?: AbortSignal): Promise<AdminClinicList> {
  return apiFetch<AdminClinicList>("/admin/clinics", { auth: "staff", ...(signal ? { signal } : {}) });
}

export function clinicOptionsQueryOptions() {
  return queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, "bookings", "clinic-options"],
    queryFn: ({ signal }) => getClinicOptions(signal),
  });
}

export function useClinicOptions() {
  return useQuery(clinicOptionsQueryOptions());
}

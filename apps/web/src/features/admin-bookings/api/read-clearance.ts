import type { Clearance } from "@ivdrips/contract/clinical";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/**
 * GET /api/admin/bookings/:id/clearance?reason=…: a booking's clinical record, read by staff for a stated
 * reason (10-500 characters) that the API writes to the audit log with the reading (break-glass). 404: the
 * booking has no clinical record.
 */
export function readClearance({ id, reason }: { id: string; reason: string }): Promise<Clearance> {
  return apiFetch<Clearance>(
    `/admin/bookings/${encodeURIComponent(id)}/clearance?reason=${encodeURIComponent(reason)}`,
    { auth: "staff" },
  );
}

/**
 * A one-off reading, not a query: each reading is a stated, audited act, and clinical data is kept nowhere
 * but in the open view (gcTime 0: the mutation and its result are dropped as soon as the view closes).
 */
export function useReadClearance() {
  return useMutation({ mutationFn: readClearance, gcTime: 0, retry: false });
}

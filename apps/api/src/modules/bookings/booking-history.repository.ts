import type { Executor } from "../../db/client";
import { auditLog } from "../../db/schema";

/** What a clinic or a customer did on the visit day that the booking's columns do not tell by themselves. */
export interface VisitHistoryEntry {
  /** e.g. "clinic.assign_clinician", "clinic.visit_outcome", "customer.clinician_late". */
  action: `clinic.${string}` | `customer.${string}`;
  bookingId: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Words given with it (a reassignment's reason); never clinical. */
  note?: string | null;
}

/**
 * Keeps a visit-day action in the booking's history (the audit log the console's timeline reads), in the
 * action's own transaction. Not a staff action: no staff member is named, and the action says who it was.
 */
export async function recordVisitHistory(tx: Executor, entry: VisitHistoryEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: null,
    action: entry.action,
    targetType: "booking",
    targetId: entry.bookingId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  });
}

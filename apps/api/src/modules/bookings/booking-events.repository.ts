import type { BookingEventType } from "@ivdrips/contract/clinic-calendar";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

/**
 * Records what happened to a booking, in the caller's transaction, for the clinic of its provider and its
 * customer (the table's trigger NOTIFYs every listening process at commit). Event rows are written one
 * transaction at a time (a transaction-scoped lock held to commit), so ids become visible in the order they
 * were given: a reader that has seen id n can never be shown a smaller id later.
 */
export async function recordBookingEvent(
  tx: Executor,
  bookingId: string,
  type: BookingEventType,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('booking_events', 0))`);
  await tx.execute(sql`
    insert into booking_events (clinic_id, user_id, booking_id, type)
    select p.clinic_id, b.user_id, b.id, ${type}
    from bookings b join providers p on p.id = b.provider_id
    where b.id = ${bookingId}`);
}

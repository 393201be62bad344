import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { findBookingRecord, lockBooking, type BookingRecord, type BookingRow } from "./bookings.repository";

// One booking read or locked, as the bookings' services and the modules that add to a booking (reviews,
// documents) find it. A booking that is not the customer's (or the clinic's) answers as one that does not exist.

/** The booking with what it is of (service, clinic, customer's language); NOT_FOUND when there is none. */
export async function bookingRecordOf(db: Executor, id: string): Promise<BookingRecord> {
  const record = await findBookingRecord(db, id);
  if (!record) throw new AppError("NOT_FOUND", "bookingNotFound");
  return record;
}

/** The customer's own booking, with what it is of; NOT_FOUND for anyone else's. */
export async function ownBookingRecord(db: Executor, userId: string, id: string): Promise<BookingRecord> {
  const record = isUuid(id) ? await findBookingRecord(db, id) : undefined;
  if (record?.booking.userId !== userId) throw new AppError("NOT_FOUND", "bookingNotFound");
  return record;
}

/** The customer's own booking, locked until `tx` ends, to decide on as it is; NOT_FOUND for anyone else's. */
export async function lockOwnBooking(tx: Executor, userId: string, id: string): Promise<BookingRow> {
  const booking = isUuid(id) ? await lockBooking(tx, id) : undefined;
  if (booking?.userId !== userId) throw new AppError("NOT_FOUND", "bookingNotFound");
  return booking;
}

/** One of the clinic's bookings, locked until `tx` ends; NOT_FOUND for another clinic's. */
export async function lockClinicBooking(tx: Executor, clinicId: string, id: string): Promise<BookingRow> {
  const booking = isUuid(id) ? await lockBooking(tx, id) : undefined;
  const owner = booking && (await findBookingRecord(tx, id));
  if (!booking || owner?.clinicId !== clinicId) throw new AppError("NOT_FOUND", "bookingNotFound");
  return booking;
}

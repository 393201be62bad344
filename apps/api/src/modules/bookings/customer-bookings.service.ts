import { AppError } from "../../lib/app-error";
import { createAccountClosing } from "./account-closing.service";
import type { BookingContext } from "./booking-context";
import { createBookingChanges } from "./booking-changes.service";
import { createBookingHolds } from "./booking-holds.service";
import { createBookingPlace } from "./booking-place.service";
import { ownBookingRecord } from "./booking-records";
import {
  findBookingRecordBySession,
  listBookingRecordsOfUser,
  type BookingRecord,
} from "./bookings.repository";

/**
 * What customers do with their own bookings: read them here, and, each in its own file, hold a window
 * (booking-holds.service.ts), change a booking (booking-changes.service.ts: cancel, release, reschedule),
 * correct its place (booking-place.service.ts) and close the account (account-closing.service.ts).
 */
export function createCustomerBookings(context: BookingContext) {
  const { db } = context;
  return {
    ...createBookingHolds(context),
    ...createBookingChanges(context),
    ...createBookingPlace(context),
    ...createAccountClosing(context),

    async listOwn(userId: string): Promise<BookingRecord[]> {
      return listBookingRecordsOfUser(db, userId);
    },

    async getOwn(userId: string, id: string): Promise<BookingRecord> {
      return ownBookingRecord(db, userId, id);
    },

    async getOwnBySession(userId: string, sessionId: string): Promise<BookingRecord> {
      const record = await findBookingRecordBySession(db, sessionId);
      if (record?.booking.userId !== userId) throw new AppError("NOT_FOUND", "bookingNotFound");
      return record;
    },
  };
}

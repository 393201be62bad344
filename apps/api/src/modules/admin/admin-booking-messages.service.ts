import type { BookingMessage } from "@ivdrips/contract/phone-messages";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { BookingMessagesService } from "../phone-messages/booking-messages.service";
import { findAdminBooking } from "./admin-bookings.repository";
import { recordAudit } from "./audit.repository";

/** A booking's messages to phones in the console (issue 38): listed, and a failed one sent again, audited. */
export function createAdminBookingMessagesService(deps: {
  db: Database;
  bookingMessages: BookingMessagesService;
}) {
  const { db, bookingMessages } = deps;

  async function requireBooking(id: string) {
    const row = await findAdminBooking(db, id);
    if (!row) throw new AppError("NOT_FOUND", "bookingNotFound");
    return row.booking;
  }

  return {
    async list(bookingId: string): Promise<BookingMessage[]> {
      await requireBooking(bookingId);
      return bookingMessages.ofBooking(bookingId);
    },

    async resend(
      staffId: string,
      bookingId: string,
      messageId: string,
      note: string | undefined,
    ): Promise<BookingMessage[]> {
      const booking = await requireBooking(bookingId);
      return bookingMessages.resend(bookingId, messageId, async (tx, message, again) => {
        await recordAudit(tx, {
          staffId,
          action: "booking.resend_message",
          targetType: "booking",
          targetId: bookingId,
          before: { reference: booking.reference, messageId: message.id, status: message.status },
          after: { reference: booking.reference, messageId: again.id, kind: again.kind },
          note: note ?? null,
        });
      });
    },
  };
}

export type AdminBookingMessagesService = ReturnType<typeof createAdminBookingMessagesService>;

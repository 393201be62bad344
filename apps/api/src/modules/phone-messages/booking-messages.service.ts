import type { BookingMessage } from "@ivdrips/contract/phone-messages";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import {
  findOutboxMessage,
  insertOutboxMessage,
  isOptedOut,
  listMessagesOfBooking,
  type OutboxMessageRow,
} from "./phone-messages.repository";

// A booking's messages to phones as the console sees them, and sending a failed one again.

/** "+60•••••6789": enough for staff to tell numbers apart, not to read one. */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/^\+/, "");
  return `+${digits.slice(0, 2)}${"•".repeat(Math.max(0, digits.length - 6))}${digits.slice(-4)}`;
}

export function toBookingMessage(row: OutboxMessageRow): BookingMessage {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    to: maskedPhone(row.toPhone),
    language: row.language,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    statusAt: row.statusAt.toISOString(),
    fallbackOf: row.fallbackOf,
  };
}

export function createBookingMessagesService(deps: { db: Database; clock: Clock; onQueued?: () => void }) {
  const { db, clock } = deps;
  return {
    /** A booking's messages, oldest first (the console). */
    async ofBooking(bookingId: string): Promise<BookingMessage[]> {
      return (await listMessagesOfBooking(db, bookingId)).map(toBookingMessage);
    },

    /**
     * Queues a failed message of the booking again, as a new chain on WhatsApp with the same values, and
     * records it with `audit` in the same transaction. Refused unless it failed, or when the number said STOP.
     */
    async resend(
      bookingId: string,
      messageId: string,
      audit: (tx: Executor, message: OutboxMessageRow, again: OutboxMessageRow) => Promise<void>,
    ): Promise<BookingMessage[]> {
      await inTransaction(db, async (tx) => {
        const message = await findOutboxMessage(tx, messageId);
        if (!message || message.bookingId !== bookingId) throw new AppError("NOT_FOUND", "messageNotFound");
        if (message.status !== "failed" || (await isOptedOut(tx, message.toPhone))) {
          throw new AppError("CONFLICT", "messageNotResendable");
        }
        // Once per failed message: a second click finds it already sent again.
        const again = await insertOutboxMessage(tx, {
          dedupeKey: `resend:${message.id}`,
          kind: message.kind,
          bookingId,
          userId: message.userId,
          clinicId: message.clinicId,
          channel: "whatsapp",
          toPhone: message.toPhone,
          language: message.language,
          template: message.template,
          params: message.params,
          availableAt: clock(),
        });
        if (!again) throw new AppError("CONFLICT", "messageNotResendable");
        await audit(tx, message, again);
      });
      deps.onQueued?.();
      return (await listMessagesOfBooking(db, bookingId)).map(toBookingMessage);
    },
  };
}

export type BookingMessagesService = ReturnType<typeof createBookingMessagesService>;

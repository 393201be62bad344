// The outbox as other modules use it: they queue emails in the transaction of the change they announce and,
// when an account is deleted, withdraw or erase what concerns it. Sending is the dispatcher's (outbox-dispatcher.ts).
// What an email is (OutboxEmailInput) and the kinds other modules name are in outbox-email.ts.
import type { Executor } from "../../db/client";
import { escapeHtml } from "../../lib/escape-html";
import type { OutboxEmailInput } from "./outbox-email";
import {
  countOutboxEmailsTo,
  deleteUnsentEmailsOfBooking,
  dropHeldEmail,
  eraseCustomerEmails,
  insertOutboxEmail,
  releaseHeldEmail,
} from "./outbox.repository";

/** The email held for a chain of messages to a phone: sent now (the messages failed) or dropped (one arrived). */
export const heldEmails = { release: releaseHeldEmail, drop: dropHeldEmail };

/**
 * Queues an email. Pass the transaction that makes the change it announces: the email then exists exactly
 * when the change committed. An email whose dedupeKey is already queued (or sent) is dropped: false.
 */
export function enqueueEmail(tx: Executor, email: OutboxEmailInput): Promise<boolean> {
  return insertOutboxEmail(tx, email);
}

/** How many emails of `kind` were queued to `toAddress` to go out after `after` (any letter case). */
export function countEmailsTo(
  db: Executor,
  filter: { kind: string; toAddress: string; after: Date },
): Promise<number> {
  return countOutboxEmailsTo(db, filter);
}

/** Drops emails of a booking that were queued but not yet sent (e.g. reminders for a window it left). */
export function discardUnsentEmails(
  tx: Executor,
  bookingId: string,
  kinds: readonly string[],
): Promise<void> {
  return deleteUnsentEmailsOfBooking(tx, bookingId, kinds);
}

/**
 * Account deletion: removes a customer's personal data from the outbox. Emails to the customer, and every
 * email about their bookings that was already sent, are deleted; unsent emails to others about those bookings
 * (a clinic's notice, support's refund to make) still go out, with the personal values replaced, in the text
 * and in the HTML (where they stand escaped). Emails of an `unboundKinds` kind that belong to no booking are
 * about the customer when their text names one of the customer's email addresses or phone numbers, and are
 * treated the same way.
 */
export function eraseFromOutbox(
  tx: Executor,
  subject: {
    bookingIds: string[];
    customerEmails: string[];
    customerPhones: string[];
    personalValues: string[];
    unboundKinds: readonly string[];
  },
): Promise<void> {
  return eraseCustomerEmails(tx, subject, escapeHtml);
}

import { messageChannelsOf } from "@ivdrips/contract/phone-messages";
import type { Executor } from "../../db/client";
import type { OutboxEmailInput } from "../notifications/outbox-email";
import { enqueueEmail } from "../notifications/outbox.service";
import {
  findClinicOfBooking,
  findCustomerOfBooking,
  forgetPhoneOfUser,
  insertOutboxMessage,
  isOptedOut,
} from "./phone-messages.repository";

/** What announcing a booking email queued. */
export interface Announced {
  email: boolean;
  message: boolean;
}

/**
 * Queues a booking email and, when it has a twin for a phone, the message: in the transaction of the change
 * it announces, so both exist exactly when the change committed (the outbox's rule).
 *
 * To the customer, by the channels they chose for its topic: email as chosen (receipts always), WhatsApp only
 * to a verified number that has not said STOP. When they chose WhatsApp and not email, the email is still
 * queued but held for the message's chain: it goes only if WhatsApp and SMS both fail. Neither channel:
 * nothing is queued. To a clinic: the email always, and the message when its coordinator's number is set and
 * has not said STOP.
 */
export async function announce(tx: Executor, email: OutboxEmailInput): Promise<Announced> {
  const { phone: twin, ...plain } = email;
  if (!twin || !email.bookingId) return { email: await enqueueEmail(tx, plain), message: false };

  if (twin.audience === "clinic") {
    const queued = await enqueueEmail(tx, plain);
    const clinic = await findClinicOfBooking(tx, email.bookingId);
    if (!clinic?.phone || (await isOptedOut(tx, clinic.phone))) return { email: queued, message: false };
    const message = await insertOutboxMessage(tx, {
      kind: email.kind,
      bookingId: email.bookingId,
      clinicId: clinic.clinicId,
      dedupeKey: email.dedupeKey ?? null,
      channel: "whatsapp",
      toPhone: clinic.phone,
      language: twin.language,
      template: twin.template,
      params: twin.params,
      ...(email.availableAt ? { availableAt: email.availableAt } : {}),
    });
    return { email: queued, message: message !== undefined };
  }

  const customer = await findCustomerOfBooking(tx, email.bookingId);
  if (!customer || customer.deleted) return { email: false, message: false };
  const chosen = messageChannelsOf(customer.messageChannels)[twin.topic];
  const phone =
    chosen.whatsapp && customer.phone && !(await isOptedOut(tx, customer.phone)) ? customer.phone : undefined;
  if (!phone) return { email: chosen.email && (await enqueueEmail(tx, plain)), message: false };

  const message = await insertOutboxMessage(tx, {
    kind: email.kind,
    bookingId: email.bookingId,
    userId: customer.userId,
    dedupeKey: email.dedupeKey ?? null,
    channel: "whatsapp",
    toPhone: phone,
    language: twin.language,
    template: twin.template,
    params: twin.params,
    ...(email.availableAt ? { availableAt: email.availableAt } : {}),
  });
  // Already queued once (the same key): the email was too.
  if (!message) return { email: false, message: false };
  const queued = await enqueueEmail(tx, chosen.email ? plain : { ...plain, heldForChain: message.chainId });
  return { email: queued, message: true };
}

/**
 * Account deletion: the customer's verified number, their codes, and every message to them (queued or sent)
 * are deleted; messages to a clinic about their bookings name no one and stay.
 */
export function forgetCustomerPhone(tx: Executor, userId: string): Promise<void> {
  return forgetPhoneOfUser(tx, userId);
}

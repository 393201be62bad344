import type { Language } from "@ivdrips/contract/languages";
import type { MessageTopic, PhoneTemplateName } from "@ivdrips/contract/phone-messages";
import type { EmailAttachment } from "./mail-transport";

/**
 * The message to a phone an email has as its twin (issue 38): to the booking's customer, on the channels they
 * chose for its topic, or to the booking's clinic's coordinator. phone-messages decides whether it goes.
 */
export type PhoneTwin = { template: PhoneTemplateName; params: string[]; language: Language } & (
  { audience: "customer"; topic: MessageTopic } | { audience: "clinic" }
);

/** An email to queue (outbox.service.ts enqueueEmail), as every module's email builder makes it. */
export interface OutboxEmailInput {
  kind: string;
  bookingId?: string;
  /** A second email with the same key is not queued (e.g. `booking_approved:{bookingId}`). */
  dedupeKey?: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments?: EmailAttachment[];
  /**
   * A credential (a reset token) sealed by the outbox's credential sealer: the bodies carry
   * CREDENTIAL_PLACEHOLDER in its place, and the dispatcher puts it in only as it sends.
   */
  sealedCredential?: string;
  /** When it may be sent; the database's now() when omitted. Callers with an injected clock pass its now. */
  availableAt?: Date;
  /** Its message to a phone, if it has one (not stored with the email). */
  phone?: PhoneTwin;
  /** Held for a message to a phone that stands in for it (outbox_messages.chain_id): sent only if it fails. */
  heldForChain?: string;
}

/** Stands in the bodies for an email's sealed credential until it is sent (see OutboxEmailInput). */
export const CREDENTIAL_PLACEHOLDER = "__sealed_credential__";

/**
 * Support's note about a crypto payment that could not pay a booking normally (crypto-payment.service.ts
 * recordForSupport). It may have no booking, and names the customer in its text.
 */
export const CRYPTO_ATTENTION_EMAIL_KIND = "support_crypto_attention";

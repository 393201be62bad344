import type { EmailAttachment } from "./mail-transport";

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
}

/** Stands in the bodies for an email's sealed credential until it is sent (see OutboxEmailInput). */
export const CREDENTIAL_PLACEHOLDER = "__sealed_credential__";

/**
 * Support's note about a crypto payment that could not pay a booking normally (crypto-payment.service.ts
 * recordForSupport). It may have no booking, and names the customer in its text.
 */
export const CRYPTO_ATTENTION_EMAIL_KIND = "support_crypto_attention";

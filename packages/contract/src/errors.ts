import { schemaMessage } from "./api-messages";
import { z } from "zod";

/** Every error code the API can answer with, and the HTTP status it maps to. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_TOKEN: 401,
  FORBIDDEN: 403,
  /** Every API call but a few needs the signed cookie a valid invite code sets (POST /invite-codes/verify). */
  INVITE_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  /** Bookings: the window has no place left. */
  WINDOW_FULL: 409,
  /** Bookings: the window has started, is too close, or is beyond the booking horizon. */
  WINDOW_UNAVAILABLE: 409,
  /** Bookings: no active provider serves the city. */
  NO_PROVIDER: 409,
  /** Bookings: the client's total disagrees with price × quantity. */
  AMOUNT_MISMATCH: 400,
  /** Bookings: the change is not allowed from the booking's current state. */
  INVALID_TRANSITION: 409,
  /** Clinic decisions: approved and rejected are final. */
  ALREADY_DECIDED: 409,
  /** Reviews: this booking already has its review. */
  ALREADY_REVIEWED: 409,
  /** Account: the password given to confirm a sensitive action is wrong. */
  INCORRECT_PASSWORD: 403,
  /** Bookings: too many unpaid holds at once. */
  TOO_MANY_HOLDS: 409,
  /** Payments: the checkout session can no longer be paid (expired, cancelled, or its hold released). */
  SESSION_CLOSED: 409,
  /** Payments: the on-chain transaction does not pay this booking (not found, failed, wrong token...). */
  PAYMENT_NOT_VERIFIED: 400,
  /** Payments: the claim is not signed by the wallet that sent the transfer (EIP-191); nothing was recorded. */
  PAYMENT_NOT_SIGNED: 400,
  /** Payments: the transaction is valid but needs more confirmations; try again shortly. */
  PAYMENT_NOT_CONFIRMED: 409,
  /** Payments: the transaction hash already paid for a booking. */
  TRANSACTION_USED: 409,
  /** Payments: the money arrived but the booking could not be made; support follows up. */
  PAYMENT_NEEDS_ATTENTION: 409,
  /** Clinical: the text consented to is no longer the one in force; read the new one and agree again. */
  CONSENT_OUTDATED: 409,
  /** Clinical: the customer has not agreed to the keeping of health data (or withdrew it). */
  HEALTH_CONSENT_REQUIRED: 409,
  /** Clinical: the customer has no health profile (or it cannot be read any more). */
  HEALTH_PROFILE_REQUIRED: 409,
  /** Clinical: the health profile is more than 12 months old: to be confirmed again. */
  HEALTH_PROFILE_STALE: 409,
  /** Clinical: the consent to treatment is missing, or signed on an older version. */
  TREATMENT_CONSENT_REQUIRED: 409,
  /** Clinical: the health profile meets one of the drip's absolute contraindications; nothing was held or charged. */
  CONTRAINDICATED: 409,
  /** Places: the postcode is outside the city's service areas (or missing); nothing was held or changed. */
  OUTSIDE_SERVICE_AREA: 422,
  /** Packages: the credit named cannot pay this booking (not paid, expired, used up, another drip). */
  CREDIT_UNUSABLE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  /** Payments: the payment provider or the chain could not be reached. */
  PAYMENT_PROVIDER_ERROR: 502,
  NOT_READY: 503,
  /** The database or the shared cache is briefly away (down, restarting, too slow): try again after Retry-After. */
  SERVICE_UNAVAILABLE: 503,
  /** Payments: this payment method is switched off on this server. */
  PAYMENTS_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const MessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** A message by id (api-messages.ts) with the values it fills in, for a reader in any language. */
export const MessageRefSchema = z.object({ messageId: z.string(), params: MessageParamsSchema.optional() });

/**
 * Every error the API answers with. `message` and `details` are English, for API users; `messageId`, `params`
 * and `detailMessages` say the same by id, so the web shows them in the reader's language.
 */
export const ErrorBodySchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  code: z.string(),
  messageId: z.string(),
  params: MessageParamsSchema.optional(),
  details: z.record(z.string(), z.string()).optional(),
  detailMessages: z.record(z.string(), MessageRefSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const RATE_LIMIT_MESSAGE = schemaMessage("tooManyAttempts");

/** The message of an INVITE_REQUIRED answer: the browser has not passed the invite gate (or its pass ran out). */
export const INVITE_REQUIRED_MESSAGE = schemaMessage("inviteRequired");

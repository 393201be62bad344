import { schemaMessage } from "./api-messages";
import { z } from "zod";

/** Field schemas shared by every payload; messages are SPEC §5's, word for word. */

export const EMAIL_MESSAGE = schemaMessage("emailInvalid");
export const PHONE_MESSAGE = schemaMessage("phoneInvalid");
export const FULL_NAME_MESSAGE = schemaMessage("fullNameTooShort");
export const PASSWORD_LENGTH_MESSAGE = schemaMessage("passwordTooShort");
export const PASSWORD_STRENGTH_MESSAGE = schemaMessage("passwordTooWeak");
export const PASSWORD_REQUIRED_MESSAGE = schemaMessage("passwordRequired");

export const EmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, { error: EMAIL_MESSAGE })
  .pipe(z.email({ error: EMAIL_MESSAGE }));

export const FullNameSchema = z
  .string({ error: FULL_NAME_MESSAGE })
  .trim()
  .min(2, { error: FULL_NAME_MESSAGE })
  .max(100, { error: schemaMessage("fullNameTooLong") });

/** A new password: long enough, mixed, and bounded so hashing cannot be abused. */
export const NewPasswordSchema = z
  .string({ error: PASSWORD_LENGTH_MESSAGE })
  .min(8, { error: PASSWORD_LENGTH_MESSAGE })
  // abort: no pattern check on a password already too long. The pattern is anchored: unanchored, its lookaheads
  // were tried at every position, quadratic in the length (a 50 kB password held the event loop for seconds).
  .max(128, { error: schemaMessage("passwordTooLong"), abort: true })
  .regex(/^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])(?=[\s\S]*\d)/, { error: PASSWORD_STRENGTH_MESSAGE });

/** A password being checked at sign-in: only required (SPEC: at least 1 character). */
export const SignInPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(1, { error: PASSWORD_REQUIRED_MESSAGE })
  .max(128, { error: schemaMessage("passwordTooLong") });

/** Digits with the usual separators; at most 15 digits (E.164), at least 5 characters as SPEC asks. */
export const PhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .min(5, { error: PHONE_MESSAGE })
  .max(24, { error: PHONE_MESSAGE })
  .regex(/^\+?[\d\s().-]+$/, { error: PHONE_MESSAGE })
  .refine((phone) => phone.replace(/\D/g, "").length <= 15, { error: PHONE_MESSAGE });

/**
 * The days the API takes anywhere (bookings, calendars, filters, invite expiries). Outside them a day means a
 * typo, not a plan: PostgreSQL has no year 0, and a day past 9999 no longer prints as YYYY-MM-DD, so such days
 * once reached the database and failed there (a 500) instead of being refused here (a 400).
 */
export const EARLIEST_DATE = "2000-01-01";
export const LATEST_DATE = "2099-12-31";
/** Whether a YYYY-MM-DD day (already well formed) lies within EARLIEST_DATE..LATEST_DATE. */
export const isDateInRange = (day: string) => day >= EARLIEST_DATE && day <= LATEST_DATE;
export const DATE_RANGE_MESSAGE = schemaMessage("dateOutOfRange", { min: EARLIEST_DATE, max: LATEST_DATE });

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30), from EARLIEST_DATE to LATEST_DATE. */
export const DateOnlySchema = z
  .string({ error: schemaMessage("dateFormat") })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: schemaMessage("dateFormat"), abort: true })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: schemaMessage("dateNotReal") },
  )
  // Refinements, not a pipe: a pipe would mark a failure as aborted, and a booking day's union then answers
  // with its general "form" message instead of this one.
  .refine(isDateInRange, { error: DATE_RANGE_MESSAGE });

/** An amount of Malaysian ringgit as the API speaks it (the database keeps integer sen). */
export const MoneyRmSchema = z.number().nonnegative();

/** A success said in words: the English `message` for API users, `messageId` (api-messages.ts) for people. */
export const MessageResponseSchema = z.object({ message: z.string(), messageId: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

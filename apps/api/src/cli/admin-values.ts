import { englishMessage, firstIssueRef } from "../lib/english-message";
import { ClinicUsernameSchema } from "@ivdrips/contract/clinics";
import { DateOnlySchema, EmailSchema, FullNameSchema, NewPasswordSchema } from "@ivdrips/contract/common";
import { COMING_SOON_COUNTRIES, type ComingSoonCountry } from "@ivdrips/contract/countries";
import { InviteCodeFormatSchema } from "@ivdrips/contract/invites";
import { LANGUAGES, type Language } from "@ivdrips/contract/languages";
import { klDateOf } from "@ivdrips/contract/time-windows";
import { UsageError } from "./admin-command";

/** Option values of the admin CLI, checked with the contract's schemas; each failure is a UsageError. */

const MAX_INT4 = 2_147_483_647;

function firstMessage(result: { error: { issues: readonly { message: string }[] } }): string {
  const ref = firstIssueRef(result.error.issues);
  return englishMessage(ref.messageId, ref.params);
}

export function inviteCode(value: string): string {
  const code = InviteCodeFormatSchema.safeParse(value);
  if (!code.success) throw new UsageError(firstMessage(code));
  return code.data;
}

export function clinicUsername(value: string): string {
  const username = ClinicUsernameSchema.safeParse(value);
  if (!username.success) throw new UsageError(firstMessage(username));
  return username.data;
}

export function newPassword(value: string): string {
  const password = NewPasswordSchema.safeParse(value);
  if (!password.success) throw new UsageError(firstMessage(password));
  return password.data;
}

export function maxUses(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!(number >= 1))
    throw new UsageError(`--max-uses must be a whole number of at least 1 (got "${value}")`);
  if (number > MAX_INT4) throw new UsageError(`--max-uses must be at most ${MAX_INT4}`);
  return number;
}

/** `now` decides which days are past. */
export function expiresOn(value: string | undefined, now: Date): string | undefined {
  if (value === undefined) return undefined;
  const date = DateOnlySchema.safeParse(value.trim());
  if (!date.success) {
    throw new UsageError(`--expires must be a real calendar date written YYYY-MM-DD (got "${value}")`);
  }
  if (date.data < klDateOf(now)) {
    throw new UsageError("--expires must be today or a later day (Kuala Lumpur time)");
  }
  return date.data;
}

export function clinicEmail(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const parsed = EmailSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--email must be an email address (got "${value}")`);
  return parsed.data;
}

export function capacity(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!(number >= 1 && number <= 100)) {
    throw new UsageError(`--capacity must be a whole number from 1 to 100 (got "${value}")`);
  }
  return number;
}

/** A name or city: trimmed, 2-100 characters. */
export function label(option: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed.length < 2 || trimmed.length > 100) {
    throw new UsageError(`--${option} must be 2-100 characters`);
  }
  return trimmed;
}

/** A coming-soon country, whatever the case it is typed in ("st. barts" is St. Barts). */
export function waitlistCountry(value: string | undefined): ComingSoonCountry | undefined {
  if (value === undefined) return undefined;
  const wanted = value.trim().toLowerCase();
  const country = COMING_SOON_COUNTRIES.find((name) => name.toLowerCase() === wanted);
  if (!country) {
    throw new UsageError(`--country must be one of ${COMING_SOON_COUNTRIES.join(", ")} (got "${value}")`);
  }
  return country;
}

/** One of our languages, whatever the case it is typed in. */
export function language(value: string | undefined): Language | undefined {
  if (value === undefined) return undefined;
  const wanted = value.trim().toLowerCase();
  const found = LANGUAGES.find((code) => code === wanted);
  if (!found) throw new UsageError(`--language must be one of ${LANGUAGES.join(", ")} (got "${value}")`);
  return found;
}

/** A staff member's sign-in email. */
export function staffEmail(value: string): string {
  const parsed = EmailSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--email must be an email address (got "${value}")`);
  return parsed.data;
}

/** A staff member's name, with the same rule as a customer's full name. */
export function staffName(value: string): string {
  const name = FullNameSchema.safeParse(value);
  if (!name.success) throw new UsageError(firstMessage(name));
  return name.data;
}

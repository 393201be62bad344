import { schemaMessage } from "./api-messages";
import { z } from "zod";
import { SignInPasswordSchema } from "./common";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";

export const LanguageSchema = z.enum(LANGUAGES, { error: schemaMessage("languageInvalid") });

/**
 * What a customer has chosen to receive, and the language their emails are written in. Reminders are on and
 * marketing is off until they say otherwise; the language is the one they signed up or last signed in with.
 */
export const PreferencesSchema = z.object({
  emailReminders: z.boolean({ error: schemaMessage("preferencesRemindersInvalid") }),
  marketingEmails: z.boolean({ error: schemaMessage("preferencesMarketingInvalid") }),
  language: LanguageSchema,
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/**
 * PUT /users/preferences: both email choices, and the language when it changes (the site's language switcher
 * sends it for a signed-in customer); without `language` the stored one stays.
 */
export const UpdatePreferencesRequestSchema = PreferencesSchema.extend({
  language: LanguageSchema.optional(),
});
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequestSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  emailReminders: true,
  marketingEmails: false,
  language: DEFAULT_LANGUAGE,
};

/** Deleting an account needs the password again, so a borrowed unlocked session cannot do it. */
export const DeleteAccountRequestSchema = z.object({ password: SignInPasswordSchema });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const DeleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  /** Upcoming bookings cancelled with the account, each refunded per the Refund Policy. */
  cancelledBookings: z.array(
    z.object({ reference: z.string(), refundAmount: z.number().describe("RM returned to the customer") }),
  ),
});
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;

export const INCORRECT_PASSWORD_MESSAGE = schemaMessage("incorrectPassword");

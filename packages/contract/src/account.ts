import { z } from "zod";
import { SignInPasswordSchema } from "./common";

/** What a customer has chosen to receive. Reminders are on and marketing is off until they say otherwise. */
export const PreferencesSchema = z.object({
  emailReminders: z.boolean({ error: "emailReminders must be true or false" }),
  marketingEmails: z.boolean({ error: "marketingEmails must be true or false" }),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = { emailReminders: true, marketingEmails: false };

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

export const INCORRECT_PASSWORD_MESSAGE = "The password is incorrect.";

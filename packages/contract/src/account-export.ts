import { z } from "zod";
import { PreferencesSchema } from "./account";
import { UserSchema } from "./auth";
import { BookingSchema } from "./bookings";
import { ClearanceSchema, HealthAnswersSchema } from "./clinical";
import { SavedPlaceSchema } from "./service-areas";

/**
 * GET /api/account/export: everything the customer's account holds, as JSON (PDPA access and portability):
 * the account, the consents, the health profile, the bookings and each booking's clinical record, and the
 * places saved for the next booking.
 */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  account: UserSchema.extend({ preferences: PreferencesSchema }),
  healthConsents: z.array(
    z.object({
      version: z.string(),
      language: z.string(),
      givenAt: z.string(),
      withdrawnAt: z.string().nullable(),
    }),
  ),
  healthProfile: z.object({ answers: HealthAnswersSchema, confirmedAt: z.string() }).nullable(),
  bookings: z.array(BookingSchema),
  clearances: z.array(ClearanceSchema),
  savedPlaces: z.array(SavedPlaceSchema),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

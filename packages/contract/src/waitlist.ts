import { schemaMessage } from "./api-messages";
import { z } from "zod";
import { COMING_SOON_COUNTRIES } from "./countries";
import { HoneypotSchema, RequiredEmailSchema } from "./messages";

/** Notify Me (POST /api/waitlist): an email to write to when IV Drips opens in a coming-soon country. */

export const WAITLIST_COUNTRY_MESSAGE = schemaMessage("waitlistCountry");

export const WaitlistRequestSchema = z.object({
  email: RequiredEmailSchema,
  country: z
    .string({ error: WAITLIST_COUNTRY_MESSAGE })
    .pipe(z.enum(COMING_SOON_COUNTRIES, { error: WAITLIST_COUNTRY_MESSAGE })),
  website: HoneypotSchema,
});
export type WaitlistRequestInput = z.input<typeof WaitlistRequestSchema>;
export type WaitlistRequest = z.output<typeof WaitlistRequestSchema>;

/** What the route answers (200), the same whether or not the address was already on the list. */
export const WAITLIST_JOINED_MESSAGE = schemaMessage("waitlistJoined");

import { z } from "zod";

/** What the web app shows of the business: how customers reach a person. */
export const PublicConfigSchema = z.object({
  /** Digits only, country code first (wa.me format), e.g. 60123456789. */
  whatsappNumber: z.string(),
  /** As people dial it, e.g. +60 3-2785 0000. */
  supportPhone: z.string(),
  supportEmail: z.string(),
  /** The demo clinic's sign-in, shown on the clinic portal; only outside production. */
  demoClinic: z.object({ username: z.string(), password: z.string() }).optional(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

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

/** SPEC §1: the prefilled text of every WhatsApp chat link. */
export const WHATSAPP_MESSAGE = "Hi! I'm interested in booking an IV therapy session. Can you help me?";

export function whatsappLink(number: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(WHATSAPP_MESSAGE)}`;
}

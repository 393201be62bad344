// No zod here: the header and the floating chat button on the first load of `/` build these links.

/** SPEC §1: the prefilled text of every WhatsApp chat link. */
export const WHATSAPP_MESSAGE = "Hi! I'm interested in booking an IV therapy session. Can you help me?";

export function whatsappLink(number: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(WHATSAPP_MESSAGE)}`;
}

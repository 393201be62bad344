import { icu } from "../icu";

/**
 * The invite gate's ways to ask for a code (issue 35, item 7) and the chat text each prefills. Not among the
 * first paint's texts: the links show once the whole catalogue is there.
 */
export const gateContact = {
  label: "Contact our team",
  whatsapp: "WhatsApp",
  email: "Email",
  call: "Call",
  newTab: "(opens in a new tab)",
  chat: "Hi! I'd like an invite code for IV Drips. Can you help me?",
  chatAboutService: icu(
    "Hi! I'd like an invite code for IV Drips. I'm interested in {service}. Can you help me?",
  ),
  chatAboutBooking: icu(
    "Hi! I need an invite code for IV Drips to see my booking {reference}. Can you help me?",
  ),
};

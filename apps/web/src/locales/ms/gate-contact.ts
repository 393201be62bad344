import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const gateContact: Catalogue["gateContact"] = {
  label: "Hubungi pasukan kami",
  whatsapp: "WhatsApp",
  email: "E-mel",
  call: "Telefon",
  newTab: "(dibuka dalam tab baharu)",
  chat: "Hai! Saya ingin mendapatkan kod jemputan untuk IV Drips. Boleh bantu saya?",
  chatAboutService: icu(
    "Hai! Saya ingin mendapatkan kod jemputan untuk IV Drips. Saya berminat dengan {service}. Boleh bantu saya?",
  ),
  chatAboutBooking: icu(
    "Hai! Saya perlukan kod jemputan untuk IV Drips untuk melihat tempahan saya {reference}. Boleh bantu saya?",
  ),
};

import { icu } from "../icu";
import { placeNamesMs } from "@ivdrips/contract/place-names/ms";
import type { Catalogue } from "../catalogue";

export const location: Catalogue["location"] = {
  country: "Negara",
  city: "Bandar",
  comingSoon: "Akan datang",
  /** The names shown (one source with the server's emails and documents); the values sent stay English. */
  countries: placeNamesMs.countries,
  cities: placeNamesMs.cities,
  notify: {
    title: icu("Akan datang ke {country}"),
    description: icu(
      "IV Drips kini beroperasi di Kuala Lumpur. Tinggalkan e-mel anda dan kami akan memaklumkan anda apabila kami tiba di {country}.",
    ),
    email: "E-mel",
    submit: "Maklumkan Saya",
    sending: "Menghantar...",
    thanksTitle: "Terima kasih!",
    thanksDescription: icu("Kami akan memaklumkan anda sebaik sahaja IV Drips dilancarkan di {country}."),
    errorTitle: "Kami tidak dapat menambah anda ke dalam senarai",
    errorFallback: "Berlaku ralat. Sila cuba lagi sebentar nanti.",
    honeypot: "Biarkan ruangan ini kosong",
  },
};

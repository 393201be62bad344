import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const location: Catalogue["location"] = {
  country: "Negara",
  city: "Bandar",
  comingSoon: "Akan datang",
  countries: {
    malaysia: "Malaysia",
    uae: "Emiriah Arab Bersatu",
    france: "Perancis",
    monaco: "Monaco",
    stBarts: "Saint-Barthélemy",
  },
  cities: {
    kualaLumpur: "Kuala Lumpur",
  },
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

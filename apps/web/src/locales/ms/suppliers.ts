import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const suppliers: Catalogue["suppliers"] = {
  portraitOf: icu("Potret {name}"),
  specializations: "Kepakaran",
  viewProfile: "Lihat profil",
  location: "Kuala Lumpur, Malaysia",
  people: {
    drAishaRahman: {
      title: "Pengarah Perubatan, Doktor Kesejahteraan & Estetik",
      specializations: ["Terapi Nutrien IV", "Perubatan Anti Penuaan", "Kesejahteraan Estetik"],
    },
    nurseMeiLinTan: {
      title: "Jururawat Kanan Terapi IV",
      specializations: ["Kanulasi IV", "Hidrasi & Pemulihan", "Sokongan Imun"],
    },
  },
};

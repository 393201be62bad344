import { icu } from "../icu";
import type { Catalogue } from "../catalogue";

export const legalPage: Catalogue["legalPage"] = {
  eyebrow: "Perundangan",
  lastUpdated: icu("Dikemas kini: {date}"),
  contents: "Kandungan",
  otherPolicies: "Dasar lain",
  englishOnly:
    "Dokumen ini hanya tersedia dalam bahasa Inggeris. Teks bahasa Inggeris ialah versi yang sah dan terpakai.",
};

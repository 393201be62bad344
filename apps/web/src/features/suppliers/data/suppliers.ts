import type { Catalogue } from "../../../locales/catalogue";

/**
 * SPEC §3 "Supplier (static sample data)", keyed dr-{name} and nurse-{name}. ARCHITECTURE departs from SPEC:
 * the professionals work in Kuala Lumpur, and their drips are catalogue ids whose names, prices and durations
 * come from the API, never from here. What they do in words (title, specializations, certifications, bio)
 * is in the suppliers texts under `texts`, in every language; names stay as written.
 */
export interface Supplier {
  id: string;
  name: string;
  /** The supplier's entry in the suppliers texts (`t.suppliers.people[texts]`). */
  texts: keyof Catalogue["suppliers"]["people"];
  /** Portrait, square. */
  image: string;
  /** Wide banner, 1200 × 320. */
  bannerImage: string;
  rating: number;
  totalClients: number;
  yearsOfExperience: number;
  /** The languages spoken, as keys of the supplier profile texts' `spokenLanguages`. */
  languages: (keyof Catalogue["supplierProfile"]["spokenLanguages"])[];
  /** Catalogue service ids, in the order the profile lists them. */
  offeredDrips: string[];
}

export const SUPPLIERS: readonly Supplier[] = [
  {
    id: "dr-aisha-rahman",
    name: "Dr. Aisha Rahman",
    texts: "drAishaRahman",
    image: "/images/professionals/dr-aisha-rahman.svg",
    bannerImage: "/images/banners/kuala-lumpur-skyline.svg",
    rating: 4.9,
    totalClients: 1250,
    yearsOfExperience: 12,
    languages: ["english", "malay"],
    offeredDrips: ["nmn-150", "nmn-300", "nutriyouth", "nutriglow", "nutrimmunity", "liver-cleanse"],
  },
  {
    id: "nurse-mei-lin-tan",
    name: "Mei Lin Tan, RN",
    texts: "nurseMeiLinTan",
    image: "/images/professionals/nurse-mei-lin-tan.svg",
    bannerImage: "/images/banners/wellness-waves.svg",
    rating: 4.8,
    totalClients: 860,
    yearsOfExperience: 9,
    languages: ["english", "malay", "mandarin", "cantonese"],
    offeredDrips: ["nutriboost", "nutrimmunity", "nutribody", "nutricleanse", "nutribeauty", "liver-cleanse"],
  },
];

export function findSupplier(id: string | undefined): Supplier | undefined {
  return SUPPLIERS.find((supplier) => supplier.id === id);
}

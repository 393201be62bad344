/**
 * SPEC §3 "Supplier (static sample data)", keyed dr-{name} and nurse-{name}. ARCHITECTURE departs from SPEC:
 * the professionals work in Kuala Lumpur, and their drips are catalogue ids whose names, prices and durations
 * come from the API, never from here.
 */
export interface Supplier {
  id: string;
  name: string;
  title: string;
  location: string;
  /** Portrait, square. */
  image: string;
  /** Wide banner, 1200 × 320. */
  bannerImage: string;
  rating: number;
  totalClients: number;
  yearsOfExperience: number;
  languages: string[];
  /** The badges on the home page's doctor cards (SPEC §3 "Doctor display entry"). */
  specializations: string[];
  certifications: string[];
  bio: string[];
  /** Catalogue service ids, in the order the profile lists them. */
  offeredDrips: string[];
}

export const SUPPLIERS: readonly Supplier[] = [
  {
    id: "dr-aisha-rahman",
    name: "Dr. Aisha Rahman",
    title: "Medical Director, Wellness & Aesthetic Physician",
    location: "Kuala Lumpur, Malaysia",
    image: "/images/professionals/dr-aisha-rahman.svg",
    bannerImage: "/images/banners/kuala-lumpur-skyline.svg",
    rating: 4.9,
    totalClients: 1250,
    yearsOfExperience: 12,
    languages: ["English", "Bahasa Malaysia"],
    specializations: ["IV Nutrient Therapy", "Anti-Ageing Medicine", "Aesthetic Wellness"],
    certifications: [
      "MBBS, Universiti Malaya",
      "Malaysian Medical Council (MMC) Registered",
      "Certificate in Aesthetic Medicine",
      "Advanced Cardiac Life Support (ACLS)",
    ],
    bio: [
      "Dr. Aisha Rahman leads our medical team in Kuala Lumpur. After a decade in hospital medicine at major " +
        "teaching hospitals in the Klang Valley, she turned her focus to preventive care, nutrient therapy and " +
        "healthy ageing.",
      "Every session she oversees begins with a short health consultation, so each drip suits the person " +
        "receiving it. Clients value her calm manner, her clear explanations and her attention to comfort, " +
        "whether the visit is at home, in a hotel suite or on board a yacht.",
    ],
    offeredDrips: ["nmn-150", "nmn-300", "nutriyouth", "nutriglow", "nutrimmunity", "liver-cleanse"],
  },
  {
    id: "nurse-mei-lin-tan",
    name: "Mei Lin Tan, RN",
    title: "Senior IV Therapy Nurse",
    location: "Kuala Lumpur, Malaysia",
    image: "/images/professionals/nurse-mei-lin-tan.svg",
    bannerImage: "/images/banners/wellness-waves.svg",
    rating: 4.8,
    totalClients: 860,
    yearsOfExperience: 9,
    languages: ["English", "Bahasa Malaysia", "Mandarin", "Cantonese"],
    specializations: ["IV Cannulation", "Hydration & Recovery", "Immune Support"],
    certifications: [
      "Diploma in Nursing",
      "Registered Nurse, Nursing Board Malaysia",
      "Post-Basic Certificate in Infusion Therapy",
      "Basic Life Support (BLS)",
    ],
    bio: [
      "Mei Lin Tan is a registered nurse with nine years of experience in emergency and day-care settings in " +
        "Kuala Lumpur, where she placed thousands of IV lines for patients of every age.",
      "She brings the same gentle, precise technique to every home visit, and is known for putting first-time " +
        "clients at ease. Mei Lin specialises in hydration, recovery and immune-support drips for busy " +
        "professionals, frequent travellers and athletes.",
    ],
    offeredDrips: ["nutriboost", "nutrimmunity", "nutribody", "nutricleanse", "nutribeauty", "liver-cleanse"],
  },
];

export function findSupplier(id: string | undefined): Supplier | undefined {
  return SUPPLIERS.find((supplier) => supplier.id === id);
}

import { icu } from "../icu";
/** A professional's profile page (SPEC §2 "Supplier profile"): beyond what their card on `/` shows. */
export const supplierProfile = {
  rating: icu("{rating} rating"),
  clients: icu("{count}+ clients"),
  experience: icu("{years} years' experience"),
  certifications: "Certifications",
  bookNow: "Book Now",
  contact: "Contact",
  about: "About",
  availableDrips: "Available IV Drips",
  administeredBy: icu("Administered by {name} at your home, hotel, yacht or private jet in Kuala Lumpur."),
  notFound: {
    title: "Supplier Not Found",
    text: "The medical professional you are looking for does not exist or is no longer available.",
    back: "Back to Services",
  },
  spokenLanguages: {
    english: "English",
    malay: "Bahasa Malaysia",
    mandarin: "Mandarin",
    cantonese: "Cantonese",
  },
  people: {
    drAishaRahman: {
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
    },
    nurseMeiLinTan: {
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
    },
  },
};

import type { Clearance, Clinician } from "@ivdrips/contract/clinical";

/** A clinic's clinician as GET /api/clinics/clinicians lists them. */
export function clinician(overrides: Partial<Clinician> = {}): Clinician {
  return {
    id: "n1",
    name: "Siti Aminah",
    role: "nurse",
    registrationBody: "LJM",
    registrationNumber: "LJM/12345",
    isActive: true,
    ...overrides,
  };
}

/** A booking's clinical record as GET /api/clinics/bookings/{id}/clearance gives it: flagged, undecided. */
export function clearance(overrides: Partial<Clearance> = {}): Clearance {
  return {
    bookingId: "b1",
    serviceId: "nmn-150",
    flags: ["diabetes", "pregnancy_or_breastfeeding"],
    answers: {
      dateOfBirth: "1992-03-04",
      sex: "female",
      pregnancy: "breastfeeding",
      weightKg: 58,
      drugAllergies: "Penicillin",
      foodAllergies: "",
      latexAllergy: false,
      medication: "Metformin 500 mg twice a day",
      conditions: ["diabetes"],
      previousDripReaction: false,
      previousDripReactionDetails: "",
      emergencyContactName: "Farid Rahman",
      emergencyContactPhone: "+60129876543",
    },
    ageAtBooking: 34,
    consent: {
      version: "1.2",
      signedName: "Aisha Rahman",
      signedAt: "2026-06-01T00:04:00.000Z",
      language: "en",
      text: "I consent to receive the NMN 150mg intravenous drip...",
    },
    decision: "pending",
    clinician: null,
    decidedAt: null,
    ...overrides,
  };
}

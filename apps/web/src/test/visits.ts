import type { Visit } from "@ivdrips/contract/visit-day";

/** An approved visit's day as the API answers it: a nurse assigned, not set off yet. */
export function visitDay(overrides: Partial<Visit> = {}): Visit {
  return {
    clinician: {
      id: "n1",
      name: "Siti Aminah",
      role: "nurse",
      registrationBody: "LJM",
      registrationNumber: "LJM/12345",
    },
    step: null,
    etaAt: null,
    onTheWayAt: null,
    arrivedAt: null,
    startedAt: null,
    completedAt: null,
    ...overrides,
  };
}

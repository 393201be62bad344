import { stateOf, type LifecycleEvent, type LifecycleState } from "@ivdrips/contract/booking-state";
import type { Booking } from "@ivdrips/contract/bookings";

/**
 * What the server's table typically allows a customer in each state, well before the visit (a test about a
 * clinic, a late moment or a refusal gives `actions` itself).
 */
const NO_ACTIONS: Record<LifecycleState, LifecycleEvent[]> = {
  held: [],
  released: [],
  awaiting_clinic: [],
  approved: [],
  completed: [],
  rejected: [],
  cancelled: [],
  flagged: [],
};
const CUSTOMER_ACTIONS: Record<LifecycleState, LifecycleEvent[]> = {
  ...NO_ACTIONS,
  held: ["pay", "release", "cancel"],
  awaiting_clinic: ["cancel", "reschedule"],
  approved: ["cancel", "reschedule"],
};

/** Bookings as the API answers them; override what the test is about. */
/** A booking as the customer's endpoints answer it (GET /api/bookings, /api/bookings/session/{id}). */
export function booking(overrides: Partial<Booking> = {}): Booking {
  return withActions(overrides, CUSTOMER_ACTIONS);
}

/** A booking as the clinic's list answers it (GET /api/clinics/bookings): Approve and Reject while undecided. */
export function clinicBooking(overrides: Partial<Booking> = {}): Booking {
  return withActions(overrides, { ...NO_ACTIONS, awaiting_clinic: ["approve", "reject"] });
}

function withActions(
  overrides: Partial<Booking>,
  actionsByState: Record<LifecycleState, LifecycleEvent[]>,
): Booking {
  const stored: Omit<Booking, "state" | "actions"> = {
    _id: "b1",
    reference: "IV-100001",
    serviceId: { _id: "nmn-150", name: "NMN 150mg" },
    providerId: "p1",
    date: "2026-07-01",
    timeSlot: "Morning 8AM - 12PM",
    windowStartsAt: "2026-07-01T00:00:00.000Z",
    windowEndsAt: "2026-07-01T04:00:00.000Z",
    location: { city: "Kuala Lumpur", country: "Malaysia" },
    customerInfo: {
      name: "Aisha Rahman",
      email: "aisha@example.com",
      phone: "+60123456789",
      address: "KLCC",
    },
    place: {
      kind: "condominium",
      line1: "KLCC, Jalan Ampang",
      postcode: "50088",
      area: "KLCC",
      access: {},
    },
    quantity: 1,
    unitPrice: 1200,
    totalAmount: 1200,
    creditAmount: 0,
    giftCardAmount: 0,
    amountDue: 1200,
    priceLines: [{ kind: "drip", amount: 1200, refunded: null }],
    currency: "MYR",
    status: "confirmed",
    paymentStatus: "paid",
    clinicApprovalStatus: "pending",
    paymentMethod: "card",
    holdExpiresAt: null,
    paymentProcessingSince: null,
    cancellationReason: null,
    refund: null,
    attentionReason: null,
    paidAt: "2026-06-01T00:05:00.000Z",
    review: null,
    createdAt: "2026-06-01T00:00:00.000Z",
    cancellationNote: null,
    actionsUntil: null,
    visit: null,
    ...overrides,
  };
  const state = overrides.state ?? stateOf(stored);
  return { ...stored, state, actions: overrides.actions ?? actionsByState[state] };
}

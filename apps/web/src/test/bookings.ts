import type { Booking } from "@ivdrips/contract/bookings";

/** A booking as the bookings endpoints answer it (GET /api/bookings, /api/clinics/bookings, /api/bookings/session/{id}); override what the test is about. */
export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
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
    quantity: 1,
    unitPrice: 1200,
    totalAmount: 1200,
    currency: "MYR",
    status: "confirmed",
    paymentStatus: "paid",
    clinicApprovalStatus: "pending",
    paymentMethod: "card",
    holdExpiresAt: null,
    cancellationReason: null,
    refund: null,
    attentionReason: null,
    paidAt: "2026-06-01T00:05:00.000Z",
    review: null,
    createdAt: "2026-06-01T00:00:00.000Z",
    ...overrides,
  };
}

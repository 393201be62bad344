import type { Booking, BookingRequest } from "@ivdrips/contract/bookings";
import type { CryptoPaymentRequestSchema, CryptoPaymentResponseSchema } from "@ivdrips/contract/payments";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";

export type CryptoPaymentRequest = z.input<typeof CryptoPaymentRequestSchema>;
export type CryptoPaymentResponse = z.infer<typeof CryptoPaymentResponseSchema>;

/** The server calls the payment makes; an interface so tests can stand in for the server. */
export interface CryptoPaymentApi {
  /** POST /api/bookings: holds the window while the customer pays. */
  holdBooking(request: BookingRequest): Promise<Booking>;
  /** POST /api/payments/crypto-payment-with-booking: the server checks the transfer on chain. */
  recordPayment(request: CryptoPaymentRequest): Promise<CryptoPaymentResponse>;
  /** PUT /api/bookings/{id}/cancel: gives back a hold nothing was sent for. */
  releaseHold(bookingId: string): Promise<void>;
}

export const cryptoPaymentApi: CryptoPaymentApi = {
  holdBooking: (request) =>
    apiFetch<Booking>("/bookings", { method: "POST", auth: "customer", body: request }),
  recordPayment: (request) =>
    apiFetch<CryptoPaymentResponse>("/payments/crypto-payment-with-booking", {
      method: "POST",
      auth: "customer",
      body: request,
    }),
  releaseHold: async (bookingId) => {
    await apiFetch<Booking>(`/bookings/${encodeURIComponent(bookingId)}/cancel`, {
      method: "PUT",
      auth: "customer",
    });
  },
};

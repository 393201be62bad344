import type {
  CryptoPurchasePaymentRequestSchema,
  CryptoPurchasePaymentResponseSchema,
} from "@ivdrips/contract/payments";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";

export type CryptoPurchasePaymentRequest = z.input<typeof CryptoPurchasePaymentRequestSchema>;
export type CryptoPurchasePaymentResponse = z.infer<typeof CryptoPurchasePaymentResponseSchema>;

/** The server call a purchase's payment makes; an interface so tests can stand in for the server. */
export interface CryptoPurchaseApi {
  /** POST /api/payments/crypto-payment-for-purchase: the server checks the transfer on chain. */
  recordPurchasePayment(request: CryptoPurchasePaymentRequest): Promise<CryptoPurchasePaymentResponse>;
}

export const cryptoPurchaseApi: CryptoPurchaseApi = {
  recordPurchasePayment: (request) =>
    apiFetch<CryptoPurchasePaymentResponse>("/payments/crypto-payment-for-purchase", {
      method: "POST",
      auth: "customer",
      body: request,
    }),
};

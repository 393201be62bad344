import type { VerifyPhoneRequest, VerifyPhoneResponse } from "@ivdrips/contract/phone-messages";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/**
 * POST /api/account/phone/verify {phone}: a 6-digit code to that number, on WhatsApp or by SMS; answers the
 * number in E.164, where the code went and when it stops working. 400 mobileNumberInvalid, 429
 * phoneVerifyTooOften.
 */
export function verifyPhone(body: VerifyPhoneRequest): Promise<VerifyPhoneResponse> {
  return apiFetch<VerifyPhoneResponse>("/account/phone/verify", { method: "POST", auth: "customer", body });
}

/** Nothing is cached: the code's step lives in the form that asked for it. */
export function useVerifyPhone() {
  return useMutation({ mutationFn: verifyPhone });
}

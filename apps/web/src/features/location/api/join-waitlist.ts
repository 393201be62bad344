import type { MessageResponse } from "@ivdrips/contract/common";
import type { WaitlistRequestInput } from "@ivdrips/contract/waitlist";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/**
 * POST /api/waitlist {email, country, website}: Notify Me. No auth; the same answer whether or not the
 * address was already listed. The country is the English name; `website` is the honeypot, sent as typed.
 */
export function joinWaitlist(body: WaitlistRequestInput): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/waitlist", { method: "POST", body });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}

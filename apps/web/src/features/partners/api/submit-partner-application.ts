import type { MessageResponse } from "@ivdrips/contract/common";
import type { PartnerApplication } from "@ivdrips/contract/partners";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/**
 * POST /api/partners/applications → 201 {message}: a doctor's or nurse's application, emailed to the team;
 * the applicant gets an acknowledgement.
 */
export function submitPartnerApplication(body: PartnerApplication): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/partners/applications", { method: "POST", body });
}

export function useSubmitPartnerApplication() {
  return useMutation({ mutationFn: submitPartnerApplication });
}

import type { MessageResponse } from "@ivdrips/contract/common";
import type { SupportMessage } from "@ivdrips/contract/messages";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/support/messages → 201 {message}: the support page's form, emailed to the team. */
export function sendSupportMessage(body: SupportMessage): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/support/messages", { method: "POST", body });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}

import type { MessageResponse } from "@ivdrips/contract/common";
import type { ContactMessage } from "@ivdrips/contract/messages";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/contact/messages → 201 {message}: the contact page's form, emailed to the team. */
export function sendContactMessage(body: ContactMessage): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/contact/messages", { method: "POST", body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

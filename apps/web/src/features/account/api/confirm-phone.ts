import type { ConfirmPhoneRequest, MessageSettings } from "@ivdrips/contract/phone-messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { messageSettingsQueryOptions } from "./get-message-settings";

/**
 * POST /api/account/phone/confirm {phone, code, optInVersion}: the number verified and the opt-in recorded;
 * answers the settings. 400 phoneCodeWrong, 400/410 phoneCodeExpired, 409 messagesOptInOutdated.
 */
export function confirmPhone(body: ConfirmPhoneRequest): Promise<MessageSettings> {
  return apiFetch<MessageSettings>("/account/phone/confirm", { method: "POST", auth: "customer", body });
}

export function useConfirmPhone(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhone,
    onSuccess: (saved) => queryClient.setQueryData(messageSettingsQueryOptions(userId).queryKey, saved),
  });
}

import type { MessageSettings } from "@ivdrips/contract/phone-messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { messageSettingsQueryOptions } from "./get-message-settings";

/** DELETE /api/account/phone: the number forgotten and its WhatsApp choices off; answers the settings. */
export function removePhone(): Promise<MessageSettings> {
  return apiFetch<MessageSettings>("/account/phone", { method: "DELETE", auth: "customer" });
}

export function useRemovePhone(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhone,
    onSuccess: (saved) => queryClient.setQueryData(messageSettingsQueryOptions(userId).queryKey, saved),
  });
}

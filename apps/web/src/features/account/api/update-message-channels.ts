import type { MessageSettings, UpdateMessageChannelsRequest } from "@ivdrips/contract/phone-messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { messageSettingsQueryOptions } from "./get-message-settings";
import { preferencesQueryOptions } from "./get-preferences";

/**
 * PUT /api/account/messages {channels}: the channels per topic; answers the settings as saved. 400
 * phoneNotVerified when WhatsApp is chosen without a verified number.
 */
export function updateMessageChannels(body: UpdateMessageChannelsRequest): Promise<MessageSettings> {
  return apiFetch<MessageSettings>("/account/messages", { method: "PUT", auth: "customer", body });
}

/**
 * The reminders' email cell is also the preferences' emailReminders (the server keeps one value): the
 * preferences are read again at once, even while their dialog is closed, so that its next save sends it as saved
 * here rather than as it was.
 */
export function useUpdateMessageChannels(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessageChannels,
    onSuccess: (saved) => {
      queryClient.setQueryData(messageSettingsQueryOptions(userId).queryKey, saved);
      void queryClient.invalidateQueries({
        queryKey: preferencesQueryOptions(userId).queryKey,
        refetchType: "all",
      });
    },
  });
}

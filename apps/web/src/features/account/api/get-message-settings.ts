import type { MessageSettings } from "@ivdrips/contract/phone-messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/account/messages: the verified mobile number (if any) and the channels chosen per topic. */
export function getMessageSettings(signal?: AbortSignal): Promise<MessageSettings> {
  return apiFetch<MessageSettings>("/account/messages", { auth: "customer", ...(signal ? { signal } : {}) });
}

export const messageSettingsKey = ["account", "messages"] as const;

/** Per user, like the preferences: the next person to sign in on this tab never sees the last one's number. */
export function messageSettingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...messageSettingsKey, userId] as const,
    queryFn: ({ signal }) => getMessageSettings(signal),
  });
}

export function useMessageSettings(userId: string) {
  return useQuery(messageSettingsQueryOptions(userId));
}

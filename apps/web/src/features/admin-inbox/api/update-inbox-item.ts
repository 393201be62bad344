import type { InboxItem, InboxKind, UpdateInboxItemRequestInput } from "@ivdrips/contract/admin-inbox";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { inboxKey } from "./get-inbox";

/** PUT /api/admin/inbox/:kind/:id {status, note}: where the team is with it, and its note. */
export function updateInboxItem({
  kind,
  id,
  ...body
}: UpdateInboxItemRequestInput & { kind: InboxKind; id: string }): Promise<InboxItem> {
  return apiFetch<InboxItem>(`/admin/inbox/${kind}/${encodeURIComponent(id)}`, {
    method: "PUT",
    auth: "staff",
    body,
  });
}

export function useUpdateInboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInboxItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}

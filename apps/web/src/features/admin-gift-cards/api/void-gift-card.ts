import type { AdminGiftCard, VoidGiftCardRequest } from "@ivdrips/contract/gift-cards";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { adminGiftCardsKey } from "./look-up-gift-card";

/**
 * POST /api/admin/gift-cards/:id/void {note}: what is left is taken off by a "void" entry and the card can no
 * longer be spent; audited with the note. Answers the card as it now is.
 */
export function voidGiftCard({ id, ...body }: VoidGiftCardRequest & { id: string }): Promise<AdminGiftCard> {
  return apiFetch<AdminGiftCard>(`/admin/gift-cards/${encodeURIComponent(id)}/void`, {
    method: "POST",
    auth: "staff",
    body,
  });
}

export function useVoidGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidGiftCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminGiftCardsKey }),
  });
}

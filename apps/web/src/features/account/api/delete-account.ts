import type { DeleteAccountRequest, DeleteAccountResponse } from "@ivdrips/contract/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiFetch } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { messageSettingsKey } from "./get-message-settings";
import { myBookingsKey } from "./get-my-bookings";
import { preferencesKey } from "./get-preferences";

/**
 * DELETE /api/users/profile with the password again: cancels and refunds upcoming bookings, erases the
 * personal details and ends the account. A wrong password is a 403 INCORRECT_PASSWORD.
 */
export function deleteAccount(body: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return apiFetch<DeleteAccountResponse>("/users/profile", { method: "DELETE", auth: "customer", body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/**
 * After the deletion: the browser forgets the session without asking the server to end it (the account and
 * its token are gone) and drops what it cached for this customer. Call it once the account page is left,
 * so nothing still on screen asks for the deleted customer's data.
 */
export function useForgetDeletedAccount() {
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut({ server: false });
    queryClient.removeQueries({ queryKey: myBookingsKey });
    queryClient.removeQueries({ queryKey: preferencesKey });
    queryClient.removeQueries({ queryKey: messageSettingsKey });
  }, [signOut, queryClient]);
}

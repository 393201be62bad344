import type { AccountCredits, PackageCredit } from "@ivdrips/contract/drip-packages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api-client";

/**
 * GET /api/account/credits: the drip packages the signed-in customer bought and paid for, with the drips left
 * of each (issue 39). Shared by My Account (its list), the booking card (paying with a credit) and the
 * package's confirmation page.
 */
export async function getAccountCredits(signal?: AbortSignal): Promise<PackageCredit[]> {
  const list = await apiFetch<AccountCredits>("/account/credits", {
    auth: "customer",
    ...(signal ? { signal } : {}),
  });
  return list.credits;
}

/** Every customer's credits live under this key: a purchase or a booking paid with one invalidates it. */
export const accountCreditsKey = ["account", "credits"] as const;

/**
 * Keyed by the customer, so one customer's credits are never shown to the next on the same tab. Read afresh
 * on each screen that shows them: a booking elsewhere (another tab, a cancellation) changes what is left.
 */
export function accountCreditsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...accountCreditsKey, userId] as const,
    queryFn: ({ signal }) => getAccountCredits(signal),
    staleTime: 0,
  });
}

export function useAccountCredits(
  userId: string | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...accountCreditsQueryOptions(userId ?? ""), enabled: Boolean(userId) && enabled });
}

/** The last KL day a package's credits pay for a visit: `expiresAt` is the end of that day (midnight after it). */
export function lastDayOf(credit: Pick<PackageCredit, "expiresAt">): string {
  return new Date(Date.parse(credit.expiresAt) - 1).toISOString();
}

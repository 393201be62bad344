import type { GateContact } from "@ivdrips/contract/invites";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ensureCatalogue } from "../../../lib/i18n/language-store";

/** In a query's meta: the server's prerender runs it under the gate, where every other call waits for a pass. */
export const BEFORE_INVITE_PASS_KEY = "beforeInvitePass";

/** GET /api/invite-codes/contact?service= (no pass needed): how to ask for a code, and the service's name. */
export function getGateContact(serviceId: string | undefined, signal?: AbortSignal): Promise<GateContact> {
  const query = serviceId ? `?service=${encodeURIComponent(serviceId)}` : "";
  return apiFetch<GateContact>(`/invite-codes/contact${query}`, {
    needsInvitePass: false,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The gate's contact links: they show with the whole catalogue of the visitor's language (their texts are
 * not among English's first-paint ones, which `/` ships with), so the catalogue is loaded alongside.
 */
export function gateContactQueryOptions(serviceId: string | undefined) {
  return queryOptions({
    queryKey: ["gate-contact", serviceId ?? null],
    queryFn: async ({ signal }) => {
      const [contact] = await Promise.all([getGateContact(serviceId, signal), ensureCatalogue()]);
      return contact;
    },
    staleTime: Infinity,
    meta: { [BEFORE_INVITE_PASS_KEY]: true },
  });
}

export function useGateContact(serviceId: string | undefined) {
  return useQuery(gateContactQueryOptions(serviceId));
}

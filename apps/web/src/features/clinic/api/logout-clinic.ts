import { apiFetch } from "../../../lib/api-client";

/** POST /api/clinics/logout: revokes the stored clinic token on the server. */
export function logoutClinic(): Promise<unknown> {
  return apiFetch("/clinics/logout", { method: "POST", auth: "clinic" });
}

import type { ClinicProfile } from "@ivdrips/contract/clinics";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/clinics/profile: who the stored clinic token belongs to. */
export function getClinicProfile(signal?: AbortSignal): Promise<ClinicProfile> {
  return apiFetch<ClinicProfile>("/clinics/profile", { auth: "clinic", ...(signal ? { signal } : {}) });
}

import type { MessageResponse } from "@ivdrips/contract/common";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/clinics/logout-all: every token of the clinic, this one included, is refused from now on. */
export function logoutClinicEverywhere(): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/clinics/logout-all", { method: "POST", auth: "clinic" });
}

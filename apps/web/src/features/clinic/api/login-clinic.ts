import type { ClinicLoginRequest, ClinicLoginResponse } from "@ivdrips/contract/clinics";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/clinics/login → {token, clinic}. */
export function loginClinic(body: ClinicLoginRequest): Promise<ClinicLoginResponse> {
  return apiFetch<ClinicLoginResponse>("/clinics/login", { method: "POST", body });
}

export function useClinicLogin() {
  return useMutation({ mutationFn: loginClinic });
}

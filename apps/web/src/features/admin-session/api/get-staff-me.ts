import type { StaffMember } from "@ivdrips/contract/admin";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/admin/me: who the stored staff token belongs to. */
export function getStaffMe(signal?: AbortSignal): Promise<StaffMember> {
  return apiFetch<StaffMember>("/admin/me", { auth: "staff", ...(signal ? { signal } : {}) });
}

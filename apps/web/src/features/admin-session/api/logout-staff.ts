import type { MessageResponse } from "@ivdrips/contract/common";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/admin/logout: ends the stored staff token on the server. */
export function logoutStaff(): Promise<MessageResponse> {
  return apiFetch<MessageResponse>("/admin/logout", { method: "POST", auth: "staff" });
}

import type { AdminDripPackage, NewDripPackageRequest } from "@ivdrips/contract/drip-packages";
import { apiFetch } from "../../../lib/api-client";
import { usePackageMutation } from "./package-mutation";

/** POST /api/admin/packages {name, serviceIds, credits, price (RM), validMonths, isActive, note?}; audited. */
export function createPackage(body: NewDripPackageRequest): Promise<AdminDripPackage> {
  return apiFetch<AdminDripPackage>("/admin/packages", { method: "POST", auth: "staff", body });
}

export function useCreatePackage() {
  return usePackageMutation(createPackage);
}

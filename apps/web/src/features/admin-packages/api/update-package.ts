import type { AdminDripPackage, UpdateDripPackageRequest } from "@ivdrips/contract/drip-packages";
import { apiFetch } from "../../../lib/api-client";
import { usePackageMutation } from "./package-mutation";

/**
 * PATCH /api/admin/packages/:id with what changes (taking it off sale is `isActive: false`); audited. Credits
 * already bought keep their terms.
 */
export function updatePackage({
  id,
  ...body
}: UpdateDripPackageRequest & { id: string }): Promise<AdminDripPackage> {
  return apiFetch<AdminDripPackage>(`/admin/packages/${encodeURIComponent(id)}`, {
    method: "PATCH",
    auth: "staff",
    body,
  });
}

export function useUpdatePackage() {
  return usePackageMutation(updatePackage);
}

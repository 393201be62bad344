import type { ClosurePreview, ClosurePreviewRequest } from "@ivdrips/contract/clinic-calendar";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/clinics/closures/preview: the bookings a closure would affect, before it is made. */
export function previewClosure(body: ClosurePreviewRequest): Promise<ClosurePreview> {
  return apiFetch<ClosurePreview>("/clinics/closures/preview", { method: "POST", auth: "clinic", body });
}

export function usePreviewClosure() {
  return useMutation({ mutationFn: previewClosure });
}

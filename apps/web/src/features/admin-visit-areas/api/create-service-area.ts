import type { NewServiceAreaRequest, ServiceArea } from "@ivdrips/contract/service-areas";
import { apiFetch } from "../../../lib/api-client";
import { useServiceAreaMutation } from "./service-area-mutation";

/** POST /api/admin/service-areas {city, name, postcodeFrom, postcodeTo, isActive, note?}. */
export function createServiceArea(body: NewServiceAreaRequest): Promise<ServiceArea> {
  return apiFetch<ServiceArea>("/admin/service-areas", { method: "POST", auth: "staff", body });
}

export function useCreateServiceArea() {
  return useServiceAreaMutation(createServiceArea);
}

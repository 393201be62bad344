import type { VisitPlaceInput } from "@ivdrips/contract/visit-place";
import { useQueryClient } from "@tanstack/react-query";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { serviceAreaQueryOptions } from "../../lib/service-area";
import { outsideAreaMessage } from "./place-form";

/**
 * Before the customer goes on (to pay, or to save a corrected place): is the postcode in one of the city's
 * service areas? Outside, the postcode field says so and takes the focus, and the answer is false. A lookup
 * that fails for another reason lets them on: the server checks the place again when it is held.
 */
export function useAreaCheck<T extends FieldValues & { place: VisitPlaceInput }, O>(
  form: UseFormReturn<T, unknown, O>,
  city: string,
) {
  const queryClient = useQueryClient();
  return async (): Promise<boolean> => {
    const name = "place.postcode" as Path<T>;
    const postcode = String(form.getValues(name) ?? "").trim();
    if (!/^\d{5}$/.test(postcode)) return true;
    try {
      if (await queryClient.fetchQuery(serviceAreaQueryOptions(postcode, city))) return true;
    } catch {
      return true;
    }
    form.setError(name, { type: "area", message: outsideAreaMessage(postcode) }, { shouldFocus: true });
    return false;
  };
}

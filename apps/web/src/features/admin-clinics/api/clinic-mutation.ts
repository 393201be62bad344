import { useMutation, useQueryClient } from "@tanstack/react-query";
import { clinicsQueryOptions } from "./get-clinics";

/** Any change to a clinic or a provider: the list shows what the server holds after it. */
export function useClinicMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicsQueryOptions().queryKey }),
  });
}

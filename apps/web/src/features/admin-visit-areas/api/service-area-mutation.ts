import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serviceAreasQueryOptions } from "./get-service-areas";

/** Any change to a service area: the list shows what the server holds after it. */
export function useServiceAreaMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAreasQueryOptions().queryKey }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { packagesQueryOptions } from "./get-packages";

/** Any change to a drip package: the list shows what the server holds after it (and its new order). */
export function usePackageMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packagesQueryOptions().queryKey }),
  });
}

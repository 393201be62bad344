import type { AdminService, UpdateServiceTranslationRequest } from "@ivdrips/contract/admin-catalogue";
import type { TranslationLanguage } from "@ivdrips/contract/translation-languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { adminServicesQueryOptions } from "../../../lib/admin-services";

interface ServiceTranslationUpdate extends UpdateServiceTranslationRequest {
  id: string;
  language: TranslationLanguage;
}

/**
 * PUT /api/admin/services/:id/translations/:language: the service's whole text in Malay or Chinese; a null
 * field is not translated and customers reading that language see the English one.
 */
export function updateServiceTranslation({
  id,
  language,
  ...body
}: ServiceTranslationUpdate): Promise<AdminService> {
  return apiFetch<AdminService>(
    `/admin/services/${encodeURIComponent(id)}/translations/${encodeURIComponent(language)}`,
    { method: "PUT", auth: "staff", body },
  );
}

export function useUpdateServiceTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The list's key: the editor stays open while any save of the catalogue is under way.
    mutationKey: adminServicesQueryOptions().queryKey,
    mutationFn: updateServiceTranslation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminServicesQueryOptions().queryKey }),
  });
}

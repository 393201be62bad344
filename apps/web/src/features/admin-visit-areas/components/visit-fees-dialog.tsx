import { zodResolver } from "@hookform/resolvers/zod";
import {
  MAX_VISIT_FEE_RM,
  UpdateVisitFeesRequestSchema,
  type UpdateVisitFeesRequest,
  type VisitFees,
} from "@ivdrips/contract/visit-fees";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "../../../components/admin/form-dialog";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { useUpdateVisitFees } from "../api/update-visit-fees";

/** The three fees, in the order the console shows them. */
export const FEE_FIELDS = ["nightSurcharge", "sameDaySurcharge", "callOutFee"] as const;

/** A city's fees in RM, typed as RM (to the sen) and sent as RM: the API speaks RM, the server keeps sen. */
export function VisitFeesDialog({ fees, onClose }: { fees: VisitFees; onClose: () => void }) {
  const t = useAdminT().visitAreas;
  const id = useId();
  const update = useUpdateVisitFees();
  const { register, handleSubmit, formState, setError } = useForm<UpdateVisitFeesRequest>({
    resolver: zodResolver(UpdateVisitFeesRequestSchema),
    defaultValues: {
      nightSurcharge: fees.nightSurcharge,
      sameDaySurcharge: fees.sameDaySurcharge,
      callOutFee: fees.callOutFee,
    },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { city: fees.city, ...values },
      {
        onSuccess: (saved) => {
          toast({
            title: t.feesSavedTitle,
            description: sayAdmin("visitAreas.feesSaved", { city: saved.city }),
          });
          onClose();
        },
        onError: (error) => showServerFieldErrors(error, FEE_FIELDS, setError),
      },
    ),
  );
  const labels = {
    nightSurcharge: [t.nightSurchargeRm, t.nightSurchargeHint],
    sameDaySurcharge: [t.sameDaySurchargeRm, t.sameDaySurchargeHint],
    callOutFee: [t.callOutFeeRm, t.callOutFeeHint],
  } as const;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={sayAdmin("visitAreas.feesDialogTitle", { city: fees.city })}
      description={sayAdmin("visitAreas.feesDialogDescription", { max: MAX_VISIT_FEE_RM })}
      submitLabel={t.save}
      pending={update.isPending}
      error={update.error}
      onSubmit={onSubmit}
      failedFallback={t.failed}
      cancelLabel={t.cancel}
    >
      {FEE_FIELDS.map((field) => {
        const [label, hint] = labels[field];
        return (
          <FormField
            key={field}
            id={`${id}-${field}`}
            label={label}
            hint={hint}
            error={errors[field]?.message}
          >
            <Input
              {...fieldA11y(`${id}-${field}`, errors[field]?.message, { hint: true })}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              max={MAX_VISIT_FEE_RM}
              {...register(field, { valueAsNumber: true })}
            />
          </FormField>
        );
      })}
    </FormDialog>
  );
}

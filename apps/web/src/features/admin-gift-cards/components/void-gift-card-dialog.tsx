import { zodResolver } from "@hookform/resolvers/zod";
import { VoidGiftCardRequestSchema, type AdminGiftCard } from "@ivdrips/contract/gift-cards";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "../../../components/admin/form-dialog";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { formatRm } from "../../../lib/format";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { useVoidGiftCard } from "../api/void-gift-card";

type VoidInput = z.input<typeof VoidGiftCardRequestSchema>;
type VoidOutput = z.output<typeof VoidGiftCardRequestSchema>;

/**
 * Voids a card: what is left is taken off and it can no longer be spent. The reason is required (the
 * contract's staff note) and goes in the audit log; the server's refusal (a card voided meanwhile) shows above
 * the buttons, a refusal of the note under it.
 */
export function VoidGiftCardDialog({
  card,
  code,
  onClose,
}: {
  card: AdminGiftCard;
  /** The card as the page names it (its last four). */
  code: string;
  onClose: () => void;
}) {
  const t = useAdminT().giftCards;
  const id = useId();
  const voiding = useVoidGiftCard();
  const { register, handleSubmit, formState, setError } = useForm<VoidInput, unknown, VoidOutput>({
    resolver: zodResolver(VoidGiftCardRequestSchema),
    defaultValues: { note: "" },
  });
  const balance = formatRm(card.balance);
  const onSubmit = handleSubmit(({ note }) =>
    voiding.mutate(
      { id: card.id, note },
      {
        onSuccess: () => {
          toast({ title: t.voidedTitle, description: sayAdmin("giftCards.voided", { code, balance }) });
          onClose();
        },
        onError: (error) => showServerFieldErrors(error, ["note"], setError),
      },
    ),
  );
  const error = formState.errors.note?.message;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={sayAdmin("giftCards.voidTitle", { code })}
      description={sayAdmin("giftCards.voidDescription", { balance })}
      submitLabel={t.void}
      destructive
      pending={voiding.isPending}
      error={voiding.error}
      onSubmit={onSubmit}
      failedFallback={t.failed}
      cancelLabel={t.cancel}
    >
      <FormField id={`${id}-note`} label={t.note} error={error}>
        <Textarea {...fieldA11y(`${id}-note`, error, { required: true })} {...register("note")} />
      </FormField>
    </FormDialog>
  );
}

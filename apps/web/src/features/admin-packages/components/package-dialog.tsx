import { zodResolver } from "@hookform/resolvers/zod";
import {
  MAX_PACKAGE_CREDITS,
  MAX_PACKAGE_VALID_MONTHS,
  NewDripPackageRequestSchema,
  type AdminDripPackage,
} from "@ivdrips/contract/drip-packages";
import { useId } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "../../../components/admin/form-dialog";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../components/ui/use-toast";
import { blankAsUndefined } from "../../../lib/admin-forms";
import { useAdminServices } from "../../../lib/admin-services";
import { ApiError } from "../../../lib/api-client";
import { formatRm } from "../../../lib/format";
import { sayFieldMessage } from "../../../lib/i18n/say-field-message";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { showRefusalAtField, showServerFieldErrors } from "../../../lib/server-field-errors";
import { cn } from "../../../lib/stand-ins/cn";
import { useCreatePackage } from "../api/create-package";
import { useUpdatePackage } from "../api/update-package";

/** The contract's new package, the note left out when empty; an edit sends the same whole definition. */
const PackageFormSchema = NewDripPackageRequestSchema.safeExtend({
  note: blankAsUndefined(NewDripPackageRequestSchema.shape.note),
});
type PackageFormInput = z.input<typeof PackageFormSchema>;
type PackageFormOutput = z.output<typeof PackageFormSchema>;

const PACKAGE_FIELDS = ["name", "credits", "price", "serviceIds", "validMonths", "note"] as const;
/** The server's refusals about the services chosen that name no field (a service not in the catalogue). */
const SERVICE_REFUSALS = new Set(["packageServiceUnknown"]);

/**
 * A new drip package (`pkg` absent), or an edit of one: its name, drips, price in RM, the services it covers,
 * how many months its credits last, whether it is on sale, and a note for the audit log. The server's refusal
 * of a field shows under that field; any other refusal above the buttons.
 */
export function PackageDialog({ pkg, onClose }: { pkg?: AdminDripPackage; onClose: () => void }) {
  const t = useAdminT().packages;
  const id = useId();
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const mutation = pkg ? update : create;
  const { register, handleSubmit, formState, setError } = useForm<
    PackageFormInput,
    unknown,
    PackageFormOutput
  >({
    resolver: zodResolver(PackageFormSchema),
    defaultValues: pkg
      ? {
          name: pkg.name,
          credits: pkg.credits,
          price: pkg.price,
          serviceIds: pkg.services.map((service) => service.id),
          validMonths: pkg.validMonths,
          isActive: pkg.isActive,
          note: "",
        }
      : { name: "", serviceIds: [], isActive: true, note: "" },
  });
  const e = formState.errors;
  const onError = (error: unknown) => {
    showServerFieldErrors(error, PACKAGE_FIELDS, setError);
    if (!(error instanceof ApiError && error.details))
      showRefusalAtField(error, "serviceIds", SERVICE_REFUSALS, setError);
  };
  const onSubmit = handleSubmit((values) => {
    if (pkg) {
      update.mutate(
        { id: pkg.id, ...values },
        {
          onSuccess: (saved) => {
            toast({ title: t.savedTitle, description: sayAdmin("packages.saved", { name: saved.name }) });
            onClose();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(values, {
      onSuccess: (created) => {
        toast({
          title: t.createdTitle,
          description: sayAdmin("packages.created", {
            name: created.name,
            credits: created.credits,
            price: formatRm(created.price),
          }),
        });
        onClose();
      },
      onError,
    });
  });
  const a = (name: (typeof PACKAGE_FIELDS)[number], hint = false) =>
    fieldA11y(`${id}-${name}`, e[name]?.message, { hint });
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={pkg ? sayAdmin("packages.editTitle", { name: pkg.name }) : t.create}
      description={pkg ? t.editDescription : t.createDescription}
      submitLabel={t.save}
      pending={mutation.isPending}
      error={mutation.error}
      onSubmit={onSubmit}
      failedFallback={t.failed}
      cancelLabel={t.cancel}
    >
      <FormField id={`${id}-name`} label={t.nameLabel} error={e.name?.message}>
        <Input {...a("name")} autoComplete="off" placeholder={t.namePlaceholder} {...register("name")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-credits`}
          label={t.creditsLabel}
          hint={sayAdmin("packages.creditsHint", { max: MAX_PACKAGE_CREDITS })}
          error={e.credits?.message}
        >
          <Input
            {...a("credits", true)}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max={MAX_PACKAGE_CREDITS}
            {...register("credits", { valueAsNumber: true })}
          />
        </FormField>
        <FormField id={`${id}-price`} label={t.priceLabel} hint={t.priceHint} error={e.price?.message}>
          <Input
            {...a("price", true)}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            {...register("price", { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <ServiceChoice
        id={`${id}-serviceIds`}
        error={e.serviceIds?.message}
        registration={register("serviceIds")}
      />
      <FormField
        id={`${id}-validMonths`}
        label={t.validMonthsLabel}
        hint={sayAdmin("packages.validMonthsHint", { max: MAX_PACKAGE_VALID_MONTHS })}
        error={e.validMonths?.message}
      >
        <Input
          {...a("validMonths", true)}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          max={MAX_PACKAGE_VALID_MONTHS}
          className="sm:max-w-40"
          {...register("validMonths", { valueAsNumber: true })}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-isActive`} {...register("isActive")} />
        <Label htmlFor={`${id}-isActive`}>{t.onSaleLabel}</Label>
      </div>
      <FormField id={`${id}-note`} label={t.note} error={e.note?.message}>
        <Input {...a("note")} {...register("note")} />
      </FormField>
    </FormDialog>
  );
}

/**
 * The catalogue's services as checkboxes, each with its price (inactive ones marked): the group is named by
 * its legend, described by its hint and, once there is one, its error.
 */
function ServiceChoice({
  id,
  error,
  registration,
}: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<"serviceIds">;
}) {
  const { packages: t, loading } = useAdminT();
  const services = useAdminServices();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset className="grid min-w-0 gap-2" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium">{t.servicesLabel}</legend>
      <p id={`${id}-hint`} className="text-muted-foreground -mt-1 text-xs leading-relaxed">
        {t.servicesHint}
      </p>
      {services.data ? (
        <div className="grid grid-cols-2 gap-2">
          {services.data.services.map((service) => (
            <label
              key={service.id}
              className={cn(
                "border-border hover:bg-muted/40 flex min-w-0 cursor-pointer items-center gap-2.5 rounded-md border px-2.5 py-2 text-sm sm:gap-3 sm:px-3",
                "has-[:checked]:border-primary has-[:checked]:bg-primary-soft",
              )}
            >
              <input
                type="checkbox"
                value={service.id}
                aria-invalid={error ? true : undefined}
                className="accent-primary size-4 shrink-0"
                {...registration}
              />
              <span className="grid min-w-0">
                <span className="font-medium break-words">{service.name}</span>
                <span className="text-muted-foreground text-xs">
                  {formatRm(service.priceRm)}
                  {service.isActive ? null : ` · ${t.notOnSale}`}
                </span>
              </span>
            </label>
          ))}
        </div>
      ) : services.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-destructive">{t.servicesFailed}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void services.refetch()}>
            {t.servicesRetry}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
          <Spinner className="text-primary size-4" />
          {loading}
        </p>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {sayFieldMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

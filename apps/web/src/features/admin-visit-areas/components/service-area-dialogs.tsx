import { zodResolver } from "@hookform/resolvers/zod";
import {
  DeleteServiceAreaQuerySchema,
  NewServiceAreaRequestSchema,
  type ServiceArea,
} from "@ivdrips/contract/service-areas";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "../../../components/admin/form-dialog";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../components/ui/use-toast";
import { blankAsUndefined } from "../../../lib/admin-forms";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { useCreateServiceArea } from "../api/create-service-area";
import { useDeleteServiceArea } from "../api/delete-service-area";
import { useUpdateServiceArea } from "../api/update-service-area";

/**
 * The contract's new area, the note left out when empty. An edit holds the same fields (its city shown, not
 * sent): the range's order is checked here as the server checks it.
 */
const AreaFormSchema = NewServiceAreaRequestSchema.safeExtend({
  note: blankAsUndefined(NewServiceAreaRequestSchema.shape.note),
});
type AreaFormInput = z.input<typeof AreaFormSchema>;
type AreaFormOutput = z.output<typeof AreaFormSchema>;

const AREA_FIELDS = ["city", "name", "postcodeFrom", "postcodeTo", "note"] as const;

/**
 * A new service area (`area` absent), or an edit of one: its name, range and whether it is active. The
 * server's refusal of a field shows under that field; any other refusal above the buttons.
 */
export function ServiceAreaDialog({
  area,
  cities,
  onClose,
}: {
  area?: ServiceArea;
  /** The cities that have areas already, offered as the city is typed. */
  cities: readonly string[];
  onClose: () => void;
}) {
  const t = useAdminT().visitAreas;
  const id = useId();
  const create = useCreateServiceArea();
  const update = useUpdateServiceArea();
  const mutation = area ? update : create;
  const { register, handleSubmit, formState, setError } = useForm<AreaFormInput, unknown, AreaFormOutput>({
    resolver: zodResolver(AreaFormSchema),
    defaultValues: area
      ? {
          city: area.city,
          name: area.name,
          postcodeFrom: area.postcodeFrom,
          postcodeTo: area.postcodeTo,
          isActive: area.isActive,
          note: "",
        }
      : { city: cities[0] ?? "", name: "", postcodeFrom: "", postcodeTo: "", isActive: true, note: "" },
  });
  const e = formState.errors;
  const onError = (error: unknown) => showServerFieldErrors(error, AREA_FIELDS, setError);
  const onSubmit = handleSubmit(({ city, ...values }) => {
    if (area) {
      update.mutate(
        { id: area.id, ...values },
        {
          onSuccess: (saved) => {
            toast({ title: t.savedTitle, description: sayAdmin("visitAreas.saved", { name: saved.name }) });
            onClose();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(
      { city, ...values },
      {
        onSuccess: (created) => {
          toast({
            title: t.createdTitle,
            description: sayAdmin("visitAreas.created", { name: created.name, city: created.city }),
          });
          onClose();
        },
        onError,
      },
    );
  });
  const a = (name: (typeof AREA_FIELDS)[number]) => fieldA11y(`${id}-${name}`, e[name]?.message);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={area ? sayAdmin("visitAreas.editTitle", { name: area.name }) : t.create}
      description={area ? sayAdmin("visitAreas.editDescription", { city: area.city }) : t.createDescription}
      submitLabel={t.save}
      pending={mutation.isPending}
      error={mutation.error}
      onSubmit={onSubmit}
      failedFallback={t.failed}
      cancelLabel={t.cancel}
    >
      {area ? null : (
        <FormField id={`${id}-city`} label={t.city} error={e.city?.message}>
          <Input {...a("city")} list={`${id}-cities`} autoComplete="off" {...register("city")} />
          <datalist id={`${id}-cities`}>
            {cities.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </FormField>
      )}
      <FormField id={`${id}-name`} label={t.name} error={e.name?.message}>
        <Input {...a("name")} autoComplete="off" {...register("name")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-postcodeFrom`} label={t.postcodeFrom} error={e.postcodeFrom?.message}>
          <Input
            {...a("postcodeFrom")}
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            placeholder="50000"
            {...register("postcodeFrom")}
          />
        </FormField>
        <FormField id={`${id}-postcodeTo`} label={t.postcodeTo} error={e.postcodeTo?.message}>
          <Input
            {...a("postcodeTo")}
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            placeholder="50999"
            {...register("postcodeTo")}
          />
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-isActive`} {...register("isActive")} />
        <Label htmlFor={`${id}-isActive`}>{t.activeLabel}</Label>
      </div>
      <FormField id={`${id}-note`} label={t.note} error={e.note?.message}>
        <Input {...a("note")} {...register("note")} />
      </FormField>
    </FormDialog>
  );
}

const DeleteAreaFormSchema = DeleteServiceAreaQuerySchema.extend({
  note: blankAsUndefined(DeleteServiceAreaQuerySchema.shape.note),
});

/** Deleting an area, only after this confirm; a note for the audit log may go with it. */
export function DeleteServiceAreaDialog({ area, onClose }: { area: ServiceArea; onClose: () => void }) {
  const t = useAdminT().visitAreas;
  const id = useId();
  const remove = useDeleteServiceArea();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof DeleteAreaFormSchema>,
    unknown,
    z.output<typeof DeleteAreaFormSchema>
  >({ resolver: zodResolver(DeleteAreaFormSchema), defaultValues: { note: "" } });
  const noteError = formState.errors.note?.message;
  const onSubmit = handleSubmit(({ note }) =>
    remove.mutate(
      { id: area.id, note },
      {
        onSuccess: () => {
          toast({ title: t.deletedTitle, description: sayAdmin("visitAreas.deleted", { name: area.name }) });
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={sayAdmin("visitAreas.deleteTitle", { name: area.name })}
      description={sayAdmin("visitAreas.deleteDescription", {
        from: area.postcodeFrom,
        to: area.postcodeTo,
        city: area.city,
      })}
      submitLabel={t.confirmDelete}
      destructive
      pending={remove.isPending}
      error={remove.error}
      onSubmit={onSubmit}
      failedFallback={t.deleteFailed}
      cancelLabel={t.cancel}
    >
      <FormField id={`${id}-note`} label={t.note} error={noteError}>
        <Input {...fieldA11y(`${id}-note`, noteError)} {...register("note")} />
      </FormField>
    </FormDialog>
  );
}

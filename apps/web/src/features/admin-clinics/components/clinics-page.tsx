import { zodResolver } from "@hookform/resolvers/zod";
import {
  CapacityPerWindowSchema,
  ClinicPasswordRequestSchema,
  DECISION_STATS_DAYS,
  NewClinicRequestSchema,
  UpdateClinicRequestSchema,
  UpdateProviderRequestSchema,
  type AdminClinic,
  type AdminProvider,
  type ClinicPasswordRequest,
} from "@ivdrips/contract/admin-clinics";
import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AdminPageHeader, EmptyState, QueryState } from "../../../components/admin/admin-page";
import { FormDialog } from "../../../components/admin/form-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../components/ui/use-toast";
import { blankAsUndefined } from "../../../lib/admin-forms";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { usePageMeta } from "../../../lib/page-meta";
import { useCreateClinic } from "../api/create-clinic";
import { useClinics } from "../api/get-clinics";
import { useResetClinicPassword } from "../api/reset-clinic-password";
import { useUpdateClinic } from "../api/update-clinic";
import { useUpdateProvider } from "../api/update-provider";

type Editing =
  | { kind: "new" }
  | { kind: "clinic"; clinic: AdminClinic }
  | { kind: "password"; clinic: AdminClinic }
  | { kind: "provider"; provider: AdminProvider };

const hours = (value: number | null) =>
  value === null ? "—" : sayAdmin("clinics.hours", { hours: value.toFixed(1) });

/** /admin/clinics: every clinic with its providers, pending bookings and decision times; create and edit them. */
export function ClinicsPage() {
  const t = useAdminT().clinics;
  usePageMeta(t.title, t.intro);
  const clinics = useClinics();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  return (
    <>
      <AdminPageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <Button onClick={() => setEditing({ kind: "new" })}>
            <Plus className="size-4" aria-hidden />
            {t.create}
          </Button>
        }
      />
      <QueryState
        isPending={clinics.isPending}
        error={clinics.error}
        onRetry={() => void clinics.refetch()}
      />
      {clinics.data ? (
        clinics.data.clinics.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="grid gap-4 xl:grid-cols-2">
            {clinics.data.clinics.map((clinic) => (
              <li
                key={clinic.id}
                className="bg-background border-border grid content-start gap-3 rounded-lg border p-4 sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="grid gap-0.5">
                    <h2 className="text-lg font-semibold">{clinic.name}</h2>
                    <p className="text-muted-foreground text-sm break-all">
                      {clinic.username} · {clinic.email ?? t.noEmail}
                    </p>
                  </div>
                  <Badge variant={clinic.pendingCount > 0 ? "warning" : "outline"}>
                    {sayAdmin("clinics.pending", { count: clinic.pendingCount })}
                  </Badge>
                </div>
                <p className="text-sm">
                  {sayAdmin("clinics.decisions", {
                    count: clinic.decisionTimes.count,
                    days: DECISION_STATS_DAYS,
                  })}
                  {clinic.decisionTimes.count > 0
                    ? ` · ${sayAdmin("clinics.median", { value: hours(clinic.decisionTimes.medianHours) })} · ${sayAdmin("clinics.average", { value: hours(clinic.decisionTimes.averageHours) })}`
                    : ""}
                </p>
                <ul className="border-border divide-border divide-y rounded-md border">
                  {clinic.providers.map((provider) => (
                    <li
                      key={provider.id}
                      className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
                    >
                      <span className="grid gap-0.5">
                        <span className="font-medium">{provider.name}</span>
                        <span className="text-muted-foreground">
                          {provider.cities.join(", ")} ·{" "}
                          {sayAdmin("clinics.capacity", { count: provider.capacityPerWindow })}
                        </span>
                      </span>
                      <span className="flex items-center gap-2">
                        <Badge variant={provider.isActive ? "success" : "secondary"}>
                          {provider.isActive ? t.active : t.inactive}
                        </Badge>
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setEditing({ kind: "provider", provider })}
                        >
                          {t.editProvider}
                          <span className="sr-only"> {provider.name}</span>
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing({ kind: "clinic", clinic })}>
                    {t.editClinic}
                    <span className="sr-only"> {clinic.name}</span>
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing({ kind: "password", clinic })}
                  >
                    {t.resetPassword}
                    <span className="sr-only"> {clinic.name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {editing?.kind === "new" ? <NewClinicDialog onClose={close} /> : null}
      {editing?.kind === "clinic" ? <ClinicDialog clinic={editing.clinic} onClose={close} /> : null}
      {editing?.kind === "password" ? <PasswordDialog clinic={editing.clinic} onClose={close} /> : null}
      {editing?.kind === "provider" ? <ProviderDialog provider={editing.provider} onClose={close} /> : null}
    </>
  );
}

const NewClinicFormSchema = NewClinicRequestSchema.extend({
  capacity: z.coerce.number<string | number>().pipe(CapacityPerWindowSchema),
  note: blankAsUndefined(NewClinicRequestSchema.shape.note),
});

function NewClinicDialog({ onClose }: { onClose: () => void }) {
  const t = useAdminT().clinics;
  const id = useId();
  const create = useCreateClinic();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof NewClinicFormSchema>,
    unknown,
    z.output<typeof NewClinicFormSchema>
  >({
    resolver: zodResolver(NewClinicFormSchema),
    defaultValues: { name: "", username: "", password: "", city: "Kuala Lumpur", capacity: 2, email: "" },
  });
  const e = formState.errors;
  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (clinic) => {
        toast({ title: t.savedTitle, description: clinic.name });
        onClose();
      },
    }),
  );
  const a = (name: string, error: string | undefined) => fieldA11y(`${id}-${name}`, error);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.create}
      description={t.createDescription}
      submitLabel={t.create}
      pending={create.isPending}
      error={create.error}
      onSubmit={onSubmit}
      failedFallback={t.failed}
      cancelLabel={t.cancel}
    >
      <FormField id={`${id}-name`} label={t.name} error={e.name?.message}>
        <Input {...a("name", e.name?.message)} {...register("name")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-username`} label={t.username} error={e.username?.message}>
          <Input {...a("username", e.username?.message)} autoCapitalize="none" {...register("username")} />
        </FormField>
        <FormField id={`${id}-password`} label={t.password} error={e.password?.message}>
          <Input
            {...a("password", e.password?.message)}
            type="password"
            autoComplete="new-password"
            {...register("password")}
          />
        </FormField>
        <FormField id={`${id}-city`} label={t.city} error={e.city?.message}>
          <Input {...a("city", e.city?.message)} {...register("city")} />
        </FormField>
        <FormField id={`${id}-capacity`} label={t.capacityLabel} error={e.capacity?.message}>
          <Input {...a("capacity", e.capacity?.message)} type="number" min="1" {...register("capacity")} />
        </FormField>
      </div>
      <FormField id={`${id}-email`} label={t.email} hint={t.emailHint} error={e.email?.message}>
        <Input
          {...fieldA11y(`${id}-email`, e.email?.message, { hint: true })}
          type="email"
          {...register("email")}
        />
      </FormField>
    </FormDialog>
  );
}

const ClinicFormSchema = UpdateClinicRequestSchema.extend({
  note: blankAsUndefined(UpdateClinicRequestSchema.shape.note),
});

function ClinicDialog({ clinic, onClose }: { clinic: AdminClinic; onClose: () => void }) {
  const t = useAdminT().clinics;
  const id = useId();
  const update = useUpdateClinic();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof ClinicFormSchema>,
    unknown,
    z.output<typeof ClinicFormSchema>
  >({
    resolver: zodResolver(ClinicFormSchema),
    defaultValues: {
      name: clinic.name,
      email: clinic.email ?? "",
      coordinatorPhone: clinic.coordinatorPhone ?? "",
    },
  });
  const e = formState.errors;
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: clinic.id, ...values },
      {
        onSuccess: (saved) => {
          toast({ title: t.savedTitle, description: saved.name });
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={sayAdmin("clinics.editTitle", { name: clinic.name })}
      description={t.emailHint}
      submitLabel={t.save}
      pending={update.isPending}
      error={update.error}
      onSubmit={onSubmit}
      failedFallback={t.failed}
      cancelLabel={t.cancel}
    >
      <FormField id={`${id}-name`} label={t.name} error={e.name?.message}>
        <Input {...fieldA11y(`${id}-name`, e.name?.message)} {...register("name")} />
      </FormField>
      <FormField id={`${id}-email`} label={t.email} error={e.email?.message}>
        <Input {...fieldA11y(`${id}-email`, e.email?.message)} type="email" {...register("email")} />
      </FormField>
      <FormField
        id={`${id}-phone`}
        label={t.coordinatorPhone}
        hint={t.coordinatorPhoneHint}
        error={e.coordinatorPhone?.message}
      >
        <Input
          {...fieldA11y(`${id}-phone`, e.coordinatorPhone?.message, { hint: true })}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...register("coordinatorPhone")}
        />
      </FormField>
      <FormField id={`${id}-note`} label={t.note} error={e.note?.message}>
        <Input {...fieldA11y(`${id}-note`, e.note?.message)} {...register("note")} />
      </FormField>
    </FormDialog>
  );
}

function PasswordDialog({ clinic, onClose }: { clinic: AdminClinic; onClose: () => void }) {
  const t = useAdminT().clinics;
  const id = useId();
  const reset = useResetClinicPassword();
  const { register, handleSubmit, formState } = useForm<ClinicPasswordRequest>({
    resolver: zodResolver(ClinicPasswordRequestSchema),
    defaultValues: { password: "" },
  });
  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { id: clinic.id, password },
      {
        onSuccess: () => {
          toast({ title: t.passwordResetTitle, description: clinic.name });
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={sayAdmin("clinics.passwordTitle", { name: clinic.name })}
      description={t.passwordDescription}
      submitLabel={t.resetPassword}
      destructive
      pending={reset.isPending}
      error={reset.error}
      onSubmit={onSubmit}
      failedFallback={t.failed}
      cancelLabel={t.cancel}
    >
      <FormField id={`${id}-password`} label={t.newPassword} error={formState.errors.password?.message}>
        <Input
          {...fieldA11y(`${id}-password`, formState.errors.password?.message)}
          type="password"
          autoComplete="new-password"
          {...register("password")}
        />
      </FormField>
    </FormDialog>
  );
}

const ProviderFormSchema = UpdateProviderRequestSchema.extend({
  cities: z
    .string()
    .transform((text) =>
      text
        .split(",")
        .map((city) => city.trim())
        .filter(Boolean),
    )
    .pipe(UpdateProviderRequestSchema.shape.cities),
  capacityPerWindow: z.coerce.number<string | number>().pipe(CapacityPerWindowSchema),
  note: blankAsUndefined(UpdateProviderRequestSchema.shape.note),
});

function ProviderDialog({ provider, onClose }: { provider: AdminProvider; onClose: () => void }) {
  const t = useAdminT().clinics;
  const id = useId();
  const update = useUpdateProvider();
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof ProviderFormSchema>,
    unknown,
    z.output<typeof ProviderFormSchema>
  >({
    resolver: zodResolver(ProviderFormSchema),
    defaultValues: {
      name: provider.name,
      cities: provider.cities.join(", "),
      capacityPerWindow: provider.capacityPerWindow,
      isActive: provider.isActive,
    },
  });
  const e = formState.errors;
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: provider.id, ...values },
      {
        onSuccess: (saved) => {
          toast({ title: t.savedTitle, description: saved.name });
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={sayAdmin("clinics.editTitle", { name: provider.name })}
      description={t.capacityHint}
      submitLabel={t.save}
      pending={update.isPending}
      error={update.error}
      onSubmit={onSubmit}
      failedFallback={t.failed}
      cancelLabel={t.cancel}
    >
      <FormField id={`${id}-name`} label={t.name} error={e.name?.message}>
        <Input {...fieldA11y(`${id}-name`, e.name?.message)} {...register("name")} />
      </FormField>
      <FormField id={`${id}-cities`} label={t.cities} hint={t.citiesHint} error={e.cities?.message}>
        <Input {...fieldA11y(`${id}-cities`, e.cities?.message, { hint: true })} {...register("cities")} />
      </FormField>
      <FormField id={`${id}-capacity`} label={t.capacityLabel} error={e.capacityPerWindow?.message}>
        <Input
          {...fieldA11y(`${id}-capacity`, e.capacityPerWindow?.message)}
          type="number"
          min="1"
          {...register("capacityPerWindow")}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-active`} {...register("isActive")} />
        <Label htmlFor={`${id}-active`}>{t.activeLabel}</Label>
      </div>
      <FormField id={`${id}-note`} label={t.note} error={e.note?.message}>
        <Input {...fieldA11y(`${id}-note`, e.note?.message)} {...register("note")} />
      </FormField>
    </FormDialog>
  );
}

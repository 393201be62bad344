import { zodResolver } from "@hookform/resolvers/zod";
import type { AdminService } from "@ivdrips/contract/admin-catalogue";
import {
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
} from "@ivdrips/contract/languages";
import { TRANSLATION_LANGUAGES } from "@ivdrips/contract/translation-languages";
import { useIsMutating } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { AdminPageHeader, EmptyState, QueryState } from "../../../components/admin/admin-page";
import { FormDialogEnd } from "../../../components/admin/form-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Switch } from "../../../components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { formatKlDateTime } from "../../../lib/admin-format";
import { formatRm } from "../../../lib/format";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { usePageMeta } from "../../../lib/page-meta";
import { adminServicesQueryOptions, useAdminServices } from "../../../lib/admin-services";
import { useUpdateService } from "../api/update-service";
import { ClinicalRules } from "./clinical-rules";
import {
  ServiceFormSchema,
  serviceFormValues,
  serviceUpdate,
  type ServiceFormInput,
  type ServiceFormOutput,
} from "./service-form";
import { ServiceTranslationForm } from "./service-translation-form";

/**
 * /admin/catalogue: every service, and an editor for its name, texts, price, duration, lists, status and
 * clinical rules.
 */
export function CataloguePage() {
  const t = useAdminT().catalogue;
  usePageMeta(t.title, t.intro);
  const services = useAdminServices();
  const [editing, setEditing] = useState<AdminService | null>(null);
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <QueryState
        isPending={services.isPending}
        error={services.error}
        onRetry={() => void services.refetch()}
      />
      {services.data ? (
        services.data.services.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
            {services.data.services.map((service) => (
              <li
                key={service.id}
                className="bg-background border-border grid content-start gap-2 rounded-lg border p-4"
              >
                <div className="flex items-start justify-between gap-3">
                  <h2 className="font-semibold">{service.name}</h2>
                  <Badge variant={service.isActive ? "success" : "secondary"}>
                    {service.isActive ? t.active : t.inactive}
                  </Badge>
                </div>
                <p className="text-muted-foreground line-clamp-2 text-sm">
                  {service.tagline || service.description}
                </p>
                <p className="text-sm">
                  <span className="font-medium">{formatRm(service.priceRm)}</span>
                  <span className="text-muted-foreground"> · {service.duration}</span>
                </p>
                <p className="text-muted-foreground text-xs">
                  {sayAdmin("catalogue.updatedAt", { time: formatKlDateTime(service.updatedAt) })}
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => setEditing(service)}
                >
                  {t.edit}
                  <span className="sr-only">: {service.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {editing ? <ServiceEditor service={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/**
 * A service's editor: English (the service itself) and its Malay and Chinese texts, one tab and one save per
 * language. Every tab's form stays mounted, so what was typed in one survives a look at another.
 */
function ServiceEditor({ service, onClose }: { service: AdminService; onClose: () => void }) {
  const t = useAdminT().catalogue;
  const [language, setLanguage] = useState<Language>("en");
  const saving = useIsMutating({ mutationKey: adminServicesQueryOptions().queryKey }) > 0;
  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{sayAdmin("catalogue.editTitle", { name: service.name })}</DialogTitle>
          <DialogDescription>{t.priceNote}</DialogDescription>
        </DialogHeader>
        <Tabs value={language} onValueChange={(value) => isLanguage(value) && setLanguage(value)}>
          <TabsList aria-label={t.languages}>
            {LANGUAGES.map((tab) => (
              <TabsTrigger key={tab} value={tab} lang={LANGUAGE_TAGS[tab]}>
                {LANGUAGE_NAMES[tab]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="en" forceMount hidden={language !== "en"}>
            <EnglishForm service={service} onClose={onClose} />
          </TabsContent>
          {TRANSLATION_LANGUAGES.map((tab) => (
            <TabsContent key={tab} value={tab} forceMount hidden={language !== tab}>
              <ServiceTranslationForm service={service} language={tab} onClose={onClose} />
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

/** The service itself, in English: its name, texts, price, duration, lists, status and clinical rules. */
function EnglishForm({ service, onClose }: { service: AdminService; onClose: () => void }) {
  const t = useAdminT().catalogue;
  const id = useId();
  const update = useUpdateService();
  const { register, handleSubmit, formState, control } = useForm<
    ServiceFormInput,
    unknown,
    ServiceFormOutput
  >({
    resolver: zodResolver(ServiceFormSchema),
    defaultValues: serviceFormValues(service),
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: service.id, ...serviceUpdate(values, service) },
      {
        onSuccess: (saved) => {
          toast({ title: t.savedTitle, description: sayAdmin("catalogue.saved", { name: saved.name }) });
          onClose();
        },
      },
    ),
  );
  const field = (name: Exclude<keyof ServiceFormInput, "contraindications">) =>
    fieldA11y(`${id}-${name}`, errors[name]?.message);
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={update.isPending || undefined}>
      <FormField id={`${id}-name`} label={t.name} error={errors.name?.message}>
        <Input {...field("name")} {...register("name")} />
      </FormField>
      <FormField id={`${id}-description`} label={t.description} error={errors.description?.message}>
        <Textarea {...field("description")} {...register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-priceRm`} label={t.price} error={errors.priceRm?.message}>
          <Input
            {...field("priceRm")}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            {...register("priceRm", { valueAsNumber: true })}
          />
        </FormField>
        <FormField id={`${id}-duration`} label={t.duration} error={errors.duration?.message}>
          <Input {...field("duration")} {...register("duration")} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-ingredients`}
          label={t.ingredients}
          hint={t.onePerLine}
          error={errors.ingredients?.message}
        >
          <Textarea
            {...fieldA11y(`${id}-ingredients`, errors.ingredients?.message, { hint: true })}
            {...register("ingredients")}
          />
        </FormField>
        <FormField
          id={`${id}-benefits`}
          label={t.benefits}
          hint={t.onePerLine}
          error={errors.benefits?.message}
        >
          <Textarea
            {...fieldA11y(`${id}-benefits`, errors.benefits?.message, { hint: true })}
            {...register("benefits")}
          />
        </FormField>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${id}-isActive`} {...register("isActive")} />
        <Label htmlFor={`${id}-isActive`}>{t.activeLabel}</Label>
      </div>
      <ClinicalRules
        saved={service.contraindications}
        consentVersion={service.consentVersion}
        control={control}
        register={register}
      />
      <FormField id={`${id}-note`} label={t.note} error={errors.note?.message}>
        <Input {...field("note")} {...register("note")} />
      </FormField>
      <FormDialogEnd
        pending={update.isPending}
        error={update.error}
        failedFallback={t.saveFailed}
        cancelLabel={t.cancel}
        onCancel={onClose}
        submitLabel={t.save}
      />
    </form>
  );
}

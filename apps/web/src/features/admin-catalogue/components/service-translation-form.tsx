import { zodResolver } from "@hookform/resolvers/zod";
import { UpdateServiceTranslationRequestSchema, type AdminService } from "@ivdrips/contract/admin-catalogue";
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from "@ivdrips/contract/languages";
import type { TranslationLanguage } from "@ivdrips/contract/translation-languages";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialogEnd } from "../../../components/admin/form-dialog";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { blankAsUndefined, oneItemPerLine } from "../../../lib/admin-forms";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { useUpdateServiceTranslation } from "../api/update-service-translation";

const shape = UpdateServiceTranslationRequestSchema.shape;

/** The contract's payload, with the two lists typed one item a line; an empty field stays untranslated. */
const TranslationFormSchema = UpdateServiceTranslationRequestSchema.extend({
  ingredients: oneItemPerLine(shape.ingredients.unwrap()),
  benefits: oneItemPerLine(shape.benefits.unwrap()),
  note: blankAsUndefined(shape.note),
});
type TranslationFormInput = z.input<typeof TranslationFormSchema>;
type TranslationFormOutput = z.output<typeof TranslationFormSchema>;

const FIELDS = ["name", "tagline", "description", "ingredients", "benefits", "note"] as const;

interface ServiceTranslationFormProps {
  service: AdminService;
  language: TranslationLanguage;
  onClose: () => void;
}

/**
 * A service's texts in Malay or Chinese. Each field shows the English text as its placeholder: what a
 * customer reading this language sees while the field is empty.
 */
export function ServiceTranslationForm({ service, language, onClose }: ServiceTranslationFormProps) {
  const t = useAdminT().catalogue;
  const id = `${useId()}-${language}`;
  const translate = useUpdateServiceTranslation();
  const translation = service.translations[language];
  const { register, handleSubmit, formState, setError } = useForm<
    TranslationFormInput,
    unknown,
    TranslationFormOutput
  >({
    resolver: zodResolver(TranslationFormSchema),
    defaultValues: {
      name: translation.name ?? "",
      tagline: translation.tagline ?? "",
      description: translation.description ?? "",
      ingredients: translation.ingredients?.join("\n") ?? "",
      benefits: translation.benefits?.join("\n") ?? "",
      note: "",
    },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit(({ note, ...values }) =>
    translate.mutate(
      { id: service.id, language, ...values, ...(note ? { note } : {}) },
      {
        onSuccess: (saved) => {
          toast({
            title: t.translationSavedTitle,
            description: sayAdmin("catalogue.translationSaved", {
              name: saved.name,
              language: LANGUAGE_NAMES[language],
            }),
          });
          onClose();
        },
        onError: (error) => showServerFieldErrors(error, FIELDS, setError),
      },
    ),
  );
  // Typed in the language it is written in: the browser's spelling and the screen reader's voice follow.
  const field = (name: (typeof FIELDS)[number], hint = false) => ({
    ...fieldA11y(`${id}-${name}`, errors[name]?.message, { hint }),
    lang: LANGUAGE_TAGS[language],
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={translate.isPending || undefined}>
      <p className="bg-muted text-muted-foreground rounded-md p-3 text-sm">{t.fallbackHint}</p>
      <FormField id={`${id}-name`} label={t.name} error={errors.name?.message}>
        <Input {...field("name")} placeholder={service.name} {...register("name")} />
      </FormField>
      <FormField id={`${id}-tagline`} label={t.tagline} error={errors.tagline?.message}>
        <Input {...field("tagline")} placeholder={service.tagline} {...register("tagline")} />
      </FormField>
      <FormField id={`${id}-description`} label={t.description} error={errors.description?.message}>
        <Textarea {...field("description")} placeholder={service.description} {...register("description")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-ingredients`}
          label={t.ingredients}
          hint={t.onePerLine}
          error={errors.ingredients?.message}
        >
          <Textarea
            {...field("ingredients", true)}
            placeholder={service.ingredients.join("\n")}
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
            {...field("benefits", true)}
            placeholder={service.benefits.join("\n")}
            {...register("benefits")}
          />
        </FormField>
      </div>
      <FormField id={`${id}-note`} label={t.note} error={errors.note?.message}>
        <Input {...fieldA11y(`${id}-note`, errors.note?.message)} {...register("note")} />
      </FormField>
      <FormDialogEnd
        pending={translate.isPending}
        error={translate.error}
        failedFallback={t.translationSaveFailed}
        cancelLabel={t.cancel}
        onCancel={onClose}
        submitLabel={t.save}
      />
    </form>
  );
}

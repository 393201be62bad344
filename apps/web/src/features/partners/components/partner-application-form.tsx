import { zodResolver } from "@hookform/resolvers/zod";
import {
  PartnerApplicationSchema,
  PROFESSIONS,
  type PartnerApplication,
  type PartnerApplicationInput,
} from "@ivdrips/contract/partners";
import { ChevronDown } from "lucide-react";
import { useForm } from "react-hook-form";
import { HoneypotField } from "../../../components/honeypot-field";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { fieldClasses, Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/stand-ins/cn";

import { useT } from "../../../lib/i18n/use-t";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { useSubmitPartnerApplication } from "../api/submit-partner-application";
import { withMalaysianCode } from "../lib/phone";

const EMPTY: PartnerApplicationInput = {
  name: "",
  profession: "",
  licenceNumber: "",
  // The number input is read with valueAsNumber: empty is NaN, which the schema refuses.
  yearsOfExperience: Number.NaN,
  email: "",
  phone: "",
  city: "",
  message: "",
  website: "",
};
const FIELDS = [
  "name",
  "profession",
  "licenceNumber",
  "yearsOfExperience",
  "email",
  "phone",
  "city",
  "message",
] as const;

/**
 * SPEC §2 "Partner page": a doctor's or nurse's application, sent to POST /api/partners/applications.
 * Validated on submit, then on every change; on a failure what was typed stays. `onSubmitted` replaces the
 * form with the 'Application Submitted!' screen.
 */
export function PartnerApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const t = useT();
  const text = t.partners.form;
  const submit = useSubmitPartnerApplication();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PartnerApplicationInput, unknown, PartnerApplication>({
    resolver: zodResolver(PartnerApplicationSchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = handleSubmit((application) =>
    submit.mutate(
      { ...application, phone: withMalaysianCode(application.phone) },
      {
        onSuccess: onSubmitted,
        onError: (error) => {
          showServerFieldErrors(error, FIELDS, setError);
          toast({
            title: text.failedTitle,
            description: errorMessage(error, text.failed),
            variant: "destructive",
          });
        },
      },
    ),
  );

  const sending = submit.isPending;
  const error = (field: (typeof FIELDS)[number]) => errors[field]?.message;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={sending || undefined}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="partner-name" label={text.name} error={error("name")}>
          <Input
            autoComplete="name"
            {...fieldA11y("partner-name", error("name"), { required: true })}
            {...register("name")}
          />
        </FormField>
        <FormField id="partner-profession" label={text.profession} error={error("profession")}>
          <div className="relative">
            <select
              className={cn(
                fieldClasses,
                "h-11 cursor-pointer appearance-none py-2 pr-10",
                "has-[option[value='']:checked]:text-muted-foreground [&_option]:text-foreground",
              )}
              {...fieldA11y("partner-profession", error("profession"), { required: true })}
              {...register("profession")}
            >
              <option value="" disabled>
                {text.chooseProfession}
              </option>
              {PROFESSIONS.map((profession) => (
                <option key={profession} value={profession}>
                  {text.professions[profession]}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="text-muted-foreground pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2"
            />
          </div>
        </FormField>
        <FormField
          id="partner-licence"
          label={text.licenceNumber}
          hint={text.licenceNumberHint}
          error={error("licenceNumber")}
        >
          <Input
            autoComplete="off"
            spellCheck={false}
            {...fieldA11y("partner-licence", error("licenceNumber"), { hint: true, required: true })}
            {...register("licenceNumber")}
          />
        </FormField>
        <FormField id="partner-experience" label={text.yearsOfExperience} error={error("yearsOfExperience")}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            step={1}
            {...fieldA11y("partner-experience", error("yearsOfExperience"), { required: true })}
            {...register("yearsOfExperience", { valueAsNumber: true })}
          />
        </FormField>
        <FormField id="partner-email" label={text.email} error={error("email")}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldA11y("partner-email", error("email"), { required: true })}
            {...register("email")}
          />
        </FormField>
        <FormField id="partner-phone" label={text.phone} hint={text.phoneHint} error={error("phone")}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+60 12-345 6789"
            {...fieldA11y("partner-phone", error("phone"), { hint: true, required: true })}
            {...register("phone")}
          />
        </FormField>
        <FormField id="partner-city" label={text.city} error={error("city")} className="sm:col-span-2">
          <Input
            autoComplete="address-level2"
            placeholder={text.cityPlaceholder}
            {...fieldA11y("partner-city", error("city"), { required: true })}
            {...register("city")}
          />
        </FormField>
      </div>
      <FormField id="partner-message" label={text.message} hint={text.messageHint} error={error("message")}>
        <Textarea
          rows={4}
          className="min-h-28"
          {...fieldA11y("partner-message", error("message"), { hint: true })}
          {...register("message")}
        />
      </FormField>
      <HoneypotField id="partner-website" label={text.honeypotLabel} {...register("website")} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">{text.requiredNote}</p>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
          {sending ? (
            <>
              <Spinner />
              {text.sending}
            </>
          ) : (
            text.submit
          )}
        </Button>
      </div>
    </form>
  );
}

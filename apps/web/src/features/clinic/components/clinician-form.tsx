import { CLINICIAN_ROLES } from "@ivdrips/contract/clinical";
import { UserRoundPlus } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { NativeSelect } from "../../../components/admin/native-select";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { say } from "../../../lib/stand-ins/lingui";
import { useT } from "../../../lib/i18n/use-t";
import { useCreateClinician } from "../api/create-clinician";
import {
  CLINICIAN_FIELDS,
  clinicianResolver,
  EMPTY_CLINICIAN_FORM,
  REGISTRATION_BODY_CODES,
  type ClinicianFormValues,
} from "../lib/clinician-form";
import type { NewClinician } from "@ivdrips/contract/clinical";

/**
 * Issue 36: registering a doctor (MMC) or a nurse (LJM or NMC) of the clinic, checked by the contract's
 * schema before it is sent and again by the server (a registration listed twice is refused: 409).
 */
export function ClinicianForm({ clinicId }: { clinicId: string }) {
  const texts = useT().clinic.clinicians;
  const id = useId();
  const create = useCreateClinician(clinicId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<
    ClinicianFormValues,
    unknown,
    NewClinician
  >({
    resolver: clinicianResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY_CLINICIAN_FORM,
  });
  const e = formState.errors;
  const a = (name: string, error: string | undefined, hint = false) =>
    fieldA11y(`${id}-${name}`, error, { hint, required: true });

  const onSubmit = handleSubmit((clinician) => {
    setFailure(null);
    create.mutate(clinician, {
      onSuccess: (created) => {
        toast({
          title: texts.createdTitle,
          description: say("clinic.clinicians.created", { name: created.name }),
        });
        reset(EMPTY_CLINICIAN_FORM);
      },
      onError: (error) => {
        showServerFieldErrors<ClinicianFormValues>(error, CLINICIAN_FIELDS, setError);
        setFailure(errorMessage(error, texts.createFailedFallback));
      },
    });
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-border grid gap-4 rounded-lg border p-4 sm:p-5"
    >
      <h3 id={`${id}-title`} className="font-display text-lg font-semibold tracking-tight">
        {texts.formTitle}
      </h3>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <fieldset disabled={create.isPending} className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-name`} label={texts.name} error={e.name?.message} className="sm:col-span-2">
            <Input {...a("name", e.name?.message)} autoComplete="off" {...register("name")} />
          </FormField>
          <FormField id={`${id}-role`} label={texts.role} error={e.role?.message}>
            <NativeSelect {...a("role", e.role?.message)} {...register("role")}>
              <option value="">{texts.choose}</option>
              {CLINICIAN_ROLES.map((role) => (
                <option key={role} value={role}>
                  {texts.roles[role]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id={`${id}-body`}
            label={texts.registrationBody}
            hint={texts.registrationBodyHint}
            error={e.registrationBody?.message}
          >
            <NativeSelect {...a("body", e.registrationBody?.message, true)} {...register("registrationBody")}>
              <option value="">{texts.choose}</option>
              {REGISTRATION_BODY_CODES.map((body) => (
                <option key={body} value={body}>
                  {body}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id={`${id}-number`}
            label={texts.registrationNumber}
            hint={texts.registrationNumberHint}
            error={e.registrationNumber?.message}
            className="sm:col-span-2"
          >
            <Input
              {...a("number", e.registrationNumber?.message, true)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...register("registrationNumber")}
            />
          </FormField>
        </fieldset>
        {failure ? (
          <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
            {failure}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner /> : <UserRoundPlus aria-hidden="true" />}
            {create.isPending ? texts.saving : texts.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

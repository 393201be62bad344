import { zodResolver } from "@hookform/resolvers/zod";
import {
  HEALTH_CONDITIONS,
  HealthAnswersSchema,
  PREGNANCY_ANSWERS,
  type HealthAnswers,
  type HealthProfileResponse,
} from "@ivdrips/contract/clinical";
import { CONTRAINDICATION_NAMES } from "@ivdrips/contract/consent-texts";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { errorMessage } from "../../lib/api-client";
import { forgetHealthDraft, readHealthDraft, rememberHealthDraft } from "../../lib/health/health-draft";
import { useSaveHealthProfile } from "../../lib/health/save-health-profile";
import { sayFieldMessage } from "../../lib/i18n/say-field-message";
import { useLanguage, useT } from "../../lib/i18n/use-t";
import { Button } from "../ui/button";
import { fieldA11y, FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { Spinner } from "../ui/spinner";
import { Textarea } from "../ui/textarea";
import { ChoiceGroup, tileClasses, YesNoGroup } from "./choice-fields";
import {
  answersAsValues,
  BLANK_ANSWERS,
  draftValues,
  toggleCondition,
  withHiddenAnswers,
  type HealthFormInput,
} from "./health-form-values";

const checkAnswers = zodResolver(HealthAnswersSchema);

/** The contract's check, on the answers the customer can see (the hidden questions answered for them). */
const healthResolver: Resolver<HealthFormInput, unknown, HealthAnswers> = (values, context, options) =>
  checkAnswers(withHiddenAnswers(values), context, options);

/** "70", "70.5" or "70,5" kilograms; nothing typed is no weight (it is optional). */
function kilograms(value: unknown): number | null {
  if (typeof value === "number") return value;
  const text = typeof value === "string" ? value.trim().replace(",", ".") : "";
  return text === "" ? null : Number(text);
}

const CONDITION_CHOICES = [...HEALTH_CONDITIONS, "none"] as const;

interface HealthProfileFormProps {
  userId: string;
  profile: HealthProfileResponse;
  onDone(profile: HealthProfileResponse): void;
  cancelLabel: string | undefined;
  onCancel: (() => void) | undefined;
}

/**
 * The health profile's questions (issue 36), checked by the contract's schema, messages in the reader's
 * language. What is typed is kept in this tab until it is saved (a reload loses nothing).
 */
export function HealthProfileForm({
  userId,
  profile,
  onDone,
  cancelLabel,
  onCancel,
}: HealthProfileFormProps) {
  const t = useT();
  const texts = t.health.form;
  const { language } = useLanguage();
  const id = useId();
  const save = useSaveHealthProfile(userId);
  const [failure, setFailure] = useState<string | null>(null);
  // The saved answers, then what this tab typed over them and has not saved.
  const [defaultValues] = useState(() => ({
    ...BLANK_ANSWERS,
    ...(profile.answers ? answersAsValues(profile.answers) : {}),
    ...draftValues(readHealthDraft(userId)),
  }));
  const form = useForm<HealthFormInput, unknown, HealthAnswers>({
    resolver: healthResolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const sex = useWatch({ control, name: "sex" });
  const reaction = useWatch({ control, name: "previousDripReaction" });

  // Every change is kept in this tab, until the answers are saved.
  const saved = useRef(false);
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (!saved.current) rememberHealthDraft(userId, values);
        },
      }),
    [subscribe, userId],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit((answers) => {
      setFailure(null);
      save.mutate(answers, {
        onSuccess: (result) => {
          saved.current = true;
          forgetHealthDraft(userId);
          onDone(result);
        },
        onError: (error) => setFailure(errorMessage(error, texts.saveFailed)),
      });
    })(event);
  const working = save.isPending;
  const field = (name: string) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-busy={working || undefined}>
      <div className="grid gap-1.5">
        <h3 className="font-display text-foreground text-lg font-semibold">{texts.title}</h3>
        <p className="text-muted-foreground text-sm leading-relaxed">{texts.intro}</p>
      </div>
      {profile.status === "stale" ? (
        <div role="note" className="bg-warning-soft text-foreground grid gap-1 rounded-lg px-4 py-3 text-sm">
          <p className="font-medium">{texts.checkAgain}</p>
          <p className="text-muted-foreground">{texts.checkAgainHint}</p>
        </div>
      ) : null}

      <Part title={texts.aboutYou}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={field("dob")} label={texts.dateOfBirth} error={errors.dateOfBirth?.message}>
            <Input
              {...fieldA11y(field("dob"), errors.dateOfBirth?.message)}
              type="date"
              autoComplete="bday"
              {...register("dateOfBirth")}
            />
          </FormField>
          <FormField
            id={field("weight")}
            label={texts.weight}
            error={errors.weightKg?.message}
            hint={texts.weightHint}
          >
            <Input
              {...fieldA11y(field("weight"), errors.weightKg?.message, { hint: true })}
              inputMode="decimal"
              {...register("weightKg", { setValueAs: kilograms })}
            />
          </FormField>
        </div>
        <Controller
          control={control}
          name="sex"
          render={({ field: sexField, fieldState }) => (
            <ChoiceGroup
              id={field("sex")}
              legend={texts.sex}
              options={[
                { value: "female", label: texts.sexes.female },
                { value: "male", label: texts.sexes.male },
              ]}
              value={sexField.value}
              onChange={sexField.onChange}
              onBlur={sexField.onBlur}
              inputRef={sexField.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        {sex === "female" ? (
          <Controller
            control={control}
            name="pregnancy"
            render={({ field: pregnancyField, fieldState }) => (
              <ChoiceGroup
                id={field("pregnancy")}
                legend={texts.pregnancy}
                options={PREGNANCY_ANSWERS.map((answer) => ({
                  value: answer,
                  label: texts.pregnancyAnswers[answer],
                }))}
                value={pregnancyField.value}
                onChange={pregnancyField.onChange}
                onBlur={pregnancyField.onBlur}
                inputRef={pregnancyField.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
      </Part>

      <Part title={texts.allergies}>
        <FormField
          id={field("drugs")}
          label={texts.drugAllergies}
          error={errors.drugAllergies?.message}
          hint={texts.noneHint}
        >
          <Input
            {...fieldA11y(field("drugs"), errors.drugAllergies?.message, { hint: true })}
            {...register("drugAllergies")}
          />
        </FormField>
        <FormField
          id={field("foods")}
          label={texts.foodAllergies}
          error={errors.foodAllergies?.message}
          hint={texts.noneHint}
        >
          <Input
            {...fieldA11y(field("foods"), errors.foodAllergies?.message, { hint: true })}
            {...register("foodAllergies")}
          />
        </FormField>
        <Controller
          control={control}
          name="latexAllergy"
          render={({ field: latexField, fieldState }) => (
            <YesNoGroup
              id={field("latex")}
              legend={texts.latexAllergy}
              value={latexField.value}
              onChange={latexField.onChange}
              onBlur={latexField.onBlur}
              inputRef={latexField.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </Part>

      <Part title={texts.medicalHistory}>
        <FormField
          id={field("medication")}
          label={texts.medication}
          error={errors.medication?.message}
          hint={texts.medicationHint}
        >
          <Textarea
            {...fieldA11y(field("medication"), errors.medication?.message, { hint: true })}
            className="min-h-20"
            {...register("medication")}
          />
        </FormField>
        <Controller
          control={control}
          name="conditions"
          render={({ field: conditionsField, fieldState }) => {
            const error = fieldState.error?.message;
            const errorId = `${field("conditions")}-error`;
            const hintId = `${field("conditions")}-hint`;
            const ticked = conditionsField.value ?? [];
            return (
              <fieldset className="grid gap-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
                <legend className="text-foreground mb-1 text-sm font-medium">{texts.conditions}</legend>
                <p id={hintId} className="text-muted-foreground mb-1 text-xs">
                  {texts.conditionsHint}
                </p>
                <div className="grid gap-2 sm:grid-cols-2">
                  {CONDITION_CHOICES.map((item, index) => (
                    <label key={item} className={tileClasses(ticked.includes(item))}>
                      <input
                        ref={index === 0 ? conditionsField.ref : undefined}
                        type="checkbox"
                        name={field("conditions")}
                        value={item}
                        checked={ticked.includes(item)}
                        onChange={(event) =>
                          conditionsField.onChange(toggleCondition(ticked, item, event.target.checked))
                        }
                        onBlur={conditionsField.onBlur}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        className="accent-primary size-4 shrink-0"
                      />
                      <span>{item === "none" ? texts.none : CONTRAINDICATION_NAMES[language][item]}</span>
                    </label>
                  ))}
                </div>
                {error ? (
                  <p id={errorId} className="text-destructive text-sm">
                    {sayFieldMessage(error)}
                  </p>
                ) : null}
              </fieldset>
            );
          }}
        />
        <Controller
          control={control}
          name="previousDripReaction"
          render={({ field: reactionField, fieldState }) => (
            <YesNoGroup
              id={field("reaction")}
              legend={texts.previousReaction}
              value={reactionField.value}
              onChange={reactionField.onChange}
              onBlur={reactionField.onBlur}
              inputRef={reactionField.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        {reaction === true ? (
          <FormField
            id={field("reaction-details")}
            label={texts.previousReactionDetails}
            error={errors.previousDripReactionDetails?.message}
          >
            <Textarea
              {...fieldA11y(field("reaction-details"), errors.previousDripReactionDetails?.message)}
              className="min-h-20"
              {...register("previousDripReactionDetails")}
            />
          </FormField>
        ) : null}
      </Part>

      <Part title={texts.emergencyTitle}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={field("contact-name")}
            label={texts.emergencyName}
            error={errors.emergencyContactName?.message}
          >
            <Input
              {...fieldA11y(field("contact-name"), errors.emergencyContactName?.message)}
              autoComplete="off"
              {...register("emergencyContactName")}
            />
          </FormField>
          <FormField
            id={field("contact-phone")}
            label={texts.emergencyPhone}
            error={errors.emergencyContactPhone?.message}
          >
            <Input
              {...fieldA11y(field("contact-phone"), errors.emergencyContactPhone?.message)}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="+60 12-345 6789"
              {...register("emergencyContactPhone")}
            />
          </FormField>
        </div>
      </Part>

      {failure ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={working} className="max-sm:w-full">
          {working ? (
            <>
              <Spinner />
              {texts.saving}
            </>
          ) : (
            texts.save
          )}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={working} className="max-sm:w-full">
            {cancelLabel ?? texts.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A part of the form under its own heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-border grid gap-5 border-t pt-5">
      <h4 className="text-foreground text-base font-semibold">{title}</h4>
      {children}
    </section>
  );
}

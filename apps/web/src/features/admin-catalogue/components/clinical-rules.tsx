import type { ContraindicationRules } from "@ivdrips/contract/clinical";
import { CONTRAINDICATIONS } from "@ivdrips/contract/clinical";
import { CONTRAINDICATION_NAMES } from "@ivdrips/contract/consent-texts";
import { AlertTriangle } from "lucide-react";
import { useId } from "react";
import { useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { NativeSelect } from "../../../components/admin/native-select";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { useLanguage } from "../../../lib/i18n/use-t";
import {
  RULE_CHOICES,
  rulesFrom,
  sameRules,
  type ServiceFormInput,
  type ServiceFormOutput,
} from "./service-form";

/**
 * A service's clinical rules: for each condition, none, relative (the booking goes on, flagged for the
 * clinician) or absolute (no booking, nothing charged). Any change makes a new consent to treatment.
 */
export function ClinicalRules({
  saved,
  consentVersion,
  control,
  register,
}: {
  saved: ContraindicationRules;
  consentVersion: string;
  control: Control<ServiceFormInput, unknown, ServiceFormOutput>;
  register: UseFormRegister<ServiceFormInput>;
}) {
  const t = useAdminT().catalogue.rules;
  const id = useId();
  const { language } = useLanguage();
  const names = CONTRAINDICATION_NAMES[language];
  const choices = useWatch({ control, name: "contraindications" });
  const changed = !sameRules(rulesFrom(choices, saved), saved);
  return (
    <fieldset
      className="border-border grid gap-4 rounded-lg border p-3 sm:p-4"
      aria-describedby={`${id}-intro`}
    >
      <legend className="px-1 text-sm font-semibold">{t.title}</legend>
      <div id={`${id}-intro`} className="text-muted-foreground grid gap-1 text-xs leading-relaxed">
        <p>{t.intro}</p>
        <p>
          <span className="text-foreground font-medium">
            {sayAdmin("catalogue.rules.consentVersion", { version: consentVersion })}
          </span>
          {` ${t.versionNote}`}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {CONTRAINDICATIONS.map((item) => (
          <FormField key={item} id={`${id}-${item}`} label={names[item]}>
            <NativeSelect
              {...fieldA11y(`${id}-${item}`, undefined)}
              {...register(`contraindications.${item}`)}
            >
              {RULE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t.choices[choice]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ))}
      </div>
      {changed ? (
        <p
          role="note"
          className="border-warning/30 bg-warning-soft text-warning flex items-start gap-2 rounded-lg border p-3 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {sayAdmin("catalogue.rules.changed", { version: consentVersion })}
        </p>
      ) : null}
    </fieldset>
  );
}

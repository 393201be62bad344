import type { Clearance } from "@ivdrips/contract/clinical";
import { telLink } from "@ivdrips/contract/contact-links";
import { CONTRAINDICATION_NAMES } from "@ivdrips/contract/consent-texts";
import { CircleCheck, FileSignature, TriangleAlert } from "lucide-react";
import { useId, type ReactNode } from "react";
import { formatKlMoment } from "../../../lib/format-moment";
import { say } from "../../../lib/stand-ins/lingui";
import { useLanguage, useT } from "../../../lib/i18n/use-t";
import { flagNames } from "../lib/clinical-flags";

/**
 * Issue 36: a booking's clinical record as the clinician reads it before deciding: the flags first (the
 * drip's precautions the answers meet), then the answers as they were when the booking was made, then the
 * consent to treatment as the patient signed it.
 */
export function ClinicalSummary({ clearance }: { clearance: Clearance }) {
  return (
    <div className="grid gap-5">
      <Flags flags={clearance.flags} />
      <Answers clearance={clearance} />
      <Consent consent={clearance.consent} />
    </div>
  );
}

function Flags({ flags }: { flags: Clearance["flags"] }) {
  const texts = useT().clinic.clinicalSummary;
  const { language } = useLanguage();
  const headingId = useId();
  if (flags.length === 0) {
    return (
      <p className="bg-success-soft text-success flex items-start gap-2 rounded-lg px-4 py-3 text-sm font-medium">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {texts.noFlags}
      </p>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="bg-warning-soft border-warning/30 grid gap-2 rounded-lg border px-4 py-3"
    >
      <h3 id={headingId} className="text-warning flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {texts.flagsTitle}
      </h3>
      <p className="text-sm">{texts.flagsIntro}</p>
      <ul className="grid list-disc gap-1 pl-5 text-sm font-medium">
        {flagNames(flags, language).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}

function Answers({ clearance }: { clearance: Clearance }) {
  const texts = useT().clinic.clinicalSummary;
  const { language } = useLanguage();
  const headingId = useId();
  const { answers } = clearance;
  const names = CONTRAINDICATION_NAMES[language];
  const conditions = answers.conditions.filter((condition) => condition !== "none");
  const orNone = (text: string, none: string) => (text.trim() === "" ? none : text);

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-display text-lg font-semibold tracking-tight">
        {texts.answersTitle}
      </h3>
      <dl className="grid gap-x-5 gap-y-3 text-sm sm:grid-cols-2">
        <Answer term={texts.age}>
          {say("clinic.clinicalSummary.ageValue", { age: clearance.ageAtBooking })}
        </Answer>
        <Answer term={texts.sex}>{texts.sexes[answers.sex]}</Answer>
        <Answer term={texts.pregnancy}>{texts.pregnancyAnswers[answers.pregnancy]}</Answer>
        <Answer term={texts.weight}>
          {answers.weightKg === null ? texts.notGiven : `${answers.weightKg} kg`}
        </Answer>
        <Answer term={texts.drugAllergies}>{orNone(answers.drugAllergies, texts.noneKnown)}</Answer>
        <Answer term={texts.foodAllergies}>{orNone(answers.foodAllergies, texts.noneKnown)}</Answer>
        <Answer term={texts.latexAllergy}>{answers.latexAllergy ? texts.yes : texts.no}</Answer>
        <Answer term={texts.medication}>{orNone(answers.medication, texts.noMedication)}</Answer>
        <Answer term={texts.conditions} wide>
          {conditions.length === 0 ? (
            texts.noConditions
          ) : (
            <ul className="grid list-disc gap-0.5 pl-5">
              {conditions.map((condition) => (
                <li key={condition}>{names[condition]}</li>
              ))}
            </ul>
          )}
        </Answer>
        <Answer term={texts.previousReaction} wide>
          {answers.previousDripReaction
            ? answers.previousDripReactionDetails.trim()
              ? say("clinic.clinicalSummary.previousReactionDetails", {
                  details: answers.previousDripReactionDetails,
                })
              : texts.yes
            : texts.no}
        </Answer>
        <Answer term={texts.emergencyContact} wide>
          {answers.emergencyContactName},{" "}
          <a
            className="hover:text-primary underline-offset-4 hover:underline"
            href={telLink(answers.emergencyContactPhone)}
          >
            {answers.emergencyContactPhone}
          </a>
        </Answer>
      </dl>
    </section>
  );
}

function Answer({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "grid min-w-0 gap-0.5 sm:col-span-2" : "grid min-w-0 gap-0.5"}>
      <dt className="text-muted-foreground text-xs font-medium">{term}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

function Consent({ consent }: { consent: Clearance["consent"] }) {
  const texts = useT().clinic.clinicalSummary;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3
        id={headingId}
        className="font-display flex items-center gap-2 text-lg font-semibold tracking-tight"
      >
        <FileSignature aria-hidden="true" className="text-primary size-4 shrink-0" />
        {texts.consentTitle}
      </h3>
      <p className="text-sm">
        {say("clinic.clinicalSummary.consentSigned", {
          version: consent.version,
          name: consent.signedName,
          time: formatKlMoment(new Date(consent.signedAt)),
        })}
      </p>
      <details className="text-sm">
        <summary className="text-primary focus-visible:ring-ring w-fit cursor-pointer rounded-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:outline-hidden">
          {texts.consentText}
        </summary>
        <p
          lang={consent.language}
          className="bg-muted/50 mt-2 rounded-md p-3 leading-relaxed whitespace-pre-line"
        >
          {consent.text}
        </p>
      </details>
    </section>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { BreakGlassQuerySchema, type Clearance } from "@ivdrips/contract/clinical";
import { CONTRAINDICATION_NAMES } from "@ivdrips/contract/consent-texts";
import { INTL_LOCALES, isLanguage, LANGUAGE_NAMES, LANGUAGE_TAGS } from "@ivdrips/contract/languages";
import { AlertTriangle } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormDialogEnd } from "../../../components/admin/form-dialog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Textarea } from "../../../components/ui/textarea";
import { formatKlDateTime } from "../../../lib/admin-format";
import { ApiError } from "../../../lib/api-client";
import { formatKlDate } from "../../../lib/format";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { useLanguage } from "../../../lib/i18n/use-t";
import { useReadClearance } from "../api/read-clearance";
import { Fact } from "./fact";

type ReasonForm = z.input<typeof BreakGlassQuerySchema>;

/**
 * Break-glass: staff state why they must read a booking's clinical record, then read it. The record lives in
 * this dialog only: closing it drops it (nothing cached, nothing stored).
 */
export function ClinicalRecordDialog({
  bookingId,
  reference,
  onClose,
}: {
  bookingId: string;
  reference: string;
  onClose: () => void;
}) {
  const t = useAdminT().booking.clinical;
  const id = useId();
  const read = useReadClearance();
  const { register, handleSubmit, formState } = useForm<
    ReasonForm,
    unknown,
    z.output<typeof BreakGlassQuerySchema>
  >({ resolver: zodResolver(BreakGlassQuerySchema), defaultValues: { reason: "" } });
  const error = formState.errors.reason?.message;
  const notFound = read.error instanceof ApiError && read.error.statusCode === 404;
  const onSubmit = handleSubmit(({ reason }) => read.mutate({ id: bookingId, reason }));
  return (
    <Dialog open onOpenChange={(next) => !next && !read.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{sayAdmin("booking.clinical.dialogTitle", { reference })}</DialogTitle>
          <DialogDescription>{t.intro}</DialogDescription>
        </DialogHeader>
        {read.data ? (
          <>
            <ClearanceView record={read.data} />
            <DialogFooter>
              <Button type="button" onClick={onClose}>
                {t.close}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={read.isPending || undefined}>
            <FormField id={`${id}-reason`} label={t.reason} hint={t.reasonHint} error={error}>
              <Textarea
                {...fieldA11y(`${id}-reason`, error, { hint: true, required: true })}
                maxLength={500}
                {...register("reason")}
              />
            </FormField>
            {notFound ? (
              <p role="status" className="bg-muted rounded-md p-3 text-sm">
                {t.noRecord}
              </p>
            ) : null}
            <FormDialogEnd
              pending={read.isPending}
              error={notFound ? null : read.error}
              failedFallback={t.readFailed}
              cancelLabel={t.close}
              onCancel={onClose}
              submitLabel={t.read}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** The record, flags first: what the clinician had to look at, the answers, the consent, the decision. */
function ClearanceView({ record }: { record: Clearance }) {
  const t = useAdminT().booking.clinical;
  const { language } = useLanguage();
  const names = CONTRAINDICATION_NAMES[language];
  const { answers, consent, clinician } = record;
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const text = (value: string) => value || t.none;
  const consentLanguage = isLanguage(consent.language) ? consent.language : null;
  return (
    <div className="grid gap-6">
      <Part title={t.flags}>
        {record.flags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t.flags}>
            {record.flags.map((flag) => (
              <li key={flag}>
                <Badge variant="warning">
                  <AlertTriangle aria-hidden />
                  {names[flag]}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-sm">{t.noFlags}</p>
        )}
      </Part>
      <Part title={t.answers}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t.ageAtBooking}>{String(record.ageAtBooking)}</Fact>
          {/* A calendar day: noon in Kuala Lumpur reads as that day whatever the browser's zone. */}
          <Fact label={t.dateOfBirth}>{formatKlDate(`${answers.dateOfBirth}T12:00:00+08:00`)}</Fact>
          <Fact label={t.sex}>{t.sexes[answers.sex]}</Fact>
          <Fact label={t.pregnancy}>{t.pregnancies[answers.pregnancy]}</Fact>
          <Fact label={t.weight}>
            {answers.weightKg === null
              ? t.notGiven
              : new Intl.NumberFormat(INTL_LOCALES[language], { style: "unit", unit: "kilogram" }).format(
                  answers.weightKg,
                )}
          </Fact>
          <Fact label={t.conditions}>
            {answers.conditions
              .map((condition) => (condition === "none" ? t.noneOfThese : names[condition]))
              .join(", ")}
          </Fact>
          <Fact label={t.drugAllergies}>{text(answers.drugAllergies)}</Fact>
          <Fact label={t.foodAllergies}>{text(answers.foodAllergies)}</Fact>
          <Fact label={t.latexAllergy}>{yesNo(answers.latexAllergy)}</Fact>
          <Fact label={t.medication}>{text(answers.medication)}</Fact>
          <Fact label={t.previousDripReaction}>{yesNo(answers.previousDripReaction)}</Fact>
          {answers.previousDripReaction ? (
            <Fact label={t.previousDripReactionDetails}>{text(answers.previousDripReactionDetails)}</Fact>
          ) : null}
          <Fact label={t.emergencyContact}>
            {`${answers.emergencyContactName} · ${answers.emergencyContactPhone}`}
          </Fact>
        </dl>
      </Part>
      <Part title={t.consent}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t.signedName}>{consent.signedName}</Fact>
          <Fact label={t.signedAt}>{formatKlDateTime(consent.signedAt)}</Fact>
          <Fact label={t.consentVersion}>{consent.version}</Fact>
          <Fact label={t.consentLanguage}>
            {consentLanguage ? LANGUAGE_NAMES[consentLanguage] : consent.language}
          </Fact>
        </dl>
        <details className="border-border rounded-md border p-3 text-sm">
          <summary className="cursor-pointer font-medium">{t.consentText}</summary>
          <p
            lang={consentLanguage ? LANGUAGE_TAGS[consentLanguage] : undefined}
            className="mt-2 whitespace-pre-line"
          >
            {consent.text}
          </p>
        </details>
      </Part>
      <Part title={t.decision}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t.decisionLabel}>{t.decisions[record.decision]}</Fact>
          <Fact label={t.decidedAt}>{record.decidedAt ? formatKlDateTime(record.decidedAt) : null}</Fact>
          <Fact label={t.clinician}>{clinician?.name ?? null}</Fact>
          <Fact label={t.role}>{clinician ? t.roles[clinician.role] : null}</Fact>
          <Fact label={t.registration}>
            {clinician ? `${clinician.registrationBody} ${clinician.registrationNumber}` : null}
          </Fact>
        </dl>
      </Part>
    </div>
  );
}

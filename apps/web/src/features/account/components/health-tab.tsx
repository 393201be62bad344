import type { User } from "@ivdrips/contract/auth";
import type { HealthAnswers, HealthProfileResponse } from "@ivdrips/contract/clinical";
import { CONTRAINDICATION_NAMES } from "@ivdrips/contract/consent-texts";
import { Download, PencilLine } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../../components/ui/card";
import { SectionLoading } from "../../../components/ui/section-loading";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { formatKlDate, intlLocale } from "../../../lib/format";
import { useHealthProfile } from "../../../lib/health/get-health-profile";
import { forgetHealthDraft } from "../../../lib/health/health-draft";
import { useLanguage, useT } from "../../../lib/i18n/use-t";
import { say } from "../../../lib/stand-ins/lingui";
import { useDownloadMyData } from "../api/download-my-data";
import { WithdrawConsentDialog } from "./withdraw-consent-dialog";

// The form, its schema and texts load when the customer fills it in or edits it.
const HealthScreening = lazy(() =>
  import("../../../components/health/health-screening").then((module) => ({
    default: module.HealthScreening,
  })),
);

/** My Account's Health tab (issue 36): the health profile and the consent behind it, then the data export. */
export function HealthTab({ user }: { user: User }) {
  return (
    <div className="grid gap-6">
      <HealthPanel userId={user.id} />
      <MyDataPanel />
    </div>
  );
}

const STATUS_BADGES = {
  no_consent: "warning",
  missing: "warning",
  stale: "warning",
  current: "success",
} as const;

/** Where the profile stands, the answers as given, Edit, and the consent's withdrawal. */
function HealthPanel({ userId }: { userId: string }) {
  const t = useT();
  const texts = t.account.health;
  const profile = useHealthProfile(userId);
  const [editing, setEditing] = useState(false);
  const data = profile.data;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <h2 className="font-display text-lg leading-snug font-semibold tracking-tight">{texts.title}</h2>
          <CardDescription>{texts.description}</CardDescription>
        </div>
        {data?.answers && !editing ? (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilLine aria-hidden="true" />
            {texts.edit}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        {profile.isError ? (
          <div role="alert" className="bg-danger-soft grid gap-3 rounded-lg px-4 py-3 text-sm">
            <p className="text-destructive">{t.health.loadFailed}</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void profile.refetch()}>
              {t.health.tryAgain}
            </Button>
          </div>
        ) : !data ? (
          <SectionLoading />
        ) : editing ? (
          <Suspense fallback={<SectionLoading />}>
            <HealthScreening
              onDone={() => {
                setEditing(false);
                toast({ title: texts.savedTitle, description: texts.savedDescription });
              }}
              cancelLabel={texts.cancelEdit}
              onCancel={() => {
                // Cancelled: what was typed is let go, not put back at the next Edit.
                forgetHealthDraft(userId);
                setEditing(false);
              }}
            />
          </Suspense>
        ) : (
          <ProfileSummary profile={data} onFill={() => setEditing(true)} />
        )}
      </CardContent>
      {data?.consent && !editing ? (
        <CardFooter className="border-border flex-wrap justify-between gap-3 border-t pt-5 sm:pt-6">
          <p className="text-muted-foreground text-sm">
            {say("account.health.consentGiven", { date: formatKlDate(data.consent.givenAt) })}
          </p>
          <WithdrawConsentDialog userId={userId} />
        </CardFooter>
      ) : null}
    </Card>
  );
}

function ProfileSummary({ profile, onFill }: { profile: HealthProfileResponse; onFill: () => void }) {
  const t = useT();
  const texts = t.account.health;
  const statusText =
    profile.status === "current" && profile.validUntil
      ? say("account.health.status.current", { date: formatKlDate(profile.validUntil) })
      : profile.status === "current"
        ? texts.status.missing
        : texts.status[profile.status];
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground text-sm">{texts.statusLabel}:</span>
        <Badge variant={STATUS_BADGES[profile.status]}>{statusText}</Badge>
      </div>
      {profile.answers ? (
        <>
          {profile.status === "stale" ? (
            <Button className="w-full sm:w-fit" onClick={onFill}>
              {texts.check}
            </Button>
          ) : null}
          <AnswersList answers={profile.answers} />
        </>
      ) : (
        <div className="grid gap-4">
          <p className="text-foreground text-sm leading-relaxed">{texts.noneYet}</p>
          <Button className="w-full sm:w-fit" onClick={onFill}>
            {texts.start}
          </Button>
        </div>
      )}
    </>
  );
}

/** "1 May 1990": a birthday is a calendar day, in no time zone. */
function formatBirthday(day: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The answers, read only, in the words of the form. */
function AnswersList({ answers }: { answers: HealthAnswers }) {
  const t = useT();
  const { language } = useLanguage();
  const form = t.health.form;
  const texts = t.account.health;
  const orNone = (text: string) => text || texts.none;
  const yesNo = (value: boolean) => (value ? form.yes : form.no);
  const conditions = answers.conditions.includes("none")
    ? form.none
    : answers.conditions
        .map((item) => (item === "none" ? form.none : CONTRAINDICATION_NAMES[language][item]))
        .join(", ");
  return (
    <dl className="grid grid-cols-1 gap-x-8 gap-y-5 sm:grid-cols-2">
      <Item term={form.dateOfBirth}>{formatBirthday(answers.dateOfBirth)}</Item>
      <Item term={form.sex}>{form.sexes[answers.sex]}</Item>
      {answers.sex === "female" ? (
        <Item term={form.pregnancy}>{form.pregnancyAnswers[answers.pregnancy]}</Item>
      ) : null}
      <Item term={form.weight}>
        {answers.weightKg === null
          ? texts.notGiven
          : say("account.health.weightKg", { weight: answers.weightKg })}
      </Item>
      <Item term={form.drugAllergies}>{orNone(answers.drugAllergies)}</Item>
      <Item term={form.foodAllergies}>{orNone(answers.foodAllergies)}</Item>
      <Item term={form.latexAllergy}>{yesNo(answers.latexAllergy)}</Item>
      <Item term={form.medication}>{orNone(answers.medication)}</Item>
      <Item term={form.conditions}>{conditions}</Item>
      <Item term={form.previousReaction}>
        {answers.previousDripReaction && answers.previousDripReactionDetails
          ? `${form.yes}: ${answers.previousDripReactionDetails}`
          : yesNo(answers.previousDripReaction)}
      </Item>
      <Item term={form.emergencyTitle}>
        {`${answers.emergencyContactName}, ${answers.emergencyContactPhone}`}
      </Item>
    </dl>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-muted-foreground text-sm">{term}</dt>
      <dd className="text-foreground whitespace-pre-line [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** PDPA access and portability: everything the account holds, as a file of the customer's own. */
function MyDataPanel() {
  const t = useT();
  const texts = t.account.health.data;
  const download = useDownloadMyData();
  return (
    <Card>
      <CardHeader>
        <h2 className="font-display text-lg leading-snug font-semibold tracking-tight">{texts.title}</h2>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          className="w-full sm:w-fit"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) => toast({ title: errorMessage(error, texts.failed), variant: "destructive" }),
            })
          }
        >
          {download.isPending ? (
            <>
              <Spinner />
              {texts.downloading}
            </>
          ) : (
            <>
              <Download aria-hidden="true" />
              {texts.download}
            </>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}

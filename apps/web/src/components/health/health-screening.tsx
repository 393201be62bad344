import type { HealthProfileResponse } from "@ivdrips/contract/clinical";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { useHealthConsent } from "../../lib/health/get-health-consent";
import { useHealthProfile } from "../../lib/health/get-health-profile";
import { useGiveHealthConsent } from "../../lib/health/give-health-consent";
import { useT } from "../../lib/i18n/use-t";
import { useSession } from "../../lib/session";
import { say } from "../../lib/stand-ins/lingui";
import { Button } from "../ui/button";
import { SectionLoading } from "../ui/section-loading";
import { Spinner } from "../ui/spinner";
import { ConsentText } from "./consent-text";
import { HealthProfileForm } from "./health-profile-form";

export interface HealthScreeningProps {
  /** The answers are saved: the profile as it now stands (current). */
  onDone(profile: HealthProfileResponse): void;
  /** The way out beside the save (the booking card: back to the details; My Account: stop editing). */
  cancelLabel?: string;
  onCancel?: () => void;
}

/**
 * The signed-in customer's health screening (issue 36): first the consent to keep health data when they have
 * not given it (its text in the site's language, and an explicit "I agree"), then the profile's form, empty
 * or with the saved answers (to be checked when more than 12 months old). Saved, it hands back the profile.
 */
export function HealthScreening({ onDone, cancelLabel, onCancel }: HealthScreeningProps) {
  const { user } = useSession();
  const userId = user?.id ?? "";
  const profile = useHealthProfile(userId);

  if (profile.isError) return <LoadFailed retry={() => void profile.refetch()} />;
  if (profile.isPending) return <SectionLoading />;
  if (profile.data.status === "no_consent") {
    return <HealthDataConsent userId={userId} cancelLabel={cancelLabel} onCancel={onCancel} />;
  }
  return (
    <HealthProfileForm
      // A new customer on the tab starts from their own answers.
      key={userId}
      userId={userId}
      profile={profile.data}
      onDone={onDone}
      cancelLabel={cancelLabel}
      onCancel={onCancel}
    />
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="bg-danger-soft grid gap-3 rounded-lg px-4 py-3 text-sm">
      <p className="text-destructive">{t.health.loadFailed}</p>
      <Button variant="outline" size="sm" className="w-fit" onClick={retry}>
        {t.health.tryAgain}
      </Button>
    </div>
  );
}

/** PDPA s.40: explicit consent to keep sensitive personal data, its own recorded step before the first answers. */
function HealthDataConsent({
  userId,
  cancelLabel,
  onCancel,
}: {
  userId: string;
  cancelLabel: string | undefined;
  onCancel: (() => void) | undefined;
}) {
  const t = useT();
  const consent = useHealthConsent(userId);
  const give = useGiveHealthConsent(userId);
  const [failure, setFailure] = useState<string | null>(null);

  if (consent.isError) return <LoadFailed retry={() => void consent.refetch()} />;
  if (consent.isPending) return <SectionLoading />;

  const agree = () => {
    setFailure(null);
    give.mutate(consent.data.version, {
      onError: (error) => setFailure(errorMessage(error, t.health.consent.failed)),
    });
  };
  // Until the profile's standing has been read again, and this step gives way to the form.
  const working = give.isPending || give.isSuccess;

  return (
    <section aria-labelledby="health-consent-title" className="grid gap-4">
      <div className="grid gap-1.5">
        <h3 id="health-consent-title" className="font-display text-foreground text-lg font-semibold">
          {t.health.consent.title}
        </h3>
        <p className="text-muted-foreground text-sm leading-relaxed">{t.health.consent.intro}</p>
      </div>
      <ConsentText text={consent.data.text} label={t.health.consent.textLabel} />
      <p className="text-muted-foreground text-xs">
        {say("health.consent.version", { version: consent.data.version })}
      </p>
      {failure ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={agree} disabled={working} className="max-sm:w-full">
          {working ? (
            <>
              <Spinner />
              {t.health.consent.agreeing}
            </>
          ) : (
            t.health.consent.agree
          )}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={working} className="max-sm:w-full">
            {cancelLabel ?? t.health.form.cancel}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

import { screen, type TreatmentConsentSignature } from "@ivdrips/contract/clinical";
import { whatsappLink } from "@ivdrips/contract/whatsapp";
import { MessageCircle, ShieldAlert } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Button, buttonVariants } from "../../../components/ui/button";
import { SectionLoading } from "../../../components/ui/section-loading";
import { useHealthProfile } from "../../../lib/health/get-health-profile";
import { useTreatmentConsent } from "../../../lib/health/get-treatment-consent";
import { sayMessage } from "../../../lib/i18n/say-message";
import { useT } from "../../../lib/i18n/use-t";
import { usePublicConfig } from "../../../lib/public-config";
import { Link } from "../../../lib/router";
import { useSession } from "../../../lib/session";
import type { ClearanceRefusal } from "../lib/clinical-refusal";
import { TreatmentConsentForm } from "./treatment-consent-form";

// The screening's form and its schema load only for a customer who has to fill it in.
const HealthScreening = lazy(() =>
  import("../../../components/health/health-screening").then((module) => ({
    default: module.HealthScreening,
  })),
);

export interface ClearanceStepProps {
  service: { id: string; name: string; price: number };
  /** The patient's name as typed in the card's details: the consent is signed in it. */
  patientName: string;
  total: number;
  /** The pay button's words, when not "Agree and Pay - {total}" (a visit a package credit pays whole). */
  payLabel?: string;
  signedName: string;
  onSignedNameChange(name: string): void;
  /** The server's refusal of the last attempt, at the step it names. */
  refusal: ClearanceRefusal | null;
  /** The customer has acted on the refusal (saved the profile, changed the name): it no longer stands. */
  onRefusalHandled(): void;
  /** The step was entered by the customer (not put back by a reload): its heading takes the focus. */
  focusOnEntry: boolean;
  busy: boolean;
  onBack(): void;
  onSign(consent: TreatmentConsentSignature): void;
}

type Stage = "loading" | "failed" | "screening" | "stopped" | "consent";

/**
 * Between the details and the payment (issue 36): the health screening when the customer's profile is not
 * current (or the server said so), the stop before payment when their answers meet one of the drip's absolute
 * contraindications, else the consent to treatment to sign, whose button pays.
 */
export function ClearanceStep(props: ClearanceStepProps) {
  const { service, refusal, onRefusalHandled, focusOnEntry, onBack } = props;
  const t = useT();
  const { user } = useSession();
  const profile = useHealthProfile(user?.id ?? "");
  const consent = useTreatmentConsent(service.id);

  // A refusal means what was read may be out of date: the profile and the consent's version are read again.
  const refetchProfile = profile.refetch;
  const refetchConsent = consent.refetch;
  useEffect(() => {
    if (!refusal) return;
    void refetchProfile();
    void refetchConsent();
  }, [refusal, refetchProfile, refetchConsent]);

  const stage = stageOf(profile, consent, refusal);
  const container = useFocusOnStage(stage, focusOnEntry);
  const texts = t.booking.clearance;

  if (stage === "failed") {
    return (
      <Step container={container} title={texts.healthTitle}>
        <div role="alert" className="bg-danger-soft grid gap-3 rounded-lg px-4 py-3 text-sm">
          <p className="text-destructive">{texts.loadFailed}</p>
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => {
              void refetchProfile();
              void refetchConsent();
            }}
          >
            {texts.tryAgain}
          </Button>
        </div>
        <BackButton onBack={onBack} />
      </Step>
    );
  }
  if (stage === "loading") {
    return (
      <div ref={container}>
        <SectionLoading />
      </div>
    );
  }
  if (stage === "screening") {
    return (
      <Step container={container} title={texts.healthTitle} intro={texts.healthIntro}>
        {refusal?.step === "screening" ? <Notice>{sayMessage(refusal.ref)}</Notice> : null}
        <Suspense fallback={<SectionLoading />}>
          <HealthScreening onDone={onRefusalHandled} cancelLabel={texts.backToDetails} onCancel={onBack} />
        </Suspense>
      </Step>
    );
  }
  if (stage === "stopped") return <Stopped container={container} />;
  return (
    <Step container={container} title={texts.consentTitle} intro={texts.consentIntro}>
      {refusal?.step === "consent" && !refusal.nameRefused ? (
        <Notice>{sayMessage(refusal.ref)}</Notice>
      ) : null}
      {consent.data ? (
        <TreatmentConsentForm
          // A new version is read and ticked afresh.
          key={consent.data.version}
          consent={consent.data}
          patientName={props.patientName}
          total={props.total}
          {...(props.payLabel ? { payLabel: props.payLabel } : {})}
          signedName={props.signedName}
          onSignedNameChange={props.onSignedNameChange}
          nameRefusal={refusal?.nameRefused ? refusal.ref : null}
          onNameRefusalHandled={onRefusalHandled}
          busy={props.busy}
          onBack={onBack}
          onSign={props.onSign}
        />
      ) : null}
    </Step>
  );
}

function stageOf(
  profile: ReturnType<typeof useHealthProfile>,
  consent: ReturnType<typeof useTreatmentConsent>,
  refusal: ClearanceRefusal | null,
): Stage {
  if (profile.isError) return "failed";
  if (!profile.data) return "loading";
  const { status, answers } = profile.data;
  if (status !== "current" || !answers || refusal?.step === "screening") return "screening";
  if (refusal?.step === "contraindicated") return "stopped";
  if (consent.isError) return "failed";
  if (!consent.data) return "loading";
  return screen(answers, consent.data.contraindications).absolute.length > 0 ? "stopped" : "consent";
}

/**
 * Each new stage's heading takes the focus (and the view), so a keyboard or screen reader follows the walk;
 * the first one only when the customer entered the step, not when a reload put it back.
 */
function useFocusOnStage(stage: Stage, focusOnEntry: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (stage === "loading") return;
    const first = !shown.current;
    shown.current = true;
    if (first && !focusOnEntry) return;
    const heading = container.current?.querySelector<HTMLElement>("[data-step-heading]");
    heading?.focus();
    heading?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [stage, focusOnEntry]);
  return container;
}

function Step({
  container,
  title,
  intro,
  children,
}: {
  container: RefObject<HTMLDivElement | null>;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div ref={container} className="grid gap-5">
      <div className="grid gap-1.5">
        <h3
          data-step-heading
          tabIndex={-1}
          className="text-foreground scroll-mt-24 text-base font-semibold outline-hidden"
        >
          {title}
        </h3>
        {intro ? <p className="text-muted-foreground text-sm leading-relaxed">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="bg-warning-soft text-foreground rounded-lg px-4 py-3 text-sm leading-relaxed">
      {children}
    </p>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <Button variant="ghost" className="w-full" onClick={onBack}>
      {t.booking.clearance.backToDetails}
    </Button>
  );
}

/** An absolute contraindication: no payment step; the customer is pointed to a doctor and to our support. */
function Stopped({ container }: { container: RefObject<HTMLDivElement | null> }) {
  const t = useT();
  const texts = t.booking.clearance;
  const whatsappNumber = usePublicConfig().data?.whatsappNumber;
  return (
    <Step container={container} title={texts.stoppedTitle}>
      <div role="alert" className="bg-danger-soft text-foreground flex gap-3 rounded-lg px-4 py-3 text-sm">
        <ShieldAlert aria-hidden="true" className="text-destructive mt-0.5 size-5 shrink-0" />
        <p className="leading-relaxed">{sayMessage({ messageId: "contraindicated" })}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/contact" className={buttonVariants({ variant: "default" })}>
          {texts.contactSupport}
        </Link>
        {whatsappNumber ? (
          <a
            href={whatsappLink(whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline" })}
          >
            <MessageCircle aria-hidden="true" />
            {texts.whatsApp}
          </a>
        ) : null}
      </div>
      <Link to="/services" className={buttonVariants({ variant: "ghost" })}>
        {texts.otherTreatments}
      </Link>
    </Step>
  );
}

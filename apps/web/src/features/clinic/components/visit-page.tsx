import { telLink } from "@ivdrips/contract/contact-links";
import type { LifecycleEvent } from "@ivdrips/contract/booking-state";
import type { Booking } from "@ivdrips/contract/bookings";
import { MAX_ETA_MINUTES } from "@ivdrips/contract/visit-day";
import { formatKlClock } from "@ivdrips/contract/kl-format";
import { ArrowLeft, CircleOff, MapPin, Phone, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PlaceView } from "../../../components/visit-place/place-view";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { SectionLoading } from "../../../components/ui/section-loading";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { formatKlDay, intlLocale } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { Link } from "../../../lib/router";
import { cn } from "../../../lib/stand-ins/cn";
import { say } from "../../../lib/stand-ins/lingui";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { useActions } from "../../../lib/use-actions";
import { useClinicBookings } from "../api/get-clinic-bookings";
import { useRecordVisitProgress } from "../api/record-visit-progress";
import { allowedOutcomes, checkEta, nextStep } from "../lib/visit-forms";
import { VisitOutcomeDialog } from "./visit-outcome-dialog";

/**
 * Issue 37 "The day, live": the clinician's phone-first page for one approved visit. Where to go and how to
 * get in, then one big button for the next step the server allows ("On my way" asks the ETA), and "The visit
 * cannot happen" for an outcome. Reached from the approved booking's card (`?view=visit&booking=…`).
 */
export function VisitPage({ clinicId, bookingId }: { clinicId: string; bookingId: string }) {
  const t = useT();
  const texts = t.visit.clinic.page;
  const bookings = useClinicBookings(clinicId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const booking = bookings.data?.find((item) => item._id === bookingId);
  const found = booking !== undefined;

  // Opened from a card: focus moves to the page's heading, so a screen reader starts at the visit.
  useEffect(() => {
    if (found) headingRef.current?.focus();
  }, [found]);

  if (bookings.isPending) return <SectionLoading />;
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <Link to="?" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "justify-self-start")}>
        <ArrowLeft aria-hidden="true" />
        {texts.back}
      </Link>
      {booking ? (
        <VisitDay booking={booking} clinicId={clinicId} headingRef={headingRef} />
      ) : (
        <Card role="alert" className="px-5 py-8 text-center">
          {bookings.isError ? errorMessage(bookings.error, texts.notFound) : texts.notFound}
        </Card>
      )}
    </div>
  );
}

function VisitDay({
  booking,
  clinicId,
  headingRef,
}: {
  booking: Booking;
  clinicId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  const texts = t.visit.clinic.page;
  const progressId = useId();
  const actions = useActions(booking);
  const outcomes = allowedOutcomes(actions);
  const visit = booking.visit;
  const clock = (instant: string) => formatKlClock(new Date(instant), intlLocale());
  const reached = visit?.step ?? null;
  const reachedAt =
    reached === null || visit === null
      ? null
      : {
          on_the_way: visit.onTheWayAt,
          arrived: visit.arrivedAt,
          started: visit.startedAt,
          completed: visit.completedAt,
        }[reached];

  return (
    <>
      <Card className="grid gap-1 p-4 sm:p-5">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-xl leading-snug font-semibold tracking-tight outline-hidden"
        >
          {texts.title}: {booking.serviceId.name || t.clinic.card.defaultServiceName}
          {booking.quantity > 1 ? ` × ${booking.quantity}` : ""}
        </h2>
        <p className="text-muted-foreground text-sm">
          {formatKlDay(booking.date)} · {timeWindowLabel(t, booking.timeSlot)}
        </p>
        <p className="text-muted-foreground text-xs tracking-wide">
          {say("clinic.card.reference", { reference: booking.reference })}
        </p>
      </Card>

      <Card className="grid gap-4 p-4 sm:p-5">
        <section aria-labelledby={progressId} className="grid gap-1">
          <h3 id={progressId} className="text-muted-foreground text-sm font-medium">
            {texts.progress}
          </h3>
          {/* Said when the step changes (here, or from another phone through the list's refresh). */}
          <p role="status" aria-labelledby={progressId} className="text-lg font-semibold">
            {reached === null
              ? texts.notStarted
              : reachedAt
                ? say("visit.clinic.page.stepAt", {
                    step: t.visit.clinic.steps[reached],
                    time: clock(reachedAt),
                  })
                : t.visit.clinic.steps[reached]}
          </p>
          {reached === "on_the_way" && visit?.etaAt ? (
            <p className="text-sm">{say("visit.clinic.page.etaAt", { time: clock(visit.etaAt) })}</p>
          ) : null}
          {visit?.clinician ? (
            <p className="text-muted-foreground text-sm">
              {texts.clinician}: {visit.clinician.name}
            </p>
          ) : null}
        </section>
        <NextStep booking={booking} clinicId={clinicId} actions={actions} />
        {outcomes.length > 0 ? (
          <VisitOutcomeDialog
            booking={booking}
            clinicId={clinicId}
            outcomes={outcomes}
            trigger={
              <Button variant="outline" size="lg" className="text-destructive hover:bg-danger-soft w-full">
                <CircleOff aria-hidden="true" />
                {texts.cannotHappen}
              </Button>
            }
          />
        ) : null}
      </Card>

      <Place booking={booking} />
    </>
  );
}

/** One big button for the next step; "On my way" first asks how many minutes away the clinician is. */
function NextStep({
  booking,
  clinicId,
  actions,
}: {
  booking: Booking;
  clinicId: string;
  actions: ReadonlySet<LifecycleEvent>;
}) {
  const texts = useT().visit.clinic.page;
  const record = useRecordVisitProgress(clinicId);
  const [askingEta, setAskingEta] = useState(false);
  const next = nextStep(actions);

  if (next === null) {
    return <p className="text-muted-foreground text-sm">{texts.noneLeft}</p>;
  }

  const send = async (progress: Parameters<typeof record.mutateAsync>[0]["progress"]) => {
    try {
      await record.mutateAsync({ id: booking._id, progress });
    } catch (error) {
      toast({
        title: texts.failed,
        description: errorMessage(error, texts.failed),
        variant: "destructive",
      });
      return false;
    }
    toast({ title: texts.doneTitle, description: texts.next[next.event] });
    return true;
  };

  if (next.event === "on_the_way" && askingEta) {
    return (
      <EtaForm
        working={record.isPending}
        onCancel={() => setAskingEta(false)}
        onSend={async (progress) => {
          if (await send(progress)) setAskingEta(false);
        }}
      />
    );
  }
  return (
    <Button
      size="lg"
      className="h-14 w-full text-lg"
      disabled={record.isPending}
      onClick={() => {
        if (next.step === "on_the_way") setAskingEta(true);
        else void send({ step: next.step });
      }}
    >
      {record.isPending ? <Spinner /> : null}
      {record.isPending ? texts.working : texts.next[next.event]}
    </Button>
  );
}

/** How many minutes away: whole minutes from 1 to MAX_ETA_MINUTES, judged by the contract's schema. */
function EtaForm({
  working,
  onSend,
  onCancel,
}: {
  working: boolean;
  onSend: (progress: { step: "on_the_way"; etaMinutes: number }) => Promise<void>;
  onCancel: () => void;
}) {
  const texts = useT().visit.clinic.page;
  const id = useId();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkEta(typed);
    if (checked.value === null || checked.value.step !== "on_the_way") {
      setError(checked.error ?? undefined);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    void onSend(checked.value);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-busy={working || undefined}>
      <FormField
        id={id}
        label={texts.eta}
        hint={say("visit.clinic.page.etaHint", { max: MAX_ETA_MINUTES })}
        error={error}
      >
        <Input
          ref={inputRef}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ETA_MINUTES}
          step={1}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={working}
          className="h-14 text-lg"
          {...fieldA11y(id, error, { hint: true, required: true })}
        />
      </FormField>
      <div className="grid grid-cols-[auto_1fr] gap-2">
        <Button variant="outline" size="lg" onClick={onCancel} disabled={working}>
          {texts.cancelEta}
        </Button>
        <Button type="submit" size="lg" className="h-14 text-lg" disabled={working}>
          {working ? <Spinner /> : null}
          {working ? texts.working : texts.sendEta}
        </Button>
      </div>
    </form>
  );
}

/** Where to go and how to get in: the place's lines, its access notes, and who to call there. */
function Place({ booking }: { booking: Booking }) {
  const t = useT();
  const texts = t.visit.clinic.page;
  const place = booking.place;
  const headingId = useId();
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <section aria-labelledby={headingId} className="grid gap-2">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold">
          <MapPin aria-hidden="true" className="text-primary size-4" />
          {texts.where}
        </h3>
        {place ? (
          <PlaceView place={place} />
        ) : (
          <p className="break-words">{booking.customerInfo.address || texts.noPlace}</p>
        )}
      </section>
      <section aria-label={texts.patient} className="grid gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <UserRound aria-hidden="true" className="text-primary size-4" />
          {texts.patient}
        </h3>
        <p>{booking.customerInfo.name}</p>
        <a
          href={telLink(booking.customerInfo.phone)}
          className={cn(buttonVariants({ variant: "outline" }), "h-auto min-h-11 w-full flex-wrap py-2")}
        >
          <Phone aria-hidden="true" />
          {/* What it says is its name (WCAG 2.5.3): who is called, and the number. */}
          <span>{say("visit.clinic.page.call", { name: booking.customerInfo.name })}</span>
          <span className="font-normal">{booking.customerInfo.phone}</span>
        </a>
      </section>
    </Card>
  );
}

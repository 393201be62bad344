import { say } from "../../../lib/stand-ins/lingui";
import {
  holdMinutesLeft,
  holdsPlace,
  wasPaid,
  type LifecycleEvent,
  type LifecycleState,
} from "@ivdrips/contract/booking-state";
import type { Booking } from "@ivdrips/contract/bookings";
import { placeCorrectionClosesAt } from "@ivdrips/contract/visit-place";
import {
  CalendarClock,
  CalendarDays,
  CalendarX2,
  Clock,
  CreditCard,
  Landmark,
  MapPin,
  MapPinHouse,
  RotateCcw,
  Siren,
  Star,
  Timer,
  Undo2,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "../../../lib/router";
import { RatingStars } from "../../../components/rating-stars";
import { PlaceView } from "../../../components/visit-place/place-view";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { bookAgainPath, bookAgainState } from "../../../lib/book-again";
import { cn } from "../../../lib/stand-ins/cn";
import { formatKlDay, formatRm } from "../../../lib/format";
import { formatKlMoment } from "../../../lib/format-moment";
import { paymentMethodName } from "../../../lib/payment-method-name";

import { useT } from "../../../lib/i18n/use-t";
import { useResumeCheckout } from "../../../lib/resume-checkout";
import { useReleaseBooking } from "../api/release-booking";
import { actionsAt } from "../../../lib/allowed-actions";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { DeferredPopup, type DeferredPopupParts } from "../../../components/ui/deferred-popup";
import { loader } from "../../../lib/load-on-intent";
import { DocumentButton } from "./document-buttons";
import { StateBadge } from "./status-badge";
import { VisitStatus } from "./visit-status";

/**
 * Cancel, Reschedule and Review, with their forms and schemas: fetched when a customer reaches for one (and by
 * component tests ahead of rendering, so the real triggers are there from the start).
 */
export const accountDialogs = loader(() => import("./account-dialogs"));
type AccountDialogs = Awaited<ReturnType<typeof accountDialogs>>;

export interface BookingCardProps {
  booking: Booking;
  /** A past or cancelled booking: statuses in full, and Book Again / Leave Review / Certificate. */
  history?: boolean;
  /** The instant the card is judged at (Reschedule, Cancel, a hold's minutes left), refreshed by the list. */
  now: Date;
}

/** One booking in My Bookings; history cards add the booking, clinic and payment statuses and their actions. */
export function BookingCard({ booking, history = false, now }: BookingCardProps) {
  const t = useT();
  const serviceName = booking.serviceId.name || t.account.card.defaultServiceName;
  // An unpaid hold is upcoming while its time runs; past it, it reads as let go before the server says so.
  const holding = booking.state === "held" && holdsPlace(booking, now);
  const state: LifecycleState = booking.state === "held" && !holding ? "released" : booking.state;
  const actions = actionsAt(booking, now);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h3 className="font-display text-lg leading-snug font-semibold tracking-tight">{serviceName}</h3>
          {/* The reference emails, receipts and support use for this booking. */}
          <p className="text-muted-foreground mt-0.5 font-mono text-xs">
            {say("account.card.reference", { reference: booking.reference })}
          </p>
        </div>
        <StateBadge state={state} />
      </div>

      <dl className="text-muted-foreground grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-2">
        <Detail icon={<CalendarDays />} term={t.account.card.date}>
          {formatKlDay(booking.date)}
        </Detail>
        <Detail icon={<Clock />} term={t.account.card.time}>
          {timeWindowLabel(t, booking.timeSlot)}
        </Detail>
        <Detail icon={<UserRound />} term={t.account.card.customer}>
          {booking.customerInfo.name}
        </Detail>
        <Detail icon={<MapPin />} term={t.account.card.location}>
          {booking.location.city}, {booking.location.country}
        </Detail>
        {booking.place ? (
          <div className="flex min-w-0 items-start gap-2.5 sm:col-span-2">
            <dt className="text-primary mt-0.5 shrink-0 [&_svg]:size-4">
              <MapPinHouse aria-hidden="true" />
              <span className="sr-only">{t.place.view.title}</span>
            </dt>
            <dd className="min-w-0">
              <PlaceView place={booking.place} />
            </dd>
          </div>
        ) : null}
      </dl>

      {!history && state === "approved" ? <VisitStatus booking={booking} /> : null}

      <div className="border-border flex flex-wrap items-end justify-between gap-x-4 gap-y-3 border-t pt-4">
        {history ? (
          <HistoryFacts booking={booking} state={state} />
        ) : holding && booking.paymentProcessingSince !== null ? (
          <p className="text-warning flex items-center gap-1.5 text-sm font-medium">
            <Landmark aria-hidden="true" className="size-4" />
            {t.account.card.processing}
          </p>
        ) : holding ? (
          <HoldCountdown minutes={holdMinutesLeft(booking.holdExpiresAt, now)} />
        ) : (
          <span aria-hidden="true" />
        )}
        <div className="text-right">
          <p className="text-foreground text-lg font-semibold tabular-nums">
            <span className="sr-only">{t.account.card.total} </span>
            {formatRm(booking.totalAmount)}
          </p>
          {booking.paidAt !== null && booking.paymentMethod !== null ? (
            <p className="text-muted-foreground text-xs">
              {say("account.card.paidWith", { method: paymentMethodName(booking.paymentMethod, t) })}
            </p>
          ) : null}
        </div>
      </div>

      {history ? (
        <HistoryActions booking={booking} serviceName={serviceName} />
      ) : holding ? (
        <HoldActions booking={booking} actions={actions} />
      ) : (
        <UpcomingActions booking={booking} serviceName={serviceName} actions={actions} now={now} />
      )}
    </Card>
  );
}

/** An unpaid hold's minutes left (re-rendered by the list as they change; not announced each minute). */
function HoldCountdown({ minutes }: { minutes: number }) {
  useT(); // renders again in another language: its messages are said below
  return (
    <p role="timer" className="text-warning flex items-center gap-1.5 text-sm font-medium">
      <Timer aria-hidden="true" className="size-4" />
      {say("account.card.minutesLeft", { count: minutes })}
    </p>
  );
}

/** History: why it was called off (and by whom), the payment and any refund. One state, told once. */
function HistoryFacts({ booking, state }: { booking: Booking; state: LifecycleState }) {
  const t = useT();
  // A hold that ran out a moment ago may still read "pending" until the server has let it go.
  const lapsed = state === "released" && booking.state === "held";
  const paymentStatus = lapsed ? "expired" : booking.paymentStatus;
  const calledOff =
    state === "released" || state === "rejected" || state === "cancelled" || state === "flagged";
  const reason = lapsed ? "hold_expired" : calledOff ? booking.cancellationReason : null;
  return (
    <div className="grid gap-1 text-sm">
      {reason ? <p className="text-foreground">{t.account.reasons[reason]}</p> : null}
      {(reason === "staff" || reason === "clinic_rejected") && booking.cancellationNote ? (
        <p className="text-muted-foreground break-words">
          {say("account.card.staffNote", { note: booking.cancellationNote })}
        </p>
      ) : null}
      {(reason === "patient_absent" || reason === "access_refused") && booking.cancellationNote ? (
        <p className="text-muted-foreground break-words">
          {say("visit.customer.clinicianNote", { note: booking.cancellationNote })}
        </p>
      ) : null}
      <p className={cn("font-medium", paymentStatus === "paid" ? "text-success" : "text-warning")}>
        {say("account.card.payment", { status: t.account.statuses.payment[paymentStatus] })}
      </p>
      {booking.refund ? (
        <>
          <p className="text-foreground font-medium">
            {say("account.card.refund", {
              amount: formatRm(booking.refund.amount),
              status: t.account.statuses.refund[booking.refund.status],
            })}
          </p>
          {booking.refund.cancellationFee > 0 ? (
            <p className="text-muted-foreground">
              {say("account.card.fee", { amount: formatRm(booking.refund.cancellationFee) })}
            </p>
          ) : null}
        </>
      ) : null}
      <RefundLines booking={booking} />
      {state === "flagged" ? <p className="text-foreground">{t.account.card.needsAttention}</p> : null}
    </div>
  );
}

/** What went back of each line of the price (issue 37: refunds follow the lines), once refunded. */
function RefundLines({ booking }: { booking: Booking }) {
  const t = useT();
  const lines = booking.priceLines.filter((line) => line.refunded !== null);
  // One line alone says no more than the refund's total above.
  if (lines.length < 2) return null;
  return (
    <dl className="text-muted-foreground grid gap-0.5">
      {lines.map((line) => (
        <div key={line.kind} className="flex flex-wrap gap-x-2">
          <dt>
            {t.visit.lines[line.kind]} <span className="sr-only">({t.visit.customer.refunded})</span>:
          </dt>
          <dd className="tabular-nums">
            {say("visit.customer.lineRefund", {
              refunded: formatRm(line.refunded ?? 0),
              amount: formatRm(line.amount),
            })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An unpaid hold: pay for this same booking at the checkout, or let its place go at once. */
function HoldActions({ booking, actions }: { booking: Booking; actions: ReadonlySet<LifecycleEvent> }) {
  const t = useT();
  const resume = useResumeCheckout();
  const release = useReleaseBooking();
  // Working until the browser has left for the checkout.
  const redirecting = resume.isPending || resume.isSuccess;
  const busy = redirecting || release.isPending;

  // Awaited rather than through mutate's callbacks: the list may move this card (and these buttons) away
  // before they would run, and mutate's callbacks are dropped once their component is gone.
  const pay = async () => {
    try {
      await resume.mutateAsync(booking);
    } catch (error) {
      toast({
        title: t.account.card.completePaymentFailed,
        description: errorMessage(error, t.account.card.completePaymentFailed),
        variant: "destructive",
      });
    }
  };

  const letGo = async () => {
    try {
      await release.mutateAsync(booking._id);
    } catch (error) {
      toast({
        title: t.account.card.releaseFailed,
        description: errorMessage(error, t.account.card.releaseFailed),
        variant: "destructive",
      });
      return;
    }
    toast({ title: t.account.card.releasedTitle, description: t.account.card.releasedDescription });
  };

  return (
    <div className="flex flex-wrap gap-2">
      {actions.has("pay") ? (
        <Button size="sm" onClick={() => void pay()} disabled={busy}>
          {redirecting ? <Spinner /> : <CreditCard aria-hidden="true" />}
          {redirecting ? t.account.card.openingCheckout : t.account.card.completePayment}
        </Button>
      ) : null}
      {actions.has("release") ? (
        <Button variant="outline" size="sm" onClick={() => void letGo()} disabled={busy}>
          {release.isPending ? <Spinner /> : <Undo2 aria-hidden="true" />}
          {release.isPending ? t.account.card.releasing : t.account.card.release}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A paid upcoming visit: Reschedule (until 24 hours before), its receipt, and Cancel Booking, as the server's
 * table allows them now. Past free rescheduling, Reschedule stays in view, disabled, saying why.
 */
function UpcomingActions({
  booking,
  serviceName,
  actions,
  now,
}: {
  booking: Booking;
  serviceName: string;
  actions: ReadonlySet<LifecycleEvent>;
  now: Date;
}) {
  const t = useT();
  const hintId = useId();
  const placeHintId = useId();
  const reschedule = actions.has("reschedule") ? "open" : actions.has("cancel") ? "closed" : "none";
  if (reschedule === "none" && !wasPaid(booking.state)) return null;
  // Issue 37: the place can be corrected until 24 hours before the window (the clinic plans its route then).
  const placeClosesAt = placeCorrectionClosesAt(new Date(booking.windowStartsAt));
  const correction = !wasPaid(booking.state) ? "none" : now < placeClosesAt ? "open" : "closed";
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {reschedule === "open" ? (
          <AccountDialog icon={CalendarClock} label={t.account.reschedule.trigger}>
            {({ RescheduleDialog }, parts) => <RescheduleDialog booking={booking} {...parts} />}
          </AccountDialog>
        ) : null}
        {reschedule === "closed" ? (
          <Button variant="outline" size="sm" disabled aria-describedby={hintId}>
            <CalendarClock aria-hidden="true" />
            {t.account.card.reschedule}
          </Button>
        ) : null}
        {correction === "open" ? (
          <AccountDialog icon={MapPinHouse} label={t.place.correct.open}>
            {({ CorrectPlaceDialog }, parts) => <CorrectPlaceDialog booking={booking} {...parts} />}
          </AccountDialog>
        ) : null}
        {correction === "closed" ? (
          <Button variant="outline" size="sm" disabled aria-describedby={placeHintId}>
            <MapPinHouse aria-hidden="true" />
            {t.place.correct.open}
          </Button>
        ) : null}
        {wasPaid(booking.state) ? <DocumentButton booking={booking} document="receipt" /> : null}
        {actions.has("clinician_late") ? (
          <AccountDialog
            icon={Siren}
            label={t.visit.customer.late.trigger}
            // A long label: it wraps inside the card rather than pushing out of it (shrink), at any pointer.
            className="text-destructive hover:text-destructive h-auto min-h-9 shrink py-2 text-left whitespace-normal pointer-coarse:h-auto pointer-coarse:min-h-11"
          >
            {({ ClinicianLateDialog }, parts) => <ClinicianLateDialog booking={booking} {...parts} />}
          </AccountDialog>
        ) : null}
        {actions.has("cancel") ? (
          <AccountDialog
            icon={CalendarX2}
            label={t.account.cancel.trigger}
            className="text-destructive hover:text-destructive"
          >
            {({ CancelBookingDialog }, parts) => (
              <CancelBookingDialog booking={booking} serviceName={serviceName} {...parts} />
            )}
          </AccountDialog>
        ) : null}
      </div>
      {reschedule === "closed" ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {t.account.card.rescheduleClosed}
        </p>
      ) : null}
      {correction === "closed" ? (
        <p id={placeHintId} className="text-muted-foreground text-xs">
          {say("place.correct.closed", { when: formatKlMoment(placeClosesAt) })}
        </p>
      ) : null}
    </div>
  );
}

function HistoryActions({ booking, serviceName }: { booking: Booking; serviceName: string }) {
  const t = useT();
  const completed = booking.state === "completed";
  return (
    <div className="grid gap-3">
      {completed && booking.review ? (
        <p className="text-sm">
          <span className="text-muted-foreground">{t.account.card.yourRating} </span>
          <RatingStars rating={booking.review.rating} />
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          {/* Quantity and address go in the location state, never the URL (personal data). The name says
              which drip after the visible words (WCAG 2.5.3), as the service cards do. */}
          <Link
            aria-label={say("account.card.bookAgainLabel", { service: serviceName })}
            to={bookAgainPath(booking.serviceId._id)}
            state={bookAgainState({
              quantity: booking.quantity,
              address: booking.customerInfo.address,
            })}
          >
            <RotateCcw aria-hidden="true" />
            {t.account.card.bookAgain}
          </Link>
        </Button>
        {completed && !booking.review ? (
          <AccountDialog icon={Star} label={t.account.review.trigger}>
            {({ ReviewDialog }, parts) => (
              <ReviewDialog booking={booking} serviceName={serviceName} {...parts} />
            )}
          </AccountDialog>
        ) : null}
        {completed ? <DocumentButton booking={booking} document="certificate" /> : null}
        {wasPaid(booking.state) ? <DocumentButton booking={booking} document="receipt" /> : null}
      </div>
    </div>
  );
}

/** One of account-dialogs.ts behind its trigger, an outline button with an icon: the dialog comes on intent. */
function AccountDialog({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: (dialogs: AccountDialogs, parts: DeferredPopupParts) => ReactNode;
}) {
  return (
    <DeferredPopup
      load={accountDialogs}
      kind="dialog"
      trigger={
        <Button variant="outline" size="sm" className={className}>
          <Icon aria-hidden="true" />
          {label}
        </Button>
      }
    >
      {children}
    </DeferredPopup>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <dt className="text-primary shrink-0 [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="text-foreground min-w-0 break-words">{children}</dd>
    </div>
  );
}

import type { Booking } from "@ivdrips/contract/bookings";
import { CalendarClock, CalendarDays, Clock, MapPin, RotateCcw, UserRound } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { RatingStars } from "../../../components/rating-stars";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { bookAgainState } from "../../../lib/book-again";
import { cn } from "../../../lib/cn";
import { formatKlDay, formatRm } from "../../../lib/format";
import { fill } from "../../../lib/i18n/fill";
import { useT } from "../../../lib/i18n/use-t";
import { rescheduleState } from "../lib/booking-actions";
import { timeSlotLabel } from "../lib/time-slot-label";
import { DocumentButton } from "./document-buttons";
import { RescheduleDialog } from "./reschedule-dialog";
import { ReviewDialog } from "./review-dialog";
import { ApprovalBadge, BookingStatusBadge } from "./status-badge";

export interface BookingCardProps {
  booking: Booking;
  /** A past or cancelled booking: statuses in full, and Book Again / Leave Review / Certificate. */
  history?: boolean;
  /** The instant Reschedule is judged at (refreshed by the list). */
  now: Date;
}

/** One booking in My Bookings; history cards add the booking, clinic and payment statuses and their actions. */
export function BookingCard({ booking, history = false, now }: BookingCardProps) {
  const t = useT();
  const serviceName = booking.serviceId.name || t.account.card.defaultServiceName;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h3 className="font-display text-lg leading-snug font-semibold tracking-tight">{serviceName}</h3>
          {/* The reference emails, receipts and support use for this booking. */}
          <p className="text-muted-foreground mt-0.5 font-mono text-xs">
            {fill(t.account.card.reference, { reference: booking.reference })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {history ? <BookingStatusBadge status={booking.status} /> : null}
          <ApprovalBadge status={booking.clinicApprovalStatus} />
        </div>
      </div>

      <dl className="text-muted-foreground grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-2">
        <Detail icon={<CalendarDays />} term={t.account.card.date}>
          {formatKlDay(booking.date)}
        </Detail>
        <Detail icon={<Clock />} term={t.account.card.time}>
          {timeSlotLabel(t, booking.timeSlot)}
        </Detail>
        <Detail icon={<UserRound />} term={t.account.card.customer}>
          {booking.customerInfo.name}
        </Detail>
        <Detail icon={<MapPin />} term={t.account.card.location}>
          {booking.location.city}, {booking.location.country}
        </Detail>
      </dl>

      <div className="border-border flex flex-wrap items-end justify-between gap-x-4 gap-y-3 border-t pt-4">
        {history ? (
          <div className="grid gap-1 text-sm">
            <p className="text-muted-foreground">
              {fill(t.account.card.clinic, {
                status: t.account.statuses.approval[booking.clinicApprovalStatus],
              })}
            </p>
            <p
              className={cn(
                "font-medium",
                booking.paymentStatus === "paid" ? "text-success" : "text-warning",
              )}
            >
              {fill(t.account.card.payment, { status: t.account.statuses.payment[booking.paymentStatus] })}
            </p>
          </div>
        ) : (
          <span aria-hidden="true" />
        )}
        <p className="text-foreground text-lg font-semibold tabular-nums">
          <span className="sr-only">{t.account.card.total} </span>
          {formatRm(booking.totalAmount)}
        </p>
      </div>

      {history ? (
        <HistoryActions booking={booking} serviceName={serviceName} />
      ) : (
        <UpcomingActions booking={booking} now={now} />
      )}
    </Card>
  );
}

function UpcomingActions({ booking, now }: { booking: Booking; now: Date }) {
  const t = useT();
  const hintId = useId();
  const reschedule = rescheduleState(booking, now);
  if (reschedule === "none" && booking.paidAt === null) return null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {reschedule === "open" ? <RescheduleDialog booking={booking} /> : null}
        {reschedule === "closed" ? (
          <Button variant="outline" size="sm" disabled aria-describedby={hintId}>
            <CalendarClock aria-hidden="true" />
            {t.account.card.reschedule}
          </Button>
        ) : null}
        {booking.paidAt !== null ? <DocumentButton booking={booking} document="receipt" /> : null}
      </div>
      {reschedule === "closed" ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {t.account.card.rescheduleClosed}
        </p>
      ) : null}
    </div>
  );
}

function HistoryActions({ booking, serviceName }: { booking: Booking; serviceName: string }) {
  const t = useT();
  const completed = booking.status === "completed";
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
            aria-label={fill(t.account.card.bookAgainLabel, { service: serviceName })}
            to={`/service/${encodeURIComponent(booking.serviceId._id)}`}
            state={bookAgainState({
              quantity: booking.quantity,
              address: booking.customerInfo.address,
            })}
          >
            <RotateCcw aria-hidden="true" />
            {t.account.card.bookAgain}
          </Link>
        </Button>
        {completed && !booking.review ? <ReviewDialog booking={booking} serviceName={serviceName} /> : null}
        {completed ? <DocumentButton booking={booking} document="certificate" /> : null}
        {booking.paidAt !== null ? <DocumentButton booking={booking} document="receipt" /> : null}
      </div>
    </div>
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

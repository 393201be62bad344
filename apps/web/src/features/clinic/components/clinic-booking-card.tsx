import { say } from "../../../lib/i18n/lingui";
import type { Booking, BookingDecision } from "@ivdrips/contract/bookings";
import { CalendarDays, Check, Clock, Home, Mail, MapPin, Phone, UserRound, X } from "lucide-react";
import { useId } from "react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/cn";
import { formatKlDay, formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { useUpdateBookingStatus } from "../api/update-booking-status";
import { ApprovalBadge, VisitBadge } from "./status-badges";

interface ClinicBookingCardProps {
  booking: Booking;
  clinicId: string;
}

/** SPEC §2 "Booking cards"; pending, paid bookings get Approve and Reject (each card tracks its own update). */
export function ClinicBookingCard({ booking, clinicId }: ClinicBookingCardProps) {
  const headingId = useId();
  const t = useT();
  const texts = t.clinic.card;
  const update = useUpdateBookingStatus(clinicId);
  const actionable = booking.clinicApprovalStatus === "pending" && booking.status === "confirmed";
  const showVisitStatus =
    booking.status === "completed" ||
    (booking.status === "cancelled" && booking.clinicApprovalStatus !== "rejected");
  const updatingTo = update.isPending ? update.variables.status : null;

  const decide = (status: BookingDecision["status"]) => update.mutate({ id: booking._id, status });

  return (
    <Card
      className={cn(
        "flex h-full flex-col gap-4 p-5 sm:p-6",
        !actionable && booking.status === "cancelled" && "bg-muted/40",
      )}
      aria-busy={update.isPending || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="font-display text-lg leading-snug font-semibold tracking-tight">
            {booking.serviceId.name || texts.defaultServiceName}
            {booking.quantity > 1 ? (
              <span className="text-muted-foreground font-sans text-sm font-normal">
                {" "}
                × {booking.quantity}
              </span>
            ) : null}
          </h3>
          <p className="text-muted-foreground text-xs tracking-wide">
            {say("clinic.card.reference", { reference: booking.reference })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {showVisitStatus ? (
            <VisitBadge status={booking.status} byCustomer={booking.cancellationReason === "customer"} />
          ) : null}
          <ApprovalBadge status={booking.clinicApprovalStatus} />
        </div>
      </div>

      <dl className="grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-2">
        <Detail icon={<CalendarDays />} term={texts.date}>
          {formatKlDay(booking.date)}
        </Detail>
        <Detail icon={<Clock />} term={texts.time}>
          {timeWindowLabel(t, booking.timeSlot)}
        </Detail>
        <Detail icon={<UserRound />} term={texts.customer}>
          {booking.customerInfo.name}
        </Detail>
        <Detail icon={<Mail />} term={texts.email}>
          <a
            className="hover:text-primary underline-offset-4 hover:underline"
            href={`mailto:${booking.customerInfo.email}`}
          >
            {booking.customerInfo.email}
          </a>
        </Detail>
        <Detail icon={<Phone />} term={texts.phone}>
          <a
            className="hover:text-primary underline-offset-4 hover:underline"
            href={`tel:${booking.customerInfo.phone.replace(/[^\d+]/g, "")}`}
          >
            {booking.customerInfo.phone}
          </a>
        </Detail>
        <Detail icon={<MapPin />} term={texts.location}>
          {booking.location.city}, {booking.location.country}
        </Detail>
        {booking.customerInfo.address ? (
          <Detail icon={<Home />} term={texts.address} wide>
            {booking.customerInfo.address}
          </Detail>
        ) : null}
      </dl>

      <div className="border-border mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-t pt-4">
        <p className="text-lg font-semibold tabular-nums">
          <span className="sr-only">{texts.total} </span>
          {formatRm(booking.totalAmount)}
        </p>
        {actionable ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              className="text-destructive hover:bg-danger-soft"
              aria-describedby={headingId}
              disabled={update.isPending}
              onClick={() => decide("rejected")}
            >
              {updatingTo === "rejected" ? <Spinner /> : <X aria-hidden="true" />}
              {texts.reject}
            </Button>
            <Button
              size="sm"
              aria-describedby={headingId}
              disabled={update.isPending}
              onClick={() => decide("approved")}
            >
              {updatingTo === "approved" ? <Spinner /> : <Check aria-hidden="true" />}
              {texts.approve}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

function Detail({
  icon,
  term,
  wide = false,
  children,
}: {
  icon: ReactNode;
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex min-w-0 items-start gap-2.5", wide && "sm:col-span-2")}>
      <dt className="text-primary mt-0.5 shrink-0 [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="text-foreground min-w-0 break-words">{children}</dd>
    </div>
  );
}

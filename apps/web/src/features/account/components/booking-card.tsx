import type { Booking } from "@ivdrips/contract/bookings";
import { CalendarDays, Clock, MapPin, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../../components/ui/tooltip";
import { cn } from "../../../lib/cn";
import { formatKlDay, formatRm } from "../../../lib/format";
import { ApprovalBadge, BookingStatusBadge, statusLabel } from "./status-badge";

const DEFAULT_SERVICE_NAME = "IV Therapy Service";

/** One booking in My Bookings; history cards add the booking, clinic and payment statuses and their actions. */
export function BookingCard({ booking, history = false }: { booking: Booking; history?: boolean }) {
  const serviceName = booking.serviceId.name || DEFAULT_SERVICE_NAME;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 className="font-display text-lg leading-snug font-semibold tracking-tight">{serviceName}</h3>
        <div className="flex flex-wrap gap-2">
          {history ? <BookingStatusBadge status={booking.status} /> : null}
          <ApprovalBadge status={booking.clinicApprovalStatus} />
        </div>
      </div>

      <dl className="text-muted-foreground grid gap-x-6 gap-y-2.5 text-sm sm:grid-cols-2">
        <Detail icon={<CalendarDays />} term="Date">
          {formatKlDay(booking.date)}
        </Detail>
        <Detail icon={<Clock />} term="Time">
          {booking.timeSlot}
        </Detail>
        <Detail icon={<UserRound />} term="Customer">
          {booking.customerInfo.name}
        </Detail>
        <Detail icon={<MapPin />} term="Location">
          {booking.location.city}, {booking.location.country}
        </Detail>
      </dl>

      <div className="border-border flex flex-wrap items-end justify-between gap-x-4 gap-y-3 border-t pt-4">
        {history ? (
          <div className="grid gap-1 text-sm">
            <p className="text-muted-foreground">Clinic: {statusLabel(booking.clinicApprovalStatus)}</p>
            <p
              className={cn(
                "font-medium",
                booking.paymentStatus === "paid" ? "text-success" : "text-warning",
              )}
            >
              Payment: {statusLabel(booking.paymentStatus)}
            </p>
          </div>
        ) : (
          <span className="text-muted-foreground text-sm">Ref. {booking.reference}</span>
        )}
        <p className="text-foreground text-lg font-semibold tabular-nums">
          <span className="sr-only">Total: </span>
          {formatRm(booking.totalAmount)}
        </p>
      </div>

      {history ? (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/service/${booking.serviceId._id}`}>
              Book Again<span className="sr-only">: {serviceName}</span>
            </Link>
          </Button>
          <ComingSoonButton>Leave Review</ComingSoonButton>
        </div>
      ) : null}
    </Card>
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

/**
 * An action a later release brings: shown, focusable and announced as unavailable, with a "Coming soon"
 * tooltip on hover and focus.
 */
function ComingSoonButton({ children }: { children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-disabled="true"
          className="aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed"
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>Coming soon</TooltipContent>
    </Tooltip>
  );
}

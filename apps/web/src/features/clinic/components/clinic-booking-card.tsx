import { telLink } from "@ivdrips/contract/contact-links";
import { say } from "../../../lib/stand-ins/lingui";
import type { Booking } from "@ivdrips/contract/bookings";
import {
  CalendarDays,
  Check,
  Clock,
  Home,
  Mail,
  MapPin,
  Navigation,
  Phone,
  Timer,
  UserRound,
  UserRoundCog,
  X,
} from "lucide-react";
import { useId } from "react";
import type { ReactNode } from "react";
import { Button, buttonVariants } from "../../../components/ui/button";
import { PlaceView } from "../../../components/visit-place/place-view";
import { Card } from "../../../components/ui/card";
import { DeferredPopup } from "../../../components/ui/deferred-popup";
import { Spinner } from "../../../components/ui/spinner";
import { loader } from "../../../lib/load-on-intent";
import { Link } from "../../../lib/router";
import { cn } from "../../../lib/stand-ins/cn";
import { formatKlDay, formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { useActions } from "../../../lib/use-actions";
import { useNow } from "../../../lib/use-now";
import { useUpdateBookingStatus } from "../api/update-booking-status";
import { decisionDeadline } from "../lib/group-bookings";
import { ClinicalFlags } from "./clinical-flags";
import { ClinicStateBadge } from "./status-badges";

/**
 * The reject dialog, with its form and schema: fetched when a coordinator reaches for Reject (and by component
 * tests ahead of rendering).
 */
export const rejectDialog = loader(() => import("./reject-dialog"));

/**
 * The approve dialog (issue 36: the health screening and the clinician who clears the patient): fetched when
 * a clinician reaches for Approve (and by component tests ahead of rendering).
 */
export const approveDialog = loader(() => import("./approve-dialog"));

/** Assigning (or reassigning) who goes to an approved visit (issue 37): fetched on first intent. */
export const assignClinicianDialog = loader(() => import("./assign-clinician-dialog"));

interface ClinicBookingCardProps {
  booking: Booking;
  clinicId: string;
}

/**
 * SPEC §2 "Booking cards"; Approve and Reject as the server's table allows them now (a paid booking the clinic
 * has not decided, until its window starts). Each card tracks its own update. Approving is a clearance by a
 * named clinician, who reads the booking's flags on the card first (issue 36).
 */
export function ClinicBookingCard({ booking, clinicId }: ClinicBookingCardProps) {
  const headingId = useId();
  const flagsId = useId();
  const t = useT();
  const texts = t.clinic.card;
  const update = useUpdateBookingStatus(clinicId);
  const actions = useActions(booking);
  const calledOff = booking.state === "cancelled" || booking.state === "flagged";
  const approving = update.isPending && update.variables.status === "approved";
  const flags = booking.clinicalFlags ?? [];
  // The buttons are described by the booking's heading and, when the answers meet any, its flags.
  const describedBy = flags.length > 0 ? `${headingId} ${flagsId}` : headingId;

  return (
    <Card
      className={cn("flex h-full flex-col gap-3 p-4 sm:p-5", calledOff && "bg-muted/40")}
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
        <ClinicStateBadge booking={booking} />
      </div>

      {flags.length > 0 ? <ClinicalFlags id={flagsId} flags={flags} /> : null}

      {actions.has("approve") || actions.has("reject") ? (
        <DecisionTimeLeft until={decisionDeadline(booking)} />
      ) : null}

      <dl className="grid gap-x-5 gap-y-2 text-sm sm:grid-cols-2">
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
            href={telLink(booking.customerInfo.phone)}
          >
            {booking.customerInfo.phone}
          </a>
        </Detail>
        <Detail icon={<MapPin />} term={texts.location}>
          {booking.location.city}, {booking.location.country}
        </Detail>
        {booking.place ? (
          <Detail icon={<Home />} term={texts.address} wide>
            <PlaceView place={booking.place} />
          </Detail>
        ) : booking.customerInfo.address ? (
          <Detail icon={<Home />} term={texts.address} wide>
            {booking.customerInfo.address}
          </Detail>
        ) : null}
      </dl>

      {booking.state === "approved" ? (
        <WhoComes booking={booking} clinicId={clinicId} describedBy={headingId} />
      ) : null}

      <div className="border-border mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t pt-3">
        <p className="text-lg font-semibold tabular-nums">
          <span className="sr-only">{texts.total} </span>
          {formatRm(booking.totalAmount)}
        </p>
        {actions.has("approve") || actions.has("reject") ? (
          <div className="flex flex-wrap gap-2">
            {actions.has("reject") ? (
              <DeferredPopup
                load={rejectDialog}
                kind="dialog"
                trigger={
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-destructive hover:bg-danger-soft"
                    aria-describedby={describedBy}
                    disabled={update.isPending}
                  >
                    <X aria-hidden="true" />
                    {texts.reject}
                  </Button>
                }
              >
                {({ RejectDialog }, parts) => (
                  <RejectDialog
                    booking={booking}
                    clinicId={clinicId}
                    onReject={(decision) => update.mutateAsync({ id: booking._id, ...decision })}
                    {...parts}
                  />
                )}
              </DeferredPopup>
            ) : null}
            {actions.has("approve") ? (
              <DeferredPopup
                load={approveDialog}
                kind="dialog"
                trigger={
                  <Button size="sm" aria-describedby={describedBy} disabled={update.isPending}>
                    {approving ? <Spinner /> : <Check aria-hidden="true" />}
                    {texts.approve}
                  </Button>
                }
              >
                {({ ApproveDialog }, parts) => (
                  <ApproveDialog
                    booking={booking}
                    clinicId={clinicId}
                    onApprove={(decision) => update.mutateAsync({ id: booking._id, ...decision })}
                    {...parts}
                  />
                )}
              </DeferredPopup>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * An approved visit (issue 37): who the clinic sends, a way to assign or reassign them, and the phone-first
 * Visit page the clinician works the day from.
 */
function WhoComes({
  booking,
  clinicId,
  describedBy,
}: {
  booking: Booking;
  clinicId: string;
  /** The card's heading: which booking the buttons act on. */
  describedBy: string;
}) {
  const t = useT();
  const texts = t.visit.clinic;
  const clinician = booking.visit?.clinician ?? null;
  return (
    <div className="bg-muted/60 grid gap-2.5 rounded-lg px-3 py-2.5 text-sm">
      <p className="min-w-0 break-words">
        <span className="text-muted-foreground">{texts.whoComes}: </span>
        {clinician ? `${clinician.name} · ${t.clinic.clinicians.roles[clinician.role]}` : texts.notAssigned}
      </p>
      <div className="flex flex-wrap gap-2">
        <DeferredPopup
          load={assignClinicianDialog}
          kind="dialog"
          trigger={
            <Button variant="outline" size="sm" aria-describedby={describedBy}>
              <UserRoundCog aria-hidden="true" />
              {clinician ? texts.reassign : texts.assign}
            </Button>
          }
        >
          {({ AssignClinicianDialog }, parts) => (
            <AssignClinicianDialog booking={booking} clinicId={clinicId} {...parts} />
          )}
        </DeferredPopup>
        <Link
          to={`?view=visit&booking=${encodeURIComponent(booking._id)}`}
          className={buttonVariants({ size: "sm" })}
          aria-describedby={describedBy}
        >
          <Navigation aria-hidden="true" />
          {texts.open}
        </Link>
      </div>
    </div>
  );
}

const MINUTE_MS = 60_000;

/** How long the clinic has left to decide ("2 h 10 min left"), read again every minute. */
function DecisionTimeLeft({ until }: { until: string }) {
  const now = useNow();
  const minutes = Math.ceil((Date.parse(until) - now.getTime()) / MINUTE_MS);
  if (minutes <= 0) return null;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return (
    <p className="text-warning flex items-center gap-1.5 text-sm font-medium">
      <Timer aria-hidden="true" className="size-4 shrink-0" />
      {days > 0
        ? say("clinic.card.leftDays", { days, hours })
        : hours > 0
          ? say("clinic.card.leftHours", { hours, minutes: minutes % 60 })
          : say("clinic.card.leftMinutes", { minutes })}
    </p>
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

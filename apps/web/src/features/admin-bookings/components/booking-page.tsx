import type { AdminBookingDetail, TimelineEntry } from "@ivdrips/contract/admin-bookings";
import { AlertTriangle, ArrowLeft, FileLock2 } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link, useParams } from "../../../lib/router";
import { paymentMethodName } from "../../../lib/payment-method-name";
import { QueryState } from "../../../components/admin/admin-page";
import { ChangeList } from "../../../components/admin/change-list";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatKlDateTime } from "../../../lib/admin-format";
import { formatKlDay, formatRm } from "../../../lib/format";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { useT } from "../../../lib/i18n/use-t";
import { usePageMeta } from "../../../lib/page-meta";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { useBooking } from "../api/get-booking";
import { BookingActions } from "./booking-actions";
import { BookingMessages } from "./booking-messages";
import { Fact } from "./fact";
import { StateBadge } from "./state-badge";

// Fetched when staff open it: clinical data is the exception on this page, read by a stated reason.
const ClinicalRecordDialog = lazy(() =>
  import("./clinical-record-dialog").then((module) => ({ default: module.ClinicalRecordDialog })),
);

/** /admin/bookings/:id: everything about one booking, the staff actions, and its timeline. */
export function BookingPage() {
  const { id = "" } = useParams();
  const t = useAdminT().booking;
  const detail = useBooking(id);
  usePageMeta(detail.data ? detail.data.booking.reference : t.title, t.title);
  return (
    <>
      <Link
        to="/admin/bookings"
        className="text-muted-foreground hover:text-foreground mb-4 inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t.backToList}
      </Link>
      <QueryState isPending={detail.isPending} error={detail.error} onRetry={() => void detail.refetch()} />
      {detail.data ? <BookingDetail detail={detail.data} /> : null}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-background border-border rounded-lg border p-4 sm:p-5">
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

const when = (instant: string | null) => (instant ? formatKlDateTime(instant) : null);

function BookingDetail({ detail }: { detail: AdminBookingDetail }) {
  const texts = useAdminT();
  const t = texts.booking;
  const common = useT();
  const { booking, timeline, names } = detail;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display font-mono text-2xl font-semibold tracking-tight sm:text-3xl">
          {booking.reference}
        </h1>
        <StateBadge state={booking.state} />
      </div>
      {booking.attentionReason ? (
        <p
          role="note"
          className="border-warning/30 bg-warning-soft text-warning flex items-start gap-2 rounded-lg border p-3 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t.attention[booking.attentionReason]}
        </p>
      ) : null}
      <section aria-label={t.actions} className="grid gap-2">
        <BookingActions booking={booking} allowed={detail.actions} />
      </section>
      <div className="grid gap-4 xl:grid-cols-2">
        <Section title={t.customer}>
          <Fact label={t.name}>{booking.customer.name}</Fact>
          <Fact label={t.email}>{booking.customer.email}</Fact>
          <Fact label={t.phone}>{booking.customer.phone}</Fact>
          <Fact label={t.accountEmail}>{booking.customer.accountEmail}</Fact>
          <Fact label={t.address}>{booking.customer.address}</Fact>
          <Fact label={t.language}>{booking.customer.language}</Fact>
        </Section>
        <Section title={t.visit}>
          <Fact label={t.service}>{`${booking.service.name} × ${booking.quantity}`}</Fact>
          <Fact label={t.day}>{formatKlDay(booking.date)}</Fact>
          <Fact label={t.window}>{timeWindowLabel(common, booking.timeSlot)}</Fact>
          <Fact label={t.clinic}>{`${booking.clinic.name} · ${booking.provider.name}`}</Fact>
          <Fact label={t.location}>{`${booking.location.city}, ${booking.location.country}`}</Fact>
          <Fact label={t.rescheduled}>{String(booking.rescheduleCount)}</Fact>
        </Section>
        <Section title={t.payment}>
          <Fact
            label={t.total}
          >{`${formatRm(booking.totalAmount)} (${formatRm(booking.unitPrice)} × ${booking.quantity})`}</Fact>
          {booking.paidInParts.credit + booking.paidInParts.giftCard > 0 ? (
            <Fact label={t.paidInParts}>
              {sayAdmin("booking.paidInPartsValue", {
                credit: formatRm(booking.paidInParts.credit),
                giftCard: formatRm(booking.paidInParts.giftCard),
                due: formatRm(booking.paidInParts.due),
              })}
            </Fact>
          ) : null}
          <Fact label={t.paymentStatus}>{t.paymentStatuses[booking.paymentStatus]}</Fact>
          <Fact label={t.paymentMethod}>
            {[
              booking.paymentProvider,
              booking.paymentMethod && paymentMethodName(booking.paymentMethod, common),
            ]
              .filter(Boolean)
              .join(" · ") || null}
          </Fact>
          <Fact label={t.paymentReference}>
            {booking.paymentReference ? (
              <span className="font-mono text-xs break-all">{booking.paymentReference}</span>
            ) : null}
          </Fact>
          <Fact label={t.paidAt}>{when(booking.paidAt)}</Fact>
          <Fact label={t.refund}>
            {booking.refund
              ? sayAdmin("booking.refundValue", {
                  amount: formatRm(booking.refund.amount),
                  fee: formatRm(booking.refund.cancellationFee),
                  status: booking.refund.status ? texts.bookings.refundStatuses[booking.refund.status] : "—",
                }) +
                (booking.refund.toGiftCard > 0
                  ? ` · ${sayAdmin("booking.refundToGiftCard", { amount: formatRm(booking.refund.toGiftCard) })}`
                  : "")
              : null}
          </Fact>
        </Section>
        <Section title={t.lifecycle}>
          <Fact label={t.createdAt}>{when(booking.createdAt)}</Fact>
          <Fact label={t.holdExpiresAt}>{when(booking.holdExpiresAt)}</Fact>
          <Fact label={t.decisionDueAt}>{when(booking.decisionDueAt)}</Fact>
          <Fact label={t.decidedAt}>{when(booking.decidedAt)}</Fact>
          <Fact label={t.cancelledAt}>
            {booking.cancelledAt
              ? `${formatKlDateTime(booking.cancelledAt)}${booking.cancellationReason ? ` (${t.cancellationReasons[booking.cancellationReason]})` : ""}`
              : null}
          </Fact>
          <Fact label={t.completedAt}>{when(booking.completedAt)}</Fact>
        </Section>
      </div>
      <ClinicalRecord booking={booking} />
      <BookingMessages bookingId={booking._id} />
      <section className="bg-background border-border rounded-lg border p-4 sm:p-5">
        <h2 className="mb-4 text-base font-semibold">{t.timeline}</h2>
        <ol className="border-border grid gap-4 border-l pl-4">
          {timeline.map((entry, index) => (
            <TimelineItem key={`${entry.at}-${entry.kind}-${index}`} entry={entry} names={names} />
          ))}
        </ol>
      </section>
    </div>
  );
}

/**
 * The booking's clinical record (health answers, consent as signed, the clinician's decision): the clinic's,
 * read here only for a stated reason the API writes to the audit log (break-glass), never kept after.
 */
function ClinicalRecord({ booking }: { booking: AdminBookingDetail["booking"] }) {
  const t = useAdminT().booking.clinical;
  const [open, setOpen] = useState(false);
  return (
    <section className="bg-background border-border grid gap-3 rounded-lg border p-4 sm:p-5">
      <h2 className="text-base font-semibold">{t.title}</h2>
      <p className="text-muted-foreground text-sm">{t.intro}</p>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        <FileLock2 aria-hidden />
        {t.open}
      </Button>
      {open ? (
        <Suspense fallback={<Spinner />}>
          <ClinicalRecordDialog
            bookingId={booking._id}
            reference={booking.reference}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function TimelineItem({ entry, names }: { entry: TimelineEntry; names: Readonly<Record<string, string>> }) {
  const t = useAdminT().booking;
  return (
    <li className="relative grid gap-1">
      <span aria-hidden className="bg-primary absolute top-1.5 -left-[1.3rem] size-2 rounded-full" />
      <p className="text-sm font-medium">
        {t.kinds[entry.kind]}
        <span className="text-muted-foreground font-normal"> · {t.actors[entry.actor]}</span>
      </p>
      <p className="text-muted-foreground text-xs">
        <time dateTime={entry.at}>{formatKlDateTime(entry.at)}</time>
        {entry.staff ? ` · ${entry.staff.name}` : ""}
      </p>
      {entry.detail && entry.detail !== entry.audit?.action ? (
        <p className="font-mono text-xs break-all">{entry.detail}</p>
      ) : null}
      {entry.email ? (
        <p className="text-sm break-words">
          {sayAdmin("booking.emailLine", {
            subject: entry.email.subject,
            to: entry.email.to,
            state: t.emailStates[entry.email.state],
            attempts: entry.email.attempts,
          })}
          {entry.email.lastError ? (
            <span className="text-destructive block text-xs">{entry.email.lastError}</span>
          ) : null}
        </p>
      ) : null}
      {entry.payment ? (
        <p className="text-sm break-all">
          {`${entry.payment.provider} · ${entry.payment.status} · ${paymentAmount(entry)} · `}
          <span className="font-mono text-xs">{entry.payment.reference}</span>
          {entry.payment.attentionReason ? ` · ${entry.payment.attentionReason}` : ""}
        </p>
      ) : null}
      {entry.audit ? (
        <div className="grid gap-1">
          <p className="font-mono text-xs">{entry.audit.action}</p>
          <ChangeList before={entry.audit.before} after={entry.audit.after} names={names} />
          {entry.audit.note ? (
            <p className="bg-muted rounded-md px-3 py-2 text-sm">{entry.audit.note}</p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A card session's amount is RM (in the console's money format); a crypto payment's is token units. */
function paymentAmount(entry: TimelineEntry): string {
  const amount = entry.payment?.amount ?? "";
  return entry.kind === "payment_session" ? formatRm(Number(amount)) : amount;
}

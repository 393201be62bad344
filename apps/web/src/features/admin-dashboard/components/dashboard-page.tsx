import { OUTCOME_DAYS, type Dashboard } from "@ivdrips/contract/admin-bookings";
import { VISIT_OUTCOMES } from "@ivdrips/contract/visit-day";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../../../lib/router";
import { AdminPageHeader, QueryState } from "../../../components/admin/admin-page";
import { cn } from "../../../lib/stand-ins/cn";
import { formatKlDateTime, toSearch } from "../../../lib/admin-format";
import { formatKlDay, formatRm } from "../../../lib/format";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { usePageMeta } from "../../../lib/page-meta";
import { useDashboard } from "../api/get-dashboard";

type DashboardLink = Dashboard["today"]["link"];

/** A dashboard link as an address of the console: `/admin/...` with its query. */
function hrefOf({ path, query }: DashboardLink): string {
  const base = path.startsWith("/admin") ? path : `/admin${path.startsWith("/") ? path : `/${path}`}`;
  return `${base}${toSearch(query)}`;
}

function Tile({
  title,
  count,
  href,
  tone = "default",
  children,
}: {
  title: string;
  count: number;
  /** The list the tile opens; a tile without one has no list to show. */
  href?: string;
  tone?: "default" | "warning" | "danger";
  children?: ReactNode;
}) {
  const t = useAdminT().dashboard;
  return (
    <section
      className={cn(
        "bg-background border-border grid content-start gap-3 rounded-lg border p-4 sm:p-5",
        count > 0 && tone === "warning" && "border-warning/40",
        count > 0 && tone === "danger" && "border-destructive/40",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-muted-foreground text-sm font-medium">{title}</h2>
        {href ? (
          <Link
            to={href}
            className="text-primary inline-flex shrink-0 items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
          >
            {t.open}
            <span className="sr-only">: {title}</span>
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        ) : null}
      </div>
      <p className="font-display text-3xl font-semibold">{count}</p>
      {children}
    </section>
  );
}

function BookingLines({ items }: { items: { _id: string; reference: string; extra: string }[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm">
      {items.map((item) => (
        <li key={item._id} className="flex flex-wrap justify-between gap-x-3">
          <Link to={`/admin/bookings/${item._id}`} className="font-mono underline-offset-4 hover:underline">
            {item.reference}
          </Link>
          <span className="text-muted-foreground">{item.extra}</span>
        </li>
      ))}
    </ul>
  );
}

/** The visits that could not happen lately, by outcome (the ones that happened at all). */
function VisitOutcomes({ outcomes }: { outcomes: Dashboard["visitDay"]["outcomes"] }) {
  const texts = useAdminT();
  const reasons = texts.booking.cancellationReasons;
  const happened = VISIT_OUTCOMES.filter((outcome) => outcomes[outcome] > 0);
  return (
    <div className="grid gap-1 text-sm">
      <p className="text-muted-foreground">{sayAdmin("dashboard.outcomes", { days: OUTCOME_DAYS })}</p>
      {happened.length === 0 ? (
        <p>{texts.dashboard.noOutcomes}</p>
      ) : (
        <ul className="grid gap-1">
          {happened.map((outcome) => (
            <li key={outcome} className="flex justify-between gap-x-3">
              <span className="break-words">{reasons[outcome]}</span>
              <span className="font-semibold">{outcomes[outcome]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function hoursLeft(minutes: number): string {
  if (minutes < 0) return sayAdmin("dashboard.overdue", { hours: Math.ceil(-minutes / 60) });
  return sayAdmin("dashboard.left", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** /admin: today's and tomorrow's visits and everything waiting for the team; each tile opens its list. */
export function DashboardPage() {
  const t = useAdminT().dashboard;
  usePageMeta(t.title, t.intro);
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <>
      <AdminPageHeader
        title={t.title}
        intro={
          data ? sayAdmin("dashboard.generatedAt", { time: formatKlDateTime(data.generatedAt) }) : t.intro
        }
      />
      <QueryState
        isPending={dashboard.isPending}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
      {data ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Tile
            title={sayAdmin("dashboard.today", { day: formatKlDay(data.today.date) })}
            count={data.today.count}
            href={hrefOf(data.today.link)}
          >
            <BookingLines
              items={data.today.bookings.map((b) => ({
                _id: b._id,
                reference: b.reference,
                extra: b.clinic.name,
              }))}
            />
          </Tile>
          <Tile
            title={sayAdmin("dashboard.tomorrow", { day: formatKlDay(data.tomorrow.date) })}
            count={data.tomorrow.count}
            href={hrefOf(data.tomorrow.link)}
          >
            <BookingLines
              items={data.tomorrow.bookings.map((b) => ({
                _id: b._id,
                reference: b.reference,
                extra: b.clinic.name,
              }))}
            />
          </Tile>
          <Tile
            title={t.awaitingClinic}
            count={data.awaitingClinic.count}
            href={hrefOf(data.awaitingClinic.link)}
            tone="warning"
          >
            <BookingLines
              items={data.awaitingClinic.bookings.map((b) => ({
                _id: b._id,
                reference: b.reference,
                extra: hoursLeft(b.minutesLeft),
              }))}
            />
          </Tile>
          <Tile
            title={t.paymentAttention}
            count={data.paymentAttention.count + data.paymentAttention.cryptoCount}
            href={hrefOf(data.paymentAttention.link)}
            tone="danger"
          >
            <BookingLines
              items={data.paymentAttention.bookings.map((b) => ({
                _id: b._id,
                reference: b.reference,
                extra: b.attentionReason ?? "",
              }))}
            />
            {data.paymentAttention.cryptoCount > 0 ? (
              <p className="text-muted-foreground text-sm">
                {sayAdmin("dashboard.cryptoPayments", { count: data.paymentAttention.cryptoCount })}
              </p>
            ) : null}
          </Tile>
          <Tile
            title={t.visitDay}
            count={data.visitDay.unfinished}
            href={hrefOf(data.visitDay.link)}
            tone="warning"
          >
            <BookingLines
              items={data.visitDay.bookings.map((b) => ({
                _id: b._id,
                reference: b.reference,
                extra: b.clinic.name,
              }))}
            />
            <VisitOutcomes outcomes={data.visitDay.outcomes} />
          </Tile>
          <Tile
            title={t.refunds}
            count={data.refunds.pending + data.refunds.failed}
            href={hrefOf(data.refunds.pendingLink)}
            tone="warning"
          >
            <p className="text-sm">
              <Link to={hrefOf(data.refunds.pendingLink)} className="underline-offset-4 hover:underline">
                {sayAdmin("dashboard.refundsPending", { count: data.refunds.pending })}
              </Link>
              {" · "}
              <Link
                to={hrefOf(data.refunds.failedLink)}
                className="text-destructive underline-offset-4 hover:underline"
              >
                {sayAdmin("dashboard.refundsFailed", { count: data.refunds.failed })}
              </Link>
            </p>
          </Tile>
          <Tile
            title={t.outbox}
            count={data.outbox.failed + data.outbox.retrying}
            href={hrefOf(data.outbox.link)}
            tone="danger"
          >
            <p className="text-sm">
              {sayAdmin("dashboard.outboxCounts", {
                failed: data.outbox.failed,
                retrying: data.outbox.retrying,
              })}
            </p>
            <ul className="grid gap-1 text-sm">
              {data.outbox.emails.map((email) => (
                <li key={email.id} className="break-words">
                  {email.bookingId ? (
                    <Link
                      to={`/admin/bookings/${email.bookingId}`}
                      className="underline-offset-4 hover:underline"
                    >
                      {email.subject}
                    </Link>
                  ) : (
                    email.subject
                  )}
                  <span className="text-muted-foreground"> · {email.to}</span>
                </li>
              ))}
            </ul>
          </Tile>
          <Tile
            title={sayAdmin("dashboard.prepaid", { days: data.prepaid.days })}
            count={data.prepaid.packages.count + data.prepaid.giftCards.count}
            href={hrefOf(data.prepaid.link)}
          >
            <ul className="grid gap-1 text-sm">
              <li>
                {sayAdmin("dashboard.prepaidPackages", {
                  count: data.prepaid.packages.count,
                  amount: formatRm(data.prepaid.packages.amount),
                })}
              </li>
              <li>
                {sayAdmin("dashboard.prepaidGiftCards", {
                  count: data.prepaid.giftCards.count,
                  amount: formatRm(data.prepaid.giftCards.amount),
                })}
              </li>
              <li className="font-medium">
                {sayAdmin("dashboard.giftCardLiability", {
                  amount: formatRm(data.prepaid.giftCardLiability),
                })}
              </li>
            </ul>
          </Tile>
          <Tile title={t.phoneMessages} count={data.phoneMessages.failed} tone="danger">
            <p className="text-muted-foreground text-sm">{t.phoneMessagesNote}</p>
          </Tile>
          <Tile
            title={t.inbox}
            count={data.inbox.partnerApplications + data.inbox.supportMessages + data.inbox.contactMessages}
            href={hrefOf(data.inbox.messagesLink)}
          >
            <p className="text-sm">
              <Link to={hrefOf(data.inbox.partnerLink)} className="underline-offset-4 hover:underline">
                {sayAdmin("dashboard.partnerApplications", { count: data.inbox.partnerApplications })}
              </Link>
              <br />
              <Link to={hrefOf(data.inbox.messagesLink)} className="underline-offset-4 hover:underline">
                {sayAdmin("dashboard.messages", {
                  count: data.inbox.supportMessages + data.inbox.contactMessages,
                })}
              </Link>
            </p>
          </Tile>
        </div>
      ) : null}
    </>
  );
}

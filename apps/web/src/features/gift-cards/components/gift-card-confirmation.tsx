import type { GiftCardOrder } from "@ivdrips/contract/gift-cards";
import { klDateOf } from "@ivdrips/contract/kl-dates";
import { CircleCheck, Gift, Landmark, MailCheck, RefreshCw, SearchX, TimerOff } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { formatKlDay, formatRm } from "../../../lib/format";
import { useCompletePayment } from "../../../lib/complete-payment";
import { useT } from "../../../lib/i18n/use-t";
import { Link } from "../../../lib/router";
import { cn } from "../../../lib/stand-ins/cn";
import { say } from "../../../lib/stand-ins/lingui";
import { useGiftCardOrder } from "../api/get-gift-card-order";

/**
 * /gift-cards/confirmation?session_id=…: back from a gift card's checkout, the payment completed and told as
 * it stands. Paid: for whom and the day the card is emailed (the buyer's order, read from the server), and
 * never its code; waiting for FPX's bank or GrabPay: asked again every 10 s until it answers; not paid: the
 * way back. The code is emailed to the recipient alone.
 */
export function GiftCardConfirmation({ sessionId }: { sessionId: string | null }) {
  const t = useT();
  const text = t.giftCards.confirmation;
  // Completed as the booking's and a package's confirmations complete it: a failure is an answer of null.
  const payment = useCompletePayment(sessionId, { untilAnswered: true });
  const purchaseId = payment.data?.purchaseId ?? null;
  const order = useGiftCardOrder(purchaseId);

  if (sessionId === null) {
    return (
      <Outcome tone="muted" icon={<SearchX />} title={text.missingTitle} lead={text.missingText}>
        <Actions>
          <BackToGiftCards primary />
        </Actions>
      </Outcome>
    );
  }
  // The order is read as soon as the answer names it: the page paints once, with the names in it.
  if (payment.isPending || (purchaseId !== null && order.isPending)) {
    return (
      <div
        role="status"
        className="text-muted-foreground flex min-h-[50vh] items-center justify-center gap-3"
      >
        <Spinner className="text-primary size-5" />
        {text.loading}
      </div>
    );
  }
  if (!payment.data) {
    return (
      <Outcome tone="warning" icon={<RefreshCw />} title={text.failedTitle} lead={text.failedText}>
        <Actions>
          <Button onClick={() => void payment.refetch()} disabled={payment.isFetching}>
            {payment.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {text.tryAgain}
          </Button>
          <BackToGiftCards />
        </Actions>
      </Outcome>
    );
  }
  // Unreadable (or asked for when signed out): the page says what it can without the names.
  const bought = order.data ?? null;
  switch (payment.data.status) {
    case "paid":
      return <Paid order={bought} />;
    case "pending":
      return (
        <Outcome tone="warning" icon={<Landmark />} title={text.pendingTitle} lead={text.pendingText}>
          {bought ? (
            <p className="text-muted-foreground text-center text-balance">
              {say("giftCards.confirmation.pendingThen", {
                name: bought.recipientName,
                date: formatKlDay(bought.sendOn),
              })}
            </p>
          ) : null}
          {bought ? <OrderDetails order={bought} /> : null}
          <Actions>
            <BackToGiftCards />
          </Actions>
        </Outcome>
      );
    case "open":
    case "expired":
      return (
        <Outcome tone="muted" icon={<TimerOff />} title={text.notPaidTitle} lead={text.notPaidText}>
          <Actions>
            <BackToGiftCards primary />
          </Actions>
        </Outcome>
      );
  }
}

/** Paid: "We will email the gift card to {name} on {date}", the order, and that the code is the email's alone. */
function Paid({ order }: { order: GiftCardOrder | null }) {
  const t = useT();
  const text = t.giftCards.confirmation;
  const lead = !order
    ? text.paidTextUnnamed
    : order.sendOn === klDateOf(new Date())
      ? say("giftCards.confirmation.paidTextToday", { name: order.recipientName })
      : say("giftCards.confirmation.paidText", {
          name: order.recipientName,
          date: formatKlDay(order.sendOn),
        });
  return (
    <Outcome tone="success" icon={<CircleCheck />} title={text.paidTitle} lead={lead}>
      <div className="border-info/15 bg-info-soft text-foreground flex gap-3 rounded-xl border p-4 sm:p-5">
        <MailCheck aria-hidden="true" className="text-info mt-0.5 size-5 shrink-0" />
        <p className="text-sm leading-relaxed">{text.codeNote}</p>
      </div>
      {order ? <OrderDetails order={order} /> : null}
      <Actions>
        <Button asChild>
          <Link to="/gift-cards">
            <Gift aria-hidden="true" />
            {text.giveAnother}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/services">{text.browse}</Link>
        </Button>
      </Actions>
    </Outcome>
  );
}

function OrderDetails({ order }: { order: GiftCardOrder }) {
  const t = useT();
  const text = t.giftCards.confirmation.details;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-display mb-4 text-xl font-semibold tracking-tight">{text.title}</h2>
      <dl className="divide-border grid divide-y text-sm">
        <Row term={text.amount}>
          <span className="text-lg font-semibold tabular-nums">{formatRm(order.amount)}</span>
        </Row>
        <Row term={text.recipient}>
          <span className="block">{order.recipientName}</span>
          <span className="text-muted-foreground block font-normal break-all">{order.recipientEmail}</span>
        </Row>
        <Row term={text.sendOn}>{formatKlDay(order.sendOn)}</Row>
      </dl>
    </Card>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-foreground min-w-0 text-right font-medium break-words">{children}</dd>
    </div>
  );
}

function BackToGiftCards({ primary = false }: { primary?: boolean }) {
  const t = useT();
  return (
    <Button asChild variant={primary ? "default" : "outline"}>
      <Link to="/gift-cards">{t.giftCards.confirmation.backToGiftCards}</Link>
    </Button>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-center gap-3">{children}</div>;
}

const TONES = {
  success: "bg-success-soft text-success",
  warning: "bg-warning-soft text-warning",
  muted: "bg-muted text-muted-foreground",
} as const;

/** The page's one message: its icon, heading and lead, then what it shows and what to do next. */
function Outcome({
  tone,
  icon,
  title,
  lead,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-8">
      <header className="grid justify-items-center gap-4 text-center">
        <span aria-hidden="true" className={cn("rounded-full p-4 [&_svg]:size-9", TONES[tone])}>
          {icon}
        </span>
        <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        <p className="text-muted-foreground max-w-xl text-balance">{lead}</p>
      </header>
      {children}
    </div>
  );
}

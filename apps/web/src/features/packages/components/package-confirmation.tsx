import { CalendarPlus, CircleCheck, Landmark, RefreshCw, SearchX, TimerOff } from "lucide-react";
import type { ReactNode } from "react";
import { PackageCreditCard } from "../../../components/package-credit-card";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { useAccountCredits } from "../../../lib/account-credits";
import { useCompletePayment } from "../../../lib/complete-payment";
import { useT } from "../../../lib/i18n/use-t";
import { Link } from "../../../lib/router";
import { useSession } from "../../../lib/session";
import { cn } from "../../../lib/stand-ins/cn";
import { say } from "../../../lib/stand-ins/lingui";

/**
 * /packages/confirmation?session_id=…: back from a package's checkout, the payment completed (as the booking
 * confirmation does it) and told as it stands: paid, with the package's credits; waiting for the bank, asked
 * again every 10 s until it answers; or not paid, with the way back to the packages. `?purchase_id=…` (no
 * session): a package a gift card paid in full (issue 39), paid once the customer's credits list it.
 */
export function PackageConfirmation({
  sessionId,
  purchaseId = null,
}: {
  sessionId: string | null;
  purchaseId?: string | null;
}) {
  const t = useT();
  const completion = useCompletePayment(sessionId, { untilAnswered: true });

  if (sessionId === null) {
    return purchaseId === null ? <Missing /> : <PaidWithoutCheckout purchaseId={purchaseId} />;
  }
  if (completion.isPending) return <Checking />;
  const answer = completion.data;
  if (!answer) return <CheckFailed onRetry={() => void completion.refetch()} busy={completion.isFetching} />;
  switch (answer.status) {
    case "paid":
      return <Purchased purchaseId={answer.purchaseId ?? null} />;
    case "pending":
      return (
        <Outcome icon={<Landmark />} tone="warning" title={t.packages.confirmation.pendingTitle}>
          <p className="text-muted-foreground">{t.packages.confirmation.pendingText}</p>
          <Actions>
            <Button asChild variant="outline">
              <Link to="/account">{t.packages.confirmation.viewAccount}</Link>
            </Button>
          </Actions>
        </Outcome>
      );
    case "open":
    case "expired":
      return (
        <Outcome icon={<TimerOff />} tone="muted" title={t.packages.confirmation.notPaidTitle}>
          <p className="text-muted-foreground">{t.packages.confirmation.notPaidText}</p>
          <Actions>
            <BackToPackages primary />
          </Actions>
        </Outcome>
      );
  }
}

/** A purchase paid with no checkout (a gift card paid it all): among the customer's credits, or not found. */
function PaidWithoutCheckout({ purchaseId }: { purchaseId: string }) {
  const { status, user } = useSession();
  const credits = useAccountCredits(user?.id);
  if (credits.data?.some((credit) => credit.purchaseId === purchaseId)) {
    return <Purchased purchaseId={purchaseId} />;
  }
  if (status === "loading" || (user !== null && credits.isPending)) return <Checking />;
  if (credits.isError)
    return <CheckFailed onRetry={() => void credits.refetch()} busy={credits.isFetching} />;
  return <Missing />;
}

function Checking() {
  const t = useT();
  return (
    <div role="status" className="text-muted-foreground flex min-h-[50vh] items-center justify-center gap-3">
      <Spinner className="text-primary size-5" />
      {t.packages.confirmation.loading}
    </div>
  );
}

function Missing() {
  const t = useT();
  return (
    <Outcome icon={<SearchX />} tone="muted" title={t.packages.confirmation.missingTitle}>
      <p className="text-muted-foreground">{t.packages.confirmation.missingText}</p>
      <Actions>
        <BackToPackages primary />
      </Actions>
    </Outcome>
  );
}

/** Paid: the package's credits (once My Account's list has them), and a drip of it to book. */
function Purchased({ purchaseId }: { purchaseId: string | null }) {
  const t = useT();
  const text = t.packages.confirmation;
  const { user } = useSession();
  const credits = useAccountCredits(user?.id, { enabled: purchaseId !== null });
  const credit = credits.data?.find((item) => item.purchaseId === purchaseId);
  // A list read before the payment may lack the package until it is read again.
  const loading =
    purchaseId !== null && user !== null && !credit && (credits.isPending || credits.isFetching);
  const services = credit?.services ?? [];
  return (
    <Outcome icon={<CircleCheck />} tone="success" title={text.paidTitle}>
      <p className="text-muted-foreground">{text.paidText}</p>
      {credit ? (
        <PackageCreditCard credit={credit} headingLevel="h2" className="w-full" />
      ) : loading ? (
        <CreditSkeleton />
      ) : null}
      <Actions>
        {services.length === 1 && services[0] ? (
          <Button asChild>
            <Link to={`/service/${encodeURIComponent(services[0].id)}`}>
              <CalendarPlus aria-hidden="true" />
              {say("packages.confirmation.bookService", { name: services[0].name })}
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/services">
              <CalendarPlus aria-hidden="true" />
              {text.book}
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/account">{text.viewAccount}</Link>
        </Button>
      </Actions>
    </Outcome>
  );
}

function CreditSkeleton() {
  return (
    <Card className="grid w-full gap-3 p-5 sm:p-6" aria-hidden="true">
      <Skeleton className="h-7 w-40" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-2/3" />
    </Card>
  );
}

function CheckFailed({ onRetry, busy }: { onRetry(): void; busy: boolean }) {
  const t = useT();
  const text = t.packages.confirmation;
  return (
    <Outcome icon={<RefreshCw />} tone="warning" title={text.failedTitle}>
      <p className="text-muted-foreground">{text.failedText}</p>
      <Actions>
        <Button onClick={onRetry} disabled={busy}>
          {busy ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {text.tryAgain}
        </Button>
        <Button asChild variant="outline">
          <Link to="/account">{text.viewAccount}</Link>
        </Button>
      </Actions>
    </Outcome>
  );
}

function BackToPackages({ primary = false }: { primary?: boolean }) {
  const t = useT();
  return (
    <Button asChild variant={primary ? "default" : "outline"}>
      <Link to="/packages">{t.packages.confirmation.backToPackages}</Link>
    </Button>
  );
}

const TONES = {
  success: "bg-success-soft text-success",
  warning: "bg-warning-soft text-warning",
  muted: "bg-muted text-muted-foreground",
} as const;

/** The page's one message: its icon, heading, what it means and what to do next. */
function Outcome({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-xl justify-items-center gap-5 text-center">
      <span aria-hidden="true" className={cn("rounded-full p-4 [&_svg]:size-9", TONES[tone])}>
        {icon}
      </span>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-center gap-3">{children}</div>;
}

import { zodResolver } from "@hookform/resolvers/zod";
import {
  AdminGiftCardLookupQuerySchema,
  type AdminGiftCard,
  type GiftCardEntryKind,
} from "@ivdrips/contract/gift-cards";
import { Ban, Search } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { AdminPageHeader } from "../../../components/admin/admin-page";
import { Badge, type BadgeProps } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { formatKlDateTime } from "../../../lib/admin-format";
import { errorMessage } from "../../../lib/api-client";
import { formatRm } from "../../../lib/format";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { usePageMeta } from "../../../lib/page-meta";
import { cn } from "../../../lib/stand-ins/cn";
import { Link } from "../../../lib/router";
import { useGiftCardLookup } from "../api/look-up-gift-card";
import { VoidGiftCardDialog } from "./void-gift-card-dialog";

type LookupInput = z.input<typeof AdminGiftCardLookupQuerySchema>;
type LookupOutput = z.output<typeof AdminGiftCardLookupQuerySchema>;
type LedgerEntry = AdminGiftCard["ledger"][number];

/** The code as staff may see it: its last four only (the server never sends the rest). */
const maskedCode = (card: AdminGiftCard) => `•••• ${card.codeEnd}`;

/** "+RM 150" for what an entry adds, "−RM 150" for what it takes. */
function signedRm(amount: number): string {
  const sign = amount > 0 ? "+" : amount < 0 ? "−" : "";
  return `${sign}${formatRm(Math.abs(amount))}`;
}

const KIND_BADGE: Record<GiftCardEntryKind, BadgeProps["variant"]> = {
  issue: "success",
  redeem: "secondary",
  refund: "info",
  void: "destructive",
};

/**
 * /admin/gift-cards (issue 39): staff look a card up by the code its holder reads out (typed any way), see
 * what it was bought for, what is left, who it is for and its ledger oldest first, and void it with a reason
 * for the audit log. The code is kept in the page only, never in the address.
 */
export function GiftCardsPage() {
  const t = useAdminT().giftCards;
  usePageMeta(t.title, t.intro);
  const [code, setCode] = useState<string | null>(null);
  const lookup = useGiftCardLookup(code);
  const onLookUp = (next: string) => {
    if (next === code) void lookup.refetch();
    else setCode(next);
  };
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <LookupForm onLookUp={onLookUp} pending={code !== null && lookup.isFetching} />
      {code === null ? null : lookup.isPending ? (
        <p
          role="status"
          className="text-muted-foreground flex items-center justify-center gap-3 py-12 text-sm"
        >
          <Spinner className="text-primary size-5" />
          {t.lookingUp}
        </p>
      ) : lookup.error ? (
        <p role="alert" className="border-destructive/40 text-destructive rounded-lg border p-4 text-sm">
          {errorMessage(lookup.error, t.lookupFailed)}
        </p>
      ) : lookup.data ? (
        <GiftCardView card={lookup.data} />
      ) : null}
    </>
  );
}

/** The code field and Look up: refused before sending unless it could be a code (the contract's own check). */
function LookupForm({ onLookUp, pending }: { onLookUp: (code: string) => void; pending: boolean }) {
  const t = useAdminT().giftCards;
  const id = useId();
  const { register, handleSubmit, formState } = useForm<LookupInput, unknown, LookupOutput>({
    resolver: zodResolver(AdminGiftCardLookupQuerySchema),
    defaultValues: { code: "" },
  });
  const error = formState.errors.code?.message;
  return (
    <form
      role="search"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={handleSubmit(({ code }) => onLookUp(code))}
      className="bg-background border-border mb-6 grid gap-4 rounded-lg border p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {t.lookupLabel}
      </h2>
      <FormField id={`${id}-code`} label={t.codeLabel} hint={t.codeHint} error={error} className="max-w-xl">
        <div className="flex flex-wrap gap-2">
          <Input
            {...fieldA11y(`${id}-code`, error, { hint: true })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="flex-1 basis-60 font-mono tracking-wider uppercase"
            {...register("code")}
          />
          <Button type="submit" disabled={pending} className="shrink-0">
            {pending ? <Spinner /> : <Search className="size-4" aria-hidden />}
            {t.lookUp}
          </Button>
        </div>
      </FormField>
    </form>
  );
}

/**
 * The card's figures and Void card, then its ledger. Void card is unavailable, with the reason under it, once
 * the card is void or has nothing left.
 */
function GiftCardView({ card }: { card: AdminGiftCard }) {
  const t = useAdminT().giftCards;
  const id = useId();
  const [voiding, setVoiding] = useState(false);
  const why = card.status === "void" ? t.alreadyVoid : card.balance <= 0 ? t.nothingLeft : null;
  const facts: { term: string; value: string; wide?: boolean }[] = [
    { term: t.balance, value: formatRm(card.balance) },
    { term: t.amount, value: formatRm(card.amount) },
    { term: t.created, value: formatKlDateTime(card.createdAt), wide: true },
  ];
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby={`${id}-card`}
        className="bg-background border-border grid gap-5 rounded-lg border p-4 sm:p-5"
      >
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id={`${id}-card`} className="font-display text-xl font-semibold">
                {sayAdmin("giftCards.cardTitle", { code: maskedCode(card) })}
              </h2>
              <Badge variant={card.status === "active" ? "success" : "destructive"}>
                {t.statuses[card.status]}
              </Badge>
            </div>
            <Button
              variant="outline"
              className="text-destructive hover:bg-danger-soft"
              disabled={why !== null}
              onClick={() => setVoiding(true)}
            >
              <Ban className="size-4" aria-hidden />
              {t.void}
            </Button>
          </div>
          {/* Why Void card is unavailable. */}
          {why ? <p className="text-muted-foreground text-sm">{why}</p> : null}
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm lg:grid-cols-4">
          {facts.map(({ term, value, wide }) => (
            <div key={term} className={cn("grid content-start gap-0.5", wide && "col-span-2 lg:col-span-1")}>
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="text-base font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="col-span-2 grid min-w-0 content-start gap-0.5 lg:col-span-1">
            <dt className="text-muted-foreground">{t.recipient}</dt>
            <dd className="font-semibold break-words">{card.recipientName}</dd>
            <dd className="text-muted-foreground break-all">{card.recipientEmail}</dd>
          </div>
        </dl>
      </section>
      <Ledger entries={card.ledger} />
      {voiding ? (
        <VoidGiftCardDialog card={card} code={maskedCode(card)} onClose={() => setVoiding(false)} />
      ) : null}
    </div>
  );
}

function KindBadge({ kind }: { kind: GiftCardEntryKind }) {
  const t = useAdminT().giftCards;
  return <Badge variant={KIND_BADGE[kind]}>{t.kinds[kind]}</Badge>;
}

/** The booking an entry was for, as a link to its page (by the start of its id); nothing otherwise. */
function BookingLink({ bookingId }: { bookingId: string }) {
  const short = bookingId.slice(0, 8);
  return (
    <Link
      to={`/admin/bookings/${bookingId}`}
      title={bookingId}
      aria-label={sayAdmin("giftCards.bookingLink", { id: short })}
      className="text-primary font-mono text-xs underline-offset-4 hover:underline"
    >
      {short}
    </Link>
  );
}

/** What an entry paid for or gave back: a booking, as a link; a package, by its purchase's reference. */
function SpentOn({ entry }: { entry: LedgerEntry }) {
  const t = useAdminT().giftCards;
  if (entry.bookingId) return <BookingLink bookingId={entry.bookingId} />;
  return (
    <span className="font-mono text-xs">
      <span className="sr-only">{t.packagePurchase} </span>
      {entry.purchaseReference}
    </span>
  );
}

/** Every entry, oldest first: a table from `md`, a card an entry on a phone. */
function Ledger({ entries }: { entries: LedgerEntry[] }) {
  const t = useAdminT().giftCards;
  const id = useId();
  const head = "px-4 py-3 font-medium";
  return (
    <section aria-labelledby={`${id}-ledger`} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={`${id}-ledger`} className="text-lg font-semibold">
          {t.ledger}
        </h2>
        <p className="text-muted-foreground text-sm">{t.ledgerIntro}</p>
      </div>
      <div className="bg-background border-border hidden overflow-x-auto rounded-lg border md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.ledgerLabel}</caption>
          <thead className="bg-muted/60 text-muted-foreground text-xs tracking-wide uppercase">
            <tr>
              <th scope="col" className={head}>
                {t.when}
              </th>
              <th scope="col" className={head}>
                {t.entry}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t.change}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t.balanceAfter}
              </th>
              <th scope="col" className={head}>
                {t.booking}
              </th>
            </tr>
          </thead>
          <tbody className="divide-border divide-y">
            {entries.map((entry, index) => (
              <tr key={index} className="hover:bg-muted/40 align-middle">
                <th scope="row" className="px-4 py-3 font-normal whitespace-nowrap">
                  {formatKlDateTime(entry.at)}
                </th>
                <td className="px-4 py-3">
                  <KindBadge kind={entry.kind} />
                </td>
                <td className="px-4 py-3 text-right font-medium whitespace-nowrap tabular-nums">
                  {signedRm(entry.amount)}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {formatRm(entry.balanceAfter)}
                </td>
                <td className="px-4 py-3">
                  {entry.bookingId || entry.purchaseReference ? (
                    <SpentOn entry={entry} />
                  ) : (
                    <>
                      <span className="text-muted-foreground" aria-hidden>
                        —
                      </span>
                      <span className="sr-only">{t.noBooking}</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol aria-label={t.ledgerLabel} className="grid gap-3 md:hidden">
        {entries.map((entry, index) => (
          <li key={index} className="bg-background border-border grid gap-2 rounded-lg border p-4 text-sm">
            <div className="flex items-center justify-between gap-3">
              <KindBadge kind={entry.kind} />
              <span className="text-base font-semibold tabular-nums">{signedRm(entry.amount)}</span>
            </div>
            <dl className="divide-border grid divide-y">
              <div className="flex items-baseline justify-between gap-3 py-1.5">
                <dt className="text-muted-foreground">{t.when}</dt>
                <dd className="text-right">{formatKlDateTime(entry.at)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-3 py-1.5">
                <dt className="text-muted-foreground">{t.balanceAfter}</dt>
                <dd className="font-medium tabular-nums">{formatRm(entry.balanceAfter)}</dd>
              </div>
              {entry.bookingId || entry.purchaseReference ? (
                <div className="flex items-baseline justify-between gap-3 py-1.5">
                  <dt className="text-muted-foreground">{t.booking}</dt>
                  <dd>
                    <SpentOn entry={entry} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}

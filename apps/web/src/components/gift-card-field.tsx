import { senToRm } from "@ivdrips/contract/money";
import { Gift } from "lucide-react";
import { useEffect, useRef } from "react";
import { formatRm } from "../lib/format";
import { useT } from "../lib/i18n/use-t";
import { say } from "../lib/stand-ins/lingui";
import type { GiftCardEntry } from "../lib/use-gift-card";
import { Button } from "./ui/button";
import { fieldA11y, FormField } from "./ui/form-field";
import { Input } from "./ui/input";
import { Spinner } from "./ui/spinner";

/** What the card pays of the total and what is left for the chosen method, in sen. */
export interface GiftCardParts {
  giftCardSen: number;
  dueSen: number;
}

/**
 * "Have a gift card?" (issue 39: the booking card, a package's Buy dialog): the code's field and Apply, then
 * what the card pays, what is left to pay and what stays on it, with a way to take it off. Not with USDT/USDC
 * (the crypto payment is quoted on the whole total): a card applied or a field opened says so instead.
 */
export function GiftCardField({
  id,
  giftCard,
  parts,
  crypto = false,
  notNeeded,
}: {
  /** The field's id, unique on the page. */
  id: string;
  giftCard: GiftCardEntry;
  parts: GiftCardParts;
  /** USDT/USDC chosen: no gift card with it. */
  crypto?: boolean;
  /** Said when the card is applied yet pays nothing (something else, a package credit, pays it all). */
  notNeeded?: string;
}) {
  const text = useT().giftCards.field;
  const input = useRef<HTMLInputElement>(null);
  const revealed = useRef(false);
  const { applied, error, open } = giftCard;
  // The field just opened by "Have a gift card?", or a code refused (here, or by the booking or purchase,
  // which brings the customer back to this field): the field, focused.
  const refused = error !== undefined && !giftCard.checking;
  useEffect(() => {
    if (!refused && !(open && revealed.current)) return;
    revealed.current = false;
    input.current?.focus();
  }, [refused, open]);

  if (crypto) {
    return open || applied ? <p className="text-muted-foreground text-xs">{text.notWithCrypto}</p> : null;
  }

  return (
    <div>
      {applied ? null : open ? (
        <FormField id={id} label={text.code} error={error}>
          <div className="flex flex-wrap gap-2">
            <Input
              {...fieldA11y(id, error)}
              ref={input}
              value={giftCard.typed}
              onChange={(event) => giftCard.type(event.target.value)}
              onKeyDown={(event) => {
                // Enter applies the code, rather than sending the form around it.
                if (event.key !== "Enter") return;
                event.preventDefault();
                giftCard.apply();
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              className="flex-1 basis-52 font-mono tracking-wider uppercase placeholder:tracking-normal"
            />
            <Button
              variant="outline"
              className="shrink-0"
              disabled={giftCard.checking}
              onClick={giftCard.apply}
            >
              {giftCard.checking ? <Spinner /> : null}
              {giftCard.checking ? text.applying : text.apply}
            </Button>
          </div>
        </FormField>
      ) : (
        <Button
          variant="link"
          className="px-0"
          onClick={() => {
            revealed.current = true;
            giftCard.reveal();
          }}
        >
          <Gift aria-hidden="true" />
          {text.open}
        </Button>
      )}
      {/* A live region from the start, so the card's part is read out once applied (a refusal: the field's). */}
      <div role="status">
        {applied ? (
          <AppliedCard
            id={id}
            code={applied.code}
            balanceSen={applied.balanceSen}
            parts={parts}
            notNeeded={notNeeded}
            onRemove={giftCard.remove}
          />
        ) : null}
      </div>
    </div>
  );
}

/** The card applied: its part of the total, what is left to pay and what stays on it. */
function AppliedCard({
  id,
  code,
  balanceSen,
  parts,
  notNeeded,
  onRemove,
}: {
  id: string;
  code: string;
  balanceSen: number;
  parts: GiftCardParts;
  notNeeded: string | undefined;
  onRemove(): void;
}) {
  const text = useT().giftCards.field;
  const staysSen = balanceSen - parts.giftCardSen;
  const details = [
    `•••• ${code.slice(-4)}`,
    parts.dueSen > 0
      ? say("giftCards.field.leftToPay", { amount: formatRm(senToRm(parts.dueSen)) })
      : text.nothingLeft,
    ...(staysSen > 0 ? [say("giftCards.field.staysOnCard", { amount: formatRm(senToRm(staysSen)) })] : []),
  ];
  return (
    <div className="border-border bg-success-soft flex items-start gap-3 rounded-lg border p-3 text-sm">
      <Gift aria-hidden="true" className="text-success mt-0.5 size-4 shrink-0" />
      <div className="grid flex-1 gap-0.5">
        <p id={`${id}-applied`} className="text-foreground font-semibold">
          {parts.giftCardSen > 0
            ? say("giftCards.field.applied", { amount: formatRm(senToRm(parts.giftCardSen)) })
            : (notNeeded ?? text.nothingLeft)}
        </p>
        <p className="text-muted-foreground text-xs">{details.join(" · ")}</p>
      </div>
      <Button variant="ghost" size="sm" aria-describedby={`${id}-applied`} onClick={onRemove}>
        {text.remove}
      </Button>
    </div>
  );
}

import { GiftCardCodeSchema } from "@ivdrips/contract/gift-cards";
import { rmToSen } from "@ivdrips/contract/money";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, errorMessage } from "./api-client";
import { giftCardBalanceQueryOptions } from "./gift-card-balance";
import { useT } from "./i18n/use-t";

/** A gift card whose balance was checked: its code (normalised) and what is left on it, in sen. */
export interface AppliedGiftCard {
  code: string;
  balanceSen: number;
}

/** What the server says of a gift card it will not take: no card has the code, it is void, not a code. */
const GIFT_CARD_REFUSALS: ReadonlySet<string> = new Set([
  "giftCardNotFound",
  "giftCardVoid",
  "giftCardCodeInvalid",
]);

/**
 * A booking or package purchase (or a balance check) refused for its gift card: the code is no card's, the
 * card is void, or too many codes were tried (429, the guess limit a code brings): said at the code's field.
 */
export function isGiftCardRefusal(error: Error): boolean {
  return (
    error instanceof ApiError &&
    (error.code === "RATE_LIMITED" || GIFT_CARD_REFUSALS.has(error.ref?.messageId ?? ""))
  );
}

export interface GiftCardEntry {
  /** The code's field is shown ("Have a gift card?" pressed, or a code refused). */
  open: boolean;
  reveal(): void;
  typed: string;
  type(text: string): void;
  /** Checks the code typed: the contract's check, then its balance (GET /api/gift-cards/{code}/balance). */
  apply(): void;
  remove(): void;
  /** The server refused the code on paying (no such card, void, too many tries): said at the field. */
  refuse(error: Error): void;
  checking: boolean;
  /** The card, once its balance is known and above nothing. */
  applied: AppliedGiftCard | null;
  /** Why the code is not applied: not a code, no such card, void, empty, too many tries. */
  error: string | undefined;
}

/**
 * A gift card paying (issue 39: the booking card, a package's Buy dialog): a code typed, checked against its
 * balance, and kept in this page only (never in a draft nor the address: the code is worth its balance to
 * whoever reads it). What it pays is the server's to take when the booking or purchase is made; the balance
 * here only says what it will be.
 */
export function useGiftCard(): GiftCardEntry {
  const text = useT().giftCards.field;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const [code, setCode] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Error | null>(null);
  const balance = useQuery({
    ...giftCardBalanceQueryOptions(code ?? ""),
    enabled: code !== null,
    // The lookup is rate-limited: asked when the customer applies a code, not each time the tab comes back.
    refetchOnWindowFocus: false,
  });
  const balanceSen = balance.data ? rmToSen(balance.data.balance) : null;
  const checking = code !== null && balance.isFetching;
  // A balance read again (the same code applied again) keeps its part on the card until the answer comes.
  const usable = code !== null && refusal === null && balanceSen !== null && balanceSen > 0;

  const error =
    invalid ??
    (refusal
      ? errorMessage(refusal, text.failed)
      : checking || code === null
        ? undefined
        : balance.error
          ? errorMessage(balance.error, text.failed)
          : balanceSen === 0
            ? text.empty
            : undefined);

  return {
    open,
    reveal: () => setOpen(true),
    typed,
    type: setTyped,
    apply() {
      const parsed = GiftCardCodeSchema.safeParse(typed);
      setRefusal(null);
      if (!parsed.success) {
        setInvalid(parsed.error.issues[0]?.message ?? text.failed);
        setCode(null);
        return;
      }
      setInvalid(undefined);
      if (parsed.data === code) void balance.refetch();
      else setCode(parsed.data);
    },
    remove() {
      setCode(null);
      setTyped("");
      setInvalid(undefined);
      setRefusal(null);
      setOpen(false);
    },
    refuse(error) {
      setRefusal(error);
      setOpen(true);
    },
    checking,
    applied: usable && code !== null && balanceSen !== null ? { code, balanceSen } : null,
    error,
  };
}

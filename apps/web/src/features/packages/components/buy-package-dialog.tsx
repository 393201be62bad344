import type { DripPackage } from "@ivdrips/contract/drip-packages";
import { rmToSen, senToRm } from "@ivdrips/contract/money";
import { CHECKOUT_METHODS, PAYMENT_METHODS, type PaymentMethod } from "@ivdrips/contract/payment-methods";
import { useState, type FormEvent } from "react";
import { GiftCardField, type GiftCardParts } from "../../../components/gift-card-field";
import { PaymentMethodField } from "../../../components/payment-method-field";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { usePaymentConfig } from "../../../lib/payment-config";
import { say } from "../../../lib/stand-ins/lingui";
import { isGiftCardRefusal, useGiftCard, type GiftCardEntry } from "../../../lib/use-gift-card";
import { usePurchasePackage } from "../api/purchase-package";

/** Until the server says otherwise, every hosted checkout method is on and crypto is off. */
const ASSUMED_METHODS: Record<PaymentMethod, boolean> = {
  usdt: false,
  card: true,
  applepay: true,
  googlepay: true,
  fpx: true,
  grabpay: true,
};

/** A purchase opened to be paid in USDT/USDC: what the crypto payment names and asks for (RM `amountDue`). */
export interface CryptoPurchase {
  purchaseId: string;
  reference: string;
  amountDue: number;
}

export interface BuyPackageDialogProps {
  /** null: closed. */
  pkg: DripPackage | null;
  onClose(): void;
  /** Given, USDT/USDC is offered (when the server has crypto on): the page pays the opened purchase. */
  onCryptoCheckout?: ((purchase: CryptoPurchase) => void) | undefined;
}

/**
 * Buy: how to pay for the package (USDT/USDC where the page can take it, a card, Apple Pay or Google Pay, FPX
 * online banking, GrabPay), and a gift card's code if the customer has one (issue 39), then the hosted
 * checkout for what the card leaves; a card that pays it all goes straight to the confirmation. In crypto (no
 * gift card with it), the purchase is opened and handed to `onCryptoCheckout`.
 */
export function BuyPackageDialog({ pkg, onClose, onCryptoCheckout }: BuyPackageDialogProps) {
  return (
    <Dialog open={pkg !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* A new package starts afresh: nothing chosen or failed for another is kept. */}
      {pkg ? (
        <BuyPackageContent key={pkg.id} pkg={pkg} onClose={onClose} onCryptoCheckout={onCryptoCheckout} />
      ) : null}
    </Dialog>
  );
}

/** What a gift card (applied, its balance known) pays of the package's price, and what is left to pay. */
function partsOf(priceSen: number, giftCard: GiftCardEntry): GiftCardParts {
  const giftCardSen = Math.min(priceSen, giftCard.applied?.balanceSen ?? 0);
  return { giftCardSen, dueSen: priceSen - giftCardSen };
}

function BuyPackageContent({ pkg, onClose, onCryptoCheckout }: BuyPackageDialogProps & { pkg: DripPackage }) {
  const t = useT();
  const text = t.packages.buy;
  const enabled = usePaymentConfig().data?.methods ?? ASSUMED_METHODS;
  const [method, setMethod] = useState<PaymentMethod>("card");
  // A method the server switched off since it was chosen goes by card.
  const paymentMethod = enabled[method] ? method : "card";
  const crypto = paymentMethod === "usdt";
  const giftCard = useGiftCard();
  // USDT/USDC is quoted on the whole price: no gift card with it.
  const parts = crypto
    ? { giftCardSen: 0, dueSen: rmToSen(pkg.price) }
    : partsOf(rmToSen(pkg.price), giftCard);
  const paidWhole = parts.giftCardSen > 0 && parts.dueSen === 0;
  const purchase = usePurchasePackage();
  // From the request until the browser has left for the checkout (or the confirmation).
  const busy = purchase.isPending || purchase.isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const giftCardCode = parts.giftCardSen > 0 ? giftCard.applied?.code : undefined;
    purchase.mutate(
      { pkg, paymentMethod, giftCardCode },
      {
        onSuccess: ({ url, purchaseId, reference, amountDue }) => {
          // Opened for USDT/USDC: the page's crypto payment takes it from here.
          if (url !== null || amountDue === 0 || !onCryptoCheckout) return;
          onCryptoCheckout({ purchaseId, reference, amountDue });
          onClose();
        },
        onError: (error) => {
          // A code refused (no such card, void, too many tries) is said at its field.
          if (giftCardCode && isGiftCardRefusal(error)) return giftCard.refuse(error);
          toast({
            title: text.failedTitle,
            description: errorMessage(error, text.failed),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <DialogContent className="sm:max-w-md">
      <DialogHeader>
        <DialogTitle>{say("packages.buy.title", { name: pkg.name })}</DialogTitle>
        <DialogDescription>
          {say(
            paidWhole
              ? "packages.buy.paidByGiftCard"
              : crypto
                ? "packages.buy.inCrypto"
                : "packages.buy.description",
            {
              drips: say("packages.drips", { count: pkg.credits }),
              price: formatRm(pkg.price),
            },
          )}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy || undefined}>
        {/* Paid in full by the gift card: no method to choose, nothing goes to a checkout. */}
        {paidWhole ? null : (
          <PaymentMethodField<PaymentMethod>
            value={method}
            onChange={setMethod}
            enabled={enabled}
            methods={onCryptoCheckout ? PAYMENT_METHODS : CHECKOUT_METHODS}
          />
        )}
        <GiftCardField id="package-gift-card" giftCard={giftCard} parts={parts} crypto={crypto} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {text.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={busy || giftCard.checking}>
            {busy ? (
              <>
                <Spinner />
                {paidWhole || crypto ? text.buying : text.redirecting}
              </>
            ) : paidWhole ? (
              text.payWithGiftCard
            ) : (
              say("packages.buy.pay", { price: formatRm(senToRm(parts.dueSen)) })
            )}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

import type { DripPackage } from "@ivdrips/contract/drip-packages";
import { CHECKOUT_METHODS, type CheckoutMethod, type PaymentMethod } from "@ivdrips/contract/payment-methods";
import { useState, type FormEvent } from "react";
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
import { usePurchasePackage } from "../api/purchase-package";

/** Until the server says otherwise, every hosted checkout method is on (a package is never paid in crypto). */
const ASSUMED_METHODS: Record<PaymentMethod, boolean> = {
  usdt: false,
  card: true,
  applepay: true,
  googlepay: true,
  fpx: true,
  grabpay: true,
};

/**
 * Buy: how to pay for the package (a card, Apple Pay or Google Pay, FPX online banking, GrabPay), then the
 * hosted checkout at its price. `pkg` null: closed.
 */
export function BuyPackageDialog({ pkg, onClose }: { pkg: DripPackage | null; onClose(): void }) {
  return (
    <Dialog open={pkg !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* A new package starts afresh: nothing chosen or failed for another is kept. */}
      {pkg ? <BuyPackageContent key={pkg.id} pkg={pkg} /> : null}
    </Dialog>
  );
}

function BuyPackageContent({ pkg }: { pkg: DripPackage }) {
  const t = useT();
  const text = t.packages.buy;
  const enabled = usePaymentConfig().data?.methods ?? ASSUMED_METHODS;
  const [method, setMethod] = useState<CheckoutMethod>("card");
  const purchase = usePurchasePackage();
  // From the request until the browser has left for the checkout.
  const busy = purchase.isPending || purchase.isSuccess;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A method the server switched off since it was chosen goes by card.
    const paymentMethod = enabled[method] ? method : "card";
    purchase.mutate(
      { pkg, paymentMethod },
      {
        onError: (error) =>
          toast({
            title: text.failedTitle,
            description: errorMessage(error, text.failed),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <DialogContent className="sm:max-w-md">
      <DialogHeader>
        <DialogTitle>{say("packages.buy.title", { name: pkg.name })}</DialogTitle>
        <DialogDescription>
          {say("packages.buy.description", {
            drips: say("packages.drips", { count: pkg.credits }),
            price: formatRm(pkg.price),
          })}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy || undefined}>
        <PaymentMethodField<CheckoutMethod>
          value={method}
          onChange={setMethod}
          enabled={enabled}
          methods={CHECKOUT_METHODS}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {text.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={busy}>
            {busy ? (
              <>
                <Spinner />
                {text.redirecting}
              </>
            ) : (
              say("packages.buy.pay", { price: formatRm(pkg.price) })
            )}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

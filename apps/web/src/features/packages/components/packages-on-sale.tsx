import type { DripPackage } from "@ivdrips/contract/drip-packages";
import { CalendarCheck, CreditCard, MoonStar, PackageOpen, RefreshCw } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n/use-t";
import { Link } from "../../../lib/router";
import { useAuthDialogs, useSession } from "../../../lib/session";
import { useContinueAfterAccount } from "../../../lib/use-continue-after-account";
import { usePackages } from "../api/get-packages";
import { BuyPackageDialog, type CryptoPurchase } from "./buy-package-dialog";
import { PackageCard } from "./package-card";

/**
 * /packages' body (issue 39): the packages on sale as cards, each with Buy, and how packages work. Buy asks a
 * signed-out visitor to sign in first (the package's dialog opens once they have), then how to pay;
 * `onCryptoCheckout` (the page's crypto payment) offers USDT/USDC too.
 */
export function PackagesOnSale({
  onCryptoCheckout,
}: {
  onCryptoCheckout?: ((purchase: CryptoPurchase) => void) | undefined;
} = {}) {
  const t = useT();
  const text = t.packages.page;
  const packages = usePackages();
  const { status } = useSession();
  const { setOpen } = useAuthDialogs();
  const [buying, setBuying] = useState<DripPackage | null>(null);
  const [waiting, setWaiting] = useState<DripPackage | null>(null);
  const continueAfterAccount = useContinueAfterAccount(() => setBuying(waiting));

  const buy = (pkg: DripPackage) => {
    if (status === "authenticated") {
      setBuying(pkg);
      return;
    }
    setWaiting(pkg);
    continueAfterAccount();
    if (status === "unauthenticated") setOpen("login");
  };

  return (
    <div className="grid gap-14">
      {packages.isPending ? (
        <div
          role="status"
          className="text-muted-foreground flex items-center justify-center gap-3 py-16 text-sm"
        >
          <Spinner className="text-primary size-5" />
          {text.loading}
        </div>
      ) : packages.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <p className="text-destructive font-medium">{errorMessage(packages.error, text.loadFailed)}</p>
          <Button variant="outline" onClick={() => void packages.refetch()} disabled={packages.isFetching}>
            {packages.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            {text.tryAgain}
          </Button>
        </Card>
      ) : packages.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <span aria-hidden="true" className="bg-primary-soft text-primary rounded-full p-3">
            <PackageOpen className="size-6" />
          </span>
          <h2 className="font-display text-foreground text-xl font-semibold">{text.none}</h2>
          <p className="text-muted-foreground">{text.noneHint}</p>
          <Button asChild>
            <Link to="/services">{text.browseServices}</Link>
          </Button>
        </Card>
      ) : (
        <ul aria-label={text.listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {packages.data.map((pkg) => (
            <li key={pkg.id} className="grid">
              <PackageCard pkg={pkg} onBuy={() => buy(pkg)} />
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="packages-how" className="grid gap-6">
        <h2 id="packages-how" className="font-display text-foreground text-2xl font-semibold tracking-tight">
          {text.howTitle}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          <Step icon={<CreditCard />}>{text.how.buy}</Step>
          <Step icon={<CalendarCheck />}>{text.how.book}</Step>
          <Step icon={<MoonStar />}>{text.how.surcharge}</Step>
        </ol>
      </section>

      <BuyPackageDialog pkg={buying} onClose={() => setBuying(null)} onCryptoCheckout={onCryptoCheckout} />
    </div>
  );
}

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="bg-muted/60 flex items-start gap-3 rounded-xl p-4 text-sm leading-relaxed">
      <span
        aria-hidden="true"
        className="bg-primary-soft text-primary shrink-0 rounded-full p-2 [&_svg]:size-4"
      >
        {icon}
      </span>
      <span className="pt-1">{children}</span>
    </li>
  );
}

import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import { PackageCreditCard } from "../../../components/package-credit-card";
import { useAccountCredits } from "../../../lib/account-credits";
import { useT } from "../../../lib/i18n/use-t";
import { Link } from "../../../lib/router";

/** Those still paying for visits first, the soonest to end first; then the used up and expired. */
function byUse(a: PackageCredit, b: PackageCredit): number {
  if (a.usable !== b.usable) return a.usable ? -1 : 1;
  return a.expiresAt.localeCompare(b.expiresAt);
}

/**
 * My Account's "Your packages" (issue 39): each drip package the customer paid for, with its drips left, until
 * when they pay, and the drips it covers. Nothing at all for a customer who has none (or while they load).
 */
export function MyPackages({ userId }: { userId: string }) {
  const t = useT();
  const credits = useAccountCredits(userId);
  if (!credits.data || credits.data.length === 0) return null;
  return (
    <section aria-labelledby="my-packages" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="my-packages" className="font-display text-xl font-semibold tracking-tight">
          {t.packages.account.title}
        </h2>
        <Link to="/packages" className="text-primary text-sm font-medium underline-offset-4 hover:underline">
          {t.packages.account.seePackages}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {[...credits.data].sort(byUse).map((credit) => (
          <li key={credit.purchaseId} className="grid grid-cols-1">
            <PackageCreditCard credit={credit} />
          </li>
        ))}
      </ul>
    </section>
  );
}

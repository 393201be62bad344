import { PackageConfirmation } from "../../features/packages/components/package-confirmation";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";
import { useSearchParams } from "../../lib/router";

/** /packages/confirmation?session_id=…: where a package's checkout comes back once paid (issue 39). */
export function PackageConfirmationPage() {
  const t = useT();
  usePageMeta(t.packages.confirmation.pageTitle, t.packages.confirmation.pageDescription);
  const [search] = useSearchParams();
  const sessionId = search.get("session_id")?.trim() || null;
  return (
    <main className="w-full px-4 py-10 sm:px-6 sm:py-14">
      <PackageConfirmation sessionId={sessionId} />
    </main>
  );
}

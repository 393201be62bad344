import { useMemo } from "react";
import { useSearchParams } from "../../lib/router";
import { BookingConfirmation } from "../../features/confirmation/components/booking-confirmation";
import { readConfirmationParams } from "../../features/confirmation/lib/confirmation-details";
import { useT } from "../../lib/i18n/use-t";
import { usePageMeta } from "../../lib/page-meta";

/** /booking-confirmation?session_id=… | ?crypto_tx=…&booking_id=… (SPEC §2 "Booking confirmation"). */
export function BookingConfirmationPage() {
  const t = useT();
  usePageMeta(t.confirmation.pageTitle, t.confirmation.pageDescription);
  const [search] = useSearchParams();
  const params = useMemo(() => readConfirmationParams(search), [search]);
  return (
    <main className="w-full px-4 py-10 sm:px-6 sm:py-14">
      <BookingConfirmation params={params} />
    </main>
  );
}

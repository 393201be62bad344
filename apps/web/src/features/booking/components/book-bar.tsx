import { whatsappLink } from "@ivdrips/contract/whatsapp";
import { MessageCircle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { BOOKING_CARD_ANCHOR } from "../../../lib/book-again";
import { formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";

/** Brings the booking card into view and puts the keyboard on its first choice (a day). */
export function goToBookingCard(): void {
  const card = document.getElementById(BOOKING_CARD_ANCHOR);
  if (!card) return;
  card.scrollIntoView({ behavior: "smooth", block: "start" });
  const firstDay = card.querySelector<HTMLElement>("button[data-day]:not([disabled])");
  firstDay?.focus({ preventScroll: true });
}

/**
 * Below the laptop layout (where the card sits beside the page), Book stays in reach: a bar at the bottom with
 * the price, the WhatsApp chat (in place of the floating button, which would sit on the bar; styles.css) and
 * Book, which goes to the card.
 */
export function BookBar({ price, whatsappNumber }: { price: number; whatsappNumber: string | undefined }) {
  const t = useT();
  return (
    <div
      data-book-bar=""
      role="region"
      aria-label={t.booking.page.bookBar.region}
      className="border-border fixed inset-x-0 bottom-0 z-40 border-t bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <p className="min-w-0 flex-1 leading-tight">
          <span className="text-foreground block text-base font-semibold">{formatRm(price)}</span>
          <span className="text-muted-foreground block text-xs">{t.booking.page.bookBar.perPerson}</span>
        </p>
        {whatsappNumber ? (
          <a
            href={whatsappLink(whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.layout.chatOnWhatsApp}
            className="grid size-11 shrink-0 place-items-center rounded-full bg-[#1f8f4e] text-white"
          >
            <MessageCircle className="size-6" aria-hidden />
          </a>
        ) : null}
        <Button size="lg" className="shrink-0" onClick={goToBookingCard}>
          {t.booking.page.bookBar.book}
        </Button>
      </div>
    </div>
  );
}

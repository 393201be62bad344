import { whatsappLink } from "@ivdrips/contract/whatsapp";
import { MessageCircle } from "lucide-react";
import { useT } from "../../lib/i18n/use-t";

/**
 * SPEC §1: the floating chat button, bottom right, with its tooltip and prefilled message. The tooltip is
 * drawn by CSS alone (shown 700 ms into a hover, SPEC §9, and at once on keyboard focus): a script for it
 * would be loaded by every page. Placed in the footer, whose landmark it is in wherever it floats.
 */
export function WhatsAppButton({ number }: { number: string | undefined }) {
  const t = useT();
  if (!number) return null;
  return (
    <a
      href={whatsappLink(number)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.layout.chatOnWhatsApp}
      data-whatsapp-float=""
      className="group fixed right-6 bottom-6 z-40 grid size-14 place-items-center rounded-full bg-[#1f8f4e] text-white shadow-lg transition-transform hover:scale-105"
    >
      <MessageCircle className="size-7" aria-hidden />
      <span
        role="tooltip"
        className="bg-foreground text-background invisible absolute right-full mr-1.5 rounded-md px-3 py-1.5 w-max text-xs transition-[visibility] group-hover:visible group-hover:delay-700 group-focus-visible:visible"
      >
        {t.layout.chatOnWhatsApp}
      </span>
    </a>
  );
}

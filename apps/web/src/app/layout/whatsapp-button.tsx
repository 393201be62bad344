import { whatsappLink } from "@ivdrips/contract/public-config";
import { MessageCircle } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip";
import { useT } from "../../lib/i18n/use-t";

/** SPEC §1: the floating chat button, bottom right, with its tooltip and prefilled message. */
export function WhatsAppButton({ number }: { number: string | undefined }) {
  const t = useT();
  if (!number) return null;
  return (
    <aside aria-label={t.layout.chatWithUs}>
      <Tooltip>
        <TooltipTrigger asChild>
          <a
            href={whatsappLink(number)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.layout.chatOnWhatsApp}
            className="fixed right-6 bottom-6 z-40 grid size-14 place-items-center rounded-full bg-[#1f8f4e] text-white shadow-lg transition-transform hover:scale-105"
          >
            <MessageCircle className="size-7" aria-hidden />
          </a>
        </TooltipTrigger>
        <TooltipContent side="left">{t.layout.chatOnWhatsApp}</TooltipContent>
      </Tooltip>
    </aside>
  );
}

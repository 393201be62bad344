import { whatsappLink } from "@ivdrips/contract/public-config";
import { MessageCircle } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "../../components/ui/tooltip";

/** SPEC §1: the floating chat button, bottom right, with its tooltip and prefilled message. */
export function WhatsAppButton({ number }: { number: string | undefined }) {
  if (!number) return null;
  return (
    <aside aria-label="Chat with us">
      <Tooltip>
        <TooltipTrigger asChild>
          <a
            href={whatsappLink(number)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Chat with us on WhatsApp"
            className="fixed right-6 bottom-6 z-40 grid size-14 place-items-center rounded-full bg-[#1f8f4e] text-white shadow-lg transition-transform hover:scale-105"
          >
            <MessageCircle className="size-7" aria-hidden />
          </a>
        </TooltipTrigger>
        <TooltipContent side="left">Chat with us on WhatsApp</TooltipContent>
      </Tooltip>
    </aside>
  );
}

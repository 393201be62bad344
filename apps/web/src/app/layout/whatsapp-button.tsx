import { whatsappLink } from "@ivdrips/contract/whatsapp";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { useT } from "../../lib/i18n/use-t";
import { loader } from "../../lib/load-on-intent";
import type { TooltipIntent } from "./whatsapp-tooltip";

// The tooltip's Radix code (and its positioning library) loads on the first hover or focus.
const loadTooltip = loader(() => import("./whatsapp-tooltip"));

/** SPEC §1: the floating chat button, bottom right, with its tooltip and prefilled message. */
export function WhatsAppButton({ number }: { number: string | undefined }) {
  const t = useT();
  const [tooltip, setTooltip] = useState(loadTooltip.current);
  const [intent, setIntent] = useState<TooltipIntent | null>(null);
  if (!number) return null;

  const begin = (focus: boolean) => {
    setIntent({ since: Date.now(), focus });
    if (!tooltip)
      loadTooltip().then(
        (module) => setTooltip(() => module),
        () => undefined,
      );
  };
  const link = (
    <a
      href={whatsappLink(number)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.layout.chatOnWhatsApp}
      className="fixed right-6 bottom-6 z-40 grid size-14 place-items-center rounded-full bg-[#1f8f4e] text-white shadow-lg transition-transform hover:scale-105"
      // As Radix's closed trigger has them, so nothing changes when the tooltip arrives.
      {...(tooltip ? {} : { "data-state": "closed", "data-slot": "tooltip-trigger" })}
      onPointerEnter={() => begin(false)}
      onPointerLeave={() => setIntent(null)}
      onFocus={() => begin(true)}
      onBlur={() => setIntent(null)}
    >
      <MessageCircle className="size-7" aria-hidden />
    </a>
  );
  return (
    <aside aria-label={t.layout.chatWithUs}>
      {tooltip ? (
        <tooltip.WhatsAppTooltip link={link} label={t.layout.chatOnWhatsApp} intent={intent} />
      ) : (
        link
      )}
    </aside>
  );
}

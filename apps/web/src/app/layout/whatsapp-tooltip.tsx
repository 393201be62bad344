import { useEffect, useRef, useState, type ReactElement } from "react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "../../components/ui/tooltip";

/** SPEC §9: tooltips open after 700 ms, and 300 ms once one has been shown. */
const DELAY_MS = 700;

/** The hover or focus that fetched this chunk: when it began, and whether it was focus. */
export interface TooltipIntent {
  since: number;
  focus: boolean;
}

/**
 * The WhatsApp button's tooltip (its own chunk: loaded on the first hover or focus). The hover that loaded it
 * is already under way, so it opens after what is left of the delay (at once for focus, as Radix does);
 * from then on Radix handles every hover itself.
 */
export function WhatsAppTooltip({
  link,
  label,
  intent,
}: {
  link: ReactElement;
  label: string;
  intent: TooltipIntent | null;
}) {
  const [open, setOpen] = useState(false);
  const first = useRef(true);
  useEffect(() => {
    if (!first.current) return;
    if (!intent) {
      first.current = false;
      return;
    }
    if (intent.focus) {
      first.current = false;
      setOpen(true);
      return;
    }
    const timer = setTimeout(
      () => {
        first.current = false;
        setOpen(true);
      },
      Math.max(0, intent.since + DELAY_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [intent]);

  return (
    <TooltipProvider delayDuration={DELAY_MS} skipDelayDuration={300}>
      <Tooltip open={open} onOpenChange={setOpen}>
        <TooltipTrigger asChild>{link}</TooltipTrigger>
        <TooltipContent side="left">{label}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

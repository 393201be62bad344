import { Droplet } from "lucide-react";
import { formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { cn } from "../../../lib/stand-ins/cn";
import { say } from "../../../lib/stand-ins/lingui";

/**
 * The card as the form has it so far: the amount and for whom. A picture of what the form says, so hidden
 * from assistive technology, which reads the form itself.
 */
export function GiftCardPreview({
  amount,
  recipientName,
  className,
}: {
  /** RM, or null while the amount typed is not one. */
  amount: number | null;
  recipientName: string;
  className?: string;
}) {
  const t = useT();
  const text = t.giftCards.preview;
  const name = recipientName.trim();
  return (
    <div
      aria-hidden="true"
      data-testid="gift-card-preview"
      className={cn(
        "from-primary text-primary-foreground relative flex aspect-[1.6] flex-col justify-between overflow-hidden rounded-2xl bg-gradient-to-br to-foreground p-6 shadow-soft",
        className,
      )}
    >
      <Droplet className="absolute -right-8 -bottom-10 size-44 text-white/10" strokeWidth={1.25} />
      <div className="relative flex items-center justify-between gap-3">
        <span className="font-display text-lg font-semibold tracking-tight">{t.common.brand}</span>
        <span className="text-accent text-xs font-semibold tracking-wider uppercase">{text.label}</span>
      </div>
      <p className="font-display relative text-4xl font-semibold tracking-tight tabular-nums sm:text-5xl">
        {amount === null ? "RM —" : formatRm(amount)}
      </p>
      <p className="relative truncate text-sm text-white/85">
        {name ? say("giftCards.preview.for", { name }) : text.someone}
      </p>
    </div>
  );
}

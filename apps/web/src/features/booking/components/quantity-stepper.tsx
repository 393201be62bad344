import { say } from "../../../lib/stand-ins/lingui";
import { MAX_QUANTITY, MIN_QUANTITY } from "@ivdrips/contract/bookings";
import { Minus, Plus } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../lib/i18n/use-t";

export interface QuantityStepperProps {
  value: number;
  onChange(quantity: number): void;
}

/** SPEC §5 "Quantity" with ARCHITECTURE's bound: 1 to 10 drips in one visit. */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <span id="quantity-label" className="text-foreground text-sm font-medium">
        {t.booking.quantity.label}
      </span>
      <div role="group" aria-labelledby="quantity-label" className="flex items-center gap-3">
        <Button
          variant="outline"
          size="icon"
          aria-label={t.booking.quantity.decrease}
          disabled={value <= MIN_QUANTITY}
          onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          aria-label={t.booking.quantity.label}
          className="min-w-8 text-center text-lg font-semibold"
        >
          {value}
        </output>
        <Button
          variant="outline"
          size="icon"
          aria-label={t.booking.quantity.increase}
          disabled={value >= MAX_QUANTITY}
          onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}
        >
          <Plus aria-hidden="true" />
        </Button>
        <span className="text-muted-foreground text-xs">
          {say("booking.quantity.limit", { max: MAX_QUANTITY })}
        </span>
      </div>
    </div>
  );
}

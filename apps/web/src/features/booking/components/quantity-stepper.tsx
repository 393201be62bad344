import { MAX_QUANTITY, MIN_QUANTITY } from "@ivdrips/contract/bookings";
import { Minus, Plus } from "lucide-react";
import { Button } from "../../../components/ui/button";

export interface QuantityStepperProps {
  value: number;
  onChange(quantity: number): void;
}

/** SPEC §5 "Quantity" with ARCHITECTURE's bound: 1 to 10 drips in one visit. */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  return (
    <div className="grid gap-2">
      <span id="quantity-label" className="text-foreground text-sm font-medium">
        Quantity
      </span>
      <div role="group" aria-labelledby="quantity-label" className="flex items-center gap-3">
        <Button
          variant="outline"
          size="icon"
          aria-label="Decrease quantity"
          disabled={value <= MIN_QUANTITY}
          onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          aria-label="Quantity"
          className="min-w-8 text-center text-lg font-semibold"
        >
          {value}
        </output>
        <Button
          variant="outline"
          size="icon"
          aria-label="Increase quantity"
          disabled={value >= MAX_QUANTITY}
          onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}
        >
          <Plus aria-hidden="true" />
        </Button>
        <span className="text-muted-foreground text-xs">Up to {MAX_QUANTITY} per visit</span>
      </div>
    </div>
  );
}

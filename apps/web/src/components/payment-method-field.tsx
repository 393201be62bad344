import type { PaymentMethod } from "@ivdrips/contract/payments";
import { Apple, Coins, CreditCard, Landmark, Smartphone, Wallet } from "lucide-react";
import type { ComponentType } from "react";
import { cn } from "../lib/stand-ins/cn";
import { sayFieldMessage } from "../lib/i18n/say-field-message";
import { useT } from "../lib/i18n/use-t";
import { paymentMethodName } from "../lib/payment-method-name";

/** The choices in order; crypto is one choice of two tokens, named for both. */
const OPTIONS: { value: PaymentMethod; Icon: ComponentType<{ className?: string }> }[] = [
  { value: "usdt", Icon: Coins },
  { value: "card", Icon: CreditCard },
  { value: "applepay", Icon: Apple },
  { value: "googlepay", Icon: Smartphone },
  // Malaysia's everyday rails (issue 39): bank transfers and the e-wallet, through the same checkout.
  { value: "fpx", Icon: Landmark },
  { value: "grabpay", Icon: Wallet },
];

export interface PaymentMethodFieldProps {
  value: PaymentMethod | undefined;
  onChange(method: PaymentMethod): void;
  /** Methods the server has switched on; the others are shown disabled. */
  enabled: Record<PaymentMethod, boolean>;
  error?: string | undefined;
}

/** SPEC §9: USDT/USDC, Card, Apple Pay, Google Pay, then FPX and GrabPay (issue 39), as one radio group. */
export function PaymentMethodField({ value, onChange, enabled, error }: PaymentMethodFieldProps) {
  const t = useT();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "payment-method-error" : undefined}>
      <legend className="text-foreground mb-2 text-sm font-medium">{t.payments.method.legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPTIONS.map(({ value: method, Icon }) => {
          const disabled = !enabled[method];
          const checked = value === method;
          return (
            <label
              key={method}
              className={cn(
                "flex min-h-12 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm font-medium",
                "transition-[color,background-color,border-color,box-shadow] duration-150",
                "has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2",
                checked
                  ? "border-primary bg-primary-soft text-foreground"
                  : "border-border hover:border-primary/50",
                disabled && "bg-muted/50 text-muted-foreground cursor-not-allowed border-transparent",
              )}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(method)}
                className="accent-primary size-4 shrink-0"
              />
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span>{method === "usdt" ? "USDT/USDC" : paymentMethodName(method, t)}</span>
            </label>
          );
        })}
      </div>
      {!enabled.usdt ? (
        <p className="text-muted-foreground text-xs">{t.payments.method.cryptoUnavailable}</p>
      ) : null}
      {error ? (
        <p id="payment-method-error" className="text-destructive text-sm">
          {sayFieldMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

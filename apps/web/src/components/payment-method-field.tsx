import { PAYMENT_METHODS, type PaymentMethod } from "@ivdrips/contract/payment-methods";
import { Apple, Coins, CreditCard, Landmark, Smartphone, Wallet } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { cn } from "../lib/stand-ins/cn";
import { sayFieldMessage } from "../lib/i18n/say-field-message";
import { useT } from "../lib/i18n/use-t";
import { paymentMethodName } from "../lib/payment-method-name";

/** Each method's icon; crypto is one choice of two tokens, named for both. */
const ICONS: Record<PaymentMethod, ComponentType<{ className?: string }>> = {
  usdt: Coins,
  card: CreditCard,
  applepay: Apple,
  googlepay: Smartphone,
  // Malaysia's everyday rails (issue 39): bank transfers and the e-wallet, through the same checkout.
  fpx: Landmark,
  grabpay: Wallet,
};

/** The radio group's name: one group of payment methods on a screen at a time. */
const GROUP = "paymentMethod";

export interface PaymentMethodFieldProps<M extends string = PaymentMethod> {
  value: M | undefined;
  onChange(method: M): void;
  /** Methods the server has switched on; the others are shown disabled. */
  enabled: Record<PaymentMethod, boolean>;
  /** The methods offered, in order (SPEC §9's: USDT/USDC, Card, Apple Pay, Google Pay, FPX, GrabPay). */
  methods?: readonly PaymentMethod[];
  error?: string | undefined;
  /** What the choice made means, under the choices (e.g. what a package credit leaves to pay). */
  note?: ReactNode;
  /** Choices of the caller's own before the methods (MethodTile), e.g. a package credit. */
  children?: ReactNode;
}

/**
 * SPEC §9: the payment methods as one radio group (the booking card; a package's purchase, where USDT/USDC is
 * offered only on a page that can take a crypto payment). A caller may put choices of its own first, as tiles
 * of the same group.
 */
export function PaymentMethodField<M extends string = PaymentMethod>({
  value,
  onChange,
  enabled,
  methods = PAYMENT_METHODS,
  error,
  note,
  children,
}: PaymentMethodFieldProps<M>) {
  const t = useT();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "payment-method-error" : undefined}>
      <legend className="text-foreground mb-2 text-sm font-medium">{t.payments.method.legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {children}
        {methods.map((method) => {
          const Icon = ICONS[method];
          return (
            <MethodTile
              key={method}
              value={method}
              checked={value === method}
              disabled={!enabled[method]}
              onChange={() => onChange(method as M)}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span>{method === "usdt" ? "USDT/USDC" : paymentMethodName(method, t)}</span>
            </MethodTile>
          );
        })}
      </div>
      {note ? (
        <p role="status" className="bg-info-soft text-foreground rounded-lg px-3 py-2 text-sm">
          {note}
        </p>
      ) : null}
      {methods.includes("usdt") && !enabled.usdt ? (
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

/** One choice of the payment method group: its radio, then what names it. */
export function MethodTile({
  value,
  checked,
  disabled = false,
  onChange,
  className,
  children,
}: {
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange(): void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "flex min-h-12 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm font-medium",
        "transition-[color,background-color,border-color,box-shadow] duration-150",
        "has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2",
        checked ? "border-primary bg-primary-soft text-foreground" : "border-border hover:border-primary/50",
        disabled && "bg-muted/50 text-muted-foreground cursor-not-allowed border-transparent",
        className,
      )}
    >
      <input
        type="radio"
        name={GROUP}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="accent-primary size-4 shrink-0"
      />
      {children}
    </label>
  );
}

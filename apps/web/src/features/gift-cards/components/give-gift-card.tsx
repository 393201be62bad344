import { zodResolver } from "@hookform/resolvers/zod";
import { GIFT_CARD_MAX_RM, GIFT_CARD_MIN_RM } from "@ivdrips/contract/gift-cards";
import { CHECKOUT_METHODS, type PaymentMethod } from "@ivdrips/contract/payment-methods";
import { Gift, Mail, WalletCards } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import { PaymentMethodField } from "../../../components/payment-method-field";
import { CountedTextareaField } from "../../../components/ui/character-count";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { fieldA11y, FormField, InputField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { usePaymentConfig } from "../../../lib/payment-config";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { useAuthDialogs, useSession } from "../../../lib/session";
import { say } from "../../../lib/stand-ins/lingui";
import { useContinueAfterAccount } from "../../../lib/use-continue-after-account";
import { usePurchaseGiftCard } from "../api/purchase-gift-card";
import {
  AMOUNT_PRESETS,
  GiftCardFormSchema,
  readRm,
  sendWindow,
  toGiftCardRequest,
  type GiftCardFormInput,
  type GiftCardFormValues,
} from "../lib/gift-card-form";
import { BalanceCheck } from "./balance-check";
import { ChoiceTile } from "./choice-tile";
import { GiftCardPreview } from "./gift-card-preview";

const MESSAGE_MAX = 500;
const DEFAULT_AMOUNT = 500;
/** The fields a 400 may name, shown under each. */
const FIELDS: readonly Path<GiftCardFormInput>[] = [
  "amount",
  "recipientName",
  "recipientEmail",
  "message",
  "sendOn",
  "paymentMethod",
];

/** Until the server says otherwise, every hosted checkout method is on (a gift card is never paid in crypto). */
const ASSUMED_METHODS: Record<PaymentMethod, boolean> = {
  usdt: false,
  card: true,
  applepay: true,
  googlepay: true,
  fpx: true,
  grabpay: true,
};

/** The amount typed, when it is one a card may be bought for (the preview and Pay show it). */
function validAmount(typed: string): number | null {
  const rm = readRm(typed);
  return rm >= GIFT_CARD_MIN_RM && rm <= GIFT_CARD_MAX_RM ? rm : null;
}

/**
 * /gift-cards (issue 39): the form to give a gift card beside what it will look like, how it works and the
 * balance check. Pay opens the hosted checkout; a visitor who is not signed in is asked to sign in first (what
 * they typed stays in the form), and the payment goes ahead once they have.
 */
export function GiveGiftCard() {
  const t = useT();
  const text = t.giftCards.form;
  const id = useId();
  const { status } = useSession();
  const { setOpen } = useAuthDialogs();
  const purchase = usePurchaseGiftCard();
  const enabled = usePaymentConfig().data?.methods ?? ASSUMED_METHODS;
  const days = sendWindow();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<GiftCardFormInput, unknown, GiftCardFormValues>({
    resolver: zodResolver(GiftCardFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      amount: String(DEFAULT_AMOUNT),
      recipientName: "",
      recipientEmail: "",
      message: "",
      sendOn: days.first,
      paymentMethod: "card",
    },
  });
  const [amount, recipientName, message] = useWatch({
    control,
    name: ["amount", "recipientName", "message"],
  });
  const [custom, setCustom] = useState(false);
  const amountNow = validAmount(amount);
  // From the request until the browser has left for the checkout.
  const leaving = purchase.isPending || purchase.isSuccess;
  const signedOut = status === "unauthenticated";

  const choosePreset = (rm: number) => {
    setCustom(false);
    setValue("amount", String(rm), { shouldValidate: isSubmitted });
  };
  const chooseCustom = () => {
    setCustom(true);
    setValue("amount", "", { shouldValidate: false });
  };

  const pay = (values: GiftCardFormValues) => {
    // A method the server switched off since it was chosen goes by card.
    const paymentMethod = enabled[values.paymentMethod] ? values.paymentMethod : "card";
    purchase.reset();
    purchase.mutate(toGiftCardRequest({ ...values, paymentMethod }), {
      onError: (error) => showServerFieldErrors(error, FIELDS, setError),
    });
  };
  // Signed in from the dialog Pay opened: the form is read again (it may have changed) and paid.
  const continueAfterAccount = useContinueAfterAccount(() => void handleSubmit(pay)());
  const onSubmit = handleSubmit((values) => {
    if (status === "authenticated") {
      pay(values);
      return;
    }
    // A session still loading is waited for; a visitor without one signs in first.
    continueAfterAccount();
    if (signedOut) setOpen("login");
  });

  const amountError = errors.amount?.message;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-5">
      <Card className="p-5 sm:p-8 lg:col-span-3">
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold tracking-tight">
          {text.title}
        </h2>
        <form
          noValidate
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => void onSubmit(event)}
          className="mt-6 grid gap-6"
          aria-busy={leaving || undefined}
        >
          <fieldset className="grid gap-3">
            <legend className="text-foreground mb-2 text-sm font-medium">{text.amount}</legend>
            <div className="grid grid-cols-2 gap-2">
              {AMOUNT_PRESETS.map((rm) => (
                <ChoiceTile
                  key={rm}
                  name={`${id}-amount`}
                  value={String(rm)}
                  checked={!custom && readRm(amount) === rm}
                  onChange={() => choosePreset(rm)}
                  className="justify-center tabular-nums"
                >
                  {formatRm(rm)}
                </ChoiceTile>
              ))}
              <ChoiceTile
                name={`${id}-amount`}
                value="custom"
                checked={custom || !AMOUNT_PRESETS.some((rm) => readRm(amount) === rm)}
                onChange={chooseCustom}
                className="justify-center"
              >
                {text.otherAmount}
              </ChoiceTile>
            </div>
            {custom || amountError ? (
              <FormField
                id={`${id}-amount-rm`}
                label={text.customAmount}
                hint={text.amountHint}
                error={amountError}
                className="mt-1 sm:max-w-xs"
              >
                <div className="relative">
                  <span
                    aria-hidden="true"
                    className="text-muted-foreground pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm font-medium"
                  >
                    RM
                  </span>
                  <Input
                    {...fieldA11y(`${id}-amount-rm`, amountError, { hint: true, required: true })}
                    inputMode="decimal"
                    autoComplete="off"
                    className="pl-12 tabular-nums"
                    {...register("amount")}
                  />
                </div>
              </FormField>
            ) : null}
          </fieldset>

          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              label={text.recipientName}
              error={errors.recipientName?.message}
              autoComplete="off"
              aria-required
              {...register("recipientName")}
            />
            <InputField
              label={text.recipientEmail}
              hint={text.recipientEmailHint}
              error={errors.recipientEmail?.message}
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              aria-required
              {...register("recipientEmail")}
            />
          </div>

          <CountedTextareaField
            id={`${id}-message`}
            label={text.message}
            error={errors.message?.message}
            placeholder={text.messagePlaceholder}
            registration={register("message")}
            length={message?.length ?? 0}
            max={MESSAGE_MAX}
            over={(message?.length ?? 0) > MESSAGE_MAX}
            spoken={say("giftCards.form.messageCount", { count: message?.length ?? 0, max: MESSAGE_MAX })}
          />

          <FormField
            id={`${id}-send-on`}
            label={text.sendOn}
            hint={text.sendOnHint}
            error={errors.sendOn?.message}
            className="sm:max-w-xs"
          >
            <Input
              {...fieldA11y(`${id}-send-on`, errors.sendOn?.message, { hint: true, required: true })}
              type="date"
              min={days.first}
              max={days.last}
              {...register("sendOn")}
            />
          </FormField>

          <Controller
            control={control}
            name="paymentMethod"
            render={({ field }) => (
              <PaymentMethodField
                value={field.value}
                onChange={field.onChange}
                enabled={enabled}
                methods={CHECKOUT_METHODS}
                error={errors.paymentMethod?.message}
              />
            )}
          />

          {purchase.isError ? (
            <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
              {errorMessage(purchase.error, text.failed)}
            </p>
          ) : null}

          <div className="border-border grid gap-3 border-t pt-6">
            {signedOut ? (
              <p className="bg-info-soft text-foreground rounded-lg px-4 py-3 text-sm">{text.signInNote}</p>
            ) : null}
            <Button type="submit" size="lg" disabled={leaving} className="w-full">
              {leaving ? (
                <>
                  <Spinner />
                  {text.redirecting}
                </>
              ) : signedOut ? (
                text.signInToPay
              ) : amountNow === null ? (
                text.payPlain
              ) : (
                say("giftCards.form.pay", { amount: formatRm(amountNow) })
              )}
            </Button>
          </div>
        </form>
      </Card>

      <div className="grid gap-6 lg:sticky lg:top-24 lg:col-span-2">
        <GiftCardPreview amount={amountNow} recipientName={recipientName} />
        <HowItWorks />
        <BalanceCheck />
      </div>
    </div>
  );
}

function HowItWorks() {
  const t = useT();
  const text = t.giftCards.steps;
  return (
    <section aria-labelledby="gift-card-steps" className="grid gap-4">
      <h2 id="gift-card-steps" className="font-display text-xl font-semibold tracking-tight">
        {text.title}
      </h2>
      <ol className="grid gap-3 text-sm">
        <Step icon={<Gift />}>{text.choose}</Step>
        <Step icon={<Mail />}>{text.email}</Step>
        <Step icon={<WalletCards />}>{text.spend}</Step>
      </ol>
    </section>
  );
}

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="bg-primary-soft text-primary shrink-0 rounded-full p-2 [&_svg]:size-4"
      >
        {icon}
      </span>
      <span className="pt-1 leading-relaxed">{children}</span>
    </li>
  );
}

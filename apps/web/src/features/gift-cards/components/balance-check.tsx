import { zodResolver } from "@hookform/resolvers/zod";
import { GiftCardCodeParamsSchema } from "@ivdrips/contract/gift-cards";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { formatRm } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { say } from "../../../lib/stand-ins/lingui";
import { useGiftCardBalance } from "../../../lib/gift-card-balance";

type CodeInput = z.input<typeof GiftCardCodeParamsSchema>;
type CodeOutput = z.output<typeof GiftCardCodeParamsSchema>;

/**
 * "Check a gift card's balance": a code typed any way (case, spaces and dashes do not matter), refused before
 * sending unless it could be one (the contract's own check), then what is left on it or the server's word
 * (no card has it, it is void, too many tries). The code stays in the page, never in the address.
 */
export function BalanceCheck() {
  const t = useT();
  const text = t.giftCards.balance;
  const id = useId();
  const [code, setCode] = useState<string | null>(null);
  const balance = useGiftCardBalance(code);
  const { register, handleSubmit, formState } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(GiftCardCodeParamsSchema),
    defaultValues: { code: "" },
  });
  const error = formState.errors.code?.message;
  const checking = code !== null && balance.isFetching;

  const onCheck = handleSubmit(({ code: next }) => {
    if (next === code) void balance.refetch();
    else setCode(next);
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-border bg-muted/60 grid gap-4 rounded-xl border p-5 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="font-display text-xl font-semibold tracking-tight">
          {text.title}
        </h2>
        <p className="text-muted-foreground text-sm">{text.text}</p>
      </div>
      <div>
        <form noValidate onSubmit={(event) => void onCheck(event)} aria-labelledby={`${id}-title`}>
          <FormField id={`${id}-code`} label={text.code} error={error}>
            <div className="flex flex-wrap gap-2">
              <Input
                {...fieldA11y(`${id}-code`, error)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="XXXX-XXXX-XXXX-XXXX"
                className="flex-1 basis-52 font-mono tracking-wider uppercase placeholder:tracking-normal"
                {...register("code")}
              />
              <Button type="submit" variant="outline" disabled={checking} className="shrink-0">
                {checking ? <Spinner /> : <Search aria-hidden="true" />}
                {checking ? text.checking : text.check}
              </Button>
            </div>
          </FormField>
        </form>
        {/* A live region from the start, so the answer is read out when it comes. */}
        <div role="status">
          {code === null || checking ? null : balance.data ? (
            <p className="text-success font-display mt-4 text-2xl font-semibold tabular-nums">
              {say("giftCards.balance.left", { amount: formatRm(balance.data.balance) })}
            </p>
          ) : balance.error ? (
            <p className="text-destructive mt-4 text-sm font-medium">
              {errorMessage(balance.error, text.failed)}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

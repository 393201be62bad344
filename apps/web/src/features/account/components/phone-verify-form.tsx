import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES_OPT_IN_TEXTS, MESSAGES_OPT_IN_VERSION } from "@ivdrips/contract/consent-texts";
import { formatKlClock } from "@ivdrips/contract/kl-format";
import {
  ConfirmPhoneRequestSchema,
  PHONE_CODE_MINUTES,
  VerifyPhoneRequestSchema,
  type VerifyPhoneResponse,
} from "@ivdrips/contract/phone-messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ConsentText } from "../../../components/health/consent-text";
import { Button } from "../../../components/ui/button";
import { InputField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { intlLocale } from "../../../lib/format";
import { useLanguage, useT } from "../../../lib/i18n/use-t";
import { showRefusalAtField } from "../../../lib/server-field-errors";
import { say } from "../../../lib/stand-ins/lingui";
import { useConfirmPhone } from "../api/confirm-phone";
import { useVerifyPhone } from "../api/verify-phone";

/** The server's refusals that are about the number typed, and about the code typed. */
const NUMBER_REFUSALS: ReadonlySet<string> = new Set(["mobileNumberInvalid"]);
const CODE_REFUSALS: ReadonlySet<string> = new Set([
  "phoneCodeInvalid",
  "phoneCodeWrong",
  "phoneCodeExpired",
]);

type NumberInput = z.input<typeof VerifyPhoneRequestSchema>;
type NumberOutput = z.output<typeof VerifyPhoneRequestSchema>;

/**
 * Verify a mobile number: the number → Send code; then the code, the opt-in to messages in the page's language
 * and Verify and agree, which records the opt-in's version. A new code, or another number, at any time.
 */
export function PhoneVerifyForm({ userId, suggested }: { userId: string; suggested: string }) {
  const [sent, setSent] = useState<VerifyPhoneResponse | null>(null);
  // What was typed, kept for Change number (the answer's E.164 is not how the customer wrote it).
  const [typed, setTyped] = useState(suggested);
  return sent ? (
    <CodeStep userId={userId} sent={sent} onResent={setSent} onChangeNumber={() => setSent(null)} />
  ) : (
    <NumberStep
      typed={typed}
      onSent={(answer, phone) => {
        setTyped(phone);
        setSent(answer);
      }}
    />
  );
}

function NumberStep({
  typed,
  onSent,
}: {
  typed: string;
  onSent: (answer: VerifyPhoneResponse, typed: string) => void;
}) {
  const texts = useT().account.messages.number;
  const verify = useVerifyPhone();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<NumberInput, unknown, NumberOutput>({
    resolver: zodResolver(VerifyPhoneRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { phone: typed },
  });

  const onSubmit = handleSubmit(({ phone }) => {
    setFailure(null);
    verify.mutate(
      { phone },
      {
        onSuccess: (answer) => onSent(answer, getValues("phone")),
        onError: (error) => {
          if (!showRefusalAtField(error, "phone", NUMBER_REFUSALS, setError))
            setFailure(errorMessage(error, texts.failed));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={verify.isPending || undefined}>
      <InputField
        label={texts.label}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+60 12-345 6789"
        hint={texts.hint}
        error={errors.phone?.message}
        {...register("phone")}
      />
      {failure ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {failure}
        </p>
      ) : null}
      <Button type="submit" className="w-full sm:w-fit" disabled={verify.isPending}>
        {verify.isPending ? (
          <>
            <Spinner />
            {texts.sending}
          </>
        ) : (
          texts.send
        )}
      </Button>
    </form>
  );
}

const CodeFormSchema = ConfirmPhoneRequestSchema.pick({ code: true });
type CodeInput = z.input<typeof CodeFormSchema>;
type CodeOutput = z.output<typeof CodeFormSchema>;

function CodeStep({
  userId,
  sent,
  onResent,
  onChangeNumber,
}: {
  userId: string;
  sent: VerifyPhoneResponse;
  onResent: (answer: VerifyPhoneResponse) => void;
  onChangeNumber: () => void;
}) {
  const t = useT();
  const texts = t.account.messages.number;
  const { language } = useLanguage();
  const confirm = useConfirmPhone(userId);
  const resend = useVerifyPhone();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(CodeFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { code: "" },
  });

  const onSubmit = handleSubmit(({ code }) => {
    setFailure(null);
    confirm.mutate(
      { phone: sent.phone, code, optInVersion: MESSAGES_OPT_IN_VERSION },
      {
        onSuccess: () => toast({ title: texts.verifiedTitle, description: texts.verifiedDescription }),
        onError: (error) => {
          if (!showRefusalAtField(error, "code", CODE_REFUSALS, setError))
            setFailure(errorMessage(error, texts.failed));
        },
      },
    );
  });

  const sendAgain = () => {
    setFailure(null);
    resend.mutate(
      { phone: sent.phone },
      {
        onSuccess: (answer) => {
          reset({ code: "" });
          onResent(answer);
          toast({ title: texts.resentTitle });
        },
        onError: (error) => setFailure(errorMessage(error, texts.failed)),
      },
    );
  };

  const working = confirm.isPending || resend.isPending;
  const where = sent.channel === "whatsapp" ? "sentWhatsapp" : "sentSms";

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={working || undefined}>
      <div role="status" className="bg-info-soft text-info grid gap-1 rounded-lg px-4 py-3 text-sm">
        <p className="font-medium [overflow-wrap:anywhere]">
          {say(`account.messages.number.${where}`, { phone: sent.phone })}
        </p>
        <p>
          {say("account.messages.number.expires", {
            minutes: PHONE_CODE_MINUTES,
            time: formatKlClock(new Date(sent.expiresAt), intlLocale()),
          })}
        </p>
      </div>
      <InputField
        label={texts.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="max-w-48 font-mono tracking-widest"
        error={errors.code?.message}
        {...register("code")}
      />
      <ConsentText text={MESSAGES_OPT_IN_TEXTS[language]} label={texts.optInLabel} />
      {failure ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="w-full sm:w-fit" disabled={working}>
          {confirm.isPending ? (
            <>
              <Spinner />
              {texts.confirming}
            </>
          ) : (
            texts.confirm
          )}
        </Button>
        <Button variant="outline" className="w-full sm:w-fit" disabled={working} onClick={sendAgain}>
          {resend.isPending ? <Spinner /> : null}
          {texts.resend}
        </Button>
        <Button variant="ghost" className="w-full sm:w-fit" disabled={working} onClick={onChangeNumber}>
          {texts.change}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { PasswordResetRequestSchema, type PasswordResetRequest } from "@ivdrips/contract/auth";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { InputField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { sayMessage } from "../../../lib/i18n/say-message";
import { useT } from "../../../lib/i18n/use-t";
import { useRequestPasswordReset } from "../api/request-password-reset";

/**
 * The sign-in dialog's "Forgot password?" step: one email field. The server answers alike whether or not an
 * account uses the email, and the form shows that answer in place of itself.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const texts = useT().auth.password;
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) =>
        toast({
          title: texts.sendFailed,
          description: errorMessage(error, texts.failureFallback),
          variant: "destructive",
        }),
    }),
  );

  if (request.isSuccess) {
    return (
      <div className="grid gap-4">
        <div role="status" className="bg-primary-soft flex items-start gap-3 rounded-md p-4">
          <MailCheck aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
          <div className="grid gap-1">
            <p className="font-semibold">{texts.sentTitle}</p>
            <p className="text-sm">{sayMessage(request.data, request.data.message)}</p>
          </div>
        </div>
        <Button variant="outline" onClick={onBack}>
          {texts.backToSignIn}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={request.isPending || undefined}>
      <InputField
        label={texts.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={texts.emailPlaceholder}
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" className="mt-1 w-full" disabled={request.isPending}>
        {request.isPending ? (
          <>
            <Spinner />
            {texts.sending}
          </>
        ) : (
          texts.send
        )}
      </Button>
      <Button variant="link" className="h-auto justify-self-center px-1 py-1" onClick={onBack}>
        {texts.backToSignIn}
      </Button>
    </form>
  );
}

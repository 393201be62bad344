import { zodResolver } from "@hookform/resolvers/zod";
import { PasswordResetConfirmSchema, type PasswordResetConfirm } from "@ivdrips/contract/auth";
import { CircleCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { InputField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { sayMessage } from "../../../lib/i18n/say-message";
import { useT } from "../../../lib/i18n/use-t";
import { useAuthDialogs } from "../../../lib/session";
import { useConfirmPasswordReset } from "../api/confirm-password-reset";

/**
 * /reset-password's form: the token from the emailed link (kept out of sight) and a new password. Done, the
 * customer signs in again: the reset ended every session the account had.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const texts = useT().auth.password;
  const { setOpen } = useAuthDialogs();
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetConfirm>({
    resolver: zodResolver(PasswordResetConfirmSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { token, password: "" },
  });

  const onSubmit = handleSubmit((values) =>
    confirm.mutate(values, {
      onError: (error) =>
        toast({
          title: texts.changeFailed,
          description: errorMessage(error, texts.failureFallback),
          variant: "destructive",
        }),
    }),
  );

  if (confirm.isSuccess) {
    return (
      <div className="grid gap-5">
        <div role="status" className="bg-primary-soft flex items-start gap-3 rounded-md p-4">
          <CircleCheck aria-hidden="true" className="text-primary mt-0.5 size-5 shrink-0" />
          <div className="grid gap-1">
            <p className="font-semibold">{texts.resetDoneTitle}</p>
            <p className="text-sm">{sayMessage(confirm.data, confirm.data.message)}</p>
          </div>
        </div>
        <Button onClick={() => setOpen("login")}>{texts.signIn}</Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={confirm.isPending || undefined}>
      <input type="hidden" {...register("token")} />
      <InputField
        label={texts.newPassword}
        type="password"
        autoComplete="new-password"
        required
        hint={texts.newPasswordHint}
        error={errors.password?.message ?? errors.token?.message}
        {...register("password")}
      />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? (
          <>
            <Spinner />
            {texts.saving}
          </>
        ) : (
          texts.setPassword
        )}
      </Button>
    </form>
  );
}

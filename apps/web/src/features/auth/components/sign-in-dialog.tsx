import { zodResolver } from "@hookform/resolvers/zod";
import { LoginRequestSchema, type LoginRequest } from "@ivdrips/contract/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { InputField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";

import { useT } from "../../../lib/i18n/use-t";
import { useAuthDialogs, useSession } from "../../../lib/session";
import { useLogin } from "../api/login";
import { accountPrefill } from "../../../lib/account-prefill";
import { useCompleteAuth } from "../hooks/use-complete-auth";
import { forgetReturnTo } from "../return-to";
import { ForgotPasswordForm } from "./forgot-password-form";

type SignInValues = LoginRequest;

/**
 * SPEC §2 "Sign-in dialog": open while the provider says "login"; closing it resets the form. "Forgot
 * password?" turns it into the request for a reset link, and back.
 */
export function SignInDialog() {
  const { open, setOpen } = useAuthDialogs();
  const t = useT();
  const [forgot, setForgot] = useState(false);
  return (
    <Dialog
      open={open === "login"}
      onOpenChange={(next) => {
        if (next) return;
        forgetReturnTo();
        setForgot(false);
        setOpen(null);
      }}
    >
      <DialogContent className="sm:max-w-[425px]">
        <DialogHeader>
          <DialogTitle>{forgot ? t.auth.password.forgotTitle : t.auth.signIn.title}</DialogTitle>
          <DialogDescription>
            {forgot ? t.auth.password.forgotDescription : t.auth.signIn.description}
          </DialogDescription>
        </DialogHeader>
        {/* The form lives inside the content, which unmounts on close: closing resets it. */}
        {forgot ? (
          <ForgotPasswordForm onBack={() => setForgot(false)} />
        ) : (
          <SignInForm onForgot={() => setForgot(true)} />
        )}
        <DialogFooter className="flex-row flex-wrap items-center justify-center gap-1 sm:justify-center">
          <span className="text-muted-foreground text-sm">{t.auth.signIn.noAccount}</span>
          <Button variant="link" className="h-auto px-1 py-1" onClick={() => setOpen("signup")}>
            {t.auth.signIn.createAccount}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SignInForm({ onForgot }: { onForgot: () => void }) {
  const prefill = accountPrefill.read();
  const t = useT();
  const session = useSession();
  const login = useLogin();
  const completeAuth = useCompleteAuth();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(LoginRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: prefill?.email ?? "", password: "" },
  });

  const working = login.isPending || session.status === "loading";

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (response) => {
        toast({ title: t.auth.signIn.successTitle, description: t.auth.signIn.successDescription });
        reset();
        completeAuth(response);
      },
      onError: (error) => {
        // SPEC §4: the dialog stays open; the toast says why.
        toast({
          title: t.auth.signIn.failureTitle,
          description: errorMessage(error, t.auth.signIn.failureFallback),
          variant: "destructive",
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={working || undefined}>
      <InputField
        label={t.auth.signIn.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t.auth.signIn.emailPlaceholder}
        error={errors.email?.message}
        {...register("email")}
      />
      <InputField
        label={t.auth.signIn.password}
        type="password"
        autoComplete="current-password"
        placeholder={t.auth.signIn.passwordPlaceholder}
        error={errors.password?.message}
        {...register("password")}
      />
      <Button variant="link" className="-mt-2 h-auto justify-self-end px-1 py-1" onClick={onForgot}>
        {t.auth.password.forgotLink}
      </Button>
      <Button type="submit" className="mt-1 w-full" disabled={working}>
        {working ? (
          <>
            <Spinner />
            {t.auth.signIn.submitting}
          </>
        ) : (
          t.auth.signIn.submit
        )}
      </Button>
    </form>
  );
}

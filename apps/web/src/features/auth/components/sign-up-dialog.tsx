import { sayNodes } from "../../../lib/stand-ins/say-nodes";
import { zodResolver } from "@hookform/resolvers/zod";
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
import { ApiError, errorMessage } from "../../../lib/api-client";

import { useT } from "../../../lib/i18n/use-t";
import { useAuthDialogs, useSession } from "../../../lib/session";
import { useRegister } from "../api/register";
import { accountPrefill } from "../../../lib/account-prefill";
import { useCompleteAuth } from "../hooks/use-complete-auth";
import { forgetReturnTo } from "../return-to";
import { SignUpFormSchema, type SignUpFormInput, type SignUpFormOutput } from "../schemas";

const FIELDS = ["email", "fullName", "password", "phone"] as const;

/** SPEC §2 "Sign-up dialog": open while the provider says "signup"; switches to sign-in and back. */
export function SignUpDialog() {
  const { open, setOpen } = useAuthDialogs();
  const t = useT();
  return (
    <Dialog
      open={open === "signup"}
      onOpenChange={(next) => {
        if (next) return;
        forgetReturnTo();
        setOpen(null);
      }}
    >
      <DialogContent className="sm:max-w-[425px]">
        <DialogHeader>
          <DialogTitle>{t.auth.signUp.title}</DialogTitle>
          <DialogDescription>{t.auth.signUp.description}</DialogDescription>
        </DialogHeader>
        <SignUpForm />
        <DialogFooter className="flex-row flex-wrap items-center justify-center gap-1 sm:justify-center">
          <span className="text-muted-foreground text-sm">{t.auth.signUp.haveAccount}</span>
          <Button variant="link" className="h-auto px-1 py-1" onClick={() => setOpen("login")}>
            {t.auth.signUp.signIn}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SignUpForm() {
  const prefill = accountPrefill.read();
  const t = useT();
  const session = useSession();
  const registerAccount = useRegister();
  const completeAuth = useCompleteAuth();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SignUpFormInput, unknown, SignUpFormOutput>({
    resolver: zodResolver(SignUpFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    // What the booking card had from the customer, so nothing is typed twice (issue 35).
    defaultValues: { email: "", fullName: "", phone: "", ...prefill, password: "" },
  });

  const working = registerAccount.isPending || session.status === "loading";

  const onSubmit = handleSubmit(({ phone, ...account }) =>
    registerAccount.mutate(phone ? { ...account, phone } : account, {
      onSuccess: (response) => {
        toast({
          title: t.auth.signUp.successTitle,
          description: t.auth.signUp.successDescription,
        });
        reset();
        completeAuth(response);
      },
      onError: (error) => {
        // The server's per-field messages (e.g. the email is taken) also go under their fields.
        if (error instanceof ApiError) {
          for (const field of FIELDS) {
            const message =
              error.details?.[field] ??
              (field === "email" && error.code === "EMAIL_TAKEN" ? error.message : undefined);
            if (message) setError(field, { type: "server", message });
          }
        }
        toast({
          title: t.auth.signUp.failureTitle,
          description: errorMessage(error, t.auth.signUp.failureFallback),
          variant: "destructive",
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={working || undefined}>
      <InputField
        label={t.auth.signUp.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t.auth.signUp.emailPlaceholder}
        error={errors.email?.message}
        {...register("email")}
      />
      <InputField
        label={t.auth.signUp.fullName}
        autoComplete="name"
        placeholder={t.auth.signUp.fullNamePlaceholder}
        error={errors.fullName?.message}
        {...register("fullName")}
      />
      <InputField
        label={t.auth.signUp.password}
        type="password"
        autoComplete="new-password"
        placeholder={t.auth.signUp.passwordPlaceholder}
        hint={t.auth.signUp.passwordHint}
        error={errors.password?.message}
        {...register("password")}
      />
      <InputField
        label={sayNodes("auth.signUp.phone", {
          optional: <span className="text-muted-foreground font-normal">{t.auth.signUp.optional}</span>,
        })}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+60 12-345 6789"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <Button type="submit" className="mt-1 w-full" disabled={working}>
        {working ? (
          <>
            <Spinner />
            {t.auth.signUp.submitting}
          </>
        ) : (
          t.auth.signUp.submit
        )}
      </Button>
    </form>
  );
}

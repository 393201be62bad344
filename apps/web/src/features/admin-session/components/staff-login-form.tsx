import { zodResolver } from "@hookform/resolvers/zod";
import { StaffLoginRequestSchema, type StaffLoginRequest } from "@ivdrips/contract/admin";
import { ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { InputField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { useAdminT } from "../../../lib/i18n/admin-texts";
import { useStaffLogin } from "../api/login-staff";
import { useStaffSession } from "../staff-session";

/** /admin/login: email and password; the API's refusal (wrong password, disabled, too many tries) by its id. */
export function StaffLoginForm() {
  const t = useAdminT().login;
  const session = useStaffSession();
  const login = useStaffLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StaffLoginRequest>({
    resolver: zodResolver(StaffLoginRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit((values) => {
    if (login.isPending) return;
    login.mutate(values, { onSuccess: (response) => session.signIn(response) });
  });

  return (
    <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
      <div className="mb-6 grid justify-items-center gap-3 text-center">
        <span aria-hidden="true" className="bg-primary-soft text-primary rounded-full p-3">
          <ShieldCheck className="size-6" />
        </span>
        <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-muted-foreground text-sm">{t.intro}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={login.isPending || undefined}>
        <InputField
          label={t.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t.emailPlaceholder}
          error={errors.email?.message}
          {...register("email")}
        />
        <InputField
          label={t.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        {login.isError ? (
          <p role="alert" className="border-destructive/40 text-destructive rounded-md border p-3 text-sm">
            {errorMessage(login.error, t.failedFallback)}
          </p>
        ) : null}
        <Button type="submit" className="mt-1 w-full" disabled={login.isPending}>
          {login.isPending ? (
            <>
              <Spinner />
              {t.signingIn}
            </>
          ) : (
            t.signIn
          )}
        </Button>
      </form>
    </Card>
  );
}

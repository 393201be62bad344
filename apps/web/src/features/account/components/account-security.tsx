import { zodResolver } from "@hookform/resolvers/zod";
import { ChangePasswordRequestSchema, type ChangePasswordRequest } from "@ivdrips/contract/auth";
import { LogOut } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate } from "../../../lib/router";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { InputField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { sayMessage } from "../../../lib/i18n/say-message";
import { useT } from "../../../lib/i18n/use-t";
import { useSession } from "../../../lib/session";
import { useChangePassword } from "../api/change-password";
import { useLogoutEverywhere } from "../api/logout-everywhere";

/** My Account, Profile: change the password, and sign out on every device. */
export function AccountSecurity() {
  const texts = useT().auth.password;
  return (
    <Card>
      <CardHeader className="grid gap-1.5">
        <h2 className="font-display text-lg leading-snug font-semibold tracking-tight">
          {texts.changeTitle}
        </h2>
        <CardDescription>{texts.changeDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <ChangePasswordForm />
        <SignOutEverywhere />
      </CardContent>
    </Card>
  );
}

/** A wrong current password is shown on its field; success keeps this session on the fresh token. */
export function ChangePasswordForm() {
  const texts = useT().auth.password;
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(ChangePasswordRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { currentPassword: "", newPassword: "" },
  });

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset();
        toast({ title: texts.changedTitle, description: texts.changedDescription });
      },
      onError: (error) => {
        const message = errorMessage(error, texts.failureFallback);
        if (error instanceof ApiError && error.code === "INCORRECT_PASSWORD") {
          setError("currentPassword", { message }, { shouldFocus: true });
          return;
        }
        toast({ title: texts.changeFailed, description: message, variant: "destructive" });
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-xl grid-cols-1 gap-5"
      aria-busy={change.isPending || undefined}
    >
      <InputField
        label={texts.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <InputField
        label={texts.newPassword}
        type="password"
        autoComplete="new-password"
        required
        hint={texts.newPasswordHint}
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? (
          <>
            <Spinner />
            {texts.saving}
          </>
        ) : (
          texts.change
        )}
      </Button>
    </form>
  );
}

/** Every session of the account ends, this one too: the browser forgets its token and goes home. */
export function SignOutEverywhere() {
  const texts = useT().auth.password;
  const { signOut } = useSession();
  const navigate = useNavigate();
  const logoutAll = useLogoutEverywhere();

  const onClick = () =>
    logoutAll.mutate(undefined, {
      onSuccess: async (response) => {
        toast({ title: texts.everywhereDoneTitle, description: sayMessage(response, response.message) });
        await signOut({ server: false });
        await navigate("/");
      },
      onError: (error) =>
        toast({
          title: texts.everywhereFailed,
          description: errorMessage(error, texts.failureFallback),
          variant: "destructive",
        }),
    });

  return (
    <section aria-labelledby="sign-out-everywhere" className="grid max-w-xl gap-3 border-t pt-6">
      <h3 id="sign-out-everywhere" className="font-semibold">
        {texts.everywhereTitle}
      </h3>
      <p className="text-muted-foreground text-sm">{texts.everywhereDescription}</p>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={logoutAll.isPending}
        onClick={onClick}
      >
        {logoutAll.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
        {logoutAll.isPending ? texts.everywhereWorking : texts.everywhere}
      </Button>
    </section>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { ChangePasswordRequestSchema, type ChangePasswordRequest } from "@ivdrips/contract/auth";
import type { UseMutationResult } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useForm } from "react-hook-form";
import { ApiError, errorMessage } from "../../lib/api-client";
import { Button } from "../ui/button";
import { InputField } from "../ui/form-field";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/use-toast";

/** What the change-password form says, in the customer's or the console's catalogue. */
export interface ChangePasswordTexts {
  currentPassword: string;
  newPassword: string;
  newPasswordHint: string;
  change: string;
  saving: string;
  changedTitle: string;
  changedDescription: string;
  changeFailed: string;
  failureFallback: string;
}

/**
 * Change password, for a customer (My Account) or a staff member (the console): `change` is the account's own
 * mutation, which keeps the session on the fresh token it answers. A wrong current password is shown on its field.
 */
export function ChangePasswordForm({
  texts,
  change,
}: {
  texts: ChangePasswordTexts;
  change: UseMutationResult<unknown, Error, ChangePasswordRequest>;
}) {
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

  const onSubmit = handleSubmit((values) => {
    if (change.isPending) return;
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
    });
  });

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

/** What the sign-out-everywhere section says. */
export interface SignOutEverywhereTexts {
  everywhereTitle: string;
  everywhereDescription: string;
  everywhere: string;
  everywhereWorking: string;
}

/** The section and its button; what signing out everywhere does after the call is the caller's. */
export function SignOutEverywhereSection({
  id,
  texts,
  pending,
  onSignOut,
}: {
  id: string;
  texts: SignOutEverywhereTexts;
  pending: boolean;
  onSignOut: () => void;
}) {
  return (
    <section aria-labelledby={id} className="grid max-w-xl gap-3 border-t pt-6">
      <h3 id={id} className="font-semibold">
        {texts.everywhereTitle}
      </h3>
      <p className="text-muted-foreground text-sm">{texts.everywhereDescription}</p>
      <Button variant="outline" className="justify-self-start" disabled={pending} onClick={onSignOut}>
        {pending ? <Spinner /> : <LogOut aria-hidden="true" />}
        {pending ? texts.everywhereWorking : texts.everywhere}
      </Button>
    </section>
  );
}

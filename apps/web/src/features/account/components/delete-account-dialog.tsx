import { sayNodes } from "../../../lib/stand-ins/say-nodes";
import { zodResolver } from "@hookform/resolvers/zod";
import { DeleteAccountRequestSchema, type DeleteAccountRequest } from "@ivdrips/contract/account";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "../../../lib/router";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../../components/ui/dialog";
import { InputField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n/use-t";
import { useDeleteAccount, useForgetDeletedAccount } from "../api/delete-account";

/**
 * Delete Account (Quick Actions): an alert dialog that asks for the password again. On success the browser
 * forgets the session and goes home.
 */
export function DeleteAccountDialog({ trigger }: { trigger: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.account.deleteAccount.title}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2">
              <p>
                {sayNodes("account.deleteAccount.body", {
                  policy: (
                    <Link to="/refund-policy" className="text-primary underline underline-offset-4">
                      {t.account.deleteAccount.policy}
                    </Link>
                  ),
                })}
              </p>
              <p className="text-foreground font-medium">{t.account.deleteAccount.irreversible}</p>
            </div>
          </DialogDescription>
        </DialogHeader>
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const t = useT();
  const deleteAccount = useDeleteAccount();
  const forgetAccount = useForgetDeletedAccount();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountRequest>({
    resolver: zodResolver(DeleteAccountRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await deleteAccount.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === "INCORRECT_PASSWORD") {
        setError("password", { message: error.message }, { shouldFocus: true });
      } else {
        setFailure(errorMessage(error, t.account.deleteAccount.failed));
      }
      return;
    }
    toast({
      title: t.account.deleteAccount.successTitle,
      description: t.account.deleteAccount.successDescription,
    });
    // Leave the account page first, so nothing on screen asks for the deleted customer's data.
    await navigate("/", { replace: true });
    await forgetAccount();
  });

  // Working until the page has been left: the button never comes back for an account that is gone.
  const working = deleteAccount.isPending || deleteAccount.isSuccess;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={working || undefined}>
      <InputField
        label={t.account.deleteAccount.password}
        type="password"
        autoComplete="current-password"
        placeholder={t.account.deleteAccount.passwordPlaceholder}
        error={errors.password?.message}
        {...register("password")}
      />
      {failure ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {failure}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={working}>
          {t.account.deleteAccount.cancel}
        </Button>
        <Button type="submit" variant="destructive" disabled={working}>
          {working ? (
            <>
              <Spinner />
              {t.account.deleteAccount.working}
            </>
          ) : (
            t.account.deleteAccount.submit
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

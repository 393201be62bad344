import { useState } from "react";
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
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useWithdrawHealthConsent } from "../../../lib/health/withdraw-health-consent";
import { sayMessage } from "../../../lib/i18n/say-message";
import { useT } from "../../../lib/i18n/use-t";

/**
 * Withdraw the consent to keep health data (PDPA): asked again first, saying what it does: the health profile
 * is deleted, and no drip can be booked until consent is given again.
 */
export function WithdrawConsentDialog({ userId }: { userId: string }) {
  const t = useT();
  const texts = t.account.health.withdraw;
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawHealthConsent(userId);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    setFailure(null);
    withdraw.mutate(undefined, {
      onSuccess: (answer) => {
        setOpen(false);
        toast({
          title: texts.doneTitle,
          description: sayMessage({ messageId: "healthConsentWithdrawn" }, answer.message),
        });
      },
      onError: (error) => setFailure(errorMessage(error, texts.failed)),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (withdraw.isPending) return;
        setOpen(next);
        setFailure(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive max-sm:w-full">
          {texts.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2">
              <p className="text-foreground font-medium">{texts.body}</p>
              <p>{texts.bookings}</p>
            </div>
          </DialogDescription>
        </DialogHeader>
        {failure ? (
          <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={withdraw.isPending}>
            {texts.keep}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={withdraw.isPending}>
            {withdraw.isPending ? (
              <>
                <Spinner />
                {texts.working}
              </>
            ) : (
              texts.confirm
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

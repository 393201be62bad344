import { useEffect, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage, onInviteRequired } from "../../../lib/api-client";
import { useVerifyInvite } from "../api/verify-invite";
import { clearInviteFlag, hasInviteFlag, setInviteFlag } from "../invite-flag";

const prevent = (event: Event) => event.preventDefault();

/**
 * SPEC §2 "Invite-code gate": covers the site until a valid code is entered; it cannot be dismissed. The stored
 * flag only decides what shows first: whenever the API refuses this browser (403 INVITE_REQUIRED, no valid
 * pass cookie) the flag is forgotten and the gate shows again.
 */
export function InviteGate({ supportEmail }: { supportEmail: string | undefined }) {
  const [granted, setGranted] = useState(hasInviteFlag);
  const [code, setCode] = useState("");
  const verify = useVerifyInvite();
  const trimmed = code.trim();

  useEffect(
    () =>
      onInviteRequired(() => {
        clearInviteFlag();
        setGranted(false);
      }),
    [],
  );

  if (granted) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || verify.isPending) return;
    verify.mutate(trimmed, {
      onSuccess: ({ valid }) => {
        if (valid) {
          setInviteFlag();
          setGranted(true);
          toast({ title: "Access Granted", description: "Welcome to IV Drips!" });
        } else {
          toast({
            title: "Invalid Code",
            description: "Please enter a valid invite code.",
            variant: "destructive",
          });
        }
      },
      onError: (error) =>
        toast({
          title: "Verification Failed",
          description: errorMessage(error, "Please check your invite code and try again."),
          variant: "destructive",
        }),
    });
  };

  return (
    <Dialog open>
      <DialogContent
        hideClose
        onEscapeKeyDown={prevent}
        onPointerDownOutside={prevent}
        onInteractOutside={prevent}
        className="sm:max-w-[425px]"
      >
        <form onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Access Required</DialogTitle>
            <DialogDescription>Please enter your invite code to access IV Drips</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="invite-code">Invite Code</Label>
            <Input
              id="invite-code"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder="Enter your invite code"
              autoFocus
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <DialogFooter className="flex-col gap-3 sm:flex-col">
            <Button type="submit" className="w-full" disabled={verify.isPending || !trimmed}>
              {verify.isPending ? (
                <>
                  <Spinner className="size-4" />
                  Verifying...
                </>
              ) : (
                "Verify & Enter"
              )}
            </Button>
            <p className="text-muted-foreground text-center text-sm">
              Don&apos;t have an invite code?{" "}
              {supportEmail ? (
                <a
                  className="text-primary font-medium underline underline-offset-4"
                  href={`mailto:${supportEmail}`}
                >
                  Contact our support team.
                </a>
              ) : (
                "Contact our support team."
              )}
            </p>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

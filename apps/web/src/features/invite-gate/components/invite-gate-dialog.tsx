import { sayNodes } from "../../../lib/stand-ins/say-nodes";
import { useId, useRef, useState, type FormEvent } from "react";
import { BlockingDialog } from "../../../components/ui/blocking-dialog";
import { Button } from "../../../components/ui/button";
import {
  DIALOG_DESCRIPTION_CLASSES,
  DIALOG_TITLE_CLASSES,
  DialogFooter,
  DialogHeader,
} from "../../../components/ui/dialog-parts";
import { Input } from "../../../components/ui/input";
import { labelClasses } from "../../../components/ui/label-classes";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n/use-t";
import { useVerifyInvite } from "../api/verify-invite";
import { setInviteFlag } from "../../../lib/invite-flag";
import { GateContactLinks } from "./gate-contact-links";

/** The gate's dialog (its own chunk: a visitor who passed the gate never loads it); without Radix Dialog. */
export function InviteGateDialog({ onGranted }: { onGranted: () => void }) {
  const texts = useT().gate;
  const [code, setCode] = useState("");
  const titleId = useId();
  const descriptionId = useId();
  const verify = useVerifyInvite();
  const trimmed = code.trim();
  // A failed attempt's toast, closed by the next attempt's outcome: never "Invalid Code" beside "Access Granted".
  const failure = useRef<{ dismiss(): void } | null>(null);
  const report = (shown: { dismiss(): void } | null) => {
    failure.current?.dismiss();
    failure.current = shown;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || verify.isPending) return;
    verify.mutate(trimmed, {
      onSuccess: ({ valid }) => {
        if (valid) {
          report(null);
          setInviteFlag();
          onGranted();
          toast({ title: texts.grantedTitle, description: texts.grantedDescription });
        } else {
          report(
            toast({
              title: texts.invalidTitle,
              description: texts.invalidDescription,
              variant: "destructive",
            }),
          );
        }
      },
      onError: (error) =>
        report(
          toast({
            title: texts.failedTitle,
            description: errorMessage(error, texts.failedDescription),
            variant: "destructive",
          }),
        ),
    });
  };

  return (
    <BlockingDialog titleId={titleId} descriptionId={descriptionId} className="sm:max-w-[425px]">
      <form onSubmit={submit} className="grid gap-5">
        <DialogHeader>
          <h2 id={titleId} className={DIALOG_TITLE_CLASSES}>
            {texts.title}
          </h2>
          <p id={descriptionId} className={DIALOG_DESCRIPTION_CLASSES}>
            {texts.description}
          </p>
        </DialogHeader>
        <div className="grid gap-2">
          {/* The Label component's look, without Radix Label: the gate is part of `/`'s first load. */}
          <label data-slot="label" htmlFor="invite-code" className={labelClasses()}>
            {texts.label}
          </label>
          <Input
            id="invite-code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={texts.placeholder}
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
                {texts.verifying}
              </>
            ) : (
              texts.submit
            )}
          </Button>
          <p className="text-muted-foreground text-center text-sm">
            {sayNodes("gate.noCode", { link: texts.contactSupport })}
          </p>
          <GateContactLinks />
        </DialogFooter>
      </form>
    </BlockingDialog>
  );
}

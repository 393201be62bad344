import type { User } from "@ivdrips/contract/auth";
import type { MessageSettings } from "@ivdrips/contract/phone-messages";
import { BadgeCheck, Smartphone } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { DialogFooter } from "../../../components/ui/dialog";
import { FormDialog } from "../../../components/ui/form-dialog";
import { SectionLoading } from "../../../components/ui/section-loading";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { formatKlDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/use-t";
import { say } from "../../../lib/stand-ins/lingui";
import { useMessageSettings } from "../api/get-message-settings";
import { useRemovePhone } from "../api/remove-phone";
import { MessageChannelsForm } from "./message-channels-form";
import { PhoneVerifyForm } from "./phone-verify-form";

/**
 * My Account's messages (issue 38): the mobile number WhatsApp messages go to, verified by a code with the
 * opt-in agreed word for word, then which topics go by email and which on WhatsApp (SMS being WhatsApp's
 * fallback).
 */
export function MessagesPanel({ user }: { user: User }) {
  const texts = useT().account.messages;
  const settings = useMessageSettings(user.id);
  return (
    <Card aria-labelledby="messages-title" role="region">
      <CardHeader>
        <h2 id="messages-title" className="font-display text-lg leading-snug font-semibold tracking-tight">
          {texts.title}
        </h2>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <div role="alert" className="bg-danger-soft grid gap-3 rounded-lg px-4 py-3 text-sm">
            <p className="text-destructive">{errorMessage(settings.error, texts.loadFailed)}</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void settings.refetch()}>
              {texts.tryAgain}
            </Button>
          </div>
        ) : settings.isPending ? (
          <SectionLoading />
        ) : (
          <div className="grid gap-8">
            <section aria-labelledby="messages-number-title" className="grid max-w-xl gap-4">
              <div className="grid gap-1">
                <h3 id="messages-number-title" className="font-semibold">
                  {texts.number.title}
                </h3>
                <p className="text-muted-foreground text-sm">{texts.number.intro}</p>
              </div>
              {settings.data.phone ? (
                <VerifiedNumber userId={user.id} phone={settings.data.phone} />
              ) : (
                <PhoneVerifyForm userId={user.id} suggested={user.phone ?? ""} />
              )}
            </section>
            <MessageChannelsForm userId={user.id} settings={settings.data} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function VerifiedNumber({ userId, phone }: { userId: string; phone: NonNullable<MessageSettings["phone"]> }) {
  const texts = useT().account.messages.number;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Smartphone aria-hidden="true" className="text-primary size-4 shrink-0" />
        <span className="text-foreground font-medium [overflow-wrap:anywhere]">{phone.number}</span>
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" />
          {texts.verified}
        </Badge>
      </div>
      <p className="text-muted-foreground text-sm">
        {say("account.messages.number.verifiedOn", { date: formatKlDate(phone.verifiedAt) })}
      </p>
      {phone.optedOut ? (
        <p role="note" className="bg-warning-soft text-warning rounded-lg px-4 py-3 text-sm">
          {texts.optedOut}
        </p>
      ) : null}
      <RemovePhoneDialog userId={userId} />
    </div>
  );
}

/** Remove number: asked again first, saying what stops; the WhatsApp choices go off with it. */
function RemovePhoneDialog({ userId }: { userId: string }) {
  const texts = useT().account.messages.number;
  return (
    <FormDialog
      role="alertdialog"
      className="sm:max-w-md"
      title={texts.removeTitle}
      description={texts.removeDescription}
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive w-full sm:w-fit">
          {texts.remove}
        </Button>
      }
    >
      {(close) => <RemovePhoneConfirm userId={userId} onDone={close} />}
    </FormDialog>
  );
}

function RemovePhoneConfirm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const texts = useT().account.messages.number;
  const remove = useRemovePhone(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: texts.removedTitle });
        onDone();
      },
      onError: (error) => setFailure(errorMessage(error, texts.removeFailed)),
    });
  };
  return (
    <>
      {failure ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {failure}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={remove.isPending}>
          {texts.keep}
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? (
            <>
              <Spinner />
              {texts.removing}
            </>
          ) : (
            texts.remove
          )}
        </Button>
      </DialogFooter>
    </>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { UpdatePreferencesRequestSchema, type Preferences } from "@ivdrips/contract/account";
import { RefreshCw } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
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
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { Switch } from "../../../components/ui/switch";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";

import { useT } from "../../../lib/i18n/use-t";
import { usePreferences } from "../api/get-preferences";
import { useUpdatePreferences } from "../api/update-preferences";

/** Update Preferences (Quick Actions): which emails the customer receives, read and saved on the server. */
export function PreferencesDialog({ userId, trigger }: { userId: string; trigger: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.account.preferences.title}</DialogTitle>
          <DialogDescription>{t.account.preferences.description}</DialogDescription>
        </DialogHeader>
        <PreferencesBody userId={userId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PreferencesBody({ userId, onDone }: { userId: string; onDone: () => void }) {
  const t = useT();
  const preferences = usePreferences(userId);

  if (preferences.isPending) {
    return (
      <div role="status" className="text-muted-foreground flex items-center gap-3 py-6 text-sm">
        <Spinner className="text-primary size-5" />
        {t.account.preferences.loading}
      </div>
    );
  }

  if (preferences.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 py-2 text-sm">
        <p className="text-destructive">
          {errorMessage(preferences.error, t.account.preferences.loadFailed)}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void preferences.refetch()}
          disabled={preferences.isFetching}
        >
          {preferences.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {t.account.preferences.tryAgain}
        </Button>
      </div>
    );
  }

  return <PreferencesForm userId={userId} saved={preferences.data} onDone={onDone} />;
}

/**
 * Only marketing emails: reminders are a topic of the message channels (Profile → Messages), where email and
 * WhatsApp are chosen side by side; one place to choose them, so the two never disagree.
 */
const PreferencesFormSchema = UpdatePreferencesRequestSchema.pick({ marketingEmails: true });
type PreferencesFormValues = z.infer<typeof PreferencesFormSchema>;

function PreferencesForm({
  userId,
  saved,
  onDone,
}: {
  userId: string;
  saved: Preferences;
  onDone: () => void;
}) {
  const t = useT();
  const update = useUpdatePreferences(userId);
  // Only the email choices: the language is changed by the header's switcher, and a PUT without it keeps it.
  const { register, handleSubmit } = useForm<PreferencesFormValues>({
    resolver: zodResolver(PreferencesFormSchema),
    defaultValues: { marketingEmails: saved.marketingEmails },
  });

  // The PUT needs the reminders' email too: sent back as last read (saving the channels reads it again).
  const onSubmit = handleSubmit(({ marketingEmails }) =>
    update.mutate(
      { emailReminders: saved.emailReminders, marketingEmails },
      {
        onSuccess: () => {
          toast({
            title: t.account.preferences.savedTitle,
            description: t.account.preferences.savedDescription,
          });
          onDone();
        },
      },
    ),
  );

  const working = update.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={working || undefined}>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor="preferences-marketingEmails">{t.account.preferences.marketingEmails}</Label>
          <p id="preferences-marketingEmails-hint" className="text-muted-foreground text-xs leading-relaxed">
            {t.account.preferences.marketingEmailsHint}
          </p>
        </div>
        <Switch
          id="preferences-marketingEmails"
          aria-describedby="preferences-marketingEmails-hint"
          className="mt-0.5"
          {...register("marketingEmails")}
        />
      </div>
      <p className="text-muted-foreground border-border border-t pt-4 text-sm">
        {t.account.preferences.remindersMoved}
      </p>

      {update.isError ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {errorMessage(update.error, t.account.preferences.saveFailed)}
        </p>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={working}>
          {t.account.preferences.cancel}
        </Button>
        <Button type="submit" disabled={working}>
          {working ? (
            <>
              <Spinner />
              {t.account.preferences.saving}
            </>
          ) : (
            t.account.preferences.save
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

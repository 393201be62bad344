import { zodResolver } from "@hookform/resolvers/zod";
import {
  UpdatePreferencesRequestSchema,
  type Preferences,
  type UpdatePreferencesRequest,
} from "@ivdrips/contract/account";
import { RefreshCw } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
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

/** The switches, with the keys of their label and hint in the preferences texts. */
const OPTIONS = [
  { name: "emailReminders", label: "emailReminders", hint: "emailRemindersHint" },
  { name: "marketingEmails", label: "marketingEmails", hint: "marketingEmailsHint" },
] as const;

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
  const { register, handleSubmit } = useForm<UpdatePreferencesRequest>({
    resolver: zodResolver(UpdatePreferencesRequestSchema),
    defaultValues: { emailReminders: saved.emailReminders, marketingEmails: saved.marketingEmails },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({
          title: t.account.preferences.savedTitle,
          description: t.account.preferences.savedDescription,
        });
        onDone();
      },
    }),
  );

  const working = update.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={working || undefined}>
      <ul className="divide-border grid divide-y">
        {OPTIONS.map((option) => {
          const id = `preferences-${option.name}`;
          return (
            <li key={option.name} className="flex items-start justify-between gap-4 py-3 first:pt-0">
              <div className="grid gap-1">
                <Label htmlFor={id}>{t.account.preferences[option.label]}</Label>
                <p id={`${id}-hint`} className="text-muted-foreground text-xs leading-relaxed">
                  {t.account.preferences[option.hint]}
                </p>
              </div>
              <Switch id={id} aria-describedby={`${id}-hint`} className="mt-0.5" {...register(option.name)} />
            </li>
          );
        })}
      </ul>

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

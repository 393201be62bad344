import { zodResolver } from "@hookform/resolvers/zod";
import { PreferencesSchema, type Preferences } from "@ivdrips/contract/account";
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
import { usePreferences } from "../api/get-preferences";
import { useUpdatePreferences } from "../api/update-preferences";

/** Update Preferences (Quick Actions): which emails the customer receives, read and saved on the server. */
export function PreferencesDialog({ userId, trigger }: { userId: string; trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Email Preferences</DialogTitle>
          <DialogDescription>
            Choose which emails we send you. Messages about your bookings and payments always arrive.
          </DialogDescription>
        </DialogHeader>
        <PreferencesBody userId={userId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PreferencesBody({ userId, onDone }: { userId: string; onDone: () => void }) {
  const preferences = usePreferences(userId);

  if (preferences.isPending) {
    return (
      <div role="status" className="text-muted-foreground flex items-center gap-3 py-6 text-sm">
        <Spinner className="text-primary size-5" />
        Loading your preferences...
      </div>
    );
  }

  if (preferences.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 py-2 text-sm">
        <p className="text-destructive">
          {errorMessage(preferences.error, "Your preferences could not be loaded.")}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void preferences.refetch()}
          disabled={preferences.isFetching}
        >
          {preferences.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          Try Again
        </Button>
      </div>
    );
  }

  return <PreferencesForm userId={userId} saved={preferences.data} onDone={onDone} />;
}

const OPTIONS: { name: keyof Preferences; label: string; hint: string }[] = [
  {
    name: "emailReminders",
    label: "Email reminders",
    hint: "24 hours and 2 hours before an approved visit",
  },
  { name: "marketingEmails", label: "Marketing emails", hint: "News and offers, at most twice a month" },
];

function PreferencesForm({
  userId,
  saved,
  onDone,
}: {
  userId: string;
  saved: Preferences;
  onDone: () => void;
}) {
  const update = useUpdatePreferences(userId);
  const { register, handleSubmit } = useForm<Preferences>({
    resolver: zodResolver(PreferencesSchema),
    defaultValues: saved,
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: "Preferences saved", description: "We will email you as you have chosen." });
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
                <Label htmlFor={id}>{option.label}</Label>
                <p id={`${id}-hint`} className="text-muted-foreground text-xs leading-relaxed">
                  {option.hint}
                </p>
              </div>
              <Switch id={id} aria-describedby={`${id}-hint`} className="mt-0.5" {...register(option.name)} />
            </li>
          );
        })}
      </ul>

      {update.isError ? (
        <p role="alert" className="bg-danger-soft text-destructive rounded-lg px-4 py-3 text-sm">
          {errorMessage(update.error, "Your preferences could not be saved. Please try again.")}
        </p>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={working}>
          Cancel
        </Button>
        <Button type="submit" disabled={working}>
          {working ? (
            <>
              <Spinner />
              Saving...
            </>
          ) : (
            "Save Preferences"
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

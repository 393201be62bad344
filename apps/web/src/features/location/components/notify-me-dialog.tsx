import { say } from "../../../lib/stand-ins/lingui";
import { zodResolver } from "@hookform/resolvers/zod";
import { HONEYPOT_FIELD } from "@ivdrips/contract/messages";
import {
  WaitlistRequestSchema,
  type WaitlistRequest,
  type WaitlistRequestInput,
} from "@ivdrips/contract/waitlist";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";

import { useT } from "../../../lib/i18n/use-t";
import { useJoinWaitlist } from "../api/join-waitlist";
import { countryName } from "../countries";
import { useLocationSelection } from "../location-context";

const EMAIL_ID = "notify-email";

/**
 * SPEC §2 "Notify Me": opened by choosing a coming-soon country; a required email. Submitting joins the
 * waitlist (POST /api/waitlist, issue 8), then thanks the visitor by name of the country, closes and clears.
 * A failure says why in a toast and keeps the dialog open with the email.
 */
export function NotifyMeDialog() {
  const { notifyCountry, closeNotify } = useLocationSelection();
  return (
    <Dialog open={notifyCountry !== null} onOpenChange={(open) => (open ? undefined : closeNotify())}>
      <DialogContent className="sm:max-w-[425px]">
        {/* Mounted only while open: closing clears the form. */}
        {notifyCountry === null ? null : <NotifyMeForm country={notifyCountry} onJoined={closeNotify} />}
      </DialogContent>
    </Dialog>
  );
}

function NotifyMeForm({ country, onJoined }: { country: string; onJoined: () => void }) {
  const t = useT();
  const join = useJoinWaitlist();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WaitlistRequestInput, unknown, WaitlistRequest>({
    resolver: zodResolver(WaitlistRequestSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    // The country is the English name the API knows; the dialog shows it translated.
    defaultValues: { email: "", country, website: "" },
  });
  const shownCountry = countryName(t, country);

  const onSubmit = handleSubmit((values) =>
    join.mutate(
      { email: values.email, country: values.country, website: values.website ?? "" },
      {
        onSuccess: () => {
          toast({
            title: t.location.notify.thanksTitle,
            description: say("location.notify.thanksDescription", { country: shownCountry }),
          });
          onJoined();
        },
        onError: (error) => {
          toast({
            title: t.location.notify.errorTitle,
            description: errorMessage(error, t.location.notify.errorFallback),
            variant: "destructive",
          });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={join.isPending || undefined}>
      <DialogHeader>
        <DialogTitle>{say("location.notify.title", { country: shownCountry })}</DialogTitle>
        <DialogDescription>{say("location.notify.description", { country: shownCountry })}</DialogDescription>
      </DialogHeader>
      <FormField id={EMAIL_ID} label={t.location.notify.email} error={errors.email?.message}>
        <Input
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...fieldA11y(EMAIL_ID, errors.email?.message, { required: true })}
          {...register("email")}
        />
      </FormField>
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology; only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="notify-website">{t.location.notify.honeypot}</label>
        <input
          id="notify-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(HONEYPOT_FIELD)}
        />
      </div>
      <DialogFooter>
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? (
            <>
              <Spinner />
              {t.location.notify.sending}
            </>
          ) : (
            t.location.notify.submit
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import {
  SUPPORT_CATEGORIES,
  SupportMessageSchema,
  type SupportMessage,
  type SupportMessageInput,
} from "@ivdrips/contract/messages";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { HoneypotField } from "../../../components/honeypot-field";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { fieldClasses, Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/stand-ins/cn";

import { useT } from "../../../lib/i18n/use-t";
import { useSendSupportMessage } from "../api/send-support-message";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { FormConfirmation } from "./form-confirmation";

const EMPTY: SupportMessageInput = {
  name: "",
  email: "",
  subject: "",
  category: "",
  message: "",
  website: "",
};
const FIELDS = ["name", "email", "subject", "category", "message"] as const;

/**
 * SPEC §5 "Support form", sent to POST /api/support/messages. Validated on submit, then again on every
 * change; once the team has the message the form empties and says so, and on a failure it keeps what was typed.
 */
export function SupportMessageForm() {
  const t = useT();
  const text = t.support.supportForm;
  const send = useSendSupportMessage();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SupportMessageInput, unknown, SupportMessage>({
    resolver: zodResolver(SupportMessageSchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = handleSubmit(
    (message) => {
      setSent(false);
      send.mutate(message, {
        // The submit has settled by now, so the emptied form is back in "validate on submit" mode.
        onSuccess: () => {
          reset(EMPTY);
          setSent(true);
        },
        onError: (error) => {
          showServerFieldErrors(error, FIELDS, setError);
          toast({
            title: t.support.sendFailedTitle,
            description: errorMessage(error, t.support.sendFailed),
            variant: "destructive",
          });
        },
      });
    },
    () => setSent(false),
  );

  const sending = send.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-busy={sending || undefined}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="support-name" label={text.name} error={errors.name?.message}>
          <Input
            autoComplete="name"
            {...fieldA11y("support-name", errors.name?.message, { required: true })}
            {...register("name")}
          />
        </FormField>
        <FormField id="support-email" label={text.email} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldA11y("support-email", errors.email?.message, { required: true })}
            {...register("email")}
          />
        </FormField>
        <FormField id="support-subject" label={text.subject} error={errors.subject?.message}>
          <Input
            {...fieldA11y("support-subject", errors.subject?.message, { required: true })}
            {...register("subject")}
          />
        </FormField>
        <FormField id="support-category" label={text.category} error={errors.category?.message}>
          <div className="relative">
            <select
              className={cn(
                fieldClasses,
                "h-11 cursor-pointer appearance-none py-2 pr-10",
                "has-[option[value='']:checked]:text-muted-foreground [&_option]:text-foreground",
              )}
              {...fieldA11y("support-category", errors.category?.message, { required: true })}
              {...register("category")}
            >
              <option value="" disabled>
                {text.chooseCategory}
              </option>
              {SUPPORT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t.support.categories[category]}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="text-muted-foreground pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2"
            />
          </div>
        </FormField>
      </div>
      <FormField id="support-message" label={text.message} error={errors.message?.message}>
        <Textarea
          rows={5}
          className="min-h-32"
          {...fieldA11y("support-message", errors.message?.message, { required: true })}
          {...register("message")}
        />
      </FormField>
      <HoneypotField id="support-website" label={t.support.honeypotLabel} {...register("website")} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">{t.support.allFieldsRequired}</p>
        <Button type="submit" className="w-full sm:w-auto" disabled={sending}>
          {sending ? (
            <>
              <Spinner />
              {t.support.sending}
            </>
          ) : (
            t.support.sendMessage
          )}
        </Button>
      </div>
      <FormConfirmation message={sent ? text.confirmation : null} />
    </form>
  );
}

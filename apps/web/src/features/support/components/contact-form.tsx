import { zodResolver } from "@hookform/resolvers/zod";
import {
  ContactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from "@ivdrips/contract/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { HoneypotField } from "../../../components/honeypot-field";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";

import { useT } from "../../../lib/i18n/use-t";
import { useSendContactMessage } from "../api/send-contact-message";
import { showServerFieldErrors } from "../../../lib/server-field-errors";
import { FormConfirmation } from "./form-confirmation";

const EMPTY: ContactMessageInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
  website: "",
};
const FIELDS = ["firstName", "lastName", "email", "phone", "subject", "message"] as const;

/**
 * The contact page's message form, sent to POST /api/contact/messages. Validated like the support form (on
 * submit, then on every change); emptied once sent, kept as typed when sending fails.
 */
export function ContactForm() {
  const t = useT();
  const text = t.support.contactForm;
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
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
        <FormField id="contact-first-name" label={text.firstName} error={errors.firstName?.message}>
          <Input
            autoComplete="given-name"
            {...fieldA11y("contact-first-name", errors.firstName?.message, { required: true })}
            {...register("firstName")}
          />
        </FormField>
        <FormField id="contact-last-name" label={text.lastName} error={errors.lastName?.message}>
          <Input
            autoComplete="family-name"
            {...fieldA11y("contact-last-name", errors.lastName?.message, { required: true })}
            {...register("lastName")}
          />
        </FormField>
        <FormField id="contact-email" label={text.email} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldA11y("contact-email", errors.email?.message, { required: true })}
            {...register("email")}
          />
        </FormField>
        <FormField id="contact-phone" label={text.phone} error={errors.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+60 12-345 6789"
            {...fieldA11y("contact-phone", errors.phone?.message, { required: true })}
            {...register("phone")}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" label={text.subject} error={errors.subject?.message}>
        <Input
          {...fieldA11y("contact-subject", errors.subject?.message, { required: true })}
          {...register("subject")}
        />
      </FormField>
      <FormField id="contact-message" label={text.message} error={errors.message?.message}>
        <Textarea
          rows={5}
          className="min-h-32"
          {...fieldA11y("contact-message", errors.message?.message, { required: true })}
          {...register("message")}
        />
      </FormField>
      <HoneypotField id="contact-website" label={t.support.honeypotLabel} {...register("website")} />
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

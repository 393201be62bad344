import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { ContactMessageSchema, type ContactMessage, type ContactMessageInput } from "../lib/message-schemas";
import { FormConfirmation } from "./form-confirmation";

export const CONTACT_CONFIRMATION =
  "Thank you for getting in touch, we have your message and will reply within 24 hours.";

const EMPTY: ContactMessageInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
};

/**
 * The contact page's message form. Validated like the support form (on submit, then on every change);
 * local-only until the messages API exists (a later issue): nothing is sent.
 */
export function ContactForm() {
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitSuccessful },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  useEffect(() => {
    if (isSubmitSuccessful) reset(EMPTY);
  }, [isSubmitSuccessful, reset]);

  const onSubmit = handleSubmit(
    () => setConfirmation(CONTACT_CONFIRMATION),
    () => setConfirmation(null),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-first-name" label="First Name" error={errors.firstName?.message}>
          <Input
            autoComplete="given-name"
            {...fieldA11y("contact-first-name", errors.firstName?.message, { required: true })}
            {...register("firstName")}
          />
        </FormField>
        <FormField id="contact-last-name" label="Last Name" error={errors.lastName?.message}>
          <Input
            autoComplete="family-name"
            {...fieldA11y("contact-last-name", errors.lastName?.message, { required: true })}
            {...register("lastName")}
          />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldA11y("contact-email", errors.email?.message, { required: true })}
            {...register("email")}
          />
        </FormField>
        <FormField id="contact-phone" label="Phone Number" error={errors.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...fieldA11y("contact-phone", errors.phone?.message, { required: true })}
            {...register("phone")}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Input
          {...fieldA11y("contact-subject", errors.subject?.message, { required: true })}
          {...register("subject")}
        />
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea
          rows={5}
          className="min-h-32"
          {...fieldA11y("contact-message", errors.message?.message, { required: true })}
          {...register("message")}
        />
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-sm">All fields are required. We reply within 24 hours.</p>
        <Button type="submit" className="w-full sm:w-auto">
          Send Message
        </Button>
      </div>
      <FormConfirmation message={confirmation} />
    </form>
  );
}

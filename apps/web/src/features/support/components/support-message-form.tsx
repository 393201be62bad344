import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDown } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { fieldClasses, Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { cn } from "../../../lib/cn";
import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SupportMessageSchema,
  type SupportMessage,
  type SupportMessageInput,
} from "../lib/message-schemas";
import { FormConfirmation } from "./form-confirmation";

export const SUPPORT_CONFIRMATION = "Thank you, we have your message and will reply within 24 hours.";

const EMPTY: SupportMessageInput = { name: "", email: "", subject: "", category: "", message: "" };

/**
 * SPEC §5 "Support form". Validated on submit, then again on every change; accepted messages are only
 * confirmed on the page until the messages API exists (a later issue), nothing is sent.
 */
export function SupportMessageForm() {
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitSuccessful },
  } = useForm<SupportMessageInput, unknown, SupportMessage>({
    resolver: zodResolver(SupportMessageSchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  // Reset after the submit settles (RHF's advice), so the emptied form is back in "validate on submit" mode.
  useEffect(() => {
    if (isSubmitSuccessful) reset(EMPTY);
  }, [isSubmitSuccessful, reset]);

  const onSubmit = handleSubmit(
    () => setConfirmation(SUPPORT_CONFIRMATION),
    () => setConfirmation(null),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="support-name" label="Name" error={errors.name?.message}>
          <Input
            autoComplete="name"
            {...fieldA11y("support-name", errors.name?.message, { required: true })}
            {...register("name")}
          />
        </FormField>
        <FormField id="support-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldA11y("support-email", errors.email?.message, { required: true })}
            {...register("email")}
          />
        </FormField>
        <FormField id="support-subject" label="Subject" error={errors.subject?.message}>
          <Input
            {...fieldA11y("support-subject", errors.subject?.message, { required: true })}
            {...register("subject")}
          />
        </FormField>
        <FormField id="support-category" label="Category" error={errors.category?.message}>
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
                Choose a category
              </option>
              {SUPPORT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {SUPPORT_CATEGORY_LABELS[category]}
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
      <FormField id="support-message" label="Message" error={errors.message?.message}>
        <Textarea
          rows={5}
          className="min-h-32"
          {...fieldA11y("support-message", errors.message?.message, { required: true })}
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

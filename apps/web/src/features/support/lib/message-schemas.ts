import { EmailSchema, PhoneSchema } from "@ivdrips/contract/common";
import { z } from "zod";

/**
 * The support and contact forms. Both are local-only until the messages API exists (a later issue); the
 * schemas are the ones that API will share through the contract.
 */

function requiredText(label: string, max: number, emptyMessage: string) {
  return z
    .string()
    .trim()
    .min(1, { error: emptyMessage })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

const RequiredEmailSchema = z
  .string()
  .trim()
  .min(1, { error: "Please enter your email address" })
  .pipe(EmailSchema);

/** SPEC §3 "Support form" categories, in SPEC's order. */
export const SUPPORT_CATEGORIES = [
  "booking",
  "medical",
  "payment",
  "complaint",
  "compliment",
  "other",
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  booking: "Booking",
  medical: "Medical question",
  payment: "Payment",
  complaint: "Complaint",
  compliment: "Compliment",
  other: "Other",
};

export const CATEGORY_MESSAGE = "Please choose a category";

/** SPEC §5 "Support form": all five fields required, the email a real address. */
export const SupportMessageSchema = z.object({
  name: requiredText("Name", 100, "Please enter your name"),
  email: RequiredEmailSchema,
  subject: requiredText("Subject", 150, "Please enter a subject"),
  // The select starts empty (""): any string in, one of the six categories out.
  category: z.string().pipe(z.enum(SUPPORT_CATEGORIES, { error: CATEGORY_MESSAGE })),
  message: requiredText("Message", 2000, "Please enter your message"),
});
export type SupportMessageInput = z.input<typeof SupportMessageSchema>;
export type SupportMessage = z.output<typeof SupportMessageSchema>;

/** The contact page's form: every field required, like the support form; the phone as SPEC §5 reads one. */
export const ContactMessageSchema = z.object({
  firstName: requiredText("First name", 60, "Please enter your first name"),
  lastName: requiredText("Last name", 60, "Please enter your last name"),
  email: RequiredEmailSchema,
  phone: z.string().trim().min(1, { error: "Please enter your phone number" }).pipe(PhoneSchema),
  subject: requiredText("Subject", 150, "Please enter a subject"),
  message: requiredText("Message", 2000, "Please enter your message"),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

import { RegisterRequestSchema } from "@ivdrips/contract/auth";
import { PHONE_MESSAGE, PhoneSchema } from "@ivdrips/contract/common";
import { z } from "zod";

/**
 * The sign-up form: the contract's RegisterRequest, except that an empty phone field means "no phone"
 * (SPEC §3: phone is sent only if present), and a phone that is given must be valid.
 */
export const SignUpFormSchema = RegisterRequestSchema.extend({
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === "" || PhoneSchema.safeParse(phone).success, { error: PHONE_MESSAGE })
    .transform((phone) => (phone === "" ? undefined : phone)),
});
export type SignUpFormInput = z.input<typeof SignUpFormSchema>;
export type SignUpFormOutput = z.output<typeof SignUpFormSchema>;

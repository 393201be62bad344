import { z } from "zod";
import {
  EmailSchema,
  FullNameSchema,
  NewPasswordSchema,
  PHONE_MESSAGE,
  PhoneSchema,
  SignInPasswordSchema,
} from "./common";

export const TOKEN_TYPES = ["customer", "clinic"] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];

export const RegisterRequestSchema = z.object({
  email: EmailSchema,
  fullName: FullNameSchema,
  password: NewPasswordSchema,
  phone: PhoneSchema.optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: SignInPasswordSchema,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** Only fullName and phone change; an empty phone clears it. Any other field is ignored. */
export const UpdateProfileRequestSchema = z.object({
  fullName: FullNameSchema,
  phone: z
    .union([z.literal("").transform(() => null), z.null(), PhoneSchema], { error: PHONE_MESSAGE })
    .optional(),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";

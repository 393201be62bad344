import { schemaMessage } from "./api-messages";
import { z } from "zod";
import {
  EmailSchema,
  FullNameSchema,
  NewPasswordSchema,
  PHONE_MESSAGE,
  PhoneSchema,
  SignInPasswordSchema,
} from "./common";

export const TOKEN_TYPES = ["customer", "clinic", "staff"] as const;
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

export const INVALID_LOGIN_MESSAGE = schemaMessage("invalidLogin");
export const EMAIL_TAKEN_MESSAGE = schemaMessage("emailTaken");

/** POST /auth/password-reset/request: answered alike whether or not an account uses the email. */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** The emailed token is 32 random bytes in base64url: 43 characters. */
export const PasswordResetConfirmSchema = z.object({
  token: z
    .string({ error: schemaMessage("resetTokenMissing") })
    .min(1)
    .max(200),
  password: NewPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: SignInPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** How long an emailed reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const PASSWORD_RESET_REQUESTED_MESSAGE = schemaMessage("resetRequested");
export const INVALID_RESET_TOKEN_MESSAGE = schemaMessage("resetTokenInvalid");
export const PASSWORD_RESET_DONE_MESSAGE = schemaMessage("resetDone");
export const SIGNED_OUT_EVERYWHERE_MESSAGE = schemaMessage("signedOutEverywhere");

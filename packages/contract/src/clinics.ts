import { z } from "zod";
import { PASSWORD_REQUIRED_MESSAGE } from "./common";

export const ClinicLoginRequestSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .toLowerCase()
    .min(1, { error: "Username is required" })
    .max(64, { error: "Username is too long" }),
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, { error: PASSWORD_REQUIRED_MESSAGE })
    .max(128, { error: "Password must be at most 128 characters" }),
});
export type ClinicLoginRequest = z.infer<typeof ClinicLoginRequestSchema>;

export const ClinicSchema = z.object({ id: z.string(), name: z.string() });
export type Clinic = z.infer<typeof ClinicSchema>;

export const ClinicLoginResponseSchema = z.object({ token: z.string(), clinic: ClinicSchema });
export type ClinicLoginResponse = z.infer<typeof ClinicLoginResponseSchema>;

export const ClinicProfileSchema = ClinicSchema.extend({
  username: z.string(),
  providers: z.array(z.object({ _id: z.string(), name: z.string(), locations: z.array(z.string()) })),
});
export type ClinicProfile = z.infer<typeof ClinicProfileSchema>;

export const INVALID_CLINIC_LOGIN_MESSAGE = "Invalid username or password";

/** Usernames an admin may give a clinic. */
export const ClinicUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,64}$/, { error: "A username is 3-64 letters, digits, dots, dashes or underscores" });

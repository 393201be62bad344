import { schemaMessage } from "./api-messages";
import { z } from "zod";
import { PASSWORD_REQUIRED_MESSAGE } from "./common";

export const ClinicLoginRequestSchema = z.object({
  username: z
    .string({ error: schemaMessage("usernameRequired") })
    .trim()
    .toLowerCase()
    .min(1, { error: schemaMessage("usernameRequired") })
    .max(64, { error: schemaMessage("usernameTooLong") }),
  password: z
    .string({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, { error: PASSWORD_REQUIRED_MESSAGE })
    .max(128, { error: schemaMessage("passwordTooLong") }),
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

export const INVALID_CLINIC_LOGIN_MESSAGE = schemaMessage("invalidClinicLogin");

/** Usernames an admin may give a clinic. */
export const ClinicUsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,64}$/, { error: schemaMessage("usernameFormat") });

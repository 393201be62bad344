import { schemaMessage } from "./api-messages";
import { z } from "zod";

export const VerifyInviteRequestSchema = z.object({
  code: z
    .string({ error: schemaMessage("inviteCodeRequired") })
    .trim()
    .min(1, { error: schemaMessage("inviteCodeRequired") })
    .max(64, { error: schemaMessage("inviteCodeTooLong") }),
});
export type VerifyInviteRequest = z.infer<typeof VerifyInviteRequestSchema>;

export const VerifyInviteResponseSchema = z.object({ valid: z.boolean() });
export type VerifyInviteResponse = z.infer<typeof VerifyInviteResponseSchema>;

/** What an admin may name a code: letters, digits, dash and underscore. */
export const InviteCodeFormatSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,64}$/, {
    error: schemaMessage("inviteCodeFormat"),
  });

/**
 * The invite gate's pass: a valid verification sets this httpOnly, signed, SameSite=Lax cookie, and every API
 * call but the verification itself, health, readiness, the payment webhook and the sandbox checkout page
 * needs it (otherwise 403 INVITE_REQUIRED). The web app never reads it; it only sends it back.
 */
export const INVITE_COOKIE_NAME = "ivd_invite";

/** How long a pass lasts before the code must be entered again. */
export const INVITE_PASS_DAYS = 180;

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

/**
 * How long a process trusts what it last read of a code: a revoked code's passes stop working within this
 * time in every process (the console's revoke dialog says so).
 */
export const INVITE_REVOCATION_SECONDS = 30;

/** `GET /api/invite-codes/contact?service=`: the service page the gate was opened on, if any. */
export const GateContactQuerySchema = z.object({
  service: z.string().trim().max(100).optional(),
});
export type GateContactQuery = z.infer<typeof GateContactQuerySchema>;

/**
 * How a visitor at the invite gate asks the team for a code: the business's WhatsApp number (wa.me digits),
 * phone and email, as GET /api/config has them (that call needs a pass), and the name of the service asked
 * about (null when none was asked or there is no such active service), for the prefilled chat.
 */
export const GateContactSchema = z.object({
  whatsappNumber: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  serviceName: z.string().nullable(),
});
export type GateContact = z.infer<typeof GateContactSchema>;

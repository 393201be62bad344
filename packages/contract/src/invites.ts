import { z } from "zod";

export const VerifyInviteRequestSchema = z.object({
  code: z
    .string({ error: "Please enter your invite code" })
    .trim()
    .min(1, { error: "Please enter your invite code" })
    .max(64, { error: "Invite code is too long" }),
});
export type VerifyInviteRequest = z.infer<typeof VerifyInviteRequestSchema>;

export const VerifyInviteResponseSchema = z.object({ valid: z.boolean() });
export type VerifyInviteResponse = z.infer<typeof VerifyInviteResponseSchema>;

/** What an admin may name a code: letters, digits, dash and underscore. */
export const InviteCodeFormatSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{4,64}$/, {
    error: "An invite code is 4-64 letters, digits, dashes or underscores",
  });

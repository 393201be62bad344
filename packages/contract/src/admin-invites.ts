import { z } from "zod";
import { StaffNoteSchema } from "./admin";
import { schemaMessage } from "./api-messages";
import { DateOnlySchema } from "./common";
import { InviteCodeFormatSchema } from "./invites";

/** The console's invite codes: GET/POST /api/admin/invites, PUT /api/admin/invites/:id/revoke. */

export const INVITE_STATUSES = ["active", "revoked", "expired", "used up"] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const MAX_INVITE_USES = 1_000_000;

export const AdminInviteSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(INVITE_STATUSES),
  uses: z.number().int(),
  /** Null: unlimited. */
  maxUses: z.number().int().nullable(),
  /** The instant it stops working (null: never), and the Kuala Lumpur day it is last valid. */
  expiresAt: z.string().nullable(),
  lastValidDay: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminInvite = z.infer<typeof AdminInviteSchema>;

export const AdminInviteListSchema = z.object({ invites: z.array(AdminInviteSchema) });
export type AdminInviteList = z.infer<typeof AdminInviteListSchema>;

/** POST /api/admin/invites: as `npm run admin -- invite create`. */
export const NewInviteRequestSchema = z.object({
  code: z.string({ error: schemaMessage("inviteCodeFormat") }).pipe(InviteCodeFormatSchema),
  maxUses: z
    .number({ error: schemaMessage("adminInviteMaxUses", { max: MAX_INVITE_USES }) })
    .int({ error: schemaMessage("adminInviteMaxUses", { max: MAX_INVITE_USES }) })
    .min(1, { error: schemaMessage("adminInviteMaxUses", { max: MAX_INVITE_USES }) })
    .max(MAX_INVITE_USES, { error: schemaMessage("adminInviteMaxUses", { max: MAX_INVITE_USES }) })
    .optional(),
  /** The last Kuala Lumpur day on which the code works (YYYY-MM-DD); today or later. */
  expiresOn: DateOnlySchema.optional(),
  note: StaffNoteSchema.optional(),
});
export type NewInviteRequest = z.infer<typeof NewInviteRequestSchema>;

/** PUT /api/admin/invites/:id/revoke: `{}`, or `{ note }`. A body is required, as on every write. */
export const RevokeInviteRequestSchema = z.object({ note: StaffNoteSchema.optional() });
export type RevokeInviteRequest = z.infer<typeof RevokeInviteRequestSchema>;

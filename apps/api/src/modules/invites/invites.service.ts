import { InviteCodeFormatSchema } from "@ivdrips/contract/invites";
import { addDays, klInstant } from "@ivdrips/contract/time-windows";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import {
  consumeInviteUse,
  insertInvite,
  listInvites,
  revokeInvite,
  type InviteCodeRow,
} from "./invites.repository";

export type InviteStatus = "active" | "revoked" | "expired" | "used up";

export interface InviteSummary {
  code: string;
  uses: number;
  maxUses: number | null;
  expiresAt: Date | null;
  status: InviteStatus;
}

export function inviteStatus(invite: InviteCodeRow, now: Date): InviteStatus {
  if (invite.revokedAt) return "revoked";
  if (invite.expiresAt && invite.expiresAt <= now) return "expired";
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return "used up";
  return "active";
}

/** `--expires 2026-12-31` keeps a code valid through that whole day in Kuala Lumpur. */
export function expiryFromKlDate(date: string): Date {
  return klInstant(addDays(date, 1), 0);
}

export function createInvitesService(db: Database, clock: Clock) {
  const summarize = (invite: InviteCodeRow): InviteSummary => ({
    code: invite.code,
    uses: invite.uses,
    maxUses: invite.maxUses,
    expiresAt: invite.expiresAt,
    status: inviteStatus(invite, clock()),
  });

  return {
    /** A usable code counts one use and is valid; anything else is simply not valid. */
    async verify(code: string): Promise<{ valid: boolean }> {
      return { valid: await consumeInviteUse(db, code.trim(), clock()) };
    },

    async create(input: { code: string; maxUses?: number; expiresOn?: string }): Promise<InviteSummary> {
      const code = InviteCodeFormatSchema.safeParse(input.code);
      if (!code.success) throw new AppError("VALIDATION_ERROR", code.error.issues[0]?.message ?? "Bad code");
      if (input.maxUses !== undefined && (!Number.isInteger(input.maxUses) || input.maxUses < 1)) {
        throw new AppError("VALIDATION_ERROR", "--max-uses must be a whole number of at least 1");
      }
      const expiresAt = input.expiresOn === undefined ? null : expiryFromKlDate(input.expiresOn);
      if (expiresAt && expiresAt <= clock()) {
        throw new AppError("VALIDATION_ERROR", "--expires must be today or a later day");
      }
      const created = await insertInvite(db, { code: code.data, maxUses: input.maxUses ?? null, expiresAt });
      if (!created) throw new AppError("CONFLICT", `Invite code ${code.data} already exists`);
      return summarize(created);
    },

    async list(): Promise<InviteSummary[]> {
      return (await listInvites(db)).map(summarize);
    },

    async revoke(code: string): Promise<InviteSummary> {
      const revoked = await revokeInvite(db, code.trim(), clock());
      if (!revoked) throw new AppError("NOT_FOUND", `No invite code ${code.trim()}`);
      return summarize(revoked);
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;

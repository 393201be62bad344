import type { AdminInvite, AdminInviteList, NewInviteRequest } from "@ivdrips/contract/admin-invites";
import { klDateOf } from "@ivdrips/contract/time-windows";
import type { InvitesService, InviteSummary } from "../invites/invites.service";
import { recordAudit } from "./audit.repository";

/** The Kuala Lumpur day on which a code is last valid: it stops working at the start of the next one. */
function lastValidDay(expiresAt: Date): string {
  return klDateOf(new Date(expiresAt.getTime() - 1));
}

export function adminInviteOf(invite: InviteSummary): AdminInvite {
  return {
    id: invite.id,
    code: invite.code,
    status: invite.status,
    uses: invite.uses,
    maxUses: invite.maxUses,
    expiresAt: invite.expiresAt?.toISOString() ?? null,
    lastValidDay: invite.expiresAt ? lastValidDay(invite.expiresAt) : null,
    revokedAt: invite.revokedAt?.toISOString() ?? null,
    createdAt: invite.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a code. */
const inviteFields = (invite: InviteSummary) => ({
  code: invite.code,
  maxUses: invite.maxUses,
  expiresAt: invite.expiresAt?.toISOString() ?? null,
  revokedAt: invite.revokedAt?.toISOString() ?? null,
});

/** The console's invite codes, through the invites service's rules (as the CLI's), every write audited. */
export function createAdminInvitesService(invites: InvitesService) {
  return {
    async list(): Promise<AdminInviteList> {
      return { invites: (await invites.list()).map(adminInviteOf) };
    },

    async create(staffId: string, input: NewInviteRequest): Promise<AdminInvite> {
      const created = await invites.create(
        { code: input.code, maxUses: input.maxUses, expiresOn: input.expiresOn },
        async (tx, invite) => {
          await recordAudit(tx, {
            staffId,
            action: "invite.create",
            targetType: "invite_code",
            targetId: invite.id,
            after: inviteFields(invite),
            note: input.note ?? null,
          });
        },
      );
      return adminInviteOf(created);
    },

    /** Revoking a revoked code is a no-op, and writes no audit row. */
    async revoke(staffId: string, id: string, note: string | undefined): Promise<AdminInvite> {
      const revoked = await invites.revokeById(id, async (tx, { before, after }) => {
        await recordAudit(tx, {
          staffId,
          action: "invite.revoke",
          targetType: "invite_code",
          targetId: id,
          before: { revokedAt: inviteFields(before).revokedAt },
          after: { revokedAt: inviteFields(after).revokedAt },
          note: note ?? null,
        });
      });
      return adminInviteOf(revoked);
    },
  };
}

export type AdminInvitesService = ReturnType<typeof createAdminInvitesService>;

import {
  ADMIN_PAGE_SIZE,
  NewStaffSchema,
  type AuditList,
  type AuditQuery,
  type StaffLoginResponse,
  type NewStaff,
  type StaffLoginRequest,
  type StaffMember,
} from "@ivdrips/contract/admin";
import type { ChangePasswordRequest } from "@ivdrips/contract/auth";
import type { Database } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { hashPassword, spendVerifyTime, verifyPassword } from "../../lib/passwords";
import type { TokenClaims, TokenService } from "../../lib/tokens";
import { endEverySession, endSession } from "../auth/sessions.service";
import {
  auditRecordNames,
  listAudit,
  recordAudit,
  recordsMentioned,
  type AuditRowWithStaff,
} from "./audit.repository";
import {
  disableStaff,
  findStaffByEmail,
  findStaffById,
  insertStaff,
  listStaff,
  setStaffPassword,
  type StaffRow,
} from "./staff.repository";

export const staffMemberOf = (row: Pick<StaffRow, "id" | "email" | "name">): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
});

function auditEntryOf(row: AuditRowWithStaff): AuditList["entries"][number] {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    staff:
      row.staffId && row.staffEmail !== null && row.staffName !== null
        ? { id: row.staffId, email: row.staffEmail, name: row.staffName }
        : null,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    note: row.note,
  };
}

/** Staff accounts (made on the command line), their sign-in, and the audit log they all write to. */
export function createStaffService(db: Database, tokens: TokenService, clock: Clock) {
  return {
    async login(input: StaffLoginRequest): Promise<{ token: string; staff: StaffMember }> {
      const member = await findStaffByEmail(db, input.email);
      if (!member) {
        await spendVerifyTime(input.password);
        throw new AppError("INVALID_CREDENTIALS", "invalidStaffLogin");
      }
      // The password is checked first, so a disabled account tells nothing to someone who does not know it.
      if (!(await verifyPassword(member.passwordHash, input.password))) {
        throw new AppError("INVALID_CREDENTIALS", "invalidStaffLogin");
      }
      if (member.disabledAt) throw new AppError("FORBIDDEN", "staffAccountDisabled");
      const { token } = await tokens.sign(member.id, "staff", member.sessionVersion);
      return { token, staff: staffMemberOf(member) };
    },

    async logout(claims: TokenClaims): Promise<void> {
      await endSession(db, claims, clock());
    },

    /** Every token of the account is refused from now on, this one included; audited as the member's own action. */
    async logoutEverywhere(claims: TokenClaims): Promise<void> {
      await inTransaction(db, async (tx) => {
        await endEverySession(tx, claims);
        await recordAudit(tx, {
          staffId: claims.sub,
          action: "staff.sign_out_everywhere",
          targetType: "staff",
          targetId: claims.sub,
        });
      });
    },

    /**
     * Changes the member's password once the current one is confirmed, and ends every other session of the
     * account: the answer carries a fresh token for the caller, at the new session version. Audited (no hashes).
     */
    async changePassword(claims: TokenClaims, input: ChangePasswordRequest): Promise<StaffLoginResponse> {
      const member = await findStaffById(db, claims.sub);
      if (!member) throw new AppError("INVALID_TOKEN", "sessionInvalid");
      if (!(await verifyPassword(member.passwordHash, input.currentPassword))) {
        throw new AppError("INCORRECT_PASSWORD", "incorrectPassword");
      }
      const passwordHash = await hashPassword(input.newPassword);
      const sessionVersion = await inTransaction(db, async (tx) => {
        const version = await setStaffPassword(tx, member.id, passwordHash);
        if (version === undefined) throw new AppError("INVALID_TOKEN", "staffAccountDisabled");
        await recordAudit(tx, {
          staffId: member.id,
          action: "staff.password_change",
          targetType: "staff",
          targetId: member.id,
          before: { sessionVersion: member.sessionVersion },
          after: { sessionVersion: version },
        });
        return version;
      });
      const { token } = await tokens.sign(member.id, "staff", sessionVersion);
      return { token, staff: staffMemberOf(member) };
    },

    async me(staffId: string): Promise<StaffMember> {
      const member = await findStaffById(db, staffId);
      if (!member) throw new AppError("INVALID_TOKEN", "sessionInvalid");
      return staffMemberOf(member);
    },

    /** `npm run admin -- staff create`: audited as the command line's action. */
    async create(input: NewStaff): Promise<StaffRow> {
      const parsed = NewStaffSchema.parse(input);
      const passwordHash = await hashPassword(parsed.password);
      return inTransaction(db, async (tx) => {
        const member = await insertStaff(tx, { email: parsed.email, name: parsed.name, passwordHash });
        if (!member) throw new AppError("CONFLICT", "staffEmailTaken");
        await recordAudit(tx, {
          staffId: null,
          action: "staff.create",
          targetType: "staff",
          targetId: member.id,
          after: staffMemberOf(member),
        });
        return member;
      });
    },

    list(): Promise<StaffRow[]> {
      return listStaff(db);
    },

    /** Disabling ends every session of the account at once. */
    async disable(email: string): Promise<StaffRow> {
      return inTransaction(db, async (tx) => {
        const member = await findStaffByEmail(tx, email.trim().toLowerCase());
        if (!member) throw new AppError("NOT_FOUND", "staffNotFound", { email });
        const disabled = (await disableStaff(tx, member.id, clock())) ?? member;
        if (!member.disabledAt) {
          await recordAudit(tx, {
            staffId: null,
            action: "staff.disable",
            targetType: "staff",
            targetId: member.id,
            before: { disabledAt: null },
            after: { disabledAt: disabled.disabledAt?.toISOString() ?? null },
          });
        }
        return disabled;
      });
    },

    async audit(query: AuditQuery): Promise<AuditList> {
      const { page, ...filter } = query;
      const { rows, total } = await listAudit(db, filter, {
        limit: ADMIN_PAGE_SIZE,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
      });
      const names = await auditRecordNames(db, rows.flatMap(recordsMentioned));
      return { entries: rows.map(auditEntryOf), names, page, pageSize: ADMIN_PAGE_SIZE, total };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

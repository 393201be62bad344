import { INVITE_REVOCATION_SECONDS, InviteCodeFormatSchema } from "@ivdrips/contract/invites";
import { addDays, klInstant } from "@ivdrips/contract/time-windows";
import type { Database } from "../../db/client";
import { inTransaction, type AlsoInTransaction } from "../../db/transactions";
import { AppError, invalidInput } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import {
  consumeInviteUse,
  findInviteTerms,
  insertInvite,
  listInvites,
  lockInvite,
  revokeInvite,
  type InviteCodeRow,
} from "./invites.repository";

export type InviteStatus = "active" | "revoked" | "expired" | "used up";

export interface InviteSummary {
  id: string;
  code: string;
  uses: number;
  maxUses: number | null;
  expiresAt: Date | null;
  status: InviteStatus;
  revokedAt: Date | null;
  createdAt: Date;
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

/**
 * How long a process trusts what it last read of a code before it reads again: a revoked code's passes stop
 * working within this time in every process, without a read of the store on every request.
 */
export const INVITE_TERMS_CACHE_MS = INVITE_REVOCATION_SECONDS * 1000;

interface CachedTerms {
  terms: { revokedAt: Date | null; expiresAt: Date | null } | undefined;
  readAt: number;
}

export function createInvitesService(db: Database, clock: Clock) {
  const termsById = new Map<string, CachedTerms>();
  const reading = new Map<string, Promise<CachedTerms>>();

  const readTerms = (codeId: string): Promise<CachedTerms> => {
    const pending = reading.get(codeId);
    if (pending) return pending;
    const read = findInviteTerms(db, codeId)
      .then((terms) => {
        const cached = { terms, readAt: clock().getTime() };
        termsById.set(codeId, cached);
        return cached;
      })
      .finally(() => reading.delete(codeId));
    reading.set(codeId, read);
    return read;
  };

  const summarize = (invite: InviteCodeRow): InviteSummary => ({
    id: invite.id,
    code: invite.code,
    uses: invite.uses,
    maxUses: invite.maxUses,
    expiresAt: invite.expiresAt,
    status: inviteStatus(invite, clock()),
    revokedAt: invite.revokedAt,
    createdAt: invite.createdAt,
  });

  return {
    /** A usable code counts one use and is valid, naming the code; anything else is simply not valid. */
    async verify(code: string): Promise<{ valid: true; codeId: string } | { valid: false }> {
      const codeId = await consumeInviteUse(db, code.trim(), clock());
      return codeId === null ? { valid: false } : { valid: true, codeId };
    },

    /**
     * Whether the code behind a pass is still in force: not revoked, not expired (a used-up code still is).
     * Expiry is judged against the clock on every call; a revocation is seen within INVITE_TERMS_CACHE_MS.
     */
    async codeInForce(codeId: string): Promise<boolean> {
      const now = clock();
      let cached = termsById.get(codeId);
      const age = cached ? now.getTime() - cached.readAt : Infinity;
      if (!cached || age >= INVITE_TERMS_CACHE_MS || age < 0) cached = await readTerms(codeId);
      const { terms } = cached;
      if (!terms || terms.revokedAt) return false;
      return terms.expiresAt === null || terms.expiresAt > now;
    },

    /** `alsoInTransaction` (the console's audit row) commits with the new code or not at all. */
    async create(
      input: { code: string; maxUses?: number | undefined; expiresOn?: string | undefined },
      alsoInTransaction?: AlsoInTransaction<InviteSummary>,
    ): Promise<InviteSummary> {
      const code = InviteCodeFormatSchema.safeParse(input.code);
      if (!code.success) throw invalidInput(code.error.issues);
      if (input.maxUses !== undefined && (!Number.isInteger(input.maxUses) || input.maxUses < 1)) {
        throw new AppError("VALIDATION_ERROR", "inviteMaxUsesInvalid");
      }
      const expiresAt = input.expiresOn === undefined ? null : expiryFromKlDate(input.expiresOn);
      if (expiresAt && expiresAt <= clock()) {
        throw new AppError("VALIDATION_ERROR", "inviteExpiresPast");
      }
      return inTransaction(db, async (tx) => {
        const created = await insertInvite(tx, {
          code: code.data,
          maxUses: input.maxUses ?? null,
          expiresAt,
        });
        if (!created) throw new AppError("CONFLICT", "inviteCodeExists", { code: code.data });
        const summary = summarize(created);
        await alsoInTransaction?.(tx, summary);
        return summary;
      });
    },

    async list(): Promise<InviteSummary[]> {
      return (await listInvites(db)).map(summarize);
    },

    /**
     * Revokes the code with this id (the console's way; the CLI names the code). Revoking a revoked code
     * changes nothing and `alsoInTransaction` is not called. NOT_FOUND when there is no such code.
     */
    async revokeById(
      id: string,
      alsoInTransaction?: AlsoInTransaction<{ before: InviteSummary; after: InviteSummary }>,
    ): Promise<InviteSummary> {
      return inTransaction(db, async (tx) => {
        const before = await lockInvite(tx, id);
        if (!before) throw new AppError("NOT_FOUND", "adminInviteNotFound");
        if (before.revokedAt) return summarize(before);
        const revoked = await revokeInvite(tx, before.code, clock());
        if (!revoked) throw new AppError("NOT_FOUND", "adminInviteNotFound");
        const summaries = { before: summarize(before), after: summarize(revoked) };
        await alsoInTransaction?.(tx, summaries);
        return summaries.after;
      });
    },

    async revoke(code: string): Promise<InviteSummary> {
      const revoked = await revokeInvite(db, code.trim(), clock());
      if (!revoked) throw new AppError("NOT_FOUND", "inviteCodeUnknown", { code: code.trim() });
      return summarize(revoked);
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;

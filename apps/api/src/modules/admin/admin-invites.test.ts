import type { AdminInvite, AdminInviteList } from "@ivdrips/contract/admin-invites";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { freshClientAddress, injectAs } from "../../../test/test-app";
import { auditLog, inviteCodes } from "../../db/schema";
import { createInvitesService } from "../invites/invites.service";

const t = appUnderTest({ now: "2026-06-01T10:00:00+08:00" });

let staff: TestStaff;
beforeAll(async () => {
  staff = await addStaff(t.app, t.database.db);
});

const asStaff = () => injectAs(t.app, staff.token);
const auditOf = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
const auditCount = async () => (await t.database.db.select().from(auditLog)).length;
const verify = (code: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/invite-codes/verify",
    payload: { code },
    remoteAddress: freshClientAddress(),
  });
const create = (payload: Record<string, unknown>) =>
  asStaff()({ method: "POST", url: "/api/admin/invites", payload });
const revoke = (id: string, payload: Record<string, unknown> = {}) =>
  asStaff()({ method: "PUT", url: `/api/admin/invites/${id}/revoke`, payload });

describe("POST /api/admin/invites", () => {
  it("creates a code with its limits, audited, and it verifies", async () => {
    const response = await create({
      code: "VIP-JUNE",
      maxUses: 5,
      expiresOn: "2026-06-30",
      note: "June event",
    });
    expect(response.statusCode, response.body).toBe(201);
    const invite = response.json<AdminInvite>();
    expect(invite).toMatchObject({
      code: "VIP-JUNE",
      status: "active",
      uses: 0,
      maxUses: 5,
      lastValidDay: "2026-06-30",
      expiresAt: "2026-06-30T16:00:00.000Z",
      revokedAt: null,
    });
    expect(await auditOf(invite.id)).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        action: "invite.create",
        targetType: "invite_code",
        after: { code: "VIP-JUNE", maxUses: 5, expiresAt: "2026-06-30T16:00:00.000Z", revokedAt: null },
        note: "June event",
      }),
    ]);
    expect((await verify("vip-june")).json()).toEqual({ valid: true });
  });

  it("refuses a code that exists (any case), a past expiry and a bad format, writing nothing", async () => {
    expect((await create({ code: "TAKEN-1" })).statusCode).toBe(201);
    const audit = await auditCount();
    expect((await create({ code: "taken-1" })).statusCode).toBe(409);
    expect((await create({ code: "PAST-1", expiresOn: "2026-05-31" })).json()).toMatchObject({
      statusCode: 400,
      messageId: "inviteExpiresPast",
    });
    expect((await create({ code: "a b" })).json()).toMatchObject({
      statusCode: 400,
      messageId: "inviteCodeFormat",
    });
    expect((await create({ code: "ZERO-1", maxUses: 0 })).json()).toMatchObject({
      statusCode: 400,
      messageId: "adminInviteMaxUses",
    });
    expect(await auditCount()).toBe(audit);
    const codes = (await asStaff()({ method: "GET", url: "/api/admin/invites" })).json<AdminInviteList>();
    expect(codes.invites.map((invite) => invite.code)).not.toContain("PAST-1");
  });
});

describe("GET /api/admin/invites", () => {
  it("lists every code with status, uses, max uses, expiry and creation", async () => {
    await create({ code: "LIST-ME", maxUses: 2 });
    await verify("LIST-ME");
    const response = await asStaff()({ method: "GET", url: "/api/admin/invites" });
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json<AdminInviteList>().invites.find((invite) => invite.code === "LIST-ME");
    expect(listed).toMatchObject({ status: "active", uses: 1, maxUses: 2, expiresAt: null });
    expect(listed?.createdAt).toEqual(expect.any(String));
  });
});

describe("PUT /api/admin/invites/:id/revoke", () => {
  it("revokes a code (it verifies no more), audited once; revoking again changes nothing", async () => {
    const invite = (await create({ code: "REVOKE-ME" })).json<AdminInvite>();
    const response = await revoke(invite.id, { note: "Leaked on social media" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "revoked", revokedAt: "2026-06-01T02:00:00.000Z" });
    expect((await verify("REVOKE-ME")).json()).toEqual({ valid: false });
    expect((await revoke(invite.id)).statusCode).toBe(200);
    const rows = (await auditOf(invite.id)).filter((row) => row.action === "invite.revoke");
    expect(rows).toEqual([
      expect.objectContaining({
        before: { revokedAt: null },
        after: { revokedAt: "2026-06-01T02:00:00.000Z" },
        note: "Leaked on social media",
      }),
    ]);
  });

  it("answers 404 for an unknown code and 400 for an id that is not one", async () => {
    const unknown = await revoke("00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect((await revoke("REVOKE-ME")).statusCode).toBe(400);
  });
});

describe("an audit row that cannot be written", () => {
  it("takes the change with it: the code is not created", async () => {
    const invites = createInvitesService(t.database.db, t.clock);
    await expect(
      invites.create({ code: "NO-AUDIT-NO-CODE" }, async () => {
        throw new Error("the audit log is unavailable");
      }),
    ).rejects.toThrow("the audit log is unavailable");
    const rows = await t.database.db
      .select()
      .from(inviteCodes)
      .where(eq(inviteCodes.code, "NO-AUDIT-NO-CODE"));
    expect(rows).toEqual([]);
  });
});

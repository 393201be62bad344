import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { expiredToken, genuineToken } from "../../../test/reliability/forged-tokens";
import { addStaff } from "../../../test/staff-fixtures";
import { freshClientAddress, injectAs, manualClock, VALID_PASSWORD } from "../../../test/test-app";
import { auditLog, staff as staffTable } from "../../db/schema";
import { createTokenService } from "../../lib/tokens";
import { createStaffService } from "./staff.service";

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({ now: NOW, signUpCustomer: true, signInDemoClinic: true });

const login = (payload: object, remoteAddress = freshClientAddress()) =>
  t.app.inject({ method: "POST", url: "/api/admin/login", payload, remoteAddress });
const me = (token?: string) => injectAs(t.app, token)({ method: "GET", url: "/api/admin/me" });
const staffService = () =>
  createStaffService(t.database.db, createTokenService("x".repeat(40), manualClock(NOW)), t.clock);

describe("POST /api/admin/login", () => {
  it("signs a staff member in with a token of type staff that opens /api/admin/me", async () => {
    const member = await addStaff(t.app, t.database.db, { name: "Siti Operations" });
    const response = await login({ email: ` ${member.email.toUpperCase()} `, password: VALID_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ token: string; staff: object }>();
    expect(body.staff).toEqual({ id: member.id, email: member.email, name: "Siti Operations" });
    const [, payload] = body.token.split(".");
    expect(JSON.parse(Buffer.from(payload ?? "", "base64url").toString())).toMatchObject({ type: "staff" });
    expect((await me(body.token)).json()).toEqual(body.staff);
  });

  it("gives the same 401 for a wrong password and an unknown email", async () => {
    const member = await addStaff(t.app, t.database.db);
    const wrong = await login({ email: member.email, password: "Wrong-pass1" });
    const unknown = await login({ email: "nobody@example.com", password: "Wrong-pass1" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: "INVALID_CREDENTIALS", message: "Invalid email or password" });
  });

  it("refuses a disabled account, even with the right password", async () => {
    const member = await addStaff(t.app, t.database.db);
    await staffService().disable(member.email);
    const response = await login({ email: member.email, password: VALID_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: "This staff account has been disabled." });
  });

  it("is rate-limited per client like the other sign-ins", async () => {
    const address = freshClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await login({ email: "nobody@example.com", password: "Wrong-pass1" }, address)).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it("validates the body", async () => {
    expect((await login({ email: "not-an-email", password: "x" })).json()).toMatchObject({
      statusCode: 400,
      messageId: "emailInvalid",
    });
  });
});

describe("staff tokens and /api/admin/*", () => {
  it("admits no customer, clinic, missing or expired token", async () => {
    const member = await addStaff(t.app, t.database.db);
    expect((await me()).statusCode).toBe(401);
    expect((await me(t.customer.token)).json()).toMatchObject({
      statusCode: 403,
      message: "This action needs a staff account. Please sign in to the console.",
    });
    expect((await me(t.clinicToken)).statusCode).toBe(403);
    expect((await me(await expiredToken(t.clock, member.id, "staff"))).statusCode).toBe(401);
    expect((await me(member.token)).statusCode).toBe(200);
  });

  it("keeps a staff token out of the customer's and the clinic's routes", async () => {
    const member = await addStaff(t.app, t.database.db);
    const as = injectAs(t.app, member.token);
    expect((await as({ method: "GET", url: "/api/users/profile" })).statusCode).toBe(403);
    expect((await as({ method: "GET", url: "/api/clinics/bookings" })).statusCode).toBe(403);
  });

  it("refuses a token of a staff member disabled after signing in, and of one who never existed", async () => {
    const member = await addStaff(t.app, t.database.db);
    await staffService().disable(member.email);
    expect((await me(member.token)).json()).toMatchObject({
      statusCode: 401,
      message: "This staff account has been disabled.",
    });
    const ghost = await genuineToken(t.clock, "00000000-0000-4000-8000-000000000000", "staff");
    expect((await me(ghost)).statusCode).toBe(401);
  });

  it("signs out: the token is refused afterwards", async () => {
    const member = await addStaff(t.app, t.database.db);
    const out = await injectAs(t.app, member.token)({ method: "POST", url: "/api/admin/logout" });
    expect(out.statusCode).toBe(200);
    expect((await me(member.token)).statusCode).toBe(401);
  });
});

describe("a staff member's own password and sessions", () => {
  const NEW_PASSWORD = "Moonrise2027";
  const signIn = async (email: string, password = VALID_PASSWORD) => {
    const response = await login({ email, password });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  };
  const changePassword = (token: string, payload: object) =>
    injectAs(
      t.app,
      token,
    )({ method: "PUT", url: "/api/admin/password", payload, remoteAddress: freshClientAddress() });
  const auditOf = (staffId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.targetId, staffId));

  it("refuses a password change with a wrong current password, and changes nothing", async () => {
    const member = await addStaff(t.app, t.database.db);
    const wrong = await changePassword(member.token, {
      currentPassword: "Wrong-pass1",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: "INCORRECT_PASSWORD", messageId: "incorrectPassword" });
    expect((await me(member.token)).statusCode).toBe(200);
    expect((await login({ email: member.email, password: NEW_PASSWORD })).statusCode).toBe(401);
    expect(await auditOf(member.id)).toEqual([]);
  });

  it("refuses a weak new password", async () => {
    const member = await addStaff(t.app, t.database.db);
    const weak = await changePassword(member.token, {
      currentPassword: VALID_PASSWORD,
      newPassword: "short",
    });
    expect(weak.statusCode).toBe(400);
    expect((await login({ email: member.email, password: VALID_PASSWORD })).statusCode).toBe(200);
  });

  it("changes the password, ends every other session, keeps the caller on a fresh token, and is audited", async () => {
    const member = await addStaff(t.app, t.database.db);
    const elsewhere = await signIn(member.email);
    const change = await changePassword(member.token, {
      currentPassword: VALID_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(change.statusCode, change.body).toBe(200);
    const body = change.json<{ token: string; staff: object }>();
    expect(body.staff).toEqual({ id: member.id, email: member.email, name: member.name });

    expect((await me(elsewhere)).json()).toMatchObject({ statusCode: 401, messageId: "sessionEnded" });
    expect((await me(member.token)).statusCode).toBe(401);
    expect((await me(body.token)).statusCode).toBe(200);
    expect((await login({ email: member.email, password: VALID_PASSWORD })).statusCode).toBe(401);
    expect((await login({ email: member.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const entries = await auditOf(member.id);
    expect(entries).toMatchObject([
      { staffId: member.id, action: "staff.password_change", targetType: "staff", targetId: member.id },
    ]);
    // Nothing about the password itself.
    expect(JSON.stringify(entries)).not.toMatch(/argon2|password_hash|passwordHash|Moonrise/);
  });

  it("signs out everywhere: every token of the account is refused, and it is audited", async () => {
    const member = await addStaff(t.app, t.database.db);
    const elsewhere = await signIn(member.email);
    const other = await addStaff(t.app, t.database.db);
    const out = await injectAs(t.app, member.token)({ method: "POST", url: "/api/admin/logout-all" });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ messageId: "signedOutEverywhere" });

    expect((await me(member.token)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    // Another member's session is not theirs to end.
    expect((await me(other.token)).statusCode).toBe(200);
    expect((await me(await signIn(member.email))).statusCode).toBe(200);
    expect(await auditOf(member.id)).toMatchObject([
      { staffId: member.id, action: "staff.sign_out_everywhere", targetType: "staff", targetId: member.id },
    ]);
  });

  it("needs a staff token for both", async () => {
    const password = { currentPassword: VALID_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await changePassword(t.customer.token, password)).statusCode).toBe(403);
    expect((await injectAs(t.app)({ method: "POST", url: "/api/admin/logout-all" })).statusCode).toBe(401);
    const clinic = await injectAs(t.app, t.clinicToken)({ method: "POST", url: "/api/admin/logout-all" });
    expect(clinic.statusCode).toBe(403);
  });
});

describe("GET /api/admin/staff", () => {
  it("lists every account, disabled ones too, without anything about passwords", async () => {
    const member = await addStaff(t.app, t.database.db, { name: "Listed Lina" });
    const gone = await addStaff(t.app, t.database.db, { name: "Gone Gita" });
    await staffService().disable(gone.email);
    const response = await injectAs(t.app, member.token)({ method: "GET", url: "/api/admin/staff" });
    expect(response.statusCode, response.body).toBe(200);
    const { staff } = response.json<{ staff: { id: string; active: boolean }[] }>();
    expect(staff).toEqual(
      expect.arrayContaining([
        { id: member.id, email: member.email, name: "Listed Lina", active: true },
        { id: gone.id, email: gone.email, name: "Gone Gita", active: false },
      ]),
    );
    expect(response.body).not.toMatch(/password|hash/i);
  });
});

describe("the audit log", () => {
  it("lists what the command line did, newest first, filtered by action and target", async () => {
    const service = staffService();
    const created = await service.create({
      email: "audit.one@example.com",
      name: "Audit One",
      password: VALID_PASSWORD,
    });
    await service.disable("Audit.One@example.com");
    const member = await addStaff(t.app, t.database.db);
    const as = injectAs(t.app, member.token);

    const forTarget = await as({
      method: "GET",
      url: `/api/admin/audit?targetType=staff&targetId=${created.id}`,
    });
    expect(forTarget.statusCode, forTarget.body).toBe(200);
    const body = forTarget.json<{
      entries: { action: string; staff: unknown; after: unknown }[];
      total: number;
    }>();
    expect(body.total).toBe(2);
    expect(body.entries.map((entry) => entry.action)).toEqual(["staff.disable", "staff.create"]);
    expect(body.entries[1]).toMatchObject({
      staff: null,
      after: { id: created.id, email: "audit.one@example.com", name: "Audit One" },
    });
    expect(JSON.stringify(body)).not.toContain("passwordHash");

    const disables = await as({ method: "GET", url: "/api/admin/audit?action=staff.disable" });
    expect(disables.json<{ entries: { targetId: string }[] }>().entries.map((e) => e.targetId)).toContain(
      created.id,
    );
    expect((await as({ method: "GET", url: "/api/admin/audit?page=0" })).statusCode).toBe(400);
  });

  it("disabling twice writes one row; a duplicate email writes none", async () => {
    const service = staffService();
    const created = await service.create({
      email: "twice@example.com",
      name: "Twice",
      password: VALID_PASSWORD,
    });
    await service.disable("twice@example.com");
    await service.disable("twice@example.com");
    await expect(
      service.create({ email: "TWICE@example.com", name: "Again", password: VALID_PASSWORD }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(rows.map((row) => row.action).sort()).toEqual(["staff.create", "staff.disable"]);
    const accounts = await t.database.db
      .select()
      .from(staffTable)
      .where(eq(staffTable.email, "twice@example.com"));
    expect(accounts).toHaveLength(1);
  });

  it("is append-only in the database itself", async () => {
    const [row] = await t.database.db.select().from(auditLog).limit(1);
    if (!row) throw new Error("no audit row to try");
    await expect(
      t.database.db.execute(sql`update audit_log set note = 'edited' where id = ${row.id}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log where id = ${row.id}`)).rejects.toThrow();
  });
});

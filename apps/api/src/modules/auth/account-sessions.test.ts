import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAdminArgs } from "../../cli/admin-args";
import { runAdminCommand, type DatabaseCommand } from "../../cli/admin-commands";
import { outboxEmails, passwordResetTokens, users } from "../../db/schema";
import { appUnderTest } from "../../../test/app-under-test";
import { openEmailInbox, type EmailInbox } from "../../../test/email-inbox";
import {
  VALID_PASSWORD,
  freshClientAddress,
  injectAs,
  loginDemoClinic,
  registerCustomer,
  uniqueEmail,
} from "../../../test/test-app";

const t = appUnderTest({
  now: "2026-06-01T10:00:00+08:00",
  publicUrl: "https://ivdrips.example",
  eachTest: "reset clock",
});

const NEW_PASSWORD = "Moonrise2027";

let inbox: EmailInbox;
beforeAll(async () => {
  inbox = await openEmailInbox({ db: t.database.db, clock: t.clock });
});
afterAll(() => inbox.close());

/** Asks for a reset link; resolves once the request's work (done after the answer) is done too. */
async function requestReset(email: string, remoteAddress = freshClientAddress()) {
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/auth/password-reset/request",
    payload: { email },
    remoteAddress,
  });
  await t.app.passwordResetsSettled();
  return answer;
}
const confirmReset = (token: string, password = NEW_PASSWORD, remoteAddress = freshClientAddress()) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/password-reset/confirm",
    payload: { token, password },
    remoteAddress,
  });
const login = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: freshClientAddress(),
  });
const profile = (token: string) => injectAs(t.app, token)({ method: "GET", url: "/api/users/profile" });

async function resetEmailsTo(address: string) {
  return t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));
}

/** The token in the newest reset email `address` received, read from its link as the customer would click it. */
async function tokenFromEmail(address: string): Promise<string> {
  const last = (await inbox.deliverTo(address)).at(-1);
  const link = last?.text && /https:\/\/ivdrips\.example\/reset-password\?token=([\w-]+)/.exec(last.text);
  if (!link?.[1]) throw new Error(`no reset link was emailed to ${address}`);
  return link[1];
}

describe("POST /api/auth/password-reset/request", () => {
  it("answers a known and an unknown email alike, and emails only the account", async () => {
    const { user } = await registerCustomer(t.app);
    const unknown = uniqueEmail("nobody");

    const known = await requestReset(user.email);
    const stranger = await requestReset(unknown);
    expect(known.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(known.json()).toEqual({
      message:
        "If an account uses this email, we have sent it a link to choose a new password. The link works for 60 minutes.",
      messageId: "resetRequested",
    });
    expect(stranger.body).toBe(known.body);

    expect(await resetEmailsTo(unknown)).toHaveLength(0);
    const [email] = await resetEmailsTo(user.email);
    expect(email).toMatchObject({ kind: "password_reset", subject: "Choose a new password for IV Drips" });
    expect(email?.textBody).toContain("works once, for 60 minutes");
    const [received] = await inbox.deliverTo(user.email);
    expect(received?.html).toMatch(/href="https:\/\/ivdrips\.example\/reset-password\?token=[\w-]{43}"/);

    // Only the token's sha256 is stored: the emailed token is nowhere in the table.
    const token = await tokenFromEmail(user.email);
    const stored = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(stored[0]?.expiresAt).toEqual(new Date(t.clock().getTime() + 60 * 60_000));
  });

  it("writes the email in the customer's language", async () => {
    const email = uniqueEmail("bahasa");
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "accept-language": "ms" },
      payload: { email, fullName: "Siti Aminah", password: VALID_PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    expect((await requestReset(email)).statusCode).toBe(202);
    const [sent] = await resetEmailsTo(email);
    expect(sent?.subject).toBe("Pilih kata laluan baharu untuk IV Drips");
    expect(sent?.textBody).toContain("Hai Siti Aminah,");
  });

  it("is rate-limited per client like sign-in", async () => {
    const client = freshClientAddress();
    for (let i = 0; i < 10; i += 1) expect((await requestReset(uniqueEmail(), client)).statusCode).toBe(202);
    const limited = await requestReset(uniqueEmail(), client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: "Too many attempts. Please try again in a minute.",
      messageId: "tooManyAttempts",
    });
    expect((await requestReset(uniqueEmail())).statusCode).toBe(202);
  });

  it("refuses a malformed email with the usual 400", async () => {
    expect((await requestReset("not-an-email")).statusCode).toBe(400);
  });
});

describe("POST /api/auth/password-reset/confirm", () => {
  it("sets the password once and ends every session the account had", async () => {
    const { token: session, user } = await registerCustomer(t.app);
    expect((await profile(session)).statusCode).toBe(200);
    await requestReset(user.email);
    const token = await tokenFromEmail(user.email);

    const done = await confirmReset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: "Your password has been changed. Please sign in with your new password.",
      messageId: "resetDone",
    });

    expect((await profile(session)).statusCode).toBe(401);
    expect((await login(user.email, VALID_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login(user.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect((await profile((signedIn.json() as { token: string }).token)).statusCode).toBe(200);

    // Single use: the same link again changes nothing.
    const again = await confirmReset(token, "Another2028");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: "BAD_REQUEST",
      message:
        "This password reset link is invalid, has expired or has already been used. Please ask for a new one.",
      messageId: "resetTokenInvalid",
    });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("works for 60 minutes and not a moment after", async () => {
    const { user } = await registerCustomer(t.app);
    await requestReset(user.email);
    const first = await tokenFromEmail(user.email);
    t.clock.advance(60 * 60_000);
    expect((await confirmReset(first)).json()).toMatchObject({
      message:
        "This password reset link is invalid, has expired or has already been used. Please ask for a new one.",
      messageId: "resetTokenInvalid",
    });

    await requestReset(user.email);
    const second = await tokenFromEmail(user.email);
    t.clock.advance(60 * 60_000 - 1000);
    expect((await confirmReset(second)).statusCode).toBe(200);
  });

  it("keeps only the newest link: asking again ends the earlier one", async () => {
    const { user } = await registerCustomer(t.app);
    await requestReset(user.email);
    const earlier = await tokenFromEmail(user.email);
    await requestReset(user.email);
    const newer = await tokenFromEmail(user.email);
    expect(newer).not.toBe(earlier);
    expect((await confirmReset(earlier)).statusCode).toBe(400);
    expect((await confirmReset(newer)).statusCode).toBe(200);
  });

  it("refuses an unknown token and a weak password with 400", async () => {
    expect((await confirmReset("A".repeat(43))).statusCode).toBe(400);
    const { user } = await registerCustomer(t.app);
    await requestReset(user.email);
    const weak = await confirmReset(await tokenFromEmail(user.email), "weakpass");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });
});

describe("PUT /api/auth/password", () => {
  const change = (token: string, body: object, remoteAddress = freshClientAddress()) =>
    injectAs(t.app, token)({ method: "PUT", url: "/api/auth/password", payload: body, remoteAddress });

  it("refuses a wrong current password and changes nothing", async () => {
    const { token, user } = await registerCustomer(t.app);
    const wrong = await change(token, { currentPassword: "Wrong2026x", newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: "INCORRECT_PASSWORD", message: "The password is incorrect." });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await login(user.email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it("changes the password, ends the other sessions and hands the caller a fresh token", async () => {
    const { token: here, user } = await registerCustomer(t.app);
    const elsewhere = ((await login(user.email, VALID_PASSWORD)).json() as { token: string }).token;

    const changed = await change(here, { currentPassword: VALID_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    const body = changed.json() as { token: string; user: { email: string } };
    expect(body.user.email).toBe(user.email);

    expect((await profile(elsewhere)).statusCode).toBe(401);
    expect((await profile(here)).json()).toMatchObject({ message: expect.stringMatching(/sign in again/) });
    expect((await profile(body.token)).statusCode).toBe(200);
    expect((await login(user.email, VALID_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("is rate-limited per client", async () => {
    const { token } = await registerCustomer(t.app);
    const client = freshClientAddress();
    for (let i = 0; i < 10; i += 1) {
      const wrong = await change(token, { currentPassword: "Wrong2026x", newPassword: NEW_PASSWORD }, client);
      expect(wrong.statusCode).toBe(403);
    }
    expect(
      (await change(token, { currentPassword: VALID_PASSWORD, newPassword: NEW_PASSWORD }, client))
        .statusCode,
    ).toBe(429);
  });

  it("needs a customer token", async () => {
    const clinicToken = await loginDemoClinic(t.app, t.seeded);
    const body = { currentPassword: VALID_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await change("", body)).statusCode).toBe(401);
    expect((await change(clinicToken, body)).statusCode).toBe(403);
  });
});

describe("POST /api/auth/logout-all", () => {
  it("ends every session of the customer, and a new sign-in works", async () => {
    const { token: first, user } = await registerCustomer(t.app);
    const second = ((await login(user.email, VALID_PASSWORD)).json() as { token: string }).token;
    const other = await registerCustomer(t.app);

    const response = await injectAs(t.app, first)({ method: "POST", url: "/api/auth/logout-all" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "You have been signed out on every device.",
      messageId: "signedOutEverywhere",
    });

    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    expect((await profile(other.token)).statusCode).toBe(200);
    const again = ((await login(user.email, VALID_PASSWORD)).json() as { token: string }).token;
    expect((await profile(again)).statusCode).toBe(200);
  });
});

describe("clinic sessions", () => {
  const clinicProfile = (token: string) =>
    injectAs(t.app, token)({ method: "GET", url: "/api/clinics/profile" });

  it("POST /api/clinics/logout-all ends every session of the clinic", async () => {
    const first = await loginDemoClinic(t.app, t.seeded);
    const second = await loginDemoClinic(t.app, t.seeded);
    const response = await injectAs(t.app, first)({ method: "POST", url: "/api/clinics/logout-all" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "You have been signed out on every device.",
      messageId: "signedOutEverywhere",
    });
    expect((await clinicProfile(first)).statusCode).toBe(401);
    expect((await clinicProfile(second)).statusCode).toBe(401);
    expect((await clinicProfile(await loginDemoClinic(t.app, t.seeded))).statusCode).toBe(200);
  });

  it("a password set with the admin CLI ends the clinic's sessions", async () => {
    if (!t.seeded.demo) throw new Error("no demo clinic");
    const { clinicUsername } = t.seeded.demo;
    const before = await loginDemoClinic(t.app, t.seeded);
    expect((await clinicProfile(before)).statusCode).toBe(200);

    const args = ["clinic", "password", "--username", clinicUsername, "--password", "Fresh2026clinic"];
    const command = parseAdminArgs(args) as DatabaseCommand;
    expect(
      await runAdminCommand(command, { db: t.database.db, isProduction: false, clock: t.clock }),
    ).toEqual([expect.stringMatching(/^Password set for clinic /)]);

    expect((await clinicProfile(before)).statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: "POST",
      url: "/api/clinics/login",
      payload: { username: clinicUsername, password: "Fresh2026clinic" },
      remoteAddress: freshClientAddress(),
    });
    expect(fresh.statusCode).toBe(200);
    expect((await clinicProfile((fresh.json() as { token: string }).token)).statusCode).toBe(200);
  });
});

describe("a deleted account", () => {
  it("gets no reset email and its old link stops working", async () => {
    const { token, user } = await registerCustomer(t.app);
    await requestReset(user.email);
    const link = await tokenFromEmail(user.email);
    const deleted = await injectAs(
      t.app,
      token,
    )({
      method: "DELETE",
      url: "/api/users/profile",
      payload: { password: VALID_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await confirmReset(link)).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.deletedAt).not.toBeNull();
  });
});

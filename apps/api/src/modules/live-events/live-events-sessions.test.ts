import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { addClinic } from "../../../test/booking-fixtures";
import { openEventStream, type EventStreamReader } from "../../../test/event-stream";
import { addStaff } from "../../../test/staff-fixtures";
import { TEST_DB } from "../../../test/test-database";
import {
  TEST_JWT_SECRET,
  VALID_PASSWORD,
  buildTestApp,
  freshClientAddress,
  harnessInviteCodeId,
  injectAs,
  inviteCookieHeader,
  manualClock,
  registerCustomer,
} from "../../../test/test-app";
import { openPostgresDatabase } from "../../db/client";
import { createTokenService } from "../../lib/tokens";
import { createStaffService } from "../admin/staff.service";
import { insertResetToken } from "../auth/password-resets.repository";

// An open event stream lasts as long as its session (docs/decisions/034): every way a session ends ends the
// streams opened with it, within a second, on whichever API process serves them.

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({ now: NOW });
const NEW_PASSWORD = "Moonrise2027";
/** How soon a stream must end after the call that ended its session has answered. */
const WITHIN_MS = 1_000;
let base = "";
const readers: EventStreamReader[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("not listening on a port");
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  base = await listen(t.app);
});
afterAll(() => {
  for (const reader of readers) reader.close();
});

/** A stream as a signed-in browser opens it; resolves once the server has sent its first bytes. */
async function stream(path: string, token: string, on = base) {
  const reader = await openEventStream(`${on}${path}`, {
    authorization: `Bearer ${token}`,
    cookie: inviteCookieHeader(harnessInviteCodeId(t.app), t.clock),
  });
  readers.push(reader);
  expect(reader.status).toBe(200);
  return reader;
}

/** "ended" when the server ends the stream within `ms`, else "open". */
const outcomeWithin = (reader: EventStreamReader, ms: number) =>
  Promise.race([
    reader.ended.then(() => "ended" as const),
    new Promise<"open">((resolve) => setTimeout(() => resolve("open"), ms)),
  ]);

const as = (token: string) => injectAs(t.app, token);
const customerStream = (token: string) => stream("/api/bookings/events", token);
const clinicStream = (token: string) => stream("/api/clinics/events", token);
const staffStream = (token: string) => stream("/api/admin/events", token);

async function signIn(email: string, password = VALID_PASSWORD): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    remoteAddress: freshClientAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

let clinics = 0;
const newClinic = () => addClinic(t.app, t.database.db, { username: `sessions-clinic-${(clinics += 1)}` });

describe("a customer's stream", () => {
  it("ends within a second of sign out everywhere", async () => {
    const { token } = await registerCustomer(t.app);
    const events = await customerStream(token);
    expect((await as(token)({ method: "POST", url: "/api/auth/logout-all" })).statusCode).toBe(200);
    expect(await outcomeWithin(events, WITHIN_MS)).toBe("ended");
  });

  it("ends with its own token's sign-out, while the account's other session streams on", async () => {
    const { token, user } = await registerCustomer(t.app);
    const other = await signIn(user.email);
    const signedOut = await customerStream(token);
    const staying = await customerStream(other);
    expect((await as(token)({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(200);
    expect(await outcomeWithin(signedOut, WITHIN_MS)).toBe("ended");
    expect(await outcomeWithin(staying, 300)).toBe("open");
  });

  it("ends within a second of a password change", async () => {
    const { token } = await registerCustomer(t.app);
    const events = await customerStream(token);
    const change = await as(token)({
      method: "PUT",
      url: "/api/auth/password",
      payload: { currentPassword: VALID_PASSWORD, newPassword: NEW_PASSWORD },
      remoteAddress: freshClientAddress(),
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await outcomeWithin(events, WITHIN_MS)).toBe("ended");
    // The fresh token the change answered with opens a stream that lasts.
    const fresh = await customerStream(change.json<{ token: string }>().token);
    expect(await outcomeWithin(fresh, 300)).toBe("open");
  });

  it("ends within a second of a password reset", async () => {
    const { token, user } = await registerCustomer(t.app);
    const events = await customerStream(token);
    // A reset token as the emailed link carries it (the table keeps its sha256).
    const resetToken = randomBytes(32).toString("base64url");
    await insertResetToken(t.database.db, {
      tokenHash: createHash("sha256").update(resetToken).digest("hex"),
      userId: user.id,
      expiresAt: new Date(t.clock().getTime() + 60 * 60_000),
      createdAt: t.clock(),
    });
    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm",
      payload: { token: resetToken, password: NEW_PASSWORD },
      remoteAddress: freshClientAddress(),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await outcomeWithin(events, WITHIN_MS)).toBe("ended");
  });

  it("ends within a second of the account's deletion", async () => {
    const { token } = await registerCustomer(t.app);
    const events = await customerStream(token);
    const deletion = await as(token)({
      method: "DELETE",
      url: "/api/users/profile",
      payload: { password: VALID_PASSWORD },
      remoteAddress: freshClientAddress(),
    });
    expect(deletion.statusCode, deletion.body).toBe(200);
    expect(await outcomeWithin(events, WITHIN_MS)).toBe("ended");
  });

  it("ends when its token expires", async () => {
    const { user } = await registerCustomer(t.app);
    // Signed a customer's lifetime less a second ago: it expires a second from now by the app's clock.
    const lifetimeMs = 7 * 24 * 60 * 60_000;
    const signer = createTokenService(
      TEST_JWT_SECRET,
      manualClock(new Date(t.clock().getTime() - lifetimeMs + 1_000)),
    );
    const { token } = await signer.sign(user.id, "customer", 0);
    const events = await customerStream(token);
    expect(await outcomeWithin(events, 300)).toBe("open");
    expect(await outcomeWithin(events, 1_500 + WITHIN_MS)).toBe("ended");
    // And the client that reconnects with it, a moment later, is refused, so it stops (apps/web's live-events.ts).
    t.clock.advance(2_000);
    try {
      expect((await as(token)({ method: "GET", url: "/api/bookings/events" })).statusCode).toBe(401);
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe("a clinic's stream", () => {
  it("ends within a second of a password set by staff", async () => {
    const clinic = await newClinic();
    const member = await addStaff(t.app, t.database.db);
    const events = await clinicStream(clinic.token);
    const reset = await as(member.token)({
      method: "POST",
      url: `/api/admin/clinics/${clinic.clinicId}/password`,
      payload: { password: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await outcomeWithin(events, WITHIN_MS)).toBe("ended");
  });

  it("ends within a second of the clinic signing out everywhere", async () => {
    const clinic = await newClinic();
    const events = await clinicStream(clinic.token);
    expect((await as(clinic.token)({ method: "POST", url: "/api/clinics/logout-all" })).statusCode).toBe(200);
    expect(await outcomeWithin(events, WITHIN_MS)).toBe("ended");
  });
});

describe("a staff member's console stream", () => {
  it("ends within a second of the member being disabled", async () => {
    const member = await addStaff(t.app, t.database.db);
    const events = await staffStream(member.token);
    const staff = createStaffService(t.database.db, createTokenService(TEST_JWT_SECRET, t.clock), t.clock);
    await staff.disable(member.email);
    expect(await outcomeWithin(events, WITHIN_MS)).toBe("ended");
  });

  it("ends within a second of signing out everywhere", async () => {
    const member = await addStaff(t.app, t.database.db);
    const events = await staffStream(member.token);
    expect((await as(member.token)({ method: "POST", url: "/api/admin/logout-all" })).statusCode).toBe(200);
    expect(await outcomeWithin(events, WITHIN_MS)).toBe("ended");
  });

  it("ends within a second of a password change", async () => {
    const member = await addStaff(t.app, t.database.db);
    const events = await staffStream(member.token);
    const change = await as(member.token)({
      method: "PUT",
      url: "/api/admin/password",
      payload: { currentPassword: VALID_PASSWORD, newPassword: NEW_PASSWORD },
      remoteAddress: freshClientAddress(),
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await outcomeWithin(events, WITHIN_MS)).toBe("ended");
  });
});

describe.runIf(TEST_DB === "postgres")("on a second API process", () => {
  it("a stream ends within a second of sign out everywhere made through the first", async () => {
    const url = t.database.url;
    if (!url) throw new Error("no database url");
    const database = await openPostgresDatabase(url, { maxConnections: 2 });
    const second = await buildTestApp({ jwtSecret: TEST_JWT_SECRET, database, clock: t.clock });
    try {
      const secondBase = await listen(second);
      const { token } = await registerCustomer(t.app);
      const events = await stream("/api/bookings/events", token, secondBase);
      expect(await outcomeWithin(events, 300)).toBe("open");
      expect((await as(token)({ method: "POST", url: "/api/auth/logout-all" })).statusCode).toBe(200);
      expect(await outcomeWithin(events, WITHIN_MS)).toBe("ended");
    } finally {
      await second.close();
      await database.close();
    }
  });
});

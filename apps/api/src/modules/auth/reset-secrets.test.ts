import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { openEmailInbox, type EmailInbox } from "../../../test/email-inbox";
import { TEST_JWT_SECRET, buildTestApp, freshClientAddress, registerCustomer } from "../../../test/test-app";
import { TEST_DB } from "../../../test/test-database";
import { createBackup } from "../../cli/backup";
import { outboxEmails } from "../../db/schema";
import { CREDENTIAL_PLACEHOLDER } from "../notifications/outbox-email";

/**
 * Issue 33, finding 1: a reset token read from the outbox (or a backup of it) or from the request log took over
 * the account. Each test replays one way of reading it and shows that what is there resets nothing.
 */
const t = appUnderTest({
  now: "2026-06-01T10:00:00+08:00",
  publicUrl: "https://ivdrips.example",
  eachTest: "reset clock",
});

let inbox: EmailInbox;
beforeAll(async () => {
  inbox = await openEmailInbox({ db: t.database.db, clock: t.clock });
});
afterAll(() => inbox.close());

async function requestReset(email: string) {
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/auth/password-reset/request",
    payload: { email },
    remoteAddress: freshClientAddress(),
  });
  await t.app.passwordResetsSettled();
  return answer;
}

const confirmReset = (token: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/password-reset/confirm",
    payload: { token, password: "Moonrise2027" },
    remoteAddress: freshClientAddress(),
  });

const resetRows = (address: string) =>
  t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));

/** The token in the newest reset email the customer received. */
async function receivedToken(address: string): Promise<string> {
  const text = (await inbox.deliverTo(address)).at(-1)?.text ?? "";
  const token = /\/reset-password\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link reached ${address}`);
  return token;
}

/** Every string in `text` shaped like something a reset link could carry: what an attacker would try. */
const tokenShaped = (text: string) => [...new Set(text.match(/[\w-]{16,}/g) ?? [])];

describe("the reset token in the outbox", () => {
  it("is sealed until it is sent, put in only as the email goes, and forgotten then", async () => {
    const { user } = await registerCustomer(t.app);
    expect((await requestReset(user.email)).statusCode).toBe(202);

    const [queued] = await resetRows(user.email);
    expect(queued?.textBody).toContain(
      `https://ivdrips.example/reset-password?token=${CREDENTIAL_PLACEHOLDER}`,
    );
    expect(queued?.htmlBody).toContain(
      `href="https://ivdrips.example/reset-password?token=${CREDENTIAL_PLACEHOLDER}"`,
    );
    expect(queued?.sealedCredential).toMatch(/^v1\.[\w-]+\.[\w-]+$/);

    const token = await receivedToken(user.email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [sent] = await resetRows(user.email);
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.sealedCredential).toBeNull();
    expect(JSON.stringify(queued)).not.toContain(token);
    expect(JSON.stringify(sent)).not.toContain(token);
    expect((await confirmReset(token)).statusCode).toBe(200);
  });

  it("cannot be read back: nothing in the row, queued or sent, resets the account", async () => {
    const { user } = await registerCustomer(t.app);
    await requestReset(user.email);
    const [queued] = await resetRows(user.email);
    const candidates = tokenShaped(JSON.stringify(queued));
    // The sealed credential's parts and every long word of the bodies are among what is tried.
    expect(candidates.length).toBeGreaterThan(3);
    for (const candidate of candidates) expect((await confirmReset(candidate)).statusCode).toBe(400);

    // The link the customer received still works: the attempts above were refused, not the link spoilt.
    const token = await receivedToken(user.email);
    const [sent] = await resetRows(user.email);
    for (const candidate of tokenShaped(JSON.stringify(sent))) {
      expect((await confirmReset(candidate)).statusCode).toBe(400);
    }
    expect((await confirmReset(token)).statusCode).toBe(200);
  });

  it("is not sent when it was sealed under another secret (JWT_SECRET changed): given up on", async () => {
    const { user } = await registerCustomer(t.app);
    await requestReset(user.email);
    const other = await openEmailInbox({
      db: t.database.db,
      clock: t.clock,
      jwtSecret: `${TEST_JWT_SECRET}-rotated`,
    });
    try {
      expect(await other.deliverTo(user.email)).toEqual([]);
    } finally {
      await other.close();
    }
    const [row] = await resetRows(user.email);
    expect(row).toMatchObject({ sentAt: null, sealedCredential: null });
    expect(row?.failedAt).not.toBeNull();
    expect(row?.lastError).toBe("its credential was sealed under another secret");
  });

  it.runIf(TEST_DB === "postgres")("is in no backup, queued or sent", async () => {
    const { user } = await registerCustomer(t.app);
    await requestReset(user.email);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-reset-backup-"));
    try {
      const store = { databaseUrl: t.database.url, dataDir: dir };
      await createBackup(store, path.join(dir, "queued.sql"));
      const token = await receivedToken(user.email);
      await createBackup(store, path.join(dir, "sent.sql"));
      for (const file of ["queued.sql", "sent.sql"]) {
        const dump = fs.readFileSync(path.join(dir, file), "utf8");
        expect(dump).toContain(user.email);
        expect(dump).not.toContain(token);
        const candidates = tokenShaped(dump).filter((word) => word.length >= 40 && word.length <= 64);
        expect(candidates.length).toBeGreaterThan(0);
        for (const candidate of candidates) expect((await confirmReset(candidate)).statusCode).toBe(400);
      }
      expect((await confirmReset(token)).statusCode).toBe(200);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the request log", () => {
  it("keeps the path of a reset link and drops its query string", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString("utf8"));
        done();
      },
    });
    // As the server runs: pages are the web app's (here not built), so no route is unknown to it.
    const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-no-web-"));
    const logged = await buildTestApp({
      database: t.database,
      jwtSecret: TEST_JWT_SECRET,
      clock: t.clock,
      webDistDir,
      logger: { level: "info", stream },
    });
    try {
      const token = "Zq9x_reset_token_that_must_not_be_logged_0123";
      await logged.inject({ method: "GET", url: `/reset-password?token=${token}` });
      await logged.inject({ method: "GET", url: `/api/services?token=${token}&email=someone%40example.com` });
      const log = lines.join("");
      expect(log).toContain('"url":"/reset-password"');
      expect(log).toContain('"url":"/api/services"');
      expect(log).not.toContain(token);
      expect(log).not.toContain("someone");
    } finally {
      await logged.close();
      fs.rmSync(webDistDir, { recursive: true, force: true });
    }
  });
});

describe("reset emails to one address", () => {
  it("are at most three an hour, whoever asks; further requests answer alike and send nothing", async () => {
    const { user } = await registerCustomer(t.app);
    const answers = [];
    let third = "";
    for (let i = 0; i < 3; i += 1) {
      answers.push(await requestReset(user.email));
      third = await receivedToken(user.email);
    }
    for (let i = 0; i < 2; i += 1) answers.push(await requestReset(user.email));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await resetRows(user.email)).toHaveLength(3);
    expect(await inbox.deliverTo(user.email)).toHaveLength(3);

    // The link sent last still works: a refused request ends nothing.
    t.clock.advance(59 * 60_000);
    await requestReset(user.email);
    expect(await resetRows(user.email)).toHaveLength(3);
    expect((await confirmReset(third)).statusCode).toBe(200);

    // An hour after the first, the address may be sent one again.
    t.clock.advance(60_000);
    await requestReset(user.email);
    expect(await resetRows(user.email)).toHaveLength(4);
    expect((await confirmReset(await receivedToken(user.email))).statusCode).toBe(200);
  });

  it.runIf(TEST_DB === "postgres")(
    "answer before any work on the account, so a known email takes no longer than an unknown one",
    async () => {
      const { user } = await registerCustomer(t.app);
      // Another connection holds the account's row: the reset's own work waits for it.
      const holder = new pg.Client({ connectionString: t.database.url });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query("select id from users where id = $1 for update", [user.id]);
        const answer = await t.app.inject({
          method: "POST",
          url: "/api/auth/password-reset/request",
          payload: { email: user.email },
          remoteAddress: freshClientAddress(),
        });
        expect(answer.statusCode).toBe(202);
        expect(await resetRows(user.email)).toHaveLength(0);
        await holder.query("commit");
      } finally {
        await holder.end();
      }
      await t.app.passwordResetsSettled();
      expect(await resetRows(user.email)).toHaveLength(1);
    },
  );
});

describe("sent emails", () => {
  it("are deleted once the retention period is over; unsent ones are kept", async () => {
    const { user } = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    await requestReset(user.email);
    await receivedToken(user.email);
    t.clock.advance(89 * 24 * 60 * 60_000);
    await requestReset(other.user.email);
    expect(await inbox.dispatcher.purgeFinished()).toBe(0);
    t.clock.advance(24 * 60 * 60_000 + 1000);
    expect(await inbox.dispatcher.purgeFinished()).toBeGreaterThanOrEqual(1);
    expect(await resetRows(user.email)).toHaveLength(0);
    // Queued 89 days in and never sent: still there, to be sent.
    expect(await resetRows(other.user.email)).toHaveLength(1);
  });
});

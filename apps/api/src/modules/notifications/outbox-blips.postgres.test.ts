import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseEmail, startSmtpReceiver, type SmtpReceiver } from "../../../test/smtp-receiver";
import { TEST_JWT_SECRET, manualClock } from "../../../test/test-app";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { createMailTransport, type MailLog, type MailTransport } from "./mail-transport";
import { createOutboxDispatcher, outboxCredentialSealer } from "./outbox-dispatcher";
import { listOutboxEmails } from "./outbox.repository";
import { enqueueEmail } from "./outbox.service";

/**
 * Issue 33, finding 9: after PostgreSQL restarts the outbox sent emails twice. The send went out, the write
 * that records it failed with the database away, and nothing tried that write again, so the email was sent
 * once more when its claim ran out. Here the test's own database refuses every connection (and loses the
 * ones it had) right after the first email goes out, for 1.5 s.
 */
let database: TestDatabase;
let receiver: SmtpReceiver;
let transport: MailTransport;
let admin: pg.Client;
const warnings: string[] = [];
const log: MailLog = {
  info: () => undefined,
  warn: (_details, message) => warnings.push(message),
  error: (_details, message) => warnings.push(message),
};

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startSmtpReceiver();
  transport = createMailTransport({ smtpUrl: receiver.url, dataDir: "/nonexistent", from: "a@b.my", log });
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  transport.close();
  await receiver.close();
  await database.close();
});

/** Closes the database to connections and ends the ones it has; opens it again after `ms`. */
async function databaseAway(ms: number): Promise<{ back: Promise<void> }> {
  const name = new URL(database.url ?? "").pathname.slice(1);
  await admin.query(`alter database ${name} allow_connections false`);
  await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  const back = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      admin.query(`alter database ${name} allow_connections true`).then(() => resolve(), reject);
    }, ms);
  });
  return { back };
}

it("sends each email once when the database goes away just after a send, and the rest at once after", async () => {
  const clock = manualClock(new Date(Date.now() + 60_000));
  for (let n = 1; n <= 3; n += 1) {
    await enqueueEmail(database.db, {
      kind: "test",
      toAddress: `customer${n}@example.com`,
      subject: `Email ${n}`,
      textBody: `Body ${n}`,
      htmlBody: `<p>Body ${n}</p>`,
    });
  }
  let away: { back: Promise<void> } | undefined;
  const dispatcher = createOutboxDispatcher({
    db: database.db,
    clock,
    log,
    credentials: outboxCredentialSealer(TEST_JWT_SECRET),
    transport: {
      async send(email) {
        await transport.send(email);
        away ??= await databaseAway(1500);
      },
      close: () => transport.close(),
    },
  });

  const result = await dispatcher.dispatchDue();
  await away?.back;
  expect(warnings).toContain("outbox could not reach the database; trying again");
  // All three in the same run: none left to its claim's two minutes.
  expect(result).toEqual({ sent: 3, failed: 0 });
  const subjects = (await Promise.all(receiver.delivered.map((raw) => parseEmail(raw)))).map(
    (email) => email.subject,
  );
  expect(subjects).toEqual(["Email 1", "Email 2", "Email 3"]);

  const rows = await listOutboxEmails(database.db);
  expect(rows.map((row) => [row.subject, row.sentAt !== null, row.lockedUntil])).toEqual([
    ["Email 1", true, null],
    ["Email 2", true, null],
    ["Email 3", true, null],
  ]);
  // Once its claim has run out, another dispatcher finds nothing to send again.
  clock.advance(10 * 60_000);
  expect(await dispatcher.dispatchDue()).toEqual({ sent: 0, failed: 0 });
  expect(receiver.delivered).toHaveLength(3);
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inTimeZone, parseIcs, sampleBookingView, SAMPLE_PAID_AT } from "../../../test/email-fixtures";
import { parseEmail, startSmtpReceiver, type SmtpReceiver } from "../../../test/smtp-receiver";
import { TEST_JWT_SECRET, manualClock } from "../../../test/test-app";
import { TEST_DB, createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { openPostgresDatabase, type DatabaseHandle } from "../../db/client";
import { outboxEmails } from "../../db/schema";
import { bookingApprovedEmail, bookingReceivedEmail, clinicNewBookingEmail } from "./booking-emails";
import type { BookingEmailView } from "./booking-email-view";
import { createMailTransport, type MailLog, type MailTransport, type OutgoingEmail } from "./mail-transport";
import {
  CREDENTIAL_WITHHELD,
  createOutboxDispatcher,
  outboxCredentialSealer,
  type OutboxDispatcherOptions,
} from "./outbox-dispatcher";
import { CREDENTIAL_PLACEHOLDER, type OutboxEmailInput } from "./outbox-email";
import { listOutboxEmails } from "./outbox.repository";
import { enqueueEmail } from "./outbox.service";

let database: TestDatabase;
let receiver: SmtpReceiver;
let transport: MailTransport;
const clock = manualClock(new Date());
const log = { lines: [] as { level: string; details: object; message: string }[] };
const recordingLog: MailLog = {
  info: (details, message) => log.lines.push({ level: "info", details, message }),
  warn: (details, message) => log.lines.push({ level: "warn", details, message }),
  error: (details, message) => log.lines.push({ level: "error", details, message }),
};

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startSmtpReceiver();
  transport = createMailTransport({
    smtpUrl: receiver.url,
    dataDir: "/nonexistent",
    from: "IV Drips <bookings@ivdrips.my>",
    log: recordingLog,
  });
});
afterAll(async () => {
  transport.close();
  await receiver.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(outboxEmails);
  receiver.received.length = 0;
  receiver.delivered.length = 0;
  receiver.mode = "accept";
  receiver.delayMs = 0;
  log.lines.length = 0;
  // Queued rows are due from the database's own now(): the test clock runs a minute ahead of it, so every
  // email a test queues is due at once.
  clock.set(new Date(Date.now() + 60_000));
});

const dispatcher = (options: Partial<OutboxDispatcherOptions> = {}) =>
  createOutboxDispatcher({
    db: database.db,
    transport,
    clock,
    log: recordingLog,
    credentials: outboxCredentialSealer(TEST_JWT_SECRET),
    ...options,
  });

/** These emails announce no booking row of this database: the booking reference is left out. */
function detached(email: OutboxEmailInput): OutboxEmailInput {
  const { bookingId: _bookingId, ...rest } = email;
  return rest;
}

function plainEmail(n: number): OutboxEmailInput {
  return {
    kind: "test",
    dedupeKey: `test:${n}:${Math.random()}`,
    toAddress: `customer${n}@example.com`,
    subject: `Test ${n}`,
    textBody: `Body ${n}`,
    htmlBody: `<p>Body ${n}</p>`,
  };
}

async function deliveredMessageIds(): Promise<string[]> {
  const parsed = await Promise.all(receiver.delivered.map((raw) => parseEmail(raw)));
  return parsed.map((email) => email.messageId ?? "");
}

describe("outbox dispatcher", () => {
  it("sends each queued email exactly once, and a second run sends nothing", async () => {
    const view: BookingEmailView = sampleBookingView();
    const emails = inTimeZone("America/New_York", () => [
      bookingReceivedEmail(view, SAMPLE_PAID_AT),
      clinicNewBookingEmail(view, "clinic@example.com"),
      bookingApprovedEmail(view),
    ]);
    for (const email of emails) await enqueueEmail(database.db, detached(email));

    expect(await dispatcher().dispatchDue()).toEqual({ sent: 3, failed: 0 });
    expect(receiver.delivered).toHaveLength(3);
    const rows = await listOutboxEmails(database.db);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ attempts: 1, lockedUntil: null, failedAt: null, lastError: null });
      expect(row.sentAt).toEqual(clock());
    }
    expect((await deliveredMessageIds()).sort()).toEqual(rows.map((row) => `<${row.id}@ivdrips.my>`).sort());

    const parsed = await Promise.all(receiver.delivered.map((raw) => parseEmail(raw)));
    expect(parsed.map((email) => email.subject).sort()).toEqual(emails.map((email) => email.subject).sort());
    const approved = parsed.find((email) => email.subject?.startsWith("Booking confirmed"));
    expect(approved?.text).toContain("Have a valid ID ready.");
    expect(approved?.html).toContain("Aisha &lt;b&gt;Rahman&lt;/b&gt;");
    const invite = approved?.attachments.find(
      (attachment) => attachment.filename === "ivdrips-IVD-ABC234.ics",
    );
    expect(invite?.mimeType).toBe("text/calendar");
    const start = parseIcs(String(invite?.content)).event.startDate;
    expect([start.zone.tzid, start.hour, start.minute]).toEqual(["Asia/Kuala_Lumpur", 8, 0]);
    expect(start.toJSDate().toISOString()).toBe("2026-06-02T00:00:00.000Z");

    expect(await dispatcher().dispatchDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await dispatcher().dispatchDue()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.delivered).toHaveLength(3);
  });

  it("withholds a sealed credential when told the transport keeps what it sends", async () => {
    const sealer = outboxCredentialSealer(TEST_JWT_SECRET);
    const token = "reset-token-that-must-not-be-kept";
    const email = (n: number): OutboxEmailInput => ({
      ...plainEmail(n),
      textBody: `Reset: https://ivdrips.my/reset-password#token=${CREDENTIAL_PLACEHOLDER}`,
      htmlBody: `<a href="https://ivdrips.my/reset-password#token=${CREDENTIAL_PLACEHOLDER}">Reset</a>`,
      sealedCredential: sealer.seal(token),
    });
    await enqueueEmail(database.db, email(1));
    expect(await dispatcher({ withholdCredentials: true }).dispatchDue()).toEqual({ sent: 1, failed: 0 });
    const [kept] = await Promise.all(receiver.delivered.map((raw) => parseEmail(raw)));
    expect(kept?.text).not.toContain(token);
    expect(kept?.text).toContain(CREDENTIAL_WITHHELD);
    expect(String(kept?.html)).not.toContain(token);

    // The same email to a transport that delivers carries the working link.
    await enqueueEmail(database.db, email(2));
    expect(await dispatcher().dispatchDue()).toEqual({ sent: 1, failed: 0 });
    const sent = await parseEmail(receiver.delivered[1] ?? Buffer.alloc(0));
    expect(sent.text).toContain(`#token=${token}`);
  });

  it("queues an email whose dedupe key is already queued only once", async () => {
    const email = detached(bookingApprovedEmail(sampleBookingView()));
    await enqueueEmail(database.db, email);
    await enqueueEmail(database.db, { ...email, subject: "A second copy" });

    expect(await listOutboxEmails(database.db)).toHaveLength(1);
    expect(await dispatcher().dispatchDue()).toEqual({ sent: 1, failed: 0 });
    await enqueueEmail(database.db, email);
    expect(await dispatcher().dispatchDue()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.delivered).toHaveLength(1);
  });

  it(`never lets two dispatchers send the same email (${TEST_DB === "postgres" ? "two connection pools" : "interleaved on one connection"})`, async () => {
    const count = 30;
    for (let n = 0; n < count; n += 1) await enqueueEmail(database.db, plainEmail(n));
    receiver.delayMs = 5;
    // On PostgreSQL each dispatcher has its own pool: they really claim at the same time.
    const other: DatabaseHandle | undefined =
      TEST_DB === "postgres" && database.url ? await openPostgresDatabase(database.url) : undefined;
    try {
      const results = await Promise.all([
        dispatcher({ batchSize: 3 }).dispatchDue(),
        dispatcher({ batchSize: 3, ...(other ? { db: other.db } : {}) }).dispatchDue(),
        dispatcher({ batchSize: 3, ...(other ? { db: other.db } : {}) }).dispatchDue(),
      ]);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(count);
      // Each took part: the runs overlapped rather than one draining the outbox alone.
      for (const result of results) expect(result.sent).toBeGreaterThan(0);
    } finally {
      await other?.close();
    }
    expect(receiver.received).toHaveLength(count);
    expect(new Set(await deliveredMessageIds()).size).toBe(count);
    const rows = await listOutboxEmails(database.db);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it("leaves an email claimed by a sender that stopped answering alone until its lease runs out", async () => {
    await enqueueEmail(database.db, plainEmail(1));
    let abandon: (error: Error) => void = () => undefined;
    const seen: OutgoingEmail[] = [];
    // Stands for a process that claimed the row and then hung or died mid-send.
    const stuck: MailTransport = {
      send: (message) => {
        seen.push(message);
        return new Promise((_resolve, reject) => (abandon = reject));
      },
      close: () => undefined,
    };
    const stuckRun = dispatcher({ transport: stuck, leaseMs: 60_000 }).dispatchDue();
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    clock.advance(59_000);
    expect(await dispatcher({ leaseMs: 60_000 }).dispatchDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(2000);
    expect(await dispatcher({ leaseMs: 60_000 }).dispatchDue()).toEqual({ sent: 1, failed: 0 });
    expect((await deliveredMessageIds())[0]).toBe(`<${seen[0]?.id}@ivdrips.my>`);

    // The stale sender's late failure does not undo the delivery.
    abandon(new Error("connection lost"));
    await stuckRun;
    const [row] = await listOutboxEmails(database.db);
    expect(row).toMatchObject({ attempts: 2, failedAt: null, lastError: null });
    expect(row?.sentAt).not.toBeNull();
    expect(await dispatcher().dispatchDue()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.delivered).toHaveLength(1);
  });

  it("retries an email the SMTP server refused (4xx) with a growing backoff, then delivers it", async () => {
    await enqueueEmail(database.db, plainEmail(1));
    receiver.mode = "reject";
    const start = clock();

    expect(await dispatcher().dispatchDue()).toEqual({ sent: 0, failed: 1 });
    let [row] = await listOutboxEmails(database.db);
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, sentAt: null, failedAt: null });
    expect(row?.availableAt).toEqual(new Date(start.getTime() + 30_000));
    expect(row?.lastError).toContain("451");
    expect(row?.lastError).not.toContain(receiver.password);

    clock.advance(29_000);
    expect(await dispatcher().dispatchDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(1000);
    expect(await dispatcher().dispatchDue()).toEqual({ sent: 0, failed: 1 });
    [row] = await listOutboxEmails(database.db);
    expect(row?.attempts).toBe(2);
    expect(row?.availableAt).toEqual(new Date(start.getTime() + 30_000 + 60_000));

    receiver.mode = "accept";
    clock.advance(59_000);
    expect(await dispatcher().dispatchDue()).toEqual({ sent: 0, failed: 0 });
    clock.advance(1000);
    expect(await dispatcher().dispatchDue()).toEqual({ sent: 1, failed: 0 });
    [row] = await listOutboxEmails(database.db);
    expect(row).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
    expect(receiver.received).toHaveLength(3);
    expect(receiver.delivered).toHaveLength(1);
    expect(JSON.stringify(log.lines)).not.toContain(receiver.password);
  });

  it("gives an email up (failedAt, an error log) after maxAttempts while the SMTP server is down", async () => {
    const down = await startSmtpReceiver();
    await down.close();
    const downTransport = createMailTransport({
      smtpUrl: down.url,
      dataDir: "/nonexistent",
      from: "IV Drips <bookings@ivdrips.my>",
      log: recordingLog,
    });
    await enqueueEmail(database.db, plainEmail(1));
    const run = () => dispatcher({ transport: downTransport, maxAttempts: 3 }).dispatchDue();

    expect(await run()).toEqual({ sent: 0, failed: 1 });
    clock.advance(30_000);
    expect(await run()).toEqual({ sent: 0, failed: 1 });
    clock.advance(60_000);
    expect(await run()).toEqual({ sent: 0, failed: 1 });
    const [row] = await listOutboxEmails(database.db);
    expect(row).toMatchObject({ attempts: 3, sentAt: null, lockedUntil: null });
    expect(row?.failedAt).toEqual(clock());
    expect(row?.lastError).toMatch(/ECONNREFUSED/);

    clock.advance(24 * 60 * 60 * 1000);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(log.lines.filter((line) => line.level === "warn")).toHaveLength(2);
    expect(log.lines.filter((line) => line.level === "error")).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ outboxId: row?.id, attempts: 3 }) }),
    ]);
    downTransport.close();
  });

  it("gives up an email whose last allowed attempt never finished, instead of trying it forever", async () => {
    await enqueueEmail(database.db, plainEmail(1));
    const hanging: MailTransport = { send: () => new Promise(() => undefined), close: () => undefined };
    void dispatcher({ transport: hanging, maxAttempts: 1, leaseMs: 1000 }).dispatchDue();
    while ((await listOutboxEmails(database.db))[0]?.attempts !== 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    clock.advance(1001);
    expect(await dispatcher({ maxAttempts: 1, leaseMs: 1000 }).dispatchDue()).toEqual({ sent: 0, failed: 1 });
    const [row] = await listOutboxEmails(database.db);
    expect(row?.failedAt).toEqual(clock());
    expect(receiver.received).toHaveLength(0);
  });
});

describe("outbox dispatcher polling", () => {
  it("sends what is queued once started, is nudged, and stop() waits for the run in progress", async () => {
    const polling = dispatcher({ pollMs: 60_000 });
    await enqueueEmail(database.db, plainEmail(1));
    polling.start();
    await receiver.waitForReceived(1);

    // The next poll is a minute away: only the nudge can send this one.
    await enqueueEmail(database.db, plainEmail(2));
    receiver.delayMs = 200;
    polling.nudge();
    await receiver.waitForReceived(2);
    await polling.stop();
    expect(receiver.delivered).toHaveLength(2);
    const rows = await listOutboxEmails(database.db);
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);

    await enqueueEmail(database.db, plainEmail(3));
    polling.nudge();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(2);
  });
  it("sends nothing in the second half of its claim: the rest of the batch is claimed again, each sent once", async () => {
    for (let n = 1; n <= 3; n += 1) await enqueueEmail(database.db, plainEmail(n));
    // Each send takes longer than half of the 600 ms claim: another process could claim an email of the batch
    // while it is still being sent.
    receiver.delayMs = 350;
    const result = await dispatcher({ leaseMs: 600, batchSize: 3 }).dispatchDue();
    expect(result).toEqual({ sent: 3, failed: 0 });
    expect(log.lines.filter((line) => line.message.startsWith("outbox claim half spent"))).toHaveLength(2);
    expect(new Set(await deliveredMessageIds()).size).toBe(3);
    expect(receiver.delivered).toHaveLength(3);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleBookingView } from "../../../test/email-fixtures";
import { parseEmail, startSmtpReceiver, type SmtpReceiver } from "../../../test/smtp-receiver";
import { exited, startServer, waitFor } from "../../../test/spawn-server";
import { TEST_DB, createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { openEmbeddedDatabase, type Executor } from "../../db/client";
import { bookingApprovedEmail } from "./booking-emails";
import { listOutboxEmails } from "./outbox.repository";
import { enqueueEmail } from "./outbox.service";

/**
 * The real server, killed (-9) while an SMTP server holds its message unanswered, and started again: the
 * email is delivered exactly once. On PostgreSQL the store is a database; on the embedded store a fresh
 * DATA_DIR that only the server process has open while it runs.
 */

const LEASE_SECONDS = 4;
const POLL_MS = 2000; // the dispatcher's default poll interval in main.ts

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-outbox-crash-"));
const port = 20_000 + Math.floor(Math.random() * 20_000);
let database: TestDatabase | undefined;
let receiver: SmtpReceiver;

/** Runs `work` on the store the server uses, while the server is not running. */
async function onStore<T>(work: (db: Executor) => Promise<T>): Promise<T> {
  if (database) return work(database.db);
  const store = await openEmbeddedDatabase(dataDir);
  try {
    await store.migrate();
    return await work(store.db);
  } finally {
    await store.close();
  }
}

beforeAll(async () => {
  receiver = await startSmtpReceiver("stall");
  if (TEST_DB === "postgres") database = await createTestDatabase();
});
afterAll(async () => {
  await receiver.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the outbox across a crash of the server", () => {
  it("delivers an email exactly once when the server is killed before the SMTP server acknowledged it", async () => {
    const { bookingId: _detached, ...email } = bookingApprovedEmail(sampleBookingView());
    await onStore((db) => enqueueEmail(db, email));
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: receiver.url,
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    };

    // 1. The server claims the email and sends it; the SMTP server takes the data and never answers.
    const first = startServer(env);
    try {
      await Promise.race([
        receiver.waitForReceived(1),
        exited(first.child).then((code) => {
          throw new Error(`the server exited (${code}) before sending:\n${first.output()}`);
        }),
      ]);
    } finally {
      first.child.kill("SIGKILL");
    }
    await exited(first.child);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.delivered).toHaveLength(0);

    // 2. Started again, the server sends it once its lease has run out; this time it is acknowledged.
    receiver.mode = "accept";
    const second = startServer(env);
    try {
      await waitFor(
        () => receiver.delivered.length >= 1,
        "the email to be delivered after the restart",
        60_000,
      );
      // Long enough for a second lease to run out and several polls to happen.
      await sleep(LEASE_SECONDS * 1000 + 3 * POLL_MS);
      expect(receiver.delivered).toHaveLength(1);
    } finally {
      second.child.kill("SIGTERM");
    }
    expect(await exited(second.child)).toBe(0);

    const [row] = await onStore((db) => listOutboxEmails(db));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.failedAt).toBeNull();
    // The killed attempt counted (its claim was committed before the send), then the one that went through.
    expect(row?.attempts).toBe(2);
    // The repeat carries the same Message-ID, so a receiver that did keep the first copy can tell.
    const ids = await Promise.all(receiver.received.map(async (raw) => (await parseEmail(raw)).messageId));
    expect(ids).toEqual([`<${row?.id}@ivdrips.my>`, `<${row?.id}@ivdrips.my>`]);
    const delivered = await parseEmail(receiver.delivered[0] ?? Buffer.alloc(0));
    expect(delivered.subject).toBe(email.subject);
    expect(delivered.attachments.map((attachment) => attachment.filename)).toEqual([
      "ivdrips-IVD-ABC234.ics",
    ]);
  }, 150_000);
});

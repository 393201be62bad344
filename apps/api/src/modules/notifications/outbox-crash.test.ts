import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleBookingView } from "../../../test/email-fixtures";
import { parseEmail, startSmtpReceiver, type SmtpReceiver } from "../../../test/smtp-receiver";
import { exited, startServer, waitFor } from "../../../test/spawn-server";
import { crashStore } from "../../../test/crash-store";
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

const store = crashStore("outbox-crash");
let receiver: SmtpReceiver;

beforeAll(async () => {
  receiver = await startSmtpReceiver("stall");
});
afterAll(async () => {
  await receiver.close();
});

describe("the outbox across a crash of the server", () => {
  it("delivers an email exactly once when the server is killed before the SMTP server acknowledged it", async () => {
    const { bookingId: _detached, ...email } = bookingApprovedEmail(sampleBookingView());
    await store.onStore((db) => enqueueEmail(db, email));
    const env = {
      ...store.env(),
      SMTP_URL: receiver.url,
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
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

    const [row] = await store.onStore((db) => listOutboxEmails(db));
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

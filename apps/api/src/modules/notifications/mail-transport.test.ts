import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTimeZone, sampleBookingView } from "../../../test/email-fixtures";
import { parseEmail, startSmtpReceiver, type SmtpReceiver } from "../../../test/smtp-receiver";
import { bookingApprovedEmail } from "./booking-emails";
import { createMailTransport, type MailLog, type OutgoingEmail } from "./mail-transport";

const FROM = "IV Drips <bookings@ivdrips.my>";

/** A log that keeps every call, to check what was (and was not) written. */
function recordingLog(): MailLog & { lines: { level: string; details: object; message: string }[] } {
  const lines: { level: string; details: object; message: string }[] = [];
  const at = (level: string) => (details: object, message: string) => lines.push({ level, details, message });
  return { lines, info: at("info"), warn: at("warn"), error: at("error") };
}

/** The approved email (with its .ics), as the dispatcher hands it to a transport. */
function approvedMessage(): OutgoingEmail {
  const email = inTimeZone("America/New_York", () => bookingApprovedEmail(sampleBookingView()));
  return {
    id: randomUUID(),
    to: email.toAddress,
    subject: email.subject,
    text: email.textBody,
    html: email.htmlBody,
    attachments: email.attachments ?? [],
  };
}

async function expectFullMessage(raw: Buffer, message: OutgoingEmail) {
  const parsed = await parseEmail(raw);
  expect(parsed.messageId).toBe(`<${message.id}@ivdrips.my>`);
  expect(parsed.subject).toBe(message.subject);
  expect(parsed.from).toMatchObject({ name: "IV Drips", address: "bookings@ivdrips.my" });
  expect(parsed.to).toEqual([expect.objectContaining({ address: "aisha@example.com" })]);
  expect(parsed.text?.trim()).toBe(message.text.trim());
  expect(parsed.html).toContain("Aisha &lt;b&gt;Rahman&lt;/b&gt;");
  expect(parsed.attachments).toHaveLength(1);
  const [invite] = parsed.attachments;
  expect(invite).toMatchObject({ filename: "ivdrips-IVD-ABC234.ics", mimeType: "text/calendar" });
  expect(invite?.method).toBe("PUBLISH");
  expect(invite?.content).toContain("DTSTART;TZID=Asia/Kuala_Lumpur:20260602T080000");
  return parsed;
}

describe("mail transport without SMTP_URL", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-mail-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("writes the whole message as a parseable .eml in DATA_DIR/mail and logs one line without the body", async () => {
    const log = recordingLog();
    const transport = createMailTransport({
      smtpUrl: undefined,
      dataDir,
      from: FROM,
      log,
      clock: () => new Date("2026-06-01T01:02:03.456Z"),
    });
    const message = approvedMessage();
    await transport.send(message);
    transport.close();

    const files = fs.readdirSync(path.join(dataDir, "mail"));
    expect(files).toEqual([`20260601T010203.456Z-${message.id}.eml`]);
    const file = path.join(dataDir, "mail", files[0] ?? "");
    // Names, addresses and booking details: readable by the server's user only.
    expect(fs.statSync(path.join(dataDir, "mail")).mode & 0o777).toBe(0o700);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const raw = fs.readFileSync(file);
    expect(raw.toString("latin1")).toContain("\r\n");
    await expectFullMessage(raw, message);

    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({
      level: "info",
      details: { to: "aisha@example.com", subject: message.subject, file },
    });
    const logged = JSON.stringify(log.lines);
    expect(logged).not.toContain("Have a valid ID ready");
    expect(logged).not.toContain("BEGIN:VCALENDAR");
  });
});

describe("mail transport with SMTP_URL", () => {
  let receiver: SmtpReceiver;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
  });
  afterAll(() => receiver.close());

  it("delivers text, HTML and the calendar invite to a real SMTP server, never logging the password", async () => {
    const log = recordingLog();
    const transport = createMailTransport({ smtpUrl: receiver.url, dataDir: os.tmpdir(), from: FROM, log });
    const message = approvedMessage();
    try {
      await transport.send(message);
    } finally {
      transport.close();
    }
    expect(receiver.delivered).toHaveLength(1);
    await expectFullMessage(receiver.delivered[0] ?? Buffer.alloc(0), message);
    expect(JSON.stringify(log.lines)).not.toContain(receiver.password);
    expect(JSON.stringify(log.lines)).toContain("127.0.0.1");
  });

  it("rejects when the server refuses the message, with the server's answer and no password", async () => {
    const transport = createMailTransport({
      smtpUrl: receiver.url,
      dataDir: os.tmpdir(),
      from: FROM,
      log: recordingLog(),
    });
    receiver.mode = "reject";
    try {
      const failure = await transport.send(approvedMessage()).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toContain("451");
      expect((failure as Error).message).not.toContain(receiver.password);
    } finally {
      receiver.mode = "accept";
      transport.close();
    }
    expect(receiver.delivered).toHaveLength(1);
  });
});

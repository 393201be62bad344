import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Clock } from "../../lib/clock";
import type { DispatchLog } from "../../lib/leased-dispatch";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../lib/private-files";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** Text content, e.g. an .ics invite. */
  content: string;
}

export interface OutgoingEmail {
  /** The outbox row's id: the Message-ID is built from it, so a repeat is recognisably the same message. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
}

export interface MailTransport {
  /** Resolves once the message was accepted (by the SMTP server, or written to its file). */
  send(message: OutgoingEmail): Promise<void>;
  close(): void;
}

/** The part of a pino logger that the mail code uses. */
export type MailLog = DispatchLog;

export interface MailTransportOptions {
  /** smtp:// or smtps:// (it may carry a password: never log it). Without it mail goes to .eml files. */
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
  log: MailLog;
  /**
   * Longest silence allowed from the SMTP server (connect, greeting, each reply). Keep it well below the
   * outbox lease, or a stalled send could outlive its claim and another dispatcher would send it again.
   */
  timeoutMs?: number;
  clock?: Clock;
}

export const MESSAGE_ID_DOMAIN = "ivdrips.my";

export function messageIdOf(outboxId: string): string {
  return `<${outboxId}@${MESSAGE_ID_DOMAIN}>`;
}

/** Calendar parts are announcements (PUBLISH) unless the caller said otherwise. */
function contentTypeOf(attachment: EmailAttachment): string {
  const type = attachment.contentType;
  return /^text\/calendar\b/i.test(type) && !/;\s*method=/i.test(type) ? `${type}; method=PUBLISH` : type;
}

function mailOptions(from: string, message: OutgoingEmail) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: messageIdOf(message.id),
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: contentTypeOf(attachment),
      content: attachment.content,
    })),
  };
}

/** ISO 8601 basic format (no colons), so the file name is valid on every file system. */
function fileTimestamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, "");
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const { from, log } = options;
  const timeoutMs = options.timeoutMs ?? 60_000;

  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      // Connections kept open and reused: a new one for each email (connect, greeting, EHLO, login) cost
      // more round trips than the message itself, and the outbox fell behind a busy server.
      pool: true,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      // Message content comes from the database: it must never make the mailer read files or URLs.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    // The host only: the URL may carry a user and password.
    log.info({ smtpHost: new URL(options.smtpUrl).host }, "mail goes out through SMTP");
    return {
      send: async (message) => {
        await transporter.sendMail(mailOptions(from, message));
      },
      close: () => transporter.close(),
    };
  }

  const clock = options.clock ?? (() => new Date());
  const folder = path.join(options.dataDir, "mail");
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    send: async (message) => {
      const info = await transporter.sendMail(mailOptions(from, message));
      if (!Buffer.isBuffer(info.message)) throw new Error("the mail file transport returned no buffer");
      // Emails carry names, addresses and booking details: readable by the server's user only.
      await fs.mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(folder, `${fileTimestamp(clock())}-${message.id}.eml`);
      await fs.writeFile(file, info.message, { mode: PRIVATE_FILE_MODE });
      log.info({ to: message.to, subject: message.subject, file }, "email written to a file (no SMTP_URL)");
    },
    close: () => transporter.close(),
  };
}

import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

/** accept: 250 after the data; reject: 451 (try later); stall: never answer the data. */
export type ReceiverMode = "accept" | "reject" | "stall";

export interface SmtpReceiver {
  /** smtp://user:password@127.0.0.1:port: the password lets tests check that it is never logged. */
  url: string;
  password: string;
  mode: ReceiverMode;
  /** Extra wait before answering each message, so concurrent senders overlap. */
  delayMs: number;
  /** Messages whose data arrived in full, answered or not. */
  readonly received: Buffer[];
  /** Messages the server acknowledged (250 sent): only these count as delivered. */
  readonly delivered: Buffer[];
  /** When each delivered message was acknowledged (Date.now()), in the order of `delivered`. */
  readonly deliveredAt: number[];
  /** Resolves once `count` messages have arrived in full (before any answer). */
  waitForReceived(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (no TLS, any login accepted), counting what it acknowledged. */
export async function startSmtpReceiver(mode: ReceiverMode = "accept"): Promise<SmtpReceiver> {
  const password = "s3cret-Smtp-Pass";
  const received: Buffer[] = [];
  const delivered: Buffer[] = [];
  const deliveredAt: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const message = Buffer.concat(chunks);
        received.push(message);
        for (const waiter of waiters.filter((candidate) => received.length >= candidate.count)) {
          waiter.resolve();
        }
        const answer = () => {
          if (receiver.mode === "stall") return;
          if (receiver.mode === "reject") {
            callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
            return;
          }
          callback(null);
          delivered.push(message);
          deliveredAt.push(Date.now());
        };
        if (receiver.delayMs > 0) setTimeout(answer, receiver.delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  server.on("error", () => undefined);
  const { port } = server.server.address() as AddressInfo;

  const receiver: SmtpReceiver = {
    url: `smtp://mailer:${password}@127.0.0.1:${port}`,
    password,
    mode,
    delayMs: 0,
    received,
    delivered,
    deliveredAt,
    waitForReceived: (count) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return receiver;
}

export function parseEmail(raw: Buffer): Promise<Email> {
  return PostalMime.parse(raw, { attachmentEncoding: "utf8" });
}

import type { Email } from "postal-mime";
import type { Executor } from "../src/db/client";
import type { Clock } from "../src/lib/clock";
import { createMailTransport } from "../src/modules/notifications/mail-transport";
import {
  createOutboxDispatcher,
  outboxCredentialSealer,
  type OutboxDispatcher,
} from "../src/modules/notifications/outbox-dispatcher";
import { parseEmail, startSmtpReceiver } from "./smtp-receiver";
import { TEST_JWT_SECRET } from "./test-app";

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface EmailInbox {
  /** The server's own dispatcher over this database, sending through SMTP to the inbox. */
  dispatcher: OutboxDispatcher;
  /** Sends every email due now, then returns every email the inbox has received for `address`, oldest first. */
  deliverTo(address: string): Promise<Email[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP receiver that the outbox delivers to, as a running server does: what a customer finds in their
 * mailbox, rather than what the outbox table holds.
 */
export async function openEmailInbox(options: {
  db: Executor;
  clock: Clock;
  jwtSecret?: string;
}): Promise<EmailInbox> {
  const receiver = await startSmtpReceiver();
  const transport = createMailTransport({
    smtpUrl: receiver.url,
    dataDir: "/nonexistent",
    from: "IV Drips <bookings@ivdrips.my>",
    log: silent,
  });
  const dispatcher = createOutboxDispatcher({
    db: options.db,
    transport,
    clock: options.clock,
    log: silent,
    credentials: outboxCredentialSealer(options.jwtSecret ?? TEST_JWT_SECRET),
  });
  const received: Email[] = [];
  return {
    dispatcher,
    async deliverTo(address) {
      await dispatcher.dispatchDue();
      received.push(...(await Promise.all(receiver.delivered.map((raw) => parseEmail(raw)))));
      receiver.delivered.length = 0;
      return received.filter((email) => email.to?.some((to) => to.address === address));
    },
    async close() {
      await dispatcher.stop();
      transport.close();
      await receiver.close();
    },
  };
}

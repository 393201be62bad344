import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MESSAGES_OPT_IN_VERSION } from "@ivdrips/contract/consent-texts";
import type { Language } from "@ivdrips/contract/languages";
import { MESSAGE_TOPICS, type MessageChannels } from "@ivdrips/contract/phone-messages";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Database } from "../src/db/client";
import type { Clock } from "../src/lib/clock";
import { outboxCredentialSealer } from "../src/modules/notifications/outbox-dispatcher";
import {
  createMessageDispatcher,
  type MessageDispatcher,
} from "../src/modules/phone-messages/message-dispatcher";
import { createPhoneChannels } from "../src/modules/phone-messages/phone-channels";
import type { FakePhoneProviders } from "./fake-phone-providers";
import { injectAs, TEST_JWT_SECRET } from "./test-app";

// What the tests of messages to phones share: a dispatcher sending to the fake providers, and a customer
// with a verified number and WhatsApp chosen.

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The message dispatcher main.ts runs, against the fake providers (SMS too unless `sms: false`). */
export function fakeMessageDispatcher(options: {
  db: Database;
  clock: Clock;
  fake: FakePhoneProviders;
  sms?: boolean;
}): MessageDispatcher {
  return createMessageDispatcher({
    db: options.db,
    channels: createPhoneChannels({
      settings: options.fake.settings({ sms: options.sms ?? true }),
      production: true,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-messages-")),
      clock: options.clock,
      timeoutMs: 5000,
    }),
    clock: options.clock,
    log: silent,
    credentials: outboxCredentialSealer(TEST_JWT_SECRET),
    leaseMs: 10_000,
  });
}

/** WhatsApp on (or off) for every topic, email as it is by default. */
export function whatsappForAll(on = true): MessageChannels {
  return Object.fromEntries(
    MESSAGE_TOPICS.map((topic) => [topic, { email: true, whatsapp: on }]),
  ) as MessageChannels;
}

/**
 * Verifies `phone` for the customer through the API, the code read from what the fake received, in the
 * customer's `language` (set first), and chooses `channels`.
 */
export async function verifyPhone(options: {
  app: FastifyInstance;
  token: string;
  phone: string;
  fake: FakePhoneProviders;
  dispatcher: MessageDispatcher;
  language?: Language;
  channels?: MessageChannels;
}): Promise<void> {
  const as = injectAs(options.app, options.token);
  if (options.language) {
    const saved = await as({
      method: "PUT",
      url: "/api/users/preferences",
      payload: { emailReminders: true, marketingEmails: false, language: options.language },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const asked = await as({
    method: "POST",
    url: "/api/account/phone/verify",
    payload: { phone: options.phone },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  await options.dispatcher.dispatchDue();
  const code = options.fake.lastCodeTo(asked.json<{ phone: string }>().phone);
  expect(code).toMatch(/^\d{6}$/);
  const confirmed = await as({
    method: "POST",
    url: "/api/account/phone/confirm",
    payload: { phone: options.phone, code, optInVersion: MESSAGES_OPT_IN_VERSION },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  if (options.channels) {
    const chosen = await as({
      method: "PUT",
      url: "/api/account/messages",
      payload: { channels: options.channels },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
}

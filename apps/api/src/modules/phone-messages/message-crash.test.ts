import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_TWILIO,
  FAKE_WHATSAPP,
  startFakePhoneProviders,
  type FakePhoneProviders,
} from "../../../test/fake-phone-providers";
import { exited, startServer, waitFor } from "../../../test/spawn-server";
import { crashStore } from "../../../test/crash-store";
import { insertOutboxMessage, listOutboxMessages } from "./phone-messages.repository";

/**
 * The real server, killed (-9) while WhatsApp holds its message unanswered, and started again: the message
 * is accepted exactly once, as the email outbox's crash test proves for email (outbox-crash.test.ts).
 */

const LEASE_SECONDS = 4;
const POLL_MS = 2000;

const store = crashStore("message-crash");
let fake: FakePhoneProviders;

beforeAll(async () => {
  fake = await startFakePhoneProviders();
});
afterAll(async () => {
  await fake.close();
});

describe("the message outbox across a crash of the server", () => {
  it("has WhatsApp accept a message exactly once when the server is killed before WhatsApp answered", async () => {
    await store.onStore((db) =>
      insertOutboxMessage(db, {
        kind: "booking_approved",
        dedupeKey: "booking_approved:crash",
        channel: "whatsapp",
        toPhone: "+60123456789",
        language: "ms",
        template: "booking_approved",
        params: [
          "Rabu, 1 Julai 2026, Pagi 8:00 PG – 12:00 PTG (waktu Kuala Lumpur)",
          "http://localhost:3000/account",
        ],
      }),
    );
    const env = {
      ...store.env(),
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      WHATSAPP_API_BASE: fake.whatsappBase,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP.accessToken,
      WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
      TWILIO_API_BASE: fake.twilioBase,
      TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
      TWILIO_FROM: FAKE_TWILIO.from,
    };

    // 1. The server claims the message and sends it; WhatsApp takes it and never answers.
    fake.mode.whatsapp = "stall";
    const first = startServer(env);
    try {
      await Promise.race([
        fake.waitForRequests(1, 60_000),
        exited(first.child).then((code) => {
          throw new Error(`the server exited (${code}) before sending:\n${first.output()}`);
        }),
      ]);
    } finally {
      first.child.kill("SIGKILL");
    }
    await exited(first.child);
    expect(fake.requests).toHaveLength(1);
    expect(fake.accepted()).toHaveLength(0);

    // 2. Started again, the server sends it once its lease has run out; this time WhatsApp accepts it.
    fake.mode.whatsapp = "accept";
    const second = startServer(env);
    try {
      await waitFor(
        () => fake.accepted().length >= 1,
        "the message to be accepted after the restart",
        60_000,
      );
      // Long enough for a second lease to run out and several polls to happen.
      await sleep(LEASE_SECONDS * 1000 + 3 * POLL_MS);
      expect(fake.accepted()).toHaveLength(1);
    } finally {
      second.child.kill("SIGTERM");
    }
    expect(await exited(second.child)).toBe(0);

    const [row] = await store.onStore((db) => listOutboxMessages(db));
    expect(row).toMatchObject({
      status: "sent",
      providerMessageId: fake.accepted()[0]?.answeredId,
      attempts: 2,
    });
    // Both tries asked for the same message, and no SMS stood in for it.
    expect(fake.requests.map((request) => request.body)).toEqual([
      fake.requests[0]?.body,
      fake.requests[0]?.body,
    ]);
    expect(fake.requests[0]?.body).toMatchObject({
      template: { name: "booking_approved", language: { code: "ms" } },
    });
    expect(fake.accepted("sms")).toEqual([]);
  }, 150_000);
});

import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { approveAsDemoClinic, paidBooking } from "../../../test/booking-fixtures";
import { FAKE_WHATSAPP, startFakePhoneProviders } from "../../../test/fake-phone-providers";
import { fakeMessageDispatcher, verifyPhone, whatsappForAll } from "../../../test/phone-fixtures";
import {
  injectAs,
  injectWithoutInviteCookie,
  loginDemoClinic,
  registerCustomer,
} from "../../../test/test-app";
import { outboxEmails, outboxMessages, phoneOptOuts, users } from "../../db/schema";
import { keywordOf } from "./whatsapp-webhook";

/** WhatsApp's webhook (issue 38): the handshake, signed statuses that move a message on, STOP and START. */

const fake = await startFakePhoneProviders();
afterAll(() => fake.close());
const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({
  now: NOW,
  eachTest: "reset clock",
  signInDemoClinic: true,
  phoneMessages: fake.settings(),
});
const dispatcher = () => fakeMessageDispatcher({ db: t.database.db, clock: t.clock, fake });
beforeEach(() => fake.reset());
const freshDay = freshDays("2026-07-01");

let numbers = 0;
const freshNumber = () => `+6014${String(3_000_000 + (numbers += 1)).slice(-7)}`;
const bare = () => injectWithoutInviteCookie(t.app);

/** An event as WhatsApp posts it, signed with `secret` (ours unless told; null: no signature). */
function post(event: object, secret: string | null = FAKE_WHATSAPP.appSecret) {
  const body = JSON.stringify(event);
  const signature = secret ? `sha256=${createHmac("sha256", secret).update(body).digest("hex")}` : undefined;
  return bare()({
    method: "POST",
    url: "/api/webhooks/whatsapp",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-hub-signature-256": signature } : {}),
    },
    payload: body,
  });
}

const statusEvent = (id: string, status: string, at: Date, errors?: object[]) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "WABA",
      changes: [
        {
          field: "messages",
          value: {
            messaging_product: "whatsapp",
            statuses: [
              {
                id,
                status,
                timestamp: String(Math.floor(at.getTime() / 1000)),
                recipient_id: "60",
                ...(errors ? { errors } : {}),
              },
            ],
          },
        },
      ],
    },
  ],
});
const incoming = (from: string, text: string) => ({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "WABA",
      changes: [
        {
          field: "messages",
          value: {
            messaging_product: "whatsapp",
            messages: [
              {
                from: from.slice(1),
                id: `wamid.IN${text}`,
                timestamp: "1780000000",
                type: "text",
                text: { body: text },
              },
            ],
          },
        },
      ],
    },
  ],
});

/** A paid booking whose customer chose WhatsApp and not email for bookings... receipts stay by email. */
async function sentApproval(options: { emailForVisitDay?: boolean } = {}) {
  const { token } = await registerCustomer(t.app);
  const phone = freshNumber();
  await verifyPhone({
    app: t.app,
    token,
    phone,
    fake,
    dispatcher: dispatcher(),
    channels: { ...whatsappForAll(), visitDay: { email: options.emailForVisitDay ?? true, whatsapp: true } },
  });
  fake.reset();
  const booking = await paidBooking(t.app, token, { date: freshDay(), providerId: t.seeded.providerId });
  await approveAsDemoClinic(t.app, t.clinicToken, t.seeded, booking._id);
  await dispatcher().dispatchDue();
  const [row] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.bookingId, booking._id), eq(outboxMessages.kind, "booking_approved")));
  if (!row?.providerMessageId) throw new Error("the approval was not sent");
  return { row, phone, booking, token };
}

const messageRow = async (id: string) =>
  (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];

describe("GET /api/webhooks/whatsapp", () => {
  it("echoes the challenge for our verify token, outside the invite gate, and refuses any other", async () => {
    const handshake = (token: string) =>
      bare()({
        method: "GET",
        url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      });
    const ok = await handshake(FAKE_WHATSAPP.verifyToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    const wrong = await handshake("not-our-token-at-all");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ messageId: "webhookVerifyTokenInvalid" });
  });
});

describe("POST /api/webhooks/whatsapp", () => {
  it("refuses an event without a valid signature, and records nothing of it", async () => {
    const { row, phone } = await sentApproval();
    const delivered = statusEvent(row.providerMessageId ?? "", "delivered", t.clock());
    for (const secret of [null, "another-app-secret-entirely"]) {
      const refused = await post(delivered, secret);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: "UNAUTHORIZED", messageId: "webhookSignatureInvalid" });
      const stop = await post(incoming(phone, "STOP"), secret);
      expect(stop.statusCode).toBe(401);
    }
    // A body changed after signing is refused too.
    const body = JSON.stringify(delivered);
    const tampered = await bare()({
      method: "POST",
      url: "/api/webhooks/whatsapp",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": `sha256=${createHmac("sha256", FAKE_WHATSAPP.appSecret).update(body).digest("hex")}`,
      },
      payload: body.replace("delivered", "read"),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await messageRow(row.id))?.status).toBe("sent");
    expect(await t.database.db.select().from(phoneOptOuts).where(eq(phoneOptOuts.phone, phone))).toEqual([]);
  });

  it("moves a message's status forward only: a replay or an older report changes nothing", async () => {
    const { row } = await sentApproval();
    const id = row.providerMessageId ?? "";
    const at = (minutes: number) => new Date(t.clock().getTime() + minutes * 60_000);
    expect((await post(statusEvent(id, "delivered", at(1)))).statusCode).toBe(200);
    expect(await messageRow(row.id)).toMatchObject({ status: "delivered", deliveredAt: at(1) });
    await post(statusEvent(id, "read", at(2)));
    await post(statusEvent(id, "read", at(5)));
    await post(statusEvent(id, "delivered", at(6)));
    await post(statusEvent(id, "failed", at(7), [{ code: 131026, title: "Message undeliverable" }]));
    expect(await messageRow(row.id)).toMatchObject({
      status: "read",
      readAt: at(2),
      statusAt: at(2),
      failedAt: null,
    });
    // An id that is not ours is taken and ignored.
    expect((await post(statusEvent("wamid.UNKNOWN", "delivered", at(3)))).statusCode).toBe(200);
  });

  it("falls back to SMS when WhatsApp reports a sent message failed, and drops the held email once one arrives", async () => {
    const { row, phone, booking } = await sentApproval({ emailForVisitDay: false });
    // The on-the-way message: its email is held for it.
    t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 60 * 60_000));
    const clinic = injectAs(t.app, await loginDemoClinic(t.app, t.seeded));
    const setOff = await clinic({
      method: "POST",
      url: `/api/clinics/bookings/${booking._id}/progress`,
      payload: { step: "on_the_way", etaMinutes: 30 },
    });
    expect(setOff.statusCode, setOff.body).toBe(200);
    await dispatcher().dispatchDue();
    const [onTheWay] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, booking._id), eq(outboxMessages.kind, "visit_on_the_way")));
    const [held] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, booking._id), eq(outboxEmails.kind, "visit_on_the_way")));
    expect(held?.heldForChain).toBe(onTheWay?.chainId);

    const failed = await post(
      statusEvent(onTheWay?.providerMessageId ?? "", "failed", t.clock(), [
        { code: 131026, title: "Message undeliverable" },
      ]),
    );
    expect(failed.statusCode).toBe(200);
    expect(await messageRow(onTheWay?.id ?? "")).toMatchObject({
      status: "failed",
      lastError: "131026 Message undeliverable",
    });
    await dispatcher().dispatchDue();
    const [sms] = fake.accepted("sms");
    expect(sms?.body.To).toBe(phone);
    expect(String(sms?.body.Body)).toMatch(
      /^IV Drips: your clinician is on the way and expects to arrive at about/,
    );
    // SMS reports no delivery: sent is as far as it goes, and the held email is not needed.
    const emails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, booking._id), eq(outboxEmails.kind, "visit_on_the_way")));
    expect(emails).toEqual([]);
    // The approval, delivered: nothing was held for it (bookings' email always goes), nothing changes there.
    await post(statusEvent(row.providerMessageId ?? "", "delivered", t.clock()));
    const [approvalEmail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, booking._id), eq(outboxEmails.kind, "booking_approved")));
    expect(approvalEmail?.heldForChain).toBeNull();
  });

  it.each([
    ["STOP", "IV Drips: you will get no more messages from us at this number.", "START"],
    [" berhenti ", "IV Drips: anda tidak akan menerima mesej lagi daripada kami di nombor ini.", "start"],
    ["停止", "IV Drips：此号码将不再收到我们的消息。", "START"],
  ])(
    "opts a number out on %j at once, confirmed once in the word's language; START opts it back in",
    async (word, confirmation, start) => {
      // A number no account verified: the reply is in the language of the word.
      const phone = freshNumber();
      expect((await post(incoming(phone, word))).statusCode).toBe(200);
      expect(
        await t.database.db.select().from(phoneOptOuts).where(eq(phoneOptOuts.phone, phone)),
      ).toHaveLength(1);
      await post(incoming(phone, word));
      await dispatcher().dispatchDue();
      const replies = () => fake.accepted("whatsapp").filter((request) => request.body.to === phone.slice(1));
      expect(replies().map((request) => (request.body.text as { body: string }).body)).toEqual([
        expect.stringContaining(confirmation),
      ]);

      await post(incoming(phone, start));
      await post(incoming(phone, start));
      await dispatcher().dispatchDue();
      expect(await t.database.db.select().from(phoneOptOuts).where(eq(phoneOptOuts.phone, phone))).toEqual(
        [],
      );
      expect(replies()).toHaveLength(2);
    },
  );

  it("sends a customer who said STOP no booking message, and again after START", async () => {
    const { phone, booking } = await sentApproval();
    await post(incoming(phone, "STOP"));
    t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 23 * 60 * 60_000));
    await t.app.bookings.sweep();
    const reminders = () =>
      t.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.bookingId, booking._id), eq(outboxMessages.kind, "booking_reminder_24h")),
        );
    expect(await reminders()).toEqual([]);
    // The reminder still went by email (reminders' email is on by default).
    const [email] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.bookingId, booking._id), eq(outboxEmails.kind, "booking_reminder_24h")));
    expect(email?.heldForChain).toBeNull();
    await post(incoming(phone, "START"));
    t.clock.set(new Date(Date.parse(booking.windowStartsAt) - 90 * 60_000));
    await t.app.bookings.sweep();
    expect(
      (
        await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, booking._id))
      ).map((row) => row.kind),
    ).toContain("booking_reminder_2h");
  });

  it("answers a number's STOP in the language of the account that verified it", async () => {
    const { token, user } = await registerCustomer(t.app);
    const phone = freshNumber();
    await verifyPhone({ app: t.app, token, phone, fake, dispatcher: dispatcher(), language: "ms" });
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]?.language).toBe("ms");
    fake.reset();
    await post(incoming(phone, "stop"));
    await dispatcher().dispatchDue();
    const [reply] = fake.accepted("whatsapp");
    expect((reply?.body.text as { body: string }).body).toMatch(
      /^IV Drips: anda tidak akan menerima mesej lagi/,
    );
  });
});

describe("keywordOf", () => {
  it("reads STOP, BERHENTI, 停止 and START in any case, and nothing else", () => {
    expect(keywordOf("Stop")).toEqual({ opt: "out", language: "en" });
    expect(keywordOf("BERHENTI!")).toEqual({ opt: "out", language: "ms" });
    expect(keywordOf("停止。")).toEqual({ opt: "out", language: "zh" });
    expect(keywordOf(" start ")).toEqual({ opt: "in", language: "en" });
    expect(keywordOf("please stop sending")).toBeUndefined();
    expect(keywordOf("stopp")).toBeUndefined();
  });
});

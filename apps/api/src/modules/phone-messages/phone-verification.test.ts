import { MESSAGES_OPT_IN_VERSION } from "@ivdrips/contract/consent-texts";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { startFakePhoneProviders } from "../../../test/fake-phone-providers";
import { fakeMessageDispatcher, verifyPhone, whatsappForAll } from "../../../test/phone-fixtures";
import { injectAs, registerCustomer } from "../../../test/test-app";
import { outboxMessages, phoneOptOuts, phoneVerifications, users, verifiedPhones } from "../../db/schema";

/** A customer's own number (issue 38): a 6-digit code by WhatsApp (SMS when it fails), 10 minutes, 5 tries. */

const fake = await startFakePhoneProviders();
afterAll(() => fake.close());
const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({ now: NOW, eachTest: "reset clock", phoneMessages: fake.settings() });
const dispatcher = () => fakeMessageDispatcher({ db: t.database.db, clock: t.clock, fake });
beforeEach(() => fake.reset());

const MIN = 60_000;
let numbers = 0;
/** A Malaysian mobile number of its own for each test, written nationally and in E.164. */
function freshNumber(): { typed: string; e164: string } {
  numbers += 1;
  const tail = String(1_000_000 + numbers).slice(-7);
  return { typed: `012-${tail.slice(0, 3)} ${tail.slice(3)}`, e164: `+6012${tail}` };
}

async function customer() {
  const { token, user } = await registerCustomer(t.app);
  return { as: injectAs(t.app, token), token, id: user.id };
}

const verify = (as: ReturnType<typeof injectAs>, phone: string) =>
  as({ method: "POST", url: "/api/account/phone/verify", payload: { phone } });
const confirm = (
  as: ReturnType<typeof injectAs>,
  phone: string,
  code: string,
  optInVersion = MESSAGES_OPT_IN_VERSION,
) => as({ method: "POST", url: "/api/account/phone/confirm", payload: { phone, code, optInVersion } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/account/phone/verify and /confirm", () => {
  it("sends a code by WhatsApp, keeps only its hash, and verifies the number with the opt-in recorded", async () => {
    const { as, id } = await customer();
    const number = freshNumber();
    const asked = await verify(as, number.typed);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      phone: number.e164,
      channel: "whatsapp",
      expiresAt: new Date(Date.parse(NOW) + 10 * MIN).toISOString(),
    });

    const [queued] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, id));
    expect(queued).toMatchObject({
      template: "verification_code",
      channel: "whatsapp",
      toPhone: number.e164,
    });
    expect(queued?.params).toEqual(["__sealed_credential__"]);
    expect(queued?.sealedCredential).toEqual(expect.any(String));

    await dispatcher().dispatchDue();
    const [sent] = fake.accepted("whatsapp");
    expect(sent?.headers.authorization).toBe("Bearer fake-whatsapp-access-token");
    expect(sent?.body).toMatchObject({
      messaging_product: "whatsapp",
      to: number.e164.slice(1),
      type: "template",
      template: { name: "verification_code", language: { code: "en" } },
    });
    const code = fake.lastCodeTo(number.e164) ?? "";
    expect(code).toMatch(/^\d{6}$/);
    // Neither the code's row nor the message's holds the code.
    const [stored] = await t.database.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, id));
    expect(JSON.stringify(stored)).not.toContain(code);
    const [afterSend] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, id));
    expect(JSON.stringify(afterSend)).not.toContain(code);
    expect(afterSend?.status).toBe("sent");

    t.clock.advance(3 * MIN);
    const confirmed = await confirm(as, number.typed, code);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      phone: { number: number.e164, optInVersion: MESSAGES_OPT_IN_VERSION, optedOut: false },
    });
    const [verified] = await t.database.db.select().from(verifiedPhones).where(eq(verifiedPhones.userId, id));
    expect(verified).toMatchObject({ phone: number.e164, optInVersion: MESSAGES_OPT_IN_VERSION });
    expect(verified?.optInAt.toISOString()).toBe(new Date(Date.parse(NOW) + 3 * MIN).toISOString());
    // Used once: the same code again is refused.
    expect((await confirm(as, number.typed, code)).json()).toMatchObject({ messageId: "phoneCodeExpired" });
  });

  it("counts wrong codes: the fifth closes the code, and then even the right one is refused", async () => {
    const { as } = await customer();
    const number = freshNumber();
    await verify(as, number.e164);
    await dispatcher().dispatchDue();
    const code = fake.lastCodeTo(number.e164) ?? "";
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await confirm(as, number.e164, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        messageId: "phoneCodeWrong",
        details: { code: "That code is not right. Check the latest message we sent and try again." },
      });
    }
    const late = await confirm(as, number.e164, code);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ messageId: "phoneCodeExpired" });
  });

  it("lets a code work for 10 minutes only, and a new code replace the last", async () => {
    const { as } = await customer();
    const number = freshNumber();
    await verify(as, number.e164);
    await dispatcher().dispatchDue();
    const first = fake.lastCodeTo(number.e164) ?? "";
    t.clock.advance(10 * MIN);
    expect((await confirm(as, number.e164, first)).json()).toMatchObject({ messageId: "phoneCodeExpired" });

    await verify(as, number.e164);
    await dispatcher().dispatchDue();
    const second = fake.lastCodeTo(number.e164) ?? "";
    await verify(as, number.e164);
    await dispatcher().dispatchDue();
    const third = fake.lastCodeTo(number.e164) ?? "";
    if (second !== third) {
      expect((await confirm(as, number.e164, second)).statusCode).toBe(400);
    }
    expect((await confirm(as, number.e164, third)).statusCode).toBe(200);
  });

  it("sends at most 5 codes an hour to an account, and to a number from any account", async () => {
    const { as } = await customer();
    const number = freshNumber();
    for (let ask = 0; ask < 5; ask += 1) {
      expect((await verify(as, number.e164)).statusCode).toBe(200);
      t.clock.advance(MIN);
    }
    const sixth = await verify(as, freshNumber().e164);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ messageId: "phoneVerifyTooOften", params: { minutes: 55 } });
    const someoneElse = await customer();
    expect((await verify(someoneElse.as, number.e164)).statusCode).toBe(429);
    t.clock.advance(56 * MIN);
    expect((await verify(as, number.e164)).statusCode).toBe(200);
  });

  it("refuses a number it cannot message, a malformed code and an opt-in not read", async () => {
    const { as } = await customer();
    for (const phone of ["12345678", "+60 12", "call me", "+1234567890123456"]) {
      const refused = await verify(as, phone);
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json(), phone).toMatchObject({
        messageId: "mobileNumberInvalid",
        details: { phone: expect.any(String) },
      });
    }
    const number = freshNumber();
    await verify(as, number.e164);
    expect((await confirm(as, number.e164, "12345")).json()).toMatchObject({ messageId: "phoneCodeInvalid" });
    const outdated = await confirm(as, number.e164, "123456", "2020-01-01");
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json()).toMatchObject({ messageId: "messagesOptInOutdated" });
  });

  it("sends the code by SMS, in the customer's language, when WhatsApp cannot take it", async () => {
    const { as, id } = await customer();
    await t.database.db.update(users).set({ language: "zh" }).where(eq(users.id, id));
    fake.mode.whatsapp = "refuse";
    const number = freshNumber();
    await verify(as, number.e164);
    const sender = dispatcher();
    await sender.dispatchDue();
    await sender.dispatchDue();
    const sms = fake.accepted("sms").find((request) => request.body.To === number.e164);
    expect(sms?.body).toMatchObject({ To: number.e164, From: "+60300000000" });
    expect(String(sms?.body.Body)).toMatch(/^\d{6} 是您的 IV Drips 验证码，10 分钟内有效。/);
    const rows = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, id));
    const whatsapp = rows.find((row) => row.channel === "whatsapp");
    expect(whatsapp?.status).toBe("failed");
    expect(rows.find((row) => row.channel === "sms")).toMatchObject({
      status: "sent",
      fallbackOf: whatsapp?.id,
      chainId: whatsapp?.chainId,
    });
    // Both rows forgot the code once nothing more could come of them.
    expect(rows.every((row) => row.sealedCredential === null)).toBe(true);
    expect((await confirm(as, number.e164, fake.lastCodeTo(number.e164) ?? "")).statusCode).toBe(200);
  });

  it("lifts an earlier STOP of the number when its owner agrees again", async () => {
    const { as, token } = await customer();
    const number = freshNumber();
    await t.database.db.insert(phoneOptOuts).values({ phone: number.e164, optedOutAt: new Date(NOW) });
    await verifyPhone({ app: t.app, token, phone: number.e164, fake, dispatcher: dispatcher() });
    expect(
      await t.database.db.select().from(phoneOptOuts).where(eq(phoneOptOuts.phone, number.e164)),
    ).toEqual([]);
    expect((await as({ method: "GET", url: "/api/account/messages" })).json()).toMatchObject({
      phone: { number: number.e164, optedOut: false },
    });
  });
});

describe("GET and PUT /api/account/messages, DELETE /api/account/phone", () => {
  it("chooses WhatsApp only with a verified number, keeps receipts by email, and forgets the number", async () => {
    const { as, token } = await customer();
    const initial = await as({ method: "GET", url: "/api/account/messages" });
    expect(initial.json()).toEqual({ phone: null, channels: whatsappForAll(false) });

    const tooSoon = await as({
      method: "PUT",
      url: "/api/account/messages",
      payload: { channels: whatsappForAll() },
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json()).toMatchObject({ messageId: "phoneNotVerified" });

    const number = freshNumber();
    await verifyPhone({ app: t.app, token, phone: number.e164, fake, dispatcher: dispatcher() });
    const chosen = await as({
      method: "PUT",
      url: "/api/account/messages",
      payload: {
        channels: {
          bookings: { email: false, whatsapp: true },
          visitDay: { email: false, whatsapp: true },
          reminders: { email: false, whatsapp: true },
        },
      },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().channels).toEqual({
      bookings: { email: true, whatsapp: true },
      visitDay: { email: false, whatsapp: true },
      reminders: { email: false, whatsapp: true },
    });
    // The reminders' email is the one the preferences show.
    expect((await as({ method: "GET", url: "/api/users/preferences" })).json()).toMatchObject({
      emailReminders: false,
    });

    const forgotten = await as({ method: "DELETE", url: "/api/account/phone" });
    expect(forgotten.statusCode).toBe(200);
    expect(forgotten.json()).toEqual({
      phone: null,
      channels: {
        bookings: { email: true, whatsapp: false },
        visitDay: { email: false, whatsapp: false },
        reminders: { email: false, whatsapp: false },
      },
    });
  });

  it("is the signed-in customer's own: another customer's settings are not touched", async () => {
    const first = await customer();
    const second = await customer();
    await verifyPhone({
      app: t.app,
      token: first.token,
      phone: freshNumber().e164,
      fake,
      dispatcher: dispatcher(),
    });
    expect((await second.as({ method: "GET", url: "/api/account/messages" })).json()).toMatchObject({
      phone: null,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/account/messages" })).statusCode).toBe(401);
  });
});

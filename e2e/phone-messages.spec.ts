import { MESSAGES_OPT_IN_TEXTS, MESSAGES_OPT_IN_VERSION } from "@ivdrips/contract/consent-texts";
import { admin } from "../apps/web/src/locales/en/admin";
import { zh } from "../apps/web/src/locales/zh/zh";
import { apiCustomer, bookingRequest, klDay, paidBookingByApi, signedInAccount } from "./booking-helpers";
import { expect, expectAccessible, screenshotAtEveryWidth, staffSignIn, test } from "./fixtures";
import { codeSentTo, phoneRequests, reportStatus, setPhoneMode, whatsappTo } from "./phone-messages";

/** Issue 38: a number verified with the code WhatsApp carried, the channels chosen, the console's statuses. */

let numbers = 0;
/** A Malaysian mobile number no other run has used. */
const freshNumber = () => `+6017${String(Date.now() + (numbers += 1)).slice(-7)}`;

test.describe("a customer on a phone, the site in Chinese", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("verifies a number with the code WhatsApp brought, and turns WhatsApp reminders on", async ({
    gatePassed: page,
    request,
  }) => {
    const texts = zh.account.messages;
    const customer = await apiCustomer(request, "陈美玲");
    const saved = await request.put("/api/users/preferences", {
      headers: { authorization: `Bearer ${customer.token}` },
      data: { emailReminders: true, marketingEmails: false, language: "zh" },
    });
    expect(saved.status()).toBe(200);
    await page.addInitScript(() => localStorage.setItem("language", "zh"));
    await signedInAccount(page, customer.token);
    await page.getByRole("tab", { name: zh.account.tabs.profile }).click();

    const phone = freshNumber();
    const national = `0${phone.slice(3, 5)}-${phone.slice(5, 8)} ${phone.slice(8)}`;
    await page.getByLabel(texts.number.label).fill(national);
    await page.getByRole("button", { name: texts.number.send }).click();
    // The code came by WhatsApp, in Chinese, to the number in E.164.
    const [sent] = await whatsappTo(request, phone, "verification_code");
    expect(sent?.body.template).toMatchObject({ language: { code: "zh_CN" } });
    const code = await codeSentTo(request, phone);

    await expect(page.getByText(MESSAGES_OPT_IN_TEXTS.zh)).toBeVisible();
    await page.getByLabel(texts.number.code).fill(code);
    await expectAccessible(page);
    await page.getByRole("button", { name: texts.number.confirm }).click();
    await expect(page.getByText(texts.number.verified, { exact: true })).toBeVisible();
    await expect(page.getByText(phone)).toBeVisible();

    const reminders = page.getByRole("checkbox", { name: texts.channels.whatsappFor.reminders });
    await expect(reminders).toBeEnabled();
    await reminders.check();
    await page.getByRole("button", { name: texts.channels.save }).click();
    await expect(page.getByText(texts.channels.savedTitle).first()).toBeVisible();

    // What the server keeps: the number, the opt-in read, WhatsApp for reminders only.
    const settings = await request.get("/api/account/messages", {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(await settings.json()).toMatchObject({
      phone: { number: phone, optInVersion: MESSAGES_OPT_IN_VERSION, optedOut: false },
      channels: {
        bookings: { email: true, whatsapp: false },
        visitDay: { email: true, whatsapp: false },
        reminders: { email: true, whatsapp: true },
      },
    });
    await page.reload();
    await page.getByRole("tab", { name: zh.account.tabs.profile }).click();
    await expect(page.getByRole("checkbox", { name: texts.channels.whatsappFor.reminders })).toBeChecked();
    await expectAccessible(page);
    await screenshotAtEveryWidth(page, "account-messages-zh", async () => {
      await expect(page.getByRole("button", { name: texts.channels.save })).toBeVisible();
    });
  });
});

test("the console shows a booking's messages as WhatsApp reports them, and the SMS that stood in", async ({
  gatePassed: page,
  request,
}) => {
  const texts = admin.booking.messages;
  const name = "Tan Wei Ling";
  const customer = await apiCustomer(request, name);
  const as = { authorization: `Bearer ${customer.token}` };
  const phone = freshNumber();
  expect((await request.post("/api/account/phone/verify", { headers: as, data: { phone } })).status()).toBe(
    200,
  );
  const code = await codeSentTo(request, phone);
  const confirmed = await request.post("/api/account/phone/confirm", {
    headers: as,
    data: { phone, code, optInVersion: MESSAGES_OPT_IN_VERSION },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const channels = { email: true, whatsapp: true };
  const chosen = await request.put("/api/account/messages", {
    headers: as,
    data: { channels: { bookings: channels, visitDay: channels, reminders: channels } },
  });
  expect(chosen.status()).toBe(200);

  const bookingId = await paidBookingByApi(request, customer.token, {
    ...bookingRequest(klDay(23).iso, "Morning 8AM - 12PM", { name, email: customer.user.email }),
  });
  const [paid] = await whatsappTo(request, phone, "booking_paid");
  await reportStatus(request, paid?.answeredId ?? "", "delivered");

  // WhatsApp cannot take the cancellation: the SMS stands in for it.
  await setPhoneMode(request, { whatsapp: "refuse" });
  try {
    const cancelled = await request.put(`/api/bookings/${bookingId}/cancel`, { headers: as });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await expect
      .poll(
        async () =>
          (await phoneRequests(request)).some((entry) => entry.provider === "sms" && entry.body.To === phone),
        { message: `an SMS to ${phone}`, timeout: 20_000 },
      )
      .toBe(true);
  } finally {
    await setPhoneMode(request, { whatsapp: "accept" });
  }

  await staffSignIn(page, `/admin/bookings/${bookingId}`);
  const section = page.getByRole("region", { name: texts.title });
  await expect(section.getByText(texts.kinds.booking_received)).toBeVisible();
  await expect(section.getByText(texts.statuses.delivered)).toBeVisible();
  await expect(section.getByText(texts.statuses.failed)).toBeVisible();
  await expect(section.getByText(`Instead of “${texts.kinds.booking_cancelled}” on WhatsApp`)).toBeVisible();
  await expect(
    section.getByRole("button", { name: `Send again: ${texts.kinds.booking_cancelled}` }),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "console-booking-messages", async () => {
    await expect(section).toBeVisible();
  });
});

import type { Booking, BookingRequest } from "@ivdrips/contract/bookings";
import type { Language } from "@ivdrips/contract/languages";
import { formatRm } from "@ivdrips/contract/money";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import {
  demoNurse,
  bookingRequest,
  clinicDecision,
  holdWindow,
  SAME_DAY_SURCHARGE_RM,
  unreportedVisitEnds,
} from "../../../test/booking-fixtures";
import { pdfText } from "../../../test/pdf-text";
import { injectAs, registerCustomer } from "../../../test/test-app";
import { services } from "../../db/schema";
import { toBooking } from "../bookings/bookings.service";

/** GET /api/bookings/{id}/receipt and /certificate: PDFs of the customer's own bookings, read back as text. */

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({ now: NOW, signUpCustomer: true, signUpOtherCustomer: true, signInDemoClinic: true });

const CUSTOMER_NAME = "Nadia Binti Yusof";
const CUSTOMER_EMAIL = "nadia.yusof@example.com";
const CARD_REFERENCE = "pay_sandboxSecret4242";
const HASH = `0x${"abcdef12".repeat(7)}34567890`;

const request = (overrides: Partial<BookingRequest> = {}): Partial<BookingRequest> => ({
  customerInfo: { ...bookingRequest().customerInfo, name: CUSTOMER_NAME, email: CUSTOMER_EMAIL },
  ...overrides,
});

async function paidWith(
  payment: { method: string; provider: "sandbox" | "crypto"; reference: string },
  overrides: Partial<BookingRequest> = {},
): Promise<Booking> {
  const held = await holdWindow(t.app, t.customer.token, request(overrides));
  return toBooking((await t.app.bookings.markPaid(held._id, payment)).booking, {
    actor: "customer",
    now: new Date(),
  });
}

const card = { method: "card", provider: "sandbox", reference: CARD_REFERENCE } as const;

const get = (token: string | undefined, url: string) => injectAs(t.app, token)({ method: "GET", url });
const receipt = (token: string | undefined, id: string) => get(token, `/api/bookings/${id}/receipt`);
const certificate = (token: string | undefined, id: string) => get(token, `/api/bookings/${id}/certificate`);

function expectPdf(response: LightMyRequestResponse, filename: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/pdf");
  expect(response.headers["content-disposition"]).toBe(`attachment; filename="${filename}"`);
  expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

const textOf = (response: LightMyRequestResponse) => pdfText(new Uint8Array(response.rawPayload));

describe("GET /api/bookings/{id}/receipt", () => {
  it("is a PDF of a paid card booking with every fact of the booking and the payment", async () => {
    const booking = await paidWith(card, {
      serviceId: "nutriboost",
      date: "2026-06-03",
      timeSlot: "Afternoon 12PM - 4PM",
      quantity: 2,
      totalAmount: 1600,
    });
    const response = await receipt(t.customer.token, booking._id);
    expectPdf(response, `IV-Drips-receipt-${booking.reference}.pdf`);
    expect(response.headers["cache-control"]).toBe("private, no-store");

    const text = await textOf(response);
    expect(text).toContain("Receipt");
    expect(text).toContain(`Reference: ${booking.reference}`);
    expect(text).toContain("Service NutriBoost");
    expect(text).toContain("Date Wednesday, 3 June 2026");
    expect(text).toContain("Time window Afternoon 12PM - 4PM (Kuala Lumpur time)");
    expect(text).toContain("Quantity 2");
    expect(text).toContain(`Unit price ${formatRm(80_000)}`);
    expect(text).toContain(`Total ${formatRm(160_000)}`);
    expect(formatRm(160_000)).toBe("RM 1,600");
    expect(text).toContain("Payment method: Card");
    expect(text).toContain("Paid: 1 June 2026");
    expect(text).toContain(CUSTOMER_NAME);
    expect(text).toContain(CUSTOMER_EMAIL);
    expect(text).toContain("IV Drips Clinic Kuala Lumpur");
    // A card payment's provider id is for refunds, never printed; there is no refund yet.
    expect(text).not.toContain(CARD_REFERENCE);
    expect(text).not.toContain("Transaction");
    expect(text).not.toContain("Refund:");
  });

  it("prints a crypto payment's token and shortened transaction hash, never the whole hash", async () => {
    const booking = await paidWith(
      { method: "usdc", provider: "crypto", reference: HASH },
      { date: "2026-06-04" },
    );
    const response = await receipt(t.customer.token, booking._id);
    expectPdf(response, `IV-Drips-receipt-${booking.reference}.pdf`);
    const text = await textOf(response);
    expect(text).toContain("Payment method: USDC on Base");
    expect(text).toContain(`Transaction: ${HASH.slice(0, 10)}...${HASH.slice(-8)}`);
    expect(text).not.toContain(HASH);
    expect(text).not.toContain(HASH.slice(0, 20));
    expect(text).toContain(`Total ${formatRm(60_000)}`);
    expect(text).toContain("Date Thursday, 4 June 2026");
  });

  it("shows the refund and the fee of a paid booking cancelled less than 24 hours before its window", async () => {
    // Today's evening window starts at 16:00, seven hours after NOW: the Refund Policy keeps 50 % of each
    // line, the same-day surcharge's (RM 150) too.
    const booking = await paidWith(card, {
      date: "2026-06-01",
      timeSlot: "Evening 4PM - 8PM",
      quantity: 3,
      totalAmount: 1800 + SAME_DAY_SURCHARGE_RM,
    });
    const cancel = await injectAs(
      t.app,
      t.customer.token,
    )({ method: "PUT", url: `/api/bookings/${booking._id}/cancel` });
    expect(cancel.json()).toMatchObject({
      status: "cancelled",
      refund: { amount: 975, cancellationFee: 975, status: "pending" },
      priceLines: [
        { kind: "drip", amount: 1800, refunded: 900 },
        { kind: "same_day_surcharge", amount: 150, refunded: 75 },
      ],
    });

    const response = await receipt(t.customer.token, booking._id);
    expectPdf(response, `IV-Drips-receipt-${booking.reference}.pdf`);
    const text = await textOf(response);
    expect(text).toContain(`Drip ${formatRm(180_000)}`);
    expect(text).toContain(`Same-day surcharge ${formatRm(15_000)}`);
    expect(text).toContain(`Total ${formatRm(195_000)}`);
    expect(text).toContain(`Refund: ${formatRm(97_500)} (processing)`);
    expect(text).toContain(`Cancellation fee (Refund Policy): ${formatRm(97_500)}`);
    expect(text).toContain(`Drip: ${formatRm(90_000)} back`);
    expect(text).toContain(`Same-day surcharge: ${formatRm(7_500)} back`);
    expect(text).toContain("Date Monday, 1 June 2026");
  });

  it("shows a full refund without a fee when cancelled a day or more ahead", async () => {
    const booking = await paidWith(card, { date: "2026-06-05" });
    await injectAs(t.app, t.customer.token)({ method: "PUT", url: `/api/bookings/${booking._id}/cancel` });
    const text = await textOf(await receipt(t.customer.token, booking._id));
    expect(text).toContain(`Refund: ${formatRm(60_000)} (processing)`);
    expect(text).not.toContain("Cancellation fee");
  });

  it("is refused for an unpaid hold (409), even once it has been released", async () => {
    const held = await holdWindow(t.app, t.customer.token, request({ date: "2026-06-06" }));
    const response = await receipt(t.customer.token, held._id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      message: "A receipt is available once the booking has been paid",
      messageId: "receiptNotYet",
    });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);

    await injectAs(t.app, t.customer.token)({ method: "PUT", url: `/api/bookings/${held._id}/cancel` });
    expect((await receipt(t.customer.token, held._id)).statusCode).toBe(409);
  });

  it("is the owner's only: another customer 404, a clinic 403, no token 401, unknown ids 404", async () => {
    const booking = await paidWith(card, { date: "2026-06-07" });
    const byOther = await receipt(t.otherCustomer.token, booking._id);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(byOther.body).not.toContain(booking.reference);
    expect((await receipt(t.clinicToken, booking._id)).statusCode).toBe(403);
    expect((await receipt(undefined, booking._id)).statusCode).toBe(401);
    expect((await receipt(t.customer.token, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await receipt(t.customer.token, "not-a-booking")).statusCode).toBe(404);
    expect((await receipt(t.customer.token, booking._id)).statusCode).toBe(200);
  });
});

async function approve(id: string) {
  const response = await injectAs(
    t.app,
    t.clinicToken,
  )({
    method: "PUT",
    url: `/api/clinics/bookings/${id}/status`,
    payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("GET /api/bookings/{id}/certificate", () => {
  it("is available once the visit is completed, with the customer's name, the service and the date", async () => {
    const booking = await paidWith(card, {
      serviceId: "nutribeauty",
      date: "2026-06-09",
      timeSlot: "Morning 8AM - 12PM",
      totalAmount: 800,
    });
    // Paid, then approved: not yet attended.
    const paid = await certificate(t.customer.token, booking._id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({
      code: "INVALID_TRANSITION",
      message: "A certificate of attendance is available once the visit has been completed",
      messageId: "certificateNotYet",
    });
    await approve(booking._id);
    expect((await certificate(t.customer.token, booking._id)).statusCode).toBe(409);

    t.clock.set(unreportedVisitEnds(booking.windowEndsAt));
    expect((await t.app.bookings.sweep()).completed).toBeGreaterThanOrEqual(1);
    t.clock.set(NOW);

    const response = await certificate(t.customer.token, booking._id);
    expectPdf(response, `IV-Drips-certificate-${booking.reference}.pdf`);
    const text = await textOf(response);
    expect(text).toContain("Certificate of Attendance");
    expect(text).toContain(`This certifies that ${CUSTOMER_NAME}`);
    expect(text).toContain("attended NutriBeauty on Tuesday, 9 June 2026");
    expect(text).toContain("Morning 8AM - 12PM (Kuala Lumpur time)");
    expect(text).toContain("Kuala Lumpur, Malaysia");
    expect(text).toContain(`Reference: ${booking.reference}`);
    expect(text).toContain("Completed: 9 June 2026");

    // The receipt of the same booking is still there.
    expect((await receipt(t.customer.token, booking._id)).statusCode).toBe(200);
  });

  it("is the owner's only, and refused for unpaid, cancelled and rejected bookings", async () => {
    const completed = await paidWith(card, { date: "2026-06-10" });
    await approve(completed._id);
    t.clock.set(unreportedVisitEnds(completed.windowEndsAt));
    await t.app.bookings.sweep();
    t.clock.set(NOW);
    const byOther = await certificate(t.otherCustomer.token, completed._id);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await certificate(t.clinicToken, completed._id)).statusCode).toBe(403);
    expect((await certificate(undefined, completed._id)).statusCode).toBe(401);
    expect((await certificate(t.customer.token, "not-a-booking")).statusCode).toBe(404);

    const held = await holdWindow(t.app, t.customer.token, request({ date: "2026-06-11" }));
    const cancelled = await paidWith(card, { date: "2026-06-12" });
    await injectAs(t.app, t.customer.token)({ method: "PUT", url: `/api/bookings/${cancelled._id}/cancel` });
    const rejected = await paidWith(card, { date: "2026-06-13" });
    await injectAs(
      t.app,
      t.clinicToken,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${rejected._id}/status`,
      payload: clinicDecision("rejected"),
    });
    // Long after all of their windows ended, none of them was attended.
    t.clock.set("2026-07-01T00:00:00+08:00");
    await t.app.bookings.sweep();
    t.clock.set(NOW);
    for (const booking of [held, cancelled, rejected]) {
      const response = await certificate(t.customer.token, booking._id);
      expect(response.statusCode, booking.reference).toBe(409);
      expect(response.json()).toMatchObject({ code: "INVALID_TRANSITION" });
    }
  });
});

describe("the customer's language", () => {
  /** A drip the catalogue names in Chinese, as a clinic in KL may: NutriGlow's row under another id. */
  const CHINESE_SERVICE = { id: "nutriglow-zh", name: "营养焕颜点滴" };

  async function addChineseService() {
    const [glow] = await t.database.db.select().from(services).where(eq(services.id, "nutriglow"));
    if (!glow) throw new Error("nutriglow is seeded");
    await t.database.db
      .insert(services)
      .values({ ...glow, ...CHINESE_SERVICE })
      .onConflictDoNothing();
  }

  async function customerReading(language: Language): Promise<string> {
    const { token } = await registerCustomer(t.app);
    await setLanguage(token, language);
    return token;
  }

  async function setLanguage(token: string, language: Language) {
    const response = await injectAs(
      t.app,
      token,
    )({
      method: "PUT",
      url: "/api/users/preferences",
      payload: { emailReminders: true, marketingEmails: false, language },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** A paid visit, then approved and attended: both documents are there. */
  async function attended(token: string, overrides: Partial<BookingRequest>): Promise<Booking> {
    const held = await holdWindow(t.app, token, { timeSlot: "Morning 8AM - 12PM", ...overrides });
    const booking = toBooking((await t.app.bookings.markPaid(held._id, card)).booking, {
      actor: "customer",
      now: new Date(),
    });
    await approve(booking._id);
    t.clock.set(unreportedVisitEnds(booking.windowEndsAt));
    await t.app.bookings.sweep();
    t.clock.set(NOW);
    return booking;
  }

  const cases: {
    language: Language;
    date: string;
    customer: string;
    serviceId: string;
    receipt: string[];
    certificate: string[];
  }[] = [
    {
      language: "en",
      date: "2026-06-15",
      customer: "Aisha Rahman",
      serviceId: "nutriglow",
      receipt: [
        "Receipt",
        "BILLED TO Aisha Rahman",
        "Service NutriGlow",
        "Date Monday, 15 June 2026",
        "Time window Morning 8AM - 12PM (Kuala Lumpur time)",
        `Total ${formatRm(60_000)}`,
        "Payment method: Card (test payment)",
      ],
      certificate: [
        "Certificate of Attendance",
        "This certifies that Aisha Rahman attended NutriGlow on Monday, 15 June 2026",
        "Completed: 15 June 2026",
      ],
    },
    {
      language: "ms",
      date: "2026-06-16",
      customer: "Nurul Aina binti Ahmad",
      serviceId: "nutriglow",
      receipt: [
        "Resit",
        "DIBILKAN KEPADA Nurul Aina binti Ahmad",
        "Perkhidmatan NutriGlow",
        "Tarikh Selasa, 16 Jun 2026",
        "Slot masa Pagi, 8 pagi - 12 tengah hari (waktu Kuala Lumpur)",
        `Jumlah ${formatRm(60_000, "ms-MY")}`,
        "Kaedah pembayaran: Kad (pembayaran ujian)",
      ],
      certificate: [
        "Sijil Kehadiran",
        "Dengan ini disahkan bahawa Nurul Aina binti Ahmad telah menerima rawatan NutriGlow pada Selasa, 16 Jun 2026",
        "Selesai: 16 Jun 2026",
      ],
    },
    {
      language: "zh",
      date: "2026-06-17",
      customer: "王小明",
      serviceId: CHINESE_SERVICE.id,
      receipt: [
        "收据",
        "付款人 王小明",
        "疗程 营养焕颜点滴",
        "日期 2026年6月17日星期三",
        "时段 吉隆坡时间 上午（上午8点 - 中午12点）",
        `总计 ${formatRm(60_000, "zh-CN")}`,
        "付款方式：银行卡（测试付款）",
      ],
      certificate: [
        "出席证明",
        "兹证明 王小明 于2026年6月17日星期三",
        "在马来西亚吉隆坡接受了由",
        "营养焕颜点滴 疗程。",
        "完成日期：2026年6月17日",
      ],
    },
  ];

  it.each(cases)(
    "writes the receipt and the certificate in the language the customer reads: $language",
    async ({ language, date, customer, serviceId, receipt: receiptTexts, certificate: certificateTexts }) => {
      await addChineseService();
      const token = await customerReading(language);
      const booking = await attended(token, {
        serviceId,
        date,
        customerInfo: { ...bookingRequest().customerInfo, name: customer },
      });

      const receiptResponse = await receipt(token, booking._id);
      // The file keeps its English name in every language.
      expectPdf(receiptResponse, `IV-Drips-receipt-${booking.reference}.pdf`);
      const receiptText = await textOf(receiptResponse);
      for (const expected of receiptTexts) expect(receiptText).toContain(expected);

      const certificateResponse = await certificate(token, booking._id);
      expectPdf(certificateResponse, `IV-Drips-certificate-${booking.reference}.pdf`);
      const certificateText = await textOf(certificateResponse);
      for (const expected of certificateTexts) expect(certificateText).toContain(expected);
      if (language !== "en") {
        expect(receiptText).not.toContain("Receipt");
        expect(certificateText).not.toContain("Certificate");
      }
    },
  );

  it("follows the stored language when the customer changes it, for a booking made before", async () => {
    await addChineseService();
    const token = await customerReading("zh");
    const booking = await attended(token, {
      serviceId: CHINESE_SERVICE.id,
      date: "2026-06-18",
      customerInfo: { ...bookingRequest().customerInfo, name: "王小明" },
    });
    expect(await textOf(await receipt(token, booking._id))).toContain("收据");

    await setLanguage(token, "ms");
    const malay = await textOf(await receipt(token, booking._id));
    expect(malay).toContain("Resit");
    expect(malay).toContain("Perkhidmatan 营养焕颜点滴");
    expect(malay).toContain("DIBILKAN KEPADA 王小明");
    expect(malay).not.toContain("收据");
    expect(await textOf(await certificate(token, booking._id))).toContain("Sijil Kehadiran");
  });
});

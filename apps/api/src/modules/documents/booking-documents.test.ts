import { TIME_WINDOWS, windowBounds } from "@ivdrips/contract/time-windows";
import type { Language } from "@ivdrips/contract/languages";
import { extractTextItems, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf-text";
import {
  paymentMethodLabel,
  renderCertificatePdf,
  renderReceiptPdf,
  shortenHash,
  type CertificateView,
  type ReceiptView,
} from "./booking-documents";
import { documentTexts } from "./document-texts";

const HASH = `0x${"12345678"}${"9abcdef0".repeat(7)}`;
const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;

/**
 * Two NutriGlow drips on Tuesday 2 June 2026, morning: 00:00 UTC, still Monday 1 June in Los Angeles. Paid at
 * 17:30 UTC on 20 May, which is already 21 May in KL; issued 01:00 UTC 21 May.
 */
function sampleReceipt(overrides: Partial<ReceiptView> = {}): ReceiptView {
  const { startsAt } = windowBounds("2026-06-02", TIME_WINDOWS[0]);
  const receipt: Omit<ReceiptView, "dueSen"> = {
    language: "en",
    reference: "IVD-7K3M9Q",
    serviceName: "NutriGlow",
    date: "2026-06-02",
    timeSlot: "Morning 8AM - 12PM",
    windowStartsAt: startsAt,
    quantity: 2,
    unitPriceSen: 60_000,
    totalSen: 120_000,
    lines: [{ kind: "drip", sen: 120_000, refundSen: null }],
    customerName: "Siti Nurhaliza binti Tarudin",
    customerEmail: "siti@example.com",
    clinicName: "IV Drips KL Clinic",
    paidAt: new Date("2026-05-20T17:30:00Z"),
    paymentMethod: "card",
    paymentProvider: "stripe",
    paymentReference: "pi_3SecretStripeIntent42",
    refund: null,
    issuedAt: new Date("2026-05-21T01:00:00Z"),
    creditSen: 0,
    giftCardSen: 0,
    ...overrides,
  };
  return { dueSen: receipt.totalSen - receipt.creditSen - receipt.giftCardSen, ...receipt, ...overrides };
}

/** Attended that same morning, completed 04:00 UTC 2 June, certificate issued 02:00 UTC 3 June (10:00 KL). */
function sampleCertificate(overrides: Partial<CertificateView> = {}): CertificateView {
  const { startsAt } = windowBounds("2026-06-02", TIME_WINDOWS[0]);
  return {
    language: "en",
    reference: "IVD-7K3M9Q",
    serviceName: "NutriGlow",
    date: "2026-06-02",
    timeSlot: "Morning 8AM - 12PM",
    windowStartsAt: startsAt,
    customerName: "José Müller",
    clinicName: "IV Drips KL Clinic",
    city: "Kuala Lumpur",
    country: "Malaysia",
    completedAt: new Date("2026-06-02T04:00:00Z"),
    issuedAt: new Date("2026-06-03T02:00:00Z"),
    ...overrides,
  };
}

/**
 * Like `inTimeZone` of test/email-fixtures.ts, which restores the zone as soon as `work` returns: rendering is
 * async, so this keeps the zone until the promise settles.
 */
async function inTimeZoneAsync<T>(timeZone: string, work: () => Promise<T>): Promise<T> {
  const previous = process.env.TZ;
  process.env.TZ = timeZone;
  try {
    return await work();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

function expectPdf(bytes: Uint8Array) {
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
}

/** The document's own metadata (its Info dictionary) and page count, as a PDF reader shows them. */
async function metadataOf(bytes: Uint8Array) {
  const { info } = (await getMeta(bytes.slice())) as { info: Record<string, unknown> };
  const pages = (await getDocumentProxy(bytes.slice())).numPages;
  return { ...info, pages };
}

const en = documentTexts("en");

describe("paymentMethodLabel", () => {
  it("names each method as the customer chose it, and something neutral when it is unknown", () => {
    expect(paymentMethodLabel("card", en)).toBe("Card");
    expect(paymentMethodLabel("applepay", en)).toBe("Apple Pay");
    expect(paymentMethodLabel("googlepay", en)).toBe("Google Pay");
    expect(paymentMethodLabel("fpx", en)).toBe("FPX online banking");
    expect(paymentMethodLabel("grabpay", en)).toBe("GrabPay");
    expect(paymentMethodLabel("fpx", documentTexts("ms"))).toBe("Perbankan dalam talian FPX");
    expect(paymentMethodLabel("usdt", en)).toBe("USDT on Base");
    expect(paymentMethodLabel("usdc", en)).toBe("USDC on Base");
    expect(paymentMethodLabel(null, en)).toBe("Online payment");
    expect(paymentMethodLabel("toString", en)).toBe("Online payment");
    expect(paymentMethodLabel("card", documentTexts("ms"))).toBe("Kad");
    expect(paymentMethodLabel("usdt", documentTexts("zh"))).toBe("Base 链上的 USDT");
  });
});

describe("shortenHash", () => {
  it("keeps the first 10 and last 8 characters", () => {
    expect(shortenHash(HASH)).toBe("0x12345678...9abcdef0");
    expect(shortenHash("0xabc")).toBe("0xabc");
  });
});

describe("renderReceiptPdf", () => {
  it("prints every fact of a card payment as extractable text, and not the provider's id", async () => {
    const bytes = await renderReceiptPdf(sampleReceipt());
    expectPdf(bytes);
    const text = await pdfText(bytes);

    expect(text).toContain("IV Drips");
    expect(text).toContain("Receipt");
    expect(text).toContain("Reference: IVD-7K3M9Q");
    expect(text).toContain("Issued: 21 May 2026");
    expect(text).toContain("Paid: 21 May 2026");
    expect(text).toContain("Siti Nurhaliza binti Tarudin");
    expect(text).toContain("siti@example.com");
    expect(text).toContain("Service NutriGlow");
    expect(text).toContain("Clinic IV Drips KL Clinic");
    expect(text).toContain("Date Tuesday, 2 June 2026");
    expect(text).toContain("Time window Morning 8AM - 12PM (Kuala Lumpur time)");
    expect(text).toContain("Quantity 2");
    expect(text).toContain("Unit price RM 600");
    expect(text).toContain("Total RM 1,200");
    expect(text).toContain("Payment method: Card");
    expect(text).toContain("IV Drips · Kuala Lumpur, Malaysia · support@ivdrips.my");
    expect(text).not.toContain("pi_3SecretStripeIntent42");
    expect(text).not.toContain("Transaction");
    expect(text).not.toContain("Refund:");
  });

  it("names wallet payments and prints sen when the amount is not whole ringgit", async () => {
    const text = await pdfText(
      await renderReceiptPdf(
        sampleReceipt({ paymentMethod: "applepay", quantity: 1, unitPriceSen: 60_050, totalSen: 60_050 }),
      ),
    );
    expect(text).toContain("Payment method: Apple Pay");
    expect(text).toContain("Unit price RM 600.50");
    expect(text).toContain("Total RM 600.50");

    const googlePay = await pdfText(await renderReceiptPdf(sampleReceipt({ paymentMethod: "googlepay" })));
    expect(googlePay).toContain("Payment method: Google Pay");
  });

  it("marks a sandbox payment as a test payment", async () => {
    const text = await pdfText(await renderReceiptPdf(sampleReceipt({ paymentProvider: "sandbox" })));
    expect(text).toContain("Payment method: Card (test payment)");
  });

  it("prints a crypto payment's network and shortened transaction hash, never the whole hash", async () => {
    const bytes = await renderReceiptPdf(
      sampleReceipt({ paymentMethod: "usdc", paymentProvider: "crypto", paymentReference: HASH }),
    );
    const text = await pdfText(bytes);

    expect(text).toContain("Payment method: USDC on Base");
    expect(text).toContain("Transaction: 0x12345678...9abcdef0");
    expect(text).not.toContain(HASH);
    expect(text).not.toContain(HASH.slice(0, 20));

    const usdt = await pdfText(
      await renderReceiptPdf(
        sampleReceipt({ paymentMethod: "usdt", paymentProvider: "crypto", paymentReference: HASH }),
      ),
    );
    expect(usdt).toContain("Payment method: USDT on Base");
  });

  it("lists the drip and each surcharge on a line of its own, and what went back of each once refunded", async () => {
    const lines = [
      { kind: "drip", sen: 120_000, refundSen: null },
      { kind: "night_surcharge", sen: 10_000, refundSen: null },
      { kind: "same_day_surcharge", sen: 15_000, refundSen: null },
    ] as const;
    const priced = { timeSlot: "Night 8PM - 12AM", totalSen: 145_000, lines: [...lines] };
    const paid = await pdfText(await renderReceiptPdf(sampleReceipt(priced)));
    expect(paid).toContain("Drip RM 1,200");
    expect(paid).toContain("Night window surcharge RM 100");
    expect(paid).toContain("Same-day surcharge RM 150");
    expect(paid).toContain("Total RM 1,450");
    expect(paid).not.toContain("back");

    const refunded = await pdfText(
      await renderReceiptPdf(
        sampleReceipt({
          ...priced,
          lines: [
            { kind: "drip", sen: 120_000, refundSen: 60_000 },
            { kind: "night_surcharge", sen: 10_000, refundSen: 5_000 },
            { kind: "same_day_surcharge", sen: 15_000, refundSen: 7_500 },
          ],
          refund: { amountSen: 72_500, giftCardSen: 0, feeSen: 72_500, status: "pending" },
        }),
      ),
    );
    expect(refunded).toContain("Refund: RM 725 (processing)");
    expect(refunded).toContain("Drip: RM 600 back");
    expect(refunded).toContain("Night window surcharge: RM 50 back");
    expect(refunded).toContain("Same-day surcharge: RM 75 back");

    const malay = await pdfText(await renderReceiptPdf(sampleReceipt({ ...priced, language: "ms" })));
    expect(malay).toContain("Caj tambahan waktu malam RM 100");
    const chinese = await pdfText(await renderReceiptPdf(sampleReceipt({ ...priced, language: "zh" })));
    expect(chinese).toContain("当日附加费");
  });

  it("lists what paid each part: package credits, a gift card, and the rest by its method", async () => {
    const parts = await pdfText(
      await renderReceiptPdf(
        sampleReceipt({
          totalSen: 130_000,
          lines: [
            { kind: "drip", sen: 120_000, refundSen: null },
            { kind: "night_surcharge", sen: 10_000, refundSen: null },
          ],
          creditSen: 120_000,
          giftCardSen: 4_000,
          paymentMethod: "fpx",
          refund: { amountSen: 6_000, giftCardSen: 4_000, feeSen: 0, status: "succeeded" },
        }),
      ),
    );
    expect(parts).toContain("Paid with package credits: RM 1,200");
    expect(parts).toContain("Paid with a gift card: RM 40");
    expect(parts).toContain("Paid by FPX online banking: RM 60");
    expect(parts).toContain("Back to the gift card: RM 40");
    expect(parts).toContain("Total RM 1,300");
  });

  it("prints the refund, its state in plain words, and the cancellation fee kept under the Refund Policy", async () => {
    const refunded = await pdfText(
      await renderReceiptPdf(
        sampleReceipt({
          refund: { amountSen: 108_000, giftCardSen: 0, feeSen: 12_000, status: "succeeded" },
        }),
      ),
    );
    expect(refunded).toContain("Refund: RM 1,080 (refunded)");
    expect(refunded).toContain("Cancellation fee (Refund Policy): RM 120");
    expect(refunded).toContain("Total RM 1,200");

    const pending = await pdfText(
      await renderReceiptPdf(
        sampleReceipt({ refund: { amountSen: 120_000, giftCardSen: 0, feeSen: 0, status: "pending" } }),
      ),
    );
    expect(pending).toContain("Refund: RM 1,200 (processing)");
    expect(pending).not.toContain("Cancellation fee");

    const failed = await pdfText(
      await renderReceiptPdf(
        sampleReceipt({ refund: { amountSen: 120_000, giftCardSen: 0, feeSen: 0, status: "failed" } }),
      ),
    );
    expect(failed).toContain("Refund: RM 1,200 (failed, support will contact you)");
  });

  it("renders accented, Polish and Chinese names, and replaces characters no font has with ? instead of throwing", async () => {
    for (const name of ["José Müller", "Łukasz Żółć", "王小明 Wong"]) {
      const text = await pdfText(await renderReceiptPdf(sampleReceipt({ customerName: name })));
      expect(text).toContain(name);
    }

    // Thai and emoji are in neither Noto Sans nor Noto Sans SC.
    const bytes = await renderReceiptPdf(sampleReceipt({ customerName: "สมชาย 😀 Wong" }));
    expectPdf(bytes);
    const text = await pdfText(bytes);
    expect(text).toContain("????? ? Wong");
    expect(text).not.toContain("สมชาย");
  });

  it("wraps or cuts long names, emails and services so no text leaves the page's margins", async () => {
    const bytes = await renderReceiptPdf(
      sampleReceipt({
        customerName: `Tengku Puteri Nur Aishah Sofea binti Tengku Abdul Rahman ${"Shah ".repeat(20)}`,
        customerEmail: `${"a.very.long.address".repeat(6)}@example.com`,
        serviceName: `Glutathione Vitamin C Immunity ${"Booster ".repeat(40)}`,
        clinicName: "Klinik".repeat(40),
      }),
    );
    const text = await pdfText(bytes);
    expect(text).toContain("Tengku Puteri Nur Aishah Sofea binti");
    expect(text).toContain("Glutathione Vitamin C Immunity Booster");
    expect(text).toContain("…");
    expect(text).toContain("Total RM 1,200");

    const { items } = await extractTextItems(bytes.slice());
    const drawn = (items[0] ?? []).filter((item) => item.str.trim() !== "");
    expect(drawn.length).toBeGreaterThan(20);
    for (const item of drawn) {
      expect(item.x, item.str).toBeGreaterThanOrEqual(56 - 0.5);
      expect(item.x + item.width, item.str).toBeLessThanOrEqual(A4_WIDTH - 56 + 0.5);
      expect(item.y, item.str).toBeGreaterThan(0);
      expect(item.y, item.str).toBeLessThan(A4_HEIGHT);
    }
  });

  it("prints Kuala Lumpur dates when the server runs in Los Angeles", async () => {
    const text = await inTimeZoneAsync("America/Los_Angeles", async () => {
      // The zone really is Los Angeles here: the window's KL Tuesday is still Monday on the local clock.
      expect(sampleReceipt().windowStartsAt.getDate()).toBe(1);
      return pdfText(await renderReceiptPdf(sampleReceipt()));
    });
    expect(text).toContain("Date Tuesday, 2 June 2026");
    expect(text).toContain("Paid: 21 May 2026");
    expect(text).toContain("Issued: 21 May 2026");
    expect(text).not.toContain("1 June 2026");
    expect(text).not.toContain("20 May 2026");
  });

  it("carries its title and IV Drips as producer, and is the same bytes for the same booking", async () => {
    const view = sampleReceipt();
    const bytes = await renderReceiptPdf(view);
    const again = await inTimeZoneAsync("Asia/Tokyo", () => renderReceiptPdf(view));
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);

    expect(await metadataOf(bytes)).toMatchObject({
      pages: 1,
      Title: "IV Drips receipt IVD-7K3M9Q",
      Subject: "Payment receipt",
      Producer: "IV Drips",
      Creator: "IV Drips",
      Language: "en",
      // 01:00 UTC 21 May, the issue instant.
      CreationDate: "D:20260521010000Z",
    });
  });
});

describe("renderCertificatePdf", () => {
  it("certifies who attended which drip, when and where, with its reference and dates", async () => {
    const bytes = await renderCertificatePdf(sampleCertificate());
    expectPdf(bytes);
    const text = await pdfText(bytes);

    expect(text).toContain("IV Drips");
    expect(text).toContain("Certificate of Attendance");
    expect(text).toContain(
      "This certifies that José Müller attended NutriGlow on Tuesday, 2 June 2026, Morning 8AM - 12PM " +
        "(Kuala Lumpur time), delivered by IV Drips KL Clinic in Kuala Lumpur, Malaysia.",
    );
    expect(text).toContain("Reference: IVD-7K3M9Q");
    expect(text).toContain("Completed: 2 June 2026");
    expect(text).toContain("Issued: 3 June 2026");

    expect(await metadataOf(bytes)).toMatchObject({
      pages: 1,
      Title: "IV Drips certificate of attendance IVD-7K3M9Q",
      Subject: "Certificate of attendance",
      Producer: "IV Drips",
    });
  });

  it("prints Kuala Lumpur dates when the server runs in Los Angeles", async () => {
    // Completed 23:30 UTC 1 June = 07:30 KL 2 June; issued 20:00 UTC 2 June = 04:00 KL 3 June.
    const view = sampleCertificate({
      completedAt: new Date("2026-06-01T23:30:00Z"),
      issuedAt: new Date("2026-06-02T20:00:00Z"),
      customerName: "Łukasz Kowalski",
    });
    const text = await inTimeZoneAsync("America/Los_Angeles", async () =>
      pdfText(await renderCertificatePdf(view)),
    );
    expect(text).toContain("Łukasz Kowalski attended NutriGlow on Tuesday, 2 June 2026");
    expect(text).toContain("Completed: 2 June 2026");
    expect(text).toContain("Issued: 3 June 2026");
    expect(text).not.toContain("1 June 2026");
  });

  it("prints a Chinese name, and does not throw on one no font can draw", async () => {
    const chinese = await pdfText(await renderCertificatePdf(sampleCertificate({ customerName: "李娜" })));
    expect(chinese).toContain("This certifies that 李娜 attended NutriGlow");

    const thai = await pdfText(await renderCertificatePdf(sampleCertificate({ customerName: "สมชาย" })));
    expect(thai).toContain("This certifies that ????? attended NutriGlow");
  });
});

describe("documents in the customer's language", () => {
  /** Each language's own words for the same booking, as a reader copying the PDF out gets them. */
  const cases: {
    language: Language;
    customerName: string;
    serviceName: string;
    receipt: string[];
    certificate: string[];
    metadata: { receipt: string; certificate: string; tag: string };
  }[] = [
    {
      language: "en",
      customerName: "Siti Nurhaliza binti Tarudin",
      serviceName: "NutriGlow",
      receipt: [
        "Receipt",
        "Reference: IVD-7K3M9Q",
        "Issued: 21 May 2026",
        "BILLED TO Siti Nurhaliza binti Tarudin",
        "Service NutriGlow",
        "Date Tuesday, 2 June 2026",
        "Time window Morning 8AM - 12PM (Kuala Lumpur time)",
        "Total RM 1,200",
        "Payment method: Card",
        "Refund: RM 1,080 (refunded)",
        "Cancellation fee (Refund Policy): RM 120",
        "IV Drips · Kuala Lumpur, Malaysia · support@ivdrips.my",
      ],
      certificate: [
        "Certificate of Attendance",
        "This certifies that Siti Nurhaliza binti Tarudin attended NutriGlow on Tuesday, 2 June 2026",
        "Completed: 2 June 2026",
        "Issued: 3 June 2026",
      ],
      metadata: {
        receipt: "IV Drips receipt IVD-7K3M9Q",
        certificate: "IV Drips certificate of attendance IVD-7K3M9Q",
        tag: "en",
      },
    },
    {
      language: "ms",
      customerName: "Nurul Aina binti Ahmad",
      serviceName: "NutriGlow Kulit Bercahaya",
      receipt: [
        "Resit",
        "Rujukan: IVD-7K3M9Q",
        "Dikeluarkan: 21 Mei 2026",
        "Dibayar: 21 Mei 2026",
        "DIBILKAN KEPADA Nurul Aina binti Ahmad",
        "Perkhidmatan NutriGlow Kulit Bercahaya",
        "Tarikh Selasa, 2 Jun 2026",
        "Slot masa Pagi, 8 pagi - 12 tengah hari (waktu Kuala Lumpur)",
        "Jumlah RM 1,200",
        "Kaedah pembayaran: Kad",
        "Bayaran balik: RM 1,080 (telah dikembalikan)",
        "Yuran pembatalan (Polisi Bayaran Balik): RM 120",
      ],
      certificate: [
        "Sijil Kehadiran",
        "Dengan ini disahkan bahawa Nurul Aina binti Ahmad telah menerima rawatan NutriGlow Kulit Bercahaya " +
          "pada Selasa, 2 Jun 2026, Pagi, 8 pagi - 12 tengah hari (waktu Kuala Lumpur)",
        "Selesai: 2 Jun 2026",
        "Dikeluarkan: 3 Jun 2026",
      ],
      metadata: {
        receipt: "Resit IV Drips IVD-7K3M9Q",
        certificate: "Sijil kehadiran IV Drips IVD-7K3M9Q",
        tag: "ms",
      },
    },
    {
      language: "zh",
      customerName: "王小明",
      serviceName: "营养焕颜点滴",
      receipt: [
        "收据",
        "参考编号：IVD-7K3M9Q",
        "开具日期：2026年5月21日",
        "付款日期：2026年5月21日",
        "付款人 王小明",
        "疗程 营养焕颜点滴",
        "日期 2026年6月2日星期二",
        "时段 吉隆坡时间 上午（上午8点 - 中午12点）",
        "总计 RM 1,200",
        "付款方式：银行卡",
        "退款：RM 1,080（已退款）",
        "取消费用（退款政策）：RM 120",
        "IV Drips · 马来西亚吉隆坡 · support@ivdrips.my",
      ],
      certificate: [
        "出席证明",
        "兹证明 王小明 于2026年6月2日星期二 吉隆坡时间 上午（上午8点 - 中午12点）",
        // The city and country in Chinese too, not as stored in English.
        "在马来西亚吉隆坡接受了由",
        "提供的 营养焕颜点滴 疗程。",
        "完成日期：2026年6月2日",
        "开具日期：2026年6月3日",
      ],
      metadata: {
        receipt: "IV Drips 收据 IVD-7K3M9Q",
        certificate: "IV Drips 出席证明 IVD-7K3M9Q",
        tag: "zh-CN",
      },
    },
  ];

  const refund = { amountSen: 108_000, giftCardSen: 0, feeSen: 12_000, status: "succeeded" } as const;

  it.each(cases)(
    "writes the receipt in $language, with the customer's name and the service as stored",
    async ({ language, customerName, serviceName, receipt, metadata }) => {
      const bytes = await renderReceiptPdf(sampleReceipt({ language, customerName, serviceName, refund }));
      const text = await pdfText(bytes);
      for (const expected of receipt) expect(text).toContain(expected);
      expect(await metadataOf(bytes)).toMatchObject({
        pages: 1,
        Title: metadata.receipt,
        Language: metadata.tag,
      });
      if (language !== "en") expect(text).not.toContain("Receipt");
    },
  );

  it.each(cases)(
    "writes the certificate in $language, with the customer's name and the service as stored",
    async ({ language, customerName, serviceName, certificate, metadata }) => {
      const bytes = await renderCertificatePdf(sampleCertificate({ language, customerName, serviceName }));
      const text = await pdfText(bytes);
      for (const expected of certificate) expect(text).toContain(expected);
      expect(await metadataOf(bytes)).toMatchObject({
        pages: 1,
        Title: metadata.certificate,
        Language: metadata.tag,
      });
      if (language !== "en") expect(text).not.toContain("Certificate");
    },
  );

  it("embeds only the glyphs a Chinese receipt uses, not the 10 MB font", async () => {
    const bytes = await renderReceiptPdf(
      sampleReceipt({ language: "zh", customerName: "王小明", serviceName: "营养焕颜点滴", refund }),
    );
    expect(bytes.byteLength).toBeLessThan(60_000);
  });

  it("keeps long Chinese names and services within the margins and on one page", async () => {
    const bytes = await renderReceiptPdf(
      sampleReceipt({ language: "zh", customerName: "王".repeat(200), serviceName: "营养焕颜".repeat(60) }),
    );
    const text = await pdfText(bytes);
    expect(text).toContain("王王王王王");
    expect(text).toContain("…");
    expect(text).toContain("总计 RM 1,200");
    expect(await metadataOf(bytes)).toMatchObject({ pages: 1 });

    const { items } = await extractTextItems(bytes.slice());
    for (const item of (items[0] ?? []).filter((drawn) => drawn.str.trim() !== "")) {
      expect(item.x, item.str).toBeGreaterThanOrEqual(56 - 0.5);
      expect(item.x + item.width, item.str).toBeLessThanOrEqual(A4_WIDTH - 56 + 0.5);
    }

    const certificate = await renderCertificatePdf(
      sampleCertificate({
        language: "zh",
        customerName: "王".repeat(200),
        serviceName: "营养焕颜".repeat(60),
      }),
    );
    expect(await pdfText(certificate)).toContain("完成日期：2026年6月2日");
    expect(await metadataOf(certificate)).toMatchObject({ pages: 1 });
  });
});

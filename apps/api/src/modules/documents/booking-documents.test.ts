import { TIME_WINDOWS, windowBounds } from "@ivdrips/contract/time-windows";
import { PDFDocument } from "pdf-lib";
import { extractTextItems } from "unpdf";
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

const HASH = `0x${"12345678"}${"9abcdef0".repeat(7)}`;
const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;

/**
 * Two NutriGlow drips on Tuesday 2 June 2026, morning: 00:00 UTC, still Monday 1 June in Los Angeles. Paid at
 * 17:30 UTC on 20 May, which is already 21 May in KL; issued 01:00 UTC 21 May.
 */
function sampleReceipt(overrides: Partial<ReceiptView> = {}): ReceiptView {
  const { startsAt } = windowBounds("2026-06-02", TIME_WINDOWS[0]);
  return {
    reference: "IVD-7K3M9Q",
    serviceName: "NutriGlow",
    date: "2026-06-02",
    timeSlot: "Morning 8AM - 12PM",
    windowStartsAt: startsAt,
    quantity: 2,
    unitPriceSen: 60_000,
    totalSen: 120_000,
    customerName: "Siti Nurhaliza binti Tarudin",
    customerEmail: "siti@example.com",
    clinicName: "IV Drips KL Clinic",
    paidAt: new Date("2026-05-20T17:30:00Z"),
    paymentMethod: "card",
    paymentProvider: "stripe",
    paymentReference: "pi_3SecretStripeIntent42",
    refund: null,
    issuedAt: new Date("2026-05-21T01:00:00Z"),
    ...overrides,
  };
}

/** Attended that same morning, completed 04:00 UTC 2 June, certificate issued 02:00 UTC 3 June (10:00 KL). */
function sampleCertificate(overrides: Partial<CertificateView> = {}): CertificateView {
  const { startsAt } = windowBounds("2026-06-02", TIME_WINDOWS[0]);
  return {
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

describe("paymentMethodLabel", () => {
  it("names each method as the customer chose it, and something neutral when it is unknown", () => {
    expect(paymentMethodLabel("card")).toBe("Card");
    expect(paymentMethodLabel("applepay")).toBe("Apple Pay");
    expect(paymentMethodLabel("googlepay")).toBe("Google Pay");
    expect(paymentMethodLabel("usdt")).toBe("USDT on Base");
    expect(paymentMethodLabel("usdc")).toBe("USDC on Base");
    expect(paymentMethodLabel(null)).toBe("Online payment");
    expect(paymentMethodLabel("toString")).toBe("Online payment");
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

  it("prints the refund, its state in plain words, and the cancellation fee kept under the Refund Policy", async () => {
    const refunded = await pdfText(
      await renderReceiptPdf(
        sampleReceipt({ refund: { amountSen: 108_000, feeSen: 12_000, status: "succeeded" } }),
      ),
    );
    expect(refunded).toContain("Refund: RM 1,080 (refunded)");
    expect(refunded).toContain("Cancellation fee (Refund Policy): RM 120");
    expect(refunded).toContain("Total RM 1,200");

    const pending = await pdfText(
      await renderReceiptPdf(sampleReceipt({ refund: { amountSen: 120_000, feeSen: 0, status: "pending" } })),
    );
    expect(pending).toContain("Refund: RM 1,200 (processing)");
    expect(pending).not.toContain("Cancellation fee");

    const failed = await pdfText(
      await renderReceiptPdf(sampleReceipt({ refund: { amountSen: 120_000, feeSen: 0, status: "failed" } })),
    );
    expect(failed).toContain("Refund: RM 1,200 (failed, support will contact you)");
  });

  it("renders accented and Polish names, and replaces characters the font lacks with ? instead of throwing", async () => {
    for (const name of ["José Müller", "Łukasz Żółć"]) {
      const text = await pdfText(await renderReceiptPdf(sampleReceipt({ customerName: name })));
      expect(text).toContain(name);
    }

    const bytes = await renderReceiptPdf(sampleReceipt({ customerName: "王小明 Wong" }));
    expectPdf(bytes);
    const text = await pdfText(bytes);
    expect(text).toContain("??? Wong");
    expect(text).not.toContain("王");
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

    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe("IV Drips receipt IVD-7K3M9Q");
    expect(document.getProducer()).toBe("IV Drips");
    expect(document.getCreator()).toBe("IV Drips");
    expect(document.getCreationDate()?.toISOString()).toBe(view.issuedAt.toISOString());
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

    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(document.getTitle()).toBe("IV Drips certificate of attendance IVD-7K3M9Q");
    expect(document.getProducer()).toBe("IV Drips");
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

  it("does not throw on a name the font cannot draw", async () => {
    const text = await pdfText(await renderCertificatePdf(sampleCertificate({ customerName: "李娜" })));
    expect(text).toContain("This certifies that ?? attended NutriGlow");
  });
});

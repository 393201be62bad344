import { englishText } from "./api-messages/english";
import { describe, expect, it } from "vitest";
import {
  CryptoPaymentRequestSchema,
  cryptoAmountUnits,
  cryptoPaymentMessage,
  formatTokenUnits,
} from "./payments";

describe("cryptoAmountUnits", () => {
  it("converts RM to token units exactly at the configured rate", () => {
    // RM 600 × 0.2368 = 142.08 USD = 142080000 units at 6 decimals.
    expect(cryptoAmountUnits(60_000, "0.2368", 6)).toBe(142_080_000n);
    expect(cryptoAmountUnits(320_000, "0.2368", 6)).toBe(757_760_000n);
    expect(cryptoAmountUnits(60_000, "0.2368", 18)).toBe(142_080_000_000_000_000_000n);
    expect(cryptoAmountUnits(60_000, "1", 6)).toBe(600_000_000n);
  });

  it("rounds a fraction of a unit up, never charging too little", () => {
    // RM 0.01 × 0.2368 = 0.002368 USD = 2368 units; at 2 decimals 0.2368 cents → 1 unit.
    expect(cryptoAmountUnits(1, "0.2368", 6)).toBe(2368n);
    expect(cryptoAmountUnits(1, "0.2368", 2)).toBe(1n);
    expect(cryptoAmountUnits(3, "0.333333", 0)).toBe(1n);
  });

  it("refuses a rate that is not a plain decimal", () => {
    expect(() => cryptoAmountUnits(100, "1e-3", 6)).toThrow("not a decimal rate");
  });
});

describe("formatTokenUnits", () => {
  it("writes units as the decimal amount people read", () => {
    expect(formatTokenUnits(142_080_000n, 6)).toBe("142.08");
    expect(formatTokenUnits(600_000_000n, 6)).toBe("600");
    expect(formatTokenUnits(1n, 6)).toBe("0.000001");
  });
});

describe("CryptoPaymentRequestSchema", () => {
  it("lower-cases the hash and refuses malformed hashes, addresses and tokens", () => {
    const base = {
      bookingData: {
        serviceId: "nutriglow",
        date: "2026-06-03",
        timeSlot: "Morning 8AM - 12PM",
        location: { country: "Malaysia", city: "Kuala Lumpur" },
        customerInfo: {
          name: "Aisha",
          email: "a@example.com",
          phone: "+60 12-345 6789",
          address: "12 Jalan Ampang",
        },
        totalAmount: 600,
        currency: "MYR",
        quantity: 1,
        bookingId: "bk_1",
      },
      transactionHash: `0x${"AB".repeat(32)}`,
      tokenType: "USDC",
      fromAddress: `0x${"12".repeat(20)}`,
      signature: `0x${"cd".repeat(65)}`,
    };
    expect(CryptoPaymentRequestSchema.parse(base).transactionHash).toBe(`0x${"ab".repeat(32)}`);
    const messages = (patch: object) =>
      CryptoPaymentRequestSchema.safeParse({ ...base, ...patch }).error?.issues.map((issue) =>
        englishText(issue.message),
      );
    expect(messages({ transactionHash: "0x1234" })).toEqual([
      "Transaction hash must be 0x followed by 64 hexadecimal characters",
    ]);
    expect(messages({ fromAddress: "0xZZ" })).toEqual([
      "Wallet address must be 0x followed by 40 hexadecimal characters",
    ]);
    expect(messages({ tokenType: "ETH" })).toEqual(["Token must be USDT or USDC"]);
    expect(messages({ signature: undefined })).toEqual([
      "The payment must be signed by the wallet that paid",
    ]);
    expect(messages({ signature: "0x1234" })).toEqual(["The payment must be signed by the wallet that paid"]);
    expect(messages({ bookingData: { ...base.bookingData, bookingId: "" } })).toEqual([
      "Booking is required",
    ]);
    const { bookingId: _hold, ...noHold } = base.bookingData;
    expect(messages({ bookingData: noHold })).toEqual(["Booking is required"]);
  });

  it("builds one message naming the booking, the chain, the receiver and the transaction", () => {
    const claim = {
      bookingId: "bk_1",
      bookingReference: "IVD-2026-0001",
      chainId: 8453,
      receiverAddress: `0x${"AB".repeat(20)}`,
      transactionHash: `0x${"CD".repeat(32)}`,
    };
    expect(cryptoPaymentMessage(claim)).toBe(
      [
        "IV Drips: I sent this payment for my booking.",
        "Booking: IVD-2026-0001 (bk_1)",
        "Chain: 8453",
        `Receiver: 0x${"ab".repeat(20)}`,
        `Transaction: 0x${"cd".repeat(32)}`,
      ].join("\n"),
    );
    expect(cryptoPaymentMessage({ ...claim, bookingId: "bk_2" })).not.toBe(cryptoPaymentMessage(claim));
  });
});

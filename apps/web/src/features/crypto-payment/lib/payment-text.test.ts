import type { Language } from "@ivdrips/contract/languages";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { setLanguage } from "../../../lib/i18n/language-store";
import { en } from "../../../locales/en/en";
import { ms } from "../../../locales/ms/ms";
import { zh } from "../../../locales/zh/zh";
import { paymentText, sayWalletError } from "./payment-text";
import { WalletError, type WalletMessageId } from "./wallet-errors";

afterEach(() => setLanguage("en"));

const CATALOGUES = { en, ms, zh } as const;
const LANGUAGES = Object.keys(CATALOGUES) as Language[];
const IDS = Object.keys(en.payments.errors) as WalletMessageId[];

/** Each id's error, with the token named where its message has one. */
const errorOf = (id: WalletMessageId): WalletError =>
  id === "insufficientBalance" || id === "balanceUnreadable"
    ? new WalletError(id, { params: { token: "USDT" } })
    : new WalletError(id as Exclude<WalletMessageId, "insufficientBalance" | "balanceUnreadable">);

/** A few of the texts in full, as a customer reads them. */
const SAMPLES: Record<Language, Partial<Record<WalletMessageId, string>>> = {
  en: {
    rejected: "Connection request was rejected. Please approve the connection in MetaMask.",
    insufficientBalance: "Insufficient USDT balance",
    balanceUnreadable: "We could not read your USDT balance. Please try again.",
    paymentFailed: "Payment failed",
  },
  ms: {
    rejected: "Permintaan sambungan telah ditolak. Sila luluskan sambungan dalam MetaMask.",
    noAccounts: "Tiada akaun ditemui",
    insufficientBalance: "Baki USDT tidak mencukupi",
    balanceUnreadable: "Kami tidak dapat membaca baki USDT anda. Sila cuba lagi.",
    paymentFailed: "Pembayaran gagal",
  },
  zh: {
    rejected: "连接请求已被拒绝。请在 MetaMask 中批准连接。",
    insufficientBalance: "USDT 余额不足",
    balanceUnreadable: "无法读取您的 USDT 余额，请重试。",
    paymentFailed: "付款失败",
  },
};

describe.each(LANGUAGES)("a wallet failure in %s", (language) => {
  it("is said by its id from the catalogue, its token filled in", async () => {
    await setLanguage(language);
    const texts = CATALOGUES[language].payments.errors;
    for (const id of IDS) {
      const said = sayWalletError(errorOf(id));
      const text = texts[id];
      if (typeof text === "string") expect(said, id).toBe(text);
      else expect(said, id).toContain("USDT");
      expect(said, id).not.toMatch(/[{}]|^payments\./);
    }
    for (const [id, text] of Object.entries(SAMPLES[language])) {
      expect(sayWalletError(errorOf(id as WalletMessageId)), id).toBe(text);
    }
  });

  it("says each id in words of its own", async () => {
    await setLanguage(language);
    const said = IDS.map((id) => sayWalletError(errorOf(id)));
    expect(new Set(said).size).toBe(IDS.length);
  });
});

describe("paymentText", () => {
  it("says a wallet failure in the reader's language", async () => {
    const failure = new WalletError("insufficientBalance", { params: { token: "USDC" } });
    expect(paymentText(failure)).toBe("Insufficient USDC balance");
    await setLanguage("zh");
    expect(paymentText(failure)).toBe("USDC 余额不足");
  });

  it("says the server's answer by its id, or its English when it brought none", async () => {
    const full = new ApiError("This time window is fully booked.", 409, "WINDOW_FULL", undefined, {
      messageId: "windowFull",
    });
    await setLanguage("ms");
    expect(paymentText(full)).toBe("Slot masa ini telah penuh. Sila pilih masa lain.");
    expect(paymentText(new ApiError("Waiting for confirmations", 409))).toBe("Waiting for confirmations");
    // An answer without words of its own is the generic failure.
    expect(paymentText(new ApiError("An error occurred", 502))).toBe("Pembayaran gagal");
  });
});

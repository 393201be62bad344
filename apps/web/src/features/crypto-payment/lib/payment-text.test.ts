import { describe, expect, it } from "vitest";
import { en } from "../../../locales/en/en";
import { ms } from "../../../locales/ms/ms";
import { zh } from "../../../locales/zh/zh";
import { paymentText } from "./payment-text";
import {
  balanceUnreadableMessage,
  insufficientBalanceMessage,
  WALLET_MESSAGES,
  WALLET_TEMPLATES,
} from "./wallet-errors";

describe("paymentText", () => {
  it("the English catalogue says exactly what PaymentError carries", () => {
    for (const [key, message] of Object.entries({ ...WALLET_MESSAGES, ...WALLET_TEMPLATES })) {
      expect(en.payments.errors[key as keyof typeof en.payments.errors]).toBe(message);
    }
  });

  it("translates SPEC's wallet messages and the ones naming the token", () => {
    expect(paymentText(WALLET_MESSAGES.noAccounts, ms.payments.errors)).toBe("Tiada akaun ditemui");
    expect(paymentText(insufficientBalanceMessage("USDT"), zh.payments.errors)).toBe("USDT 余额不足");
    expect(paymentText(balanceUnreadableMessage("USDC"), ms.payments.errors)).toBe(
      "Kami tidak dapat membaca baki USDC anda. Sila cuba lagi.",
    );
  });

  it("leaves a message it does not know as it came", () => {
    expect(paymentText("Something odd happened", zh.payments.errors)).toBe("Something odd happened");
  });
});

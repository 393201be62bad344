import { afterEach, describe, expect, it } from "vitest";
import { en } from "../../../locales/en/en";
import { setLanguage } from "../../../lib/i18n/language-store";
import { say } from "../../../lib/i18n/lingui";
import { paymentText } from "./payment-text";
import { balanceUnreadableMessage, insufficientBalanceMessage, WALLET_MESSAGES } from "./wallet-errors";

afterEach(() => setLanguage("en"));

describe("paymentText", () => {
  it("the English catalogue says exactly what PaymentError carries", () => {
    for (const [key, message] of Object.entries(WALLET_MESSAGES)) {
      expect(en.payments.errors[key as keyof typeof WALLET_MESSAGES]).toBe(message);
    }
    expect(say("payments.errors.insufficientBalance", { token: "USDT" })).toBe(
      insufficientBalanceMessage("USDT"),
    );
    expect(say("payments.errors.balanceUnreadable", { token: "USDC" })).toBe(
      balanceUnreadableMessage("USDC"),
    );
  });

  it("translates SPEC's wallet messages and the ones naming the token", async () => {
    await setLanguage("ms");
    expect(paymentText(WALLET_MESSAGES.noAccounts)).toBe("Tiada akaun ditemui");
    expect(paymentText(balanceUnreadableMessage("USDC"))).toBe(
      "Kami tidak dapat membaca baki USDC anda. Sila cuba lagi.",
    );
    await setLanguage("zh");
    expect(paymentText(insufficientBalanceMessage("USDT"))).toBe("USDT 余额不足");
  });

  it("leaves a message it does not know as it came", async () => {
    await setLanguage("zh");
    expect(paymentText("Something odd happened")).toBe("Something odd happened");
  });
});

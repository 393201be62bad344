import { currentCatalogue } from "../../../lib/i18n/language-store";
import { say } from "../../../lib/i18n/lingui";
import { sayFieldMessage } from "../../../lib/i18n/say-field-message";
import { WALLET_MESSAGES, WALLET_TEMPLATES } from "./wallet-errors";

type WalletMessageKey = keyof typeof WALLET_MESSAGES;
type WalletTemplateKey = keyof typeof WALLET_TEMPLATES;

/**
 * A payment failure's reason in the current language. PaymentError carries English: one of SPEC's wallet
 * messages (translated from `payments.errors`, same keys), or a message the server or the config gave by id
 * (said in the visitor's language by sayFieldMessage); any other text is shown as it came.
 */
export function paymentText(message: string): string {
  const texts = currentCatalogue().payments.errors;
  for (const key of Object.keys(WALLET_MESSAGES) as WalletMessageKey[]) {
    if (WALLET_MESSAGES[key] === message) return texts[key];
  }
  for (const key of Object.keys(WALLET_TEMPLATES) as WalletTemplateKey[]) {
    const [before = "", after = ""] = WALLET_TEMPLATES[key].split("{token}");
    if (
      message.length > before.length + after.length &&
      message.startsWith(before) &&
      message.endsWith(after)
    ) {
      return say(`payments.errors.${key}`, {
        token: message.slice(before.length, message.length - after.length),
      });
    }
  }
  return sayFieldMessage(message);
}

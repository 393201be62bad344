import { errorMessage } from "../../../lib/api-client";
import { currentCatalogue } from "../../../lib/i18n/language-store";
import { say, type MessageId } from "../../../lib/stand-ins/lingui";
import { WalletError, type PaymentFailure } from "./wallet-errors";

/** A wallet failure's text in the current language, by its id (`payments.errors`), its values filled in. */
export function sayWalletError(error: WalletError): string {
  const text = currentCatalogue().payments.errors[error.messageId];
  if (typeof text === "string") return text;
  // The messages with values (they name the token) are said by their path, as every ICU message is.
  return say(`payments.errors.${error.messageId}` as MessageId, error.params);
}

/**
 * A payment failure's reason in the current language: a wallet failure by its id, the server's answer by its
 * id (or its English when it brought no id), else the generic 'Payment failed'.
 */
export function paymentText(failure: PaymentFailure): string {
  if (failure instanceof WalletError) return sayWalletError(failure);
  return errorMessage(failure, sayWalletError(new WalletError("paymentFailed")));
}

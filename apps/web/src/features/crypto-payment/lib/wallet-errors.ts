/**
 * SPEC §8 crypto messages, in English: what PaymentError carries (and the tests read). The modal shows them
 * in the visitor's language through `paymentText` (lib/payment-text.ts), whose keys are these.
 */
export const WALLET_MESSAGES = {
  notInstalled: "MetaMask is not installed. Please install MetaMask extension and refresh the page.",
  rejected: "Connection request was rejected. Please approve the connection in MetaMask.",
  pending: "Connection request is already pending. Please check MetaMask.",
  internal: "Internal error. Please try again or restart MetaMask.",
  connectFailed: "Failed to connect wallet",
  noAccounts: "No accounts found",
  switchFailed: "Failed to switch to Base network",
  bookingMissing: "Booking data is missing",
  recordFailed: "Failed to record payment on server",
  transferFailed: "Transfer failed",
  transferRejected: "Transaction was rejected. Please approve the transfer in MetaMask to pay.",
  notConfirmedYet:
    "Your transfer was sent but is not confirmed yet. Please try again in a moment; you will not be charged twice.",
  paymentFailed: "Payment failed",
  bookingFailed: "Failed to create booking. Please try again.",
  unavailable: "Crypto payments are not available at the moment.",
  signRejected:
    "Your transfer was sent, but the message was not signed. Please try again and sign it in your wallet: it shows the payment is yours. If your wallet cannot sign messages (an exchange or custodial wallet), please contact support.",
  signFailed:
    "Your transfer was sent, but your wallet could not sign the message. Please try again. If your wallet cannot sign messages (an exchange or custodial wallet), please contact support.",
} as const;

/** The messages that name the token: "{token}" is USDT or USDC. */
export const WALLET_TEMPLATES = {
  insufficientBalance: "Insufficient {token} balance",
  balanceUnreadable: "We could not read your {token} balance. Please try again.",
} as const;

export const insufficientBalanceMessage = (token: string) =>
  WALLET_TEMPLATES.insufficientBalance.replace("{token}", token);

export const balanceUnreadableMessage = (token: string) =>
  WALLET_TEMPLATES.balanceUnreadable.replace("{token}", token);

/**
 * The EIP-1193 / JSON-RPC error code of a wallet error, looking through the causes viem wraps it in
 * (UserRejectedRequestError keeps 4001 as `code`, and the provider's own error as `cause`).
 */
export function walletErrorCode(error: unknown): number | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === "object" && current !== null && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "number") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SPEC §8 "Wallet connect codes": what to tell the customer when connecting failed. */
export function connectErrorMessage(error: unknown): string {
  switch (walletErrorCode(error)) {
    case 4001:
      return WALLET_MESSAGES.rejected;
    case -32002:
      return WALLET_MESSAGES.pending;
    case -32603:
      return WALLET_MESSAGES.internal;
    default:
      return WALLET_MESSAGES.connectFailed;
  }
}

/** Why signing the claim failed (the transfer itself was sent). */
export function signErrorMessage(error: unknown): string {
  return walletErrorCode(error) === 4001 ? WALLET_MESSAGES.signRejected : WALLET_MESSAGES.signFailed;
}

/** Why sending the transfer failed. */
export function transferErrorMessage(error: unknown): string {
  return walletErrorCode(error) === 4001 ? WALLET_MESSAGES.transferRejected : WALLET_MESSAGES.transferFailed;
}

import type { CryptoToken } from "@ivdrips/contract/payments";
import { ApiError } from "../../../lib/api-client";
import type { Catalogue } from "../../../locales/catalogue";

/**
 * Why a crypto payment stopped, by id: SPEC §8's crypto messages and the wallet's other failures. Each id is a
 * key of `payments.errors` in the catalogues; English defines them and Malay and Chinese are typed against it,
 * so an id without its three texts does not compile (as the server's `ApiMessageId`s, decision 011).
 */
export type WalletMessageId = keyof Catalogue["payments"]["errors"];

/** The values a wallet message fills in: the balance messages name the token. */
export interface WalletMessageParams {
  insufficientBalance: { token: CryptoToken };
  balanceUnreadable: { token: CryptoToken };
}

type Options<Id extends WalletMessageId> = Id extends keyof WalletMessageParams
  ? [options: { params: WalletMessageParams[Id]; cause?: unknown }]
  : [options?: { cause?: unknown }];

/**
 * A failure of the payment the customer is told about, raised where it is known: its message id and values,
 * said in the reader's language when shown (payment-text.ts). `cause` keeps the wallet's own error.
 */
export class WalletError<Id extends WalletMessageId = WalletMessageId> extends Error {
  readonly messageId: Id;
  readonly params: Readonly<Record<string, string>> | undefined;

  constructor(messageId: Id, ...[options]: Options<Id>) {
    super(messageId, options && "cause" in options ? { cause: options.cause } : undefined);
    this.name = "WalletError";
    this.messageId = messageId;
    this.params = options && "params" in options ? options.params : undefined;
  }
}

/**
 * What the customer is told when the payment fails: a wallet failure by its id, or the server's answer (which
 * carries its own id, or its English when it has none).
 */
export type PaymentFailure = WalletError | ApiError;

/** Anything the payment threw, as a failure to show: an error of neither kind is the generic 'Payment failed'. */
export function paymentFailure(error: unknown): PaymentFailure {
  return error instanceof WalletError || error instanceof ApiError
    ? error
    : new WalletError("paymentFailed", { cause: error });
}

/**
 * The EIP-1193 / JSON-RPC error code of a wallet error, looking through the causes viem wraps it in
 * (viem's UserRejectedRequestError keeps 4001 as `code`, and the provider's own error as `cause`). Wallets are
 * told apart by this code, never by their English.
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

/** EIP-1193 4001: the customer said no in the wallet (viem's UserRejectedRequestError). */
const USER_REJECTED = 4001;

/** SPEC §8 "Wallet connect codes": why connecting failed. */
export function connectError(error: unknown): WalletError {
  switch (walletErrorCode(error)) {
    case USER_REJECTED:
      return new WalletError("rejected", { cause: error });
    case -32002: // a request is already waiting in the wallet (viem's ResourceUnavailableRpcError)
      return new WalletError("pending", { cause: error });
    case -32603: // viem's InternalRpcError
      return new WalletError("internal", { cause: error });
    default:
      return new WalletError("connectFailed", { cause: error });
  }
}

/** Why signing the claim failed (the transfer itself was sent). */
export function signError(error: unknown): WalletError {
  return new WalletError(walletErrorCode(error) === USER_REJECTED ? "signRejected" : "signFailed", {
    cause: error,
  });
}

/** Why sending the transfer failed. */
export function transferError(error: unknown): WalletError {
  return new WalletError(walletErrorCode(error) === USER_REJECTED ? "transferRejected" : "transferFailed", {
    cause: error,
  });
}

import type { ApiMessageId } from "@ivdrips/contract/api-messages";
import {
  BaseError,
  createPublicClient,
  erc20Abi,
  http,
  HttpRequestError,
  parseEventLogs,
  TransactionReceiptNotFoundError,
  type TransactionReceipt,
} from "viem";

/**
 * Checks on chain that a transaction paid us in an ERC-20 (USDT or USDC on Base). Only the receipt's logs
 * count: the transaction's input data says what the sender asked for, not what the token contract did.
 */

export type TransferRefusal =
  | "TX_NOT_FOUND"
  | "TX_FAILED"
  | "WRONG_TOKEN"
  | "WRONG_SENDER"
  | "WRONG_RECIPIENT"
  | "AMOUNT_TOO_LOW"
  | "NOT_CONFIRMED"
  | "WRONG_CHAIN";

export interface TransferCheck {
  txHash: `0x${string}`;
  /** The token contract we accept (e.g. USDC on Base). */
  token: `0x${string}`;
  /** The customer's wallet. */
  from: `0x${string}`;
  /** Our receiving address. */
  to: `0x${string}`;
  /** In the token's smallest unit. */
  minAmount: bigint;
  minConfirmations: number;
}

export type TransferVerification =
  | {
      ok: true;
      amount: bigint;
      blockNumber: bigint;
      /** The block it was verified in: the finality sweep finds it there again, or reports it reorganised. */
      blockHash: `0x${string}`;
      /** When the transfer's block was made (the block's timestamp, whole seconds). */
      blockTime: Date;
      logIndex: number;
      confirmations: bigint;
    }
  | { ok: false; refusal: TransferRefusal; messageId: ApiMessageId };

/** A verified payment, looked for again once it should be final. */
export interface FinalityCheck {
  txHash: `0x${string}`;
  blockNumber: bigint;
  /** Null for payments verified before block hashes were kept: then the block number alone is compared. */
  blockHash: `0x${string}` | null;
  /** Blocks on top of the payment's before it counts as final. */
  depth: number;
}

/**
 * `not_yet`: the head is not `depth` blocks past it. `final`: still in the block it was verified in, succeeded.
 * Otherwise its block was reorganised away: the transaction is `gone`, `moved` to another block, or `failed`.
 */
export type Finality = "not_yet" | "final" | "gone" | "moved" | "failed";

export interface TokenTransferVerifier {
  verifyTransfer(check: TransferCheck): Promise<TransferVerification>;
  /** Whether a payment verified earlier is still where it was, once `depth` blocks are on top of it. */
  finality(check: FinalityCheck): Promise<Finality>;
  /** The token's decimals, read from the contract once and cached. */
  decimals(token: `0x${string}`): Promise<number>;
}

/** The RPC could not answer (down, timed out, refused): nothing was decided, so try again later. */
export class PaymentNetworkError extends Error {
  override name = "PaymentNetworkError";
}

const MESSAGES: Record<TransferRefusal, ApiMessageId> = {
  TX_NOT_FOUND: "transactionNotFound",
  TX_FAILED: "transactionFailed",
  WRONG_TOKEN: "wrongToken",
  WRONG_SENDER: "wrongSender",
  WRONG_RECIPIENT: "wrongRecipient",
  AMOUNT_TOO_LOW: "amountTooLow",
  NOT_CONFIRMED: "needsConfirmations",
  WRONG_CHAIN: "wrongChain",
};

const refuse = (refusal: TransferRefusal): TransferVerification => ({
  ok: false,
  refusal,
  messageId: MESSAGES[refusal],
});

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/** Addresses compared in lower case: the node and the caller may differ in checksum casing. */
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createTokenTransferVerifier(options: {
  rpcUrl: string;
  chainId: number;
  timeoutMs?: number;
}): TokenTransferVerifier {
  const client = createPublicClient({
    transport: http(options.rpcUrl, { timeout: options.timeoutMs ?? 10_000 }),
    // Confirmations are counted from the latest block: never from one cached a few seconds ago.
    cacheTime: 0,
  });

  /**
   * viem's messages name the URL, and a provider's API key sits in its path or query: keep only viem's
   * short message (and HTTP status), and no `cause`, which loggers print too.
   */
  async function rpc<T>(method: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) throw error;
      if (!(error instanceof BaseError))
        throw new PaymentNetworkError(`Payment network RPC ${method} failed`);
      const httpError = error.walk((cause) => cause instanceof HttpRequestError);
      const status =
        httpError instanceof HttpRequestError && httpError.status ? ` (HTTP ${httpError.status})` : "";
      const short = error.shortMessage.split(options.rpcUrl).join("[rpc url]").split("\n")[0] ?? "";
      throw new PaymentNetworkError(`Payment network RPC ${method} failed${status}: ${short}`);
    }
  }

  async function receiptOf(hash: `0x${string}`): Promise<TransactionReceipt | undefined> {
    try {
      return await rpc("eth_getTransactionReceipt", () => client.getTransactionReceipt({ hash }));
    } catch (error) {
      // Unknown to the node, or still pending: there is no receipt yet.
      if (error instanceof TransactionReceiptNotFoundError) return undefined;
      throw error;
    }
  }

  const decimalsCache = new Map<string, Promise<number>>();

  return {
    verifyTransfer: async (check) => {
      const chainId = await rpc("eth_chainId", () => client.getChainId());
      if (chainId !== options.chainId) return refuse("WRONG_CHAIN");

      // A malformed hash would make the node answer "invalid params": it is simply not a transaction of ours.
      if (!TX_HASH.test(check.txHash)) return refuse("TX_NOT_FOUND");
      const receipt = await receiptOf(check.txHash);
      if (!receipt) return refuse("TX_NOT_FOUND");
      if (receipt.status !== "success") return refuse("TX_FAILED");

      // Strict decoding keeps only ERC-20 Transfer logs (ERC-721's has the same topic but 4 topics).
      const transfers = parseEventLogs({
        abi: erc20Abi,
        eventName: "Transfer",
        logs: receipt.logs,
        strict: true,
      });
      const ofToken = transfers.filter((log) => sameAddress(log.address, check.token));
      if (ofToken.length === 0) return refuse("WRONG_TOKEN");
      const toUs = ofToken.filter((log) => sameAddress(log.args.to, check.to));
      if (toUs.length === 0) return refuse("WRONG_RECIPIENT");
      const fromPayer = toUs.filter((log) => sameAddress(log.args.from, check.from));
      if (fromPayer.length === 0) return refuse("WRONG_SENDER");

      // One log pays, never a sum: a batch of small transfers must not add up to one payment.
      const best = fromPayer.reduce((a, b) => (b.args.value > a.args.value ? b : a));
      if (best.args.value < check.minAmount) return refuse("AMOUNT_TOO_LOW");

      const latest = await rpc("eth_blockNumber", () => client.getBlockNumber());
      // A load-balanced RPC may answer from a node behind the one that gave the receipt: that is "not yet".
      const confirmations = latest - receipt.blockNumber + 1n;
      if (confirmations < BigInt(check.minConfirmations)) return refuse("NOT_CONFIRMED");
      const block = await rpc("eth_getBlockByNumber", () =>
        client.getBlock({ blockNumber: receipt.blockNumber }),
      );

      return {
        ok: true,
        amount: best.args.value,
        blockNumber: receipt.blockNumber,
        blockHash: receipt.blockHash,
        blockTime: new Date(Number(block.timestamp) * 1000),
        logIndex: best.logIndex,
        confirmations,
      };
    },

    finality: async (check) => {
      // Another chain would have none of our transactions: never read that as a reorganisation.
      const chainId = await rpc("eth_chainId", () => client.getChainId());
      if (chainId !== options.chainId) throw new PaymentNetworkError(`BASE_RPC_URL serves chain ${chainId}`);
      const head = await rpc("eth_blockNumber", () => client.getBlockNumber());
      if (head < check.blockNumber + BigInt(check.depth)) return "not_yet";
      const receipt = await receiptOf(check.txHash);
      if (!receipt) return "gone";
      const sameBlock =
        receipt.blockNumber === check.blockNumber &&
        (check.blockHash === null || receipt.blockHash.toLowerCase() === check.blockHash.toLowerCase());
      if (!sameBlock) return "moved";
      return receipt.status === "success" ? "final" : "failed";
    },

    decimals: (token) => {
      const key = token.toLowerCase();
      let cached = decimalsCache.get(key);
      if (!cached) {
        cached = rpc("eth_call decimals()", () =>
          client.readContract({ address: token, abi: erc20Abi, functionName: "decimals" }),
        );
        // A failed read is not remembered: the next call asks again.
        cached.catch(() => decimalsCache.delete(key));
        decimalsCache.set(key, cached);
      }
      return cached;
    },
  };
}

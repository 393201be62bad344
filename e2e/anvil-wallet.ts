import type { Page } from "@playwright/test";
import type { Hex } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import type { Anvil } from "../apps/api/test/anvil";

/** A JSON-RPC / EIP-1193 error as the page's provider throws it. */
export interface WalletRpcError {
  code: number;
  message: string;
}

export interface AnvilWalletOptions {
  anvil: Anvil;
  /** The wallet's one account: it signs here in Node, with its private key. */
  account: PrivateKeyAccount;
  /** What eth_chainId answers at first (a wrong chain simulates a wallet on another network). */
  chainId?: number;
  /** Already connected to the site: eth_accounts answers the account without a prompt. */
  authorised?: boolean;
  /** eth_requestAccounts fails with this (e.g. {code: 4001} for a rejected connection). */
  connectError?: WalletRpcError;
  /** wallet_switchEthereumChain fails with this (e.g. {code: 4001}: the customer refused the switch). */
  switchError?: WalletRpcError;
  /** personal_sign fails with this (e.g. {code: 4001}: the customer refused to sign), until changed. */
  signError?: WalletRpcError;
}

export interface AnvilWallet {
  /** Every method the page asked for, in order. */
  readonly requests: string[];
  /** Every transaction hash sent through the wallet. */
  readonly sent: Hex[];
  /** Every message signed with personal_sign (EIP-191), as text, with its signature. */
  readonly signed: { message: string; signature: Hex }[];
  /** From now on personal_sign fails with this (undefined: it signs again). */
  refuseSignatures(error: WalletRpcError | undefined): void;
}

interface Reply {
  result?: unknown;
  error?: WalletRpcError;
  /** Wallet events the page's provider emits after answering (accountsChanged, chainChanged). */
  events?: [string, unknown][];
}

const hexChain = (id: number) => `0x${id.toString(16)}`;

/**
 * Injects a MetaMask-like `window.ethereum` into the page. Requests go through an exposed function to Node,
 * which answers the wallet methods itself, signs transactions with viem for `account` and forwards everything
 * else to anvil: the page's viem talks to a real chain through what looks like a browser wallet.
 */
export async function installAnvilWallet(page: Page, options: AnvilWalletOptions): Promise<AnvilWallet> {
  const { anvil, account } = options;
  let chainId = options.chainId ?? anvil.chainId;
  let authorised = options.authorised ?? false;
  const requests: string[] = [];
  const sent: Hex[] = [];
  const signed: { message: string; signature: Hex }[] = [];
  let signError = options.signError;
  const signer = anvil.walletClient(account);

  const forward = async (method: string, params: unknown[]): Promise<Reply> => {
    const response = await fetch(anvil.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: WalletRpcError };
    return body.error ? { error: body.error } : { result: body.result ?? null };
  };

  const handle = async (method: string, params: unknown[]): Promise<Reply> => {
    requests.push(method);
    switch (method) {
      case "eth_accounts":
        return { result: authorised ? [account.address] : [] };
      case "eth_requestAccounts":
        if (options.connectError) return { error: options.connectError };
        authorised = true;
        return { result: [account.address], events: [["accountsChanged", [account.address]]] };
      case "eth_chainId":
        return { result: hexChain(chainId) };
      case "net_version":
        return { result: String(chainId) };
      case "wallet_switchEthereumChain": {
        if (options.switchError) return { error: options.switchError };
        const wanted = Number((params[0] as { chainId?: string } | undefined)?.chainId);
        if (wanted !== anvil.chainId) return { error: { code: 4902, message: "Unrecognized chain ID" } };
        chainId = wanted;
        return { result: null, events: [["chainChanged", hexChain(chainId)]] };
      }
      case "wallet_addEthereumChain":
        return options.switchError ? { error: options.switchError } : { result: null };
      case "eth_sendTransaction":
      case "wallet_sendTransaction": {
        if (!authorised)
          return { error: { code: 4100, message: "The requested account has not been authorized" } };
        if (chainId !== anvil.chainId)
          return { error: { code: -32000, message: "wallet is on another chain" } };
        const request = params[0] as { from?: string; to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
        if (request.from && request.from.toLowerCase() !== account.address.toLowerCase()) {
          return { error: { code: 4100, message: "Unknown account" } };
        }
        try {
          const hash = await signer.sendTransaction({
            ...(request.to ? { to: request.to } : {}),
            ...(request.data ? { data: request.data } : {}),
            ...(request.value ? { value: BigInt(request.value) } : {}),
            ...(request.gas ? { gas: BigInt(request.gas) } : {}),
          });
          sent.push(hash);
          return { result: hash };
        } catch (error) {
          return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
        }
      }
      case "personal_sign": {
        // EIP-1193 order: [message as hex, address]. Signed here with the account's key, as MetaMask would.
        if (signError) return { error: signError };
        const [raw, address] = params as [Hex, string];
        if (!authorised || address.toLowerCase() !== account.address.toLowerCase()) {
          return { error: { code: 4100, message: "The requested account has not been authorized" } };
        }
        const signature = await account.signMessage({ message: { raw } });
        signed.push({ message: Buffer.from(raw.slice(2), "hex").toString("utf8"), signature });
        return { result: signature };
      }
      default:
        return forward(method, params);
    }
  };

  await page.exposeFunction("__anvilWalletRequest", (method: string, params: unknown[]) =>
    handle(method, Array.isArray(params) ? params : []),
  );
  await page.addInitScript(() => {
    type Listener = (value: unknown) => void;
    const listeners = new Map<string, Set<Listener>>();
    // Read at call time: the exposed binding is installed alongside this script.
    const bridge = (method: string, params: unknown) =>
      (
        window as unknown as { __anvilWalletRequest(method: string, params: unknown): Promise<Reply> }
      ).__anvilWalletRequest(method, params);
    const ethereum = {
      isMetaMask: true,
      async request({ method, params }: { method: string; params?: unknown }) {
        const reply = await bridge(method, params ?? []);
        if (reply.error) {
          throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
        }
        for (const [event, value] of reply.events ?? []) {
          for (const listener of listeners.get(event) ?? []) listener(value);
        }
        return reply.result;
      },
      on(event: string, listener: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
        return ethereum;
      },
      removeListener(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
        return ethereum;
      },
    };
    Object.defineProperty(window, "ethereum", { value: ethereum, configurable: true });
  });
  return {
    requests,
    sent,
    signed,
    refuseSignatures: (error) => {
      signError = error;
    },
  };
}

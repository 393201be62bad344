import { BASE_CHAIN_ID } from "@ivdrips/contract/payments";
// A type only: the package itself is imported when a customer chooses WalletConnect (create, below).
import type EthereumProvider from "@walletconnect/ethereum-provider";
import type { Eip1193Provider } from "./wallet";
import { WalletError } from "./wallet-errors";

/** How long the relay may take to accept the session proposal before the customer is told it is unreachable. */
const RELAY_TIMEOUT_MS = 15_000;

export interface WalletConnectOptions {
  /** The Reown project id (WALLETCONNECT_PROJECT_ID, from GET /payments/config). */
  projectId: string;
  /** How the wallet app names us when it asks to connect. */
  metadata: { name: string; description: string; url: string; icons: string[] };
  /**
   * The pairing link (`wc:…`), once the relay has the proposal: opened on this phone it goes to the wallet
   * app; drawn as a QR it is scanned by a wallet on another device.
   */
  onDisplayUri(uri: string): void;
  /** Stops waiting for the wallet (the customer closed the modal or chose another way). */
  signal?: AbortSignal;
  /** Tests only: a relay on loopback, and a shorter wait for it. The default is WalletConnect's own relay. */
  relayUrl?: string;
  relayTimeoutMs?: number;
}

export interface WalletConnectSession {
  /** EIP-1193 over the WalletConnect session: wallet prompts go to the wallet app, reads to Base's RPC. */
  provider: Eip1193Provider;
  disconnect(): Promise<void>;
}

/** The customer stopped waiting: not a failure to show. */
export class WalletConnectAborted extends Error {
  constructor() {
    super("WalletConnect was cancelled");
    this.name = "WalletConnectAborted";
  }
}

/**
 * A wallet connected through WalletConnect v2 (`@walletconnect/ethereum-provider`, loaded here and only here).
 * A session kept from an earlier visit is used as it is; otherwise a session on Base is proposed and this
 * resolves once the wallet approves it. Throws WalletError `walletConnectUnreachable` when the relay does not
 * take the proposal in time, `walletConnectFailed` when the wallet declines or the session cannot be made, and
 * WalletConnectAborted when `signal` ends the wait.
 */
export async function connectWalletConnect(options: WalletConnectOptions): Promise<WalletConnectSession> {
  const { signal } = options;
  if (signal?.aborted) throw new WalletConnectAborted();
  let provider: Provider;
  try {
    provider = await init(options);
  } catch (error) {
    throw new WalletError("walletConnectFailed", { cause: error });
  }
  if (signal?.aborted) throw new WalletConnectAborted();
  const session: WalletConnectSession = {
    provider: {
      request: (args) => provider.request(args as Parameters<typeof provider.request>[0]),
      on: (event, listener) =>
        provider.on(event as "accountsChanged", listener as (accounts: string[]) => void),
      removeListener: (event, listener) =>
        provider.removeListener(event as "accountsChanged", listener as (accounts: string[]) => void),
    },
    disconnect: () => provider.disconnect(),
  };
  if (provider.session && provider.accounts.length > 0) return session;

  return new Promise<WalletConnectSession>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      provider.removeListener("display_uri", onUri);
      signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    const onUri = (uri: string) => {
      clearTimeout(timer);
      options.onDisplayUri(uri);
    };
    const onAbort = () => finish(() => reject(new WalletConnectAborted()));
    // No pairing link in time: the relay cannot be reached (offline, or blocked on this network).
    const timer = setTimeout(
      () => finish(() => reject(new WalletError("walletConnectUnreachable"))),
      options.relayTimeoutMs ?? RELAY_TIMEOUT_MS,
    );
    provider.on("display_uri", onUri);
    signal?.addEventListener("abort", onAbort, { once: true });
    provider.connect().then(
      () => {
        // Approved after the customer stopped waiting: the session is not kept.
        if (settled) void provider.disconnect().catch(() => undefined);
        finish(() => resolve(session));
      },
      (error: unknown) => finish(() => reject(new WalletError("walletConnectFailed", { cause: error }))),
    );
  });
}

type Provider = EthereumProvider;

/**
 * One provider per project id and relay for the life of the page: WalletConnect's core is made once (a second
 * init warns and shares its storage), and another attempt proposes a new session on the same one.
 */
const providers = new Map<string, Promise<Provider>>();

function init(options: WalletConnectOptions): Promise<Provider> {
  const key = `${options.projectId} ${options.relayUrl ?? ""}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = create(options);
    providers.set(key, provider);
    // A failed start is tried afresh next time.
    provider.catch(() => providers.delete(key));
  }
  return provider;
}

async function create(options: WalletConnectOptions): Promise<Provider> {
  const { EthereumProvider } = await import("@walletconnect/ethereum-provider");
  return EthereumProvider.init({
    projectId: options.projectId,
    // Optional, not required: a wallet that lacks a required chain refuses the whole session; the payment asks
    // the wallet to switch to Base (and add it) as it does for an extension.
    optionalChains: [BASE_CHAIN_ID],
    // Our own screen shows the pairing link and its QR, in the customer's language, without Reown's modal.
    showQrModal: false,
    metadata: options.metadata,
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
  });
}

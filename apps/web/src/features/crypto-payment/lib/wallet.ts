/**
 * What the payment needs from a browser wallet, kept free of viem so the logic can be tested with a fake and
 * viem is loaded only with the modal (lib/viem-wallet.ts implements it over EIP-1193).
 */
export type Address = `0x${string}`;
export type Hash = `0x${string}`;
export type Hex = `0x${string}`;

export interface WalletEvents {
  /** The wallet's accounts changed; an empty list means it disconnected. */
  accountsChanged(accounts: Address[]): void;
  chainChanged(chainId: number): void;
}

export interface WalletPort {
  /** eth_accounts: the accounts already authorised for this site, without asking. */
  accounts(): Promise<Address[]>;
  /** eth_requestAccounts: asks the customer to connect. */
  requestAccounts(): Promise<Address[]>;
  chainId(): Promise<number>;
  /** wallet_switchEthereumChain to Base, adding the chain first when the wallet does not know it (4902). */
  switchToBase(): Promise<void>;
  balanceOf(token: Address, owner: Address): Promise<bigint>;
  /** An ERC-20 transfer, signed in the wallet; resolves with the transaction hash once sent. */
  transfer(request: { token: Address; from: Address; to: Address; amount: bigint }): Promise<Hash>;
  /**
   * personal_sign (EIP-191) of `message` by `account`: proves to the server that the wallet which sent a
   * transfer claims it for this booking.
   */
  signMessage(request: { account: Address; message: string }): Promise<Hex>;
  /** Waits until the transaction is mined with `confirmations`; whether it succeeded. */
  waitForReceipt(hash: Hash, confirmations: number): Promise<"success" | "reverted">;
  /** Listens to the wallet's events; returns the unsubscribe. */
  subscribe(events: WalletEvents): () => void;
}

/** The part of EIP-1193 this feature uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
}

/** The injected wallet (MetaMask and compatible), if there is one. */
export function injectedProvider(): Eip1193Provider | null {
  if (typeof window === "undefined") return null;
  const candidate = (window as { ethereum?: unknown }).ethereum;
  if (typeof candidate !== "object" || candidate === null) return null;
  return typeof (candidate as { request?: unknown }).request === "function"
    ? (candidate as Eip1193Provider)
    : null;
}

/** "0x1234…abcd": enough of an address or hash to recognise it. */
export function shortenHex(value: string, head = 6, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

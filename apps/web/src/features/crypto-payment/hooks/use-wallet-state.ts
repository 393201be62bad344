import { useCallback, useEffect, useState } from "react";
import type { Address, WalletPort } from "../lib/wallet";

export interface WalletState {
  /** The first read (eth_accounts, eth_chainId) is done, or there is no wallet. */
  ready: boolean;
  /** The connected account; null when not connected (or disconnected). */
  account: Address | null;
  chainId: number | null;
  setAccount(account: Address | null): void;
}

/**
 * SPEC §4 "Wallet connection": connected automatically if already authorised (eth_accounts, no prompt);
 * account changes update the shown account, an empty list means disconnected; chain changes update the chain.
 */
export function useWalletState(wallet: WalletPort | null, active: boolean): WalletState {
  /** The wallet whose first read is done, while the hook is active. */
  const [readOf, setReadOf] = useState<WalletPort | null>(null);
  const [account, setAccountState] = useState<Address | null>(null);
  const [chainId, setChainId] = useState<number | null>(null);

  useEffect(() => {
    if (!active || !wallet) return;
    let live = true;
    const unsubscribe = wallet.subscribe({
      accountsChanged: (accounts) => live && setAccountState(accounts[0] ?? null),
      chainChanged: (id) => live && setChainId(Number.isFinite(id) ? id : null),
    });
    void Promise.all([wallet.accounts().catch(() => []), wallet.chainId().catch(() => null)]).then(
      ([accounts, id]) => {
        if (!live) return;
        setAccountState(accounts[0] ?? null);
        setChainId(id);
        setReadOf(wallet);
      },
    );
    return () => {
      live = false;
      unsubscribe();
      setReadOf(null);
    };
  }, [wallet, active]);

  const setAccount = useCallback((next: Address | null) => setAccountState(next), []);
  const ready = active && (!wallet || readOf === wallet);
  return { ready, account, chainId, setAccount };
}

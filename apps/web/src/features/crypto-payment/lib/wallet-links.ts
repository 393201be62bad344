/**
 * Opening the payment page inside a wallet app's own browser, where the wallet is injected (`window.ethereum`)
 * as an extension is on a computer: each app's documented universal link, which opens the app when it is
 * installed and its store page when it is not.
 */
export type WalletApp = "metamask" | "coinbase" | "trust";

export interface WalletAppLink {
  app: WalletApp;
  /** The app's name, the same in every language. */
  name: string;
  href: string;
}

/** The payment page's address as the wallet's browser should open it: this page, at `anchor`. */
export function paymentPageUrl(href: string, anchor: string): string {
  const url = new URL(href);
  url.hash = anchor;
  return url.toString();
}

/** MetaMask, Coinbase Wallet and Trust Wallet, each opening `pageUrl` in its browser. */
export function walletAppLinks(pageUrl: string): WalletAppLink[] {
  const url = new URL(pageUrl);
  const encoded = encodeURIComponent(url.toString());
  return [
    {
      app: "metamask",
      name: "MetaMask",
      // MetaMask takes the address without its scheme (it opens https://).
      href: `https://metamask.app.link/dapp/${url.host}${url.pathname}${url.search}${url.hash}`,
    },
    { app: "coinbase", name: "Coinbase Wallet", href: `https://go.cb-w.com/dapp?cb_url=${encoded}` },
    {
      app: "trust",
      name: "Trust Wallet",
      // coin_id 60: Ethereum's coin type (SLIP-44), the EVM wallet that Base uses.
      href: `https://link.trustwallet.com/open_url?coin_id=60&url=${encoded}`,
    },
  ];
}

/**
 * Stands in for `@reown/appkit/core` in the web build (vite.config.ts). WalletConnect's EthereumProvider imports
 * Reown's modal only with `showQrModal: true`, which lib/walletconnect.ts never sets: our own screen shows the
 * pairing link. Without this stand-in the build would carry Reown's modal (hundreds of kB) that nobody loads.
 */
export function createAppKit(): never {
  throw new Error("Reown's modal is not part of this app: WalletConnect runs with showQrModal: false.");
}

import {
  createPublicClient,
  createWalletClient,
  custom,
  erc20Abi,
  type Address,
  type EIP1193Provider,
} from "viem";
import { base } from "viem/chains";
import type { Eip1193Provider, WalletPort } from "./wallet";
import { walletErrorCode } from "./wallet-errors";

/** How long to wait for a receipt before telling the customer to try again (the transfer is kept). */
const RECEIPT_TIMEOUT_MS = 3 * 60 * 1000;

/** The WalletPort over an injected EIP-1193 provider (MetaMask and compatible), with viem. */
export function createViemWallet(provider: Eip1193Provider): WalletPort {
  const eip1193 = provider as EIP1193Provider;
  // Wallet prompts are never retried behind the customer's back (viem retries failed requests by default).
  const walletClient = createWalletClient({ chain: base, transport: custom(eip1193, { retryCount: 0 }) });
  const publicClient = createPublicClient({ chain: base, transport: custom(eip1193) });

  return {
    accounts: () => walletClient.getAddresses(),
    requestAccounts: () => walletClient.requestAddresses(),
    chainId: () => walletClient.getChainId(),
    switchToBase: async () => {
      try {
        await walletClient.switchChain({ id: base.id });
      } catch (error) {
        // 4902: the wallet does not know Base yet. Adding it also switches to it in MetaMask.
        if (walletErrorCode(error) !== 4902) throw error;
        await walletClient.addChain({ chain: base });
      }
    },
    balanceOf: (token, owner) =>
      publicClient.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] }),
    transfer: ({ token, from, to, amount }) =>
      walletClient.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: "transfer",
        args: [to, amount],
        account: from,
        chain: base,
      }),
    signMessage: ({ account, message }) => walletClient.signMessage({ account, message }),
    waitForReceipt: async (hash, confirmations) => {
      const receipt = await publicClient.waitForTransactionReceipt({
        hash,
        confirmations,
        timeout: RECEIPT_TIMEOUT_MS,
      });
      return receipt.status;
    },
    subscribe: (events) => {
      const onAccounts = (accounts: Address[]) =>
        events.accountsChanged(Array.isArray(accounts) ? accounts : []);
      const onChain = (chainId: string | number) => events.chainChanged(Number(chainId));
      provider.on?.("accountsChanged", onAccounts as (...args: never[]) => void);
      provider.on?.("chainChanged", onChain as (...args: never[]) => void);
      return () => {
        provider.removeListener?.("accountsChanged", onAccounts as (...args: never[]) => void);
        provider.removeListener?.("chainChanged", onChain as (...args: never[]) => void);
      };
    },
  };
}

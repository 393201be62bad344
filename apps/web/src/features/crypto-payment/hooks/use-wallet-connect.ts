import { useCallback, useEffect, useRef, useState } from "react";
import { BRAND_NAME } from "@ivdrips/contract/brand";
import type { Eip1193Provider } from "../lib/wallet";
import { WalletError } from "../lib/wallet-errors";
import { WalletConnectAborted } from "../lib/walletconnect";

export interface WalletConnectState {
  /** `connecting`: waiting for the relay, then for the customer to approve in the wallet app. */
  status: "idle" | "connecting";
  /** The pairing link (`wc:…`) once the relay has it: opened on this phone, or scanned from another device. */
  uri: string | null;
  /** The connected wallet, once approved. */
  provider: Eip1193Provider | null;
  start(): void;
  cancel(): void;
}

/**
 * WalletConnect for the crypto modal: `start` loads the connector (and WalletConnect with it) and waits for the
 * wallet app; closing the modal (`active` false) or `cancel` stops waiting. A failure is handed to `onFailed`.
 */
export function useWalletConnect(
  projectId: string | null,
  active: boolean,
  onFailed: (failure: WalletError) => void,
): WalletConnectState {
  const [status, setStatus] = useState<"idle" | "connecting">("idle");
  const [uri, setUri] = useState<string | null>(null);
  const [provider, setProvider] = useState<Eip1193Provider | null>(null);
  const waiting = useRef<AbortController | null>(null);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  }, [onFailed]);

  // Stopping the wait ends the connector's promise, whose `finally` below puts the state back.
  const cancel = useCallback(() => waiting.current?.abort(), []);

  useEffect(() => {
    if (!active) cancel();
  }, [active, cancel]);
  useEffect(() => cancel, [cancel]);

  const start = useCallback(() => {
    if (!projectId || waiting.current) return;
    const controller = new AbortController();
    waiting.current = controller;
    setStatus("connecting");
    setUri(null);
    void import("../lib/walletconnect")
      .then(({ connectWalletConnect }) =>
        connectWalletConnect({
          projectId,
          metadata: {
            name: BRAND_NAME,
            description: BRAND_NAME,
            url: window.location.origin,
            icons: [`${window.location.origin}/favicon.svg`],
          },
          signal: controller.signal,
          onDisplayUri: (next) => {
            if (!controller.signal.aborted) setUri(next);
          },
        }),
      )
      .then(
        (session) => {
          if (controller.signal.aborted) return;
          setProvider(session.provider);
        },
        (error: unknown) => {
          if (error instanceof WalletConnectAborted || controller.signal.aborted) return;
          failed.current(
            error instanceof WalletError ? error : new WalletError("walletConnectFailed", { cause: error }),
          );
        },
      )
      .finally(() => {
        if (waiting.current !== controller) return;
        waiting.current = null;
        setStatus("idle");
        setUri(null);
      });
  }, [projectId]);

  return { status, uri, provider, start, cancel };
}

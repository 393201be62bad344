import { say } from "../../../lib/stand-ins/lingui";
import { sayNodes } from "../../../lib/stand-ins/say-nodes";
import type { BookingRequest } from "@ivdrips/contract/bookings";
import { BASE_CHAIN_ID, type CryptoToken } from "@ivdrips/contract/payments";
import { AlertTriangle, ArrowLeft, CheckCircle2, Wallet } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { accountCreditsKey } from "../../../lib/account-credits";
import { BOOKING_CARD_ANCHOR } from "../../../lib/book-again";
import { useNavigate } from "../../../lib/router";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { cn } from "../../../lib/stand-ins/cn";
import { formatRm } from "../../../lib/format";
import { sayFieldMessage } from "../../../lib/i18n/say-field-message";
import { sayMessage } from "../../../lib/i18n/say-message";
import { useT } from "../../../lib/i18n/use-t";
import { cryptoPaymentApi, type CryptoPaymentApi } from "../api/crypto-payment-api";
import { cryptoPurchaseApi } from "../api/crypto-purchase-api";
import { usePaymentConfig } from "../../../lib/payment-config";
import { useWalletConnect, type WalletConnectState } from "../hooks/use-wallet-connect";
import { useWalletState } from "../hooks/use-wallet-state";
import { quoteTokens, type CryptoConfig, type TokenQuote } from "../lib/amounts";
import {
  initialPaymentState,
  paymentReducer,
  type PaymentPhase,
  type PaymentResult,
  type PaymentState,
} from "../lib/payment-machine";
import { paymentText } from "../lib/payment-text";
import {
  runCryptoPayment,
  runPurchasePayment,
  type PaymentSession,
  type PurchaseToPay,
} from "../lib/run-payment";
import { createViemWallet } from "../lib/viem-wallet";
import { injectedProvider, shortenHex, type Eip1193Provider, type WalletPort } from "../lib/wallet";
import { paymentPageUrl } from "../lib/wallet-links";
import { connectError, paymentFailure, WalletError, type PaymentFailure } from "../lib/wallet-errors";
import { ConnectWalletPanel } from "./connect-wallet-panel";

/** A purchase to pay (issue 39), and where the customer goes once it is paid. */
export interface PurchasePayment extends PurchaseToPay {
  confirmationPath: string;
}

/** What the modal pays: a booking it holds first, or a purchase already opened for crypto. */
export type CryptoPaymentModalProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
} & (
  | {
      bookingData: BookingRequest;
      /** RM, as the booking form shows it. */
      totalAmount: number;
      purchase?: undefined;
    }
  | { purchase: PurchasePayment; bookingData?: undefined; totalAmount?: undefined }
);

const TOKEN_NAMES: Record<CryptoToken, string> = { USDT: "Tether USD", USDC: "USD Coin" };

/** Where a paid booking goes (SPEC §2). */
export function confirmationPath(hash: string, bookingId: string): string {
  const query = new URLSearchParams({ crypto_tx: hash, booking_id: bookingId });
  return `/booking-confirmation?${query.toString()}`;
}

/**
 * SPEC §2/§4 crypto modal 'Complete Payment': loading → select token → confirm → processing → success, any
 * failure back to confirm with a 'Payment Failed' toast. Pays the real amount (ARCHITECTURE "Payments") on Base
 * from the injected wallet or, where there is none (a phone), one connected through WalletConnect; the wallet
 * apps' own browsers and a QR of this page for another device are offered too (decision 048). Pay is enabled
 * once a wallet is connected, and the server verifies the transfer on chain before the booking is paid.
 */
export function CryptoPaymentModal(props: CryptoPaymentModalProps) {
  const { open, onOpenChange, purchase } = props;
  const totalAmount = purchase ? purchase.amountDue : props.totalAmount;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  const config = usePaymentConfig({ enabled: open, fresh: true });
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const walletFailed = useCallback(
    (failure: PaymentFailure) => {
      dispatch({ type: "walletFailed", failure });
      toast({
        title: t.payments.crypto.failedTitle,
        description: paymentText(failure),
        variant: "destructive",
      });
    },
    [t],
  );
  // Looked up when the modal opens: an extension may inject itself after the page loaded.
  const injected = useMemo<Eip1193Provider | null>(() => (open ? injectedProvider() : null), [open]);
  const walletConnect = useWalletConnect(
    config.data?.crypto.walletConnectProjectId ?? null,
    open,
    walletFailed,
  );
  const provider = injected ?? walletConnect.provider;
  const wallet = useMemo<WalletPort | null>(
    () => (open && provider ? createViemWallet(provider) : null),
    [open, provider],
  );
  const walletState = useWalletState(wallet, open);
  const [connecting, setConnecting] = useState(false);
  const connectInjected = async () => {
    if (!wallet || connecting) return;
    setConnecting(true);
    try {
      const [account] = await wallet.requestAccounts().catch((error: unknown) => {
        throw connectError(error);
      });
      if (!account) throw new WalletError("noAccounts");
      walletState.setAccount(account);
    } catch (error) {
      walletFailed(paymentFailure(error));
    } finally {
      setConnecting(false);
    }
  };
  const connected = walletState.account !== null;
  useEffect(() => {
    if (connected) dispatch({ type: "walletConnected" });
  }, [connected]);
  const session = useRef<PaymentSession>({});
  const [sentTx, setSentTx] = useState<PaymentSession["sentTx"]>(undefined);
  const api: CryptoPaymentApi = cryptoPaymentApi;

  // A hold nothing was sent for is given back when the customer walks away; one with a transfer is kept.
  const releaseUnpaidHold = useCallback(() => {
    const { bookingId, sentTx: sent } = session.current;
    if (!bookingId || sent) return;
    session.current = {};
    api.releaseHold(bookingId).catch((error: unknown) => {
      console.warn("The unpaid booking hold was not released; it expires on its own.", error);
    });
  }, [api]);
  useEffect(() => releaseUnpaidHold, [releaseUnpaidHold]);

  useEffect(() => {
    if (!open) {
      dispatch({ type: "reset" });
      releaseUnpaidHold();
    }
  }, [open, releaseUnpaidHold]);

  useEffect(() => {
    if (!open || state.step !== "loading" || !config.data || !walletState.ready) return;
    const crypto = config.data.crypto;
    const enabled = crypto.enabled && quoteTokens(crypto, totalAmount).length > 0;
    // The reason by id where the server gave one, so it is shown in the reader's language (sayFieldMessage).
    dispatch({
      type: "configLoaded",
      enabled,
      reason: crypto.unavailableReasonId ?? crypto.unavailableReason,
    });
  }, [open, state.step, config.data, walletState.ready, totalAmount]);

  const processing = state.step === "processing";
  const changeOpen = (next: boolean) => {
    // Closing while the wallet signs or the chain confirms would lose track of money in flight.
    if (!next && processing) return;
    onOpenChange(next);
  };

  const pay = async () => {
    const crypto = config.data?.crypto;
    if (!crypto || !state.token || processing) return;
    dispatch({ type: "start" });
    const steps = {
      wallet,
      config: crypto,
      token: state.token,
      session: session.current,
      onPhase: (phase: PaymentPhase) => dispatch({ type: "progress", phase }),
      onWrongNetwork: () =>
        toast({
          title: t.payments.crypto.wrongNetworkTitle,
          description: t.payments.crypto.wrongNetworkText,
        }),
      onAccount: walletState.setAccount,
    };
    try {
      const result = purchase
        ? await runPurchasePayment({ ...steps, api: cryptoPurchaseApi, purchase })
        : await runCryptoPayment({ ...steps, api, bookingData: props.bookingData, totalAmount });
      setSentTx(undefined);
      dispatch({ type: "succeeded", result });
      if (result.outcome === "confirmed") {
        const hash = shortenHex(result.hash, 10, 8);
        toast({
          title: t.payments.crypto.successTitle,
          description: say(
            purchase ? "payments.crypto.purchaseSuccessToast" : "payments.crypto.successToast",
            {
              hash,
            },
          ),
        });
        if ("bookingId" in result) {
          void navigate(confirmationPath(result.hash, result.bookingId));
        } else if (purchase) {
          // The confirmation finds the package among the customer's credits: read them afresh.
          await queryClient.invalidateQueries({ queryKey: accountCreditsKey });
          void navigate(purchase.confirmationPath);
        }
      } else {
        toast({ title: t.payments.crypto.receivedTitle, description: sayMessage(result, result.message) });
      }
    } catch (error) {
      const failure = paymentFailure(error);
      if (failure !== error) console.error("Crypto payment failed", error);
      setSentTx(session.current.sentTx);
      dispatch({ type: "failed", failure });
      toast({
        title: t.payments.crypto.failedTitle,
        description: paymentText(failure),
        variant: "destructive",
      });
    }
  };

  const quotes = config.data ? quoteTokens(config.data.crypto, totalAmount) : [];
  const quote = quotes.find((entry) => entry.symbol === (sentTx?.token ?? state.token)) ?? null;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        className="sm:max-w-[460px]"
        hideClose={processing}
        aria-busy={processing || state.step === "loading" || undefined}
        onEscapeKeyDown={(event) => processing && event.preventDefault()}
        onInteractOutside={(event) => processing && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t.payments.crypto.title}</DialogTitle>
          <DialogDescription>
            {say("payments.crypto.description", { total: formatRm(totalAmount) })}
          </DialogDescription>
        </DialogHeader>
        <ModalBody
          state={state}
          configError={config.isError}
          retryConfig={() => void config.refetch()}
          crypto={config.data?.crypto ?? null}
          quotes={quotes}
          quote={quote}
          totalAmount={totalAmount}
          forPurchase={purchase !== undefined}
          hasInjected={injected !== null}
          onConnectInjected={() => void connectInjected()}
          connecting={connecting}
          walletConnect={config.data?.crypto.walletConnectProjectId ? walletConnect : null}
          account={walletState.account}
          chainId={walletState.chainId}
          sentTx={sentTx}
          onSelect={(token) => dispatch({ type: "selectToken", token })}
          onBack={() => dispatch({ type: "back" })}
          onPay={() => void pay()}
          onClose={() => onOpenChange(false)}
          onViewBookings={() => void navigate("/account")}
        />
      </DialogContent>
    </Dialog>
  );
}

interface ModalBodyProps {
  state: PaymentState;
  configError: boolean;
  retryConfig(): void;
  crypto: CryptoConfig | null;
  quotes: TokenQuote[];
  quote: TokenQuote | null;
  totalAmount: number;
  /** A purchase (issue 39) rather than a booking: its amount due, and My Account after. */
  forPurchase: boolean;
  hasInjected: boolean;
  onConnectInjected(): void;
  connecting: boolean;
  walletConnect: WalletConnectState | null;
  account: `0x${string}` | null;
  chainId: number | null;
  sentTx: PaymentSession["sentTx"];
  onSelect(token: CryptoToken): void;
  onBack(): void;
  onPay(): void;
  onClose(): void;
  onViewBookings(): void;
}

function ModalBody(props: ModalBodyProps) {
  const { state } = props;
  const t = useT();
  const text = t.payments.crypto;
  switch (state.step) {
    case "loading":
      return props.configError ? (
        <div className="grid gap-3" role="alert">
          <p className="text-sm">{text.configFailed}</p>
          <Button variant="outline" onClick={props.retryConfig}>
            {t.common.tryAgain}
          </Button>
        </div>
      ) : (
        <p
          className="text-muted-foreground flex items-center justify-center gap-2 py-8 text-sm"
          role="status"
        >
          <Spinner />
          {text.loading}
        </p>
      );
    case "unavailable":
      return (
        <div className="grid gap-4">
          <Notice tone="warning">
            <p className="font-medium">{text.unavailableTitle}</p>
            <p>{text.unavailableHint}</p>
            {state.unavailableReason ? (
              <p className="text-xs opacity-80">{sayFieldMessage(state.unavailableReason)}</p>
            ) : null}
          </Notice>
          <DialogFooter>
            <Button variant="outline" onClick={props.onClose}>
              {t.common.close}
            </Button>
          </DialogFooter>
        </div>
      );
    case "select":
      return <SelectStep {...props} />;
    case "confirm":
      return <ConfirmStep {...props} />;
    case "processing":
      return (
        <div className="grid justify-items-center gap-3 py-6 text-center" role="status" aria-live="polite">
          <Spinner className="text-primary size-8" />
          <p className="text-sm font-medium">
            {state.phase ? t.payments.phases[state.phase] : text.starting}
          </p>
          <p className="text-muted-foreground text-xs">{text.keepOpen}</p>
        </div>
      );
    case "success":
      return state.result ? (
        <SuccessStep
          result={state.result}
          forPurchase={props.forPurchase}
          onViewBookings={props.onViewBookings}
        />
      ) : null;
  }
}

function SelectStep({ quotes, totalAmount, sentTx, onSelect }: ModalBodyProps) {
  const t = useT();
  return (
    <div className="grid gap-4">
      {sentTx ? <SentNotice sentTx={sentTx} /> : null}
      <div className="grid gap-2">
        <p className="text-sm font-medium" id="crypto-token-heading">
          {t.payments.crypto.chooseToken}
        </p>
        <div className="grid gap-3 sm:grid-cols-2" role="group" aria-labelledby="crypto-token-heading">
          {quotes.map((quote) => (
            <button
              key={quote.symbol}
              type="button"
              disabled={sentTx !== undefined && sentTx.token !== quote.symbol}
              onClick={() => onSelect(quote.symbol)}
              className="border-border hover:border-primary hover:bg-muted focus-visible:ring-ring grid gap-1 rounded-lg border p-4 text-left transition-colors focus-visible:ring-2 focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50"
            >
              <span className="font-semibold">{quote.symbol}</span>
              <span className="text-muted-foreground text-xs">{TOKEN_NAMES[quote.symbol]}</span>
              <span className="mt-1 text-sm font-medium tabular-nums">
                {quote.display} {quote.symbol}
              </span>
            </button>
          ))}
        </div>
      </div>
      <p className="text-muted-foreground text-xs">
        {say("payments.crypto.rateNote", { total: formatRm(totalAmount) })}
      </p>
    </div>
  );
}

function ConfirmStep(props: ModalBodyProps) {
  const { state, crypto, quote, totalAmount, forPurchase, account, chainId, sentTx, onBack, onPay } = props;
  const t = useT();
  const text = t.payments.crypto;
  const hintId = useId();
  if (!crypto || !quote) return null;
  const receiver = crypto.receiverAddress ?? "";
  const wrongChain = account !== null && chainId !== null && chainId !== BASE_CHAIN_ID;
  return (
    <div className="grid gap-4">
      <dl className="bg-muted/50 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg p-4 text-sm">
        <dt className="text-muted-foreground">{text.token}</dt>
        <dd className="text-right font-medium">{quote.symbol}</dd>
        <dt className="text-muted-foreground">{text.amount}</dt>
        <dd className="text-right font-semibold tabular-nums">
          {quote.display} {quote.symbol}
        </dd>
        <dt className="text-muted-foreground">{forPurchase ? text.amountDue : text.bookingTotal}</dt>
        <dd className="text-right tabular-nums">{formatRm(totalAmount)}</dd>
        <dt className="text-muted-foreground">{text.network}</dt>
        <dd className="text-right">
          <Badge variant="info">Base</Badge>
        </dd>
        <dt className="text-muted-foreground">{text.to}</dt>
        <dd className="text-right font-mono" title={receiver}>
          {shortenHex(receiver)}
        </dd>
        <dt className="text-muted-foreground">{text.yourWallet}</dt>
        <dd className="flex items-center justify-end gap-1.5 text-right">
          <Wallet aria-hidden="true" className="text-muted-foreground size-3.5" />
          {account ? (
            <span className="font-mono">{shortenHex(account)}</span>
          ) : (
            <span>{text.notConnected}</span>
          )}
        </dd>
      </dl>
      {account ? null : (
        <ConnectWalletPanel
          hasInjected={props.hasInjected}
          onConnectInjected={props.onConnectInjected}
          connecting={props.connecting}
          walletConnect={props.walletConnect}
          pageUrl={paymentPageUrl(window.location.href, forPurchase ? "" : BOOKING_CARD_ANCHOR)}
          receiver={receiver}
          hintId={hintId}
        />
      )}
      {wrongChain ? <Notice tone="warning">{text.wrongChain}</Notice> : null}
      {sentTx ? <SentNotice sentTx={sentTx} /> : null}
      {state.error ? (
        <Notice tone="danger" role="alert">
          {paymentText(state.error)}
        </Notice>
      ) : null}
      <DialogFooter>
        {sentTx ? null : (
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft />
            {text.changeToken}
          </Button>
        )}
        <Button
          onClick={onPay}
          disabled={account === null}
          aria-describedby={account === null ? hintId : undefined}
        >
          {sentTx
            ? text.checkPayment
            : say("payments.crypto.pay", { amount: quote.display, token: quote.symbol })}
        </Button>
      </DialogFooter>
    </div>
  );
}

function SentNotice({ sentTx }: { sentTx: NonNullable<PaymentSession["sentTx"]> }) {
  useT(); // renders again in another language: its messages are said below
  return (
    <Notice tone="info">
      <p>
        {sayNodes("payments.crypto.sent", {
          amount: sentTx.display,
          token: sentTx.token,
          hash: <span className="font-mono">{shortenHex(sentTx.hash, 10, 8)}</span>,
        })}
      </p>
    </Notice>
  );
}

function SuccessStep({
  result,
  forPurchase,
  onViewBookings,
}: {
  result: PaymentResult;
  forPurchase: boolean;
  onViewBookings(): void;
}) {
  const t = useT();
  const text = t.payments.crypto;
  if (result.outcome === "needs_attention") {
    return (
      <div className="grid gap-4">
        <Notice tone="warning">{sayMessage(result, result.message)}</Notice>
        <DialogFooter>
          <Button onClick={onViewBookings}>{forPurchase ? text.viewAccount : text.viewBookings}</Button>
        </DialogFooter>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center" role="status">
      <CheckCircle2 aria-hidden="true" className="text-success size-10" />
      <p className="font-medium">{text.successTitle}</p>
      <p className="text-muted-foreground text-xs">
        {sayNodes(forPurchase ? "payments.crypto.purchaseSuccessText" : "payments.crypto.successText", {
          hash: <span className="font-mono">{shortenHex(result.hash, 10, 8)}</span>,
        })}
      </p>
    </div>
  );
}

function Notice({
  tone,
  role,
  children,
}: {
  tone: "warning" | "danger" | "info";
  role?: "alert";
  children: ReactNode;
}) {
  const tones = {
    warning: "bg-warning-soft text-warning border-warning/20",
    danger: "bg-danger-soft text-destructive border-destructive/20",
    info: "bg-info-soft text-info border-info/20",
  } as const;
  return (
    <div role={role} className={cn("flex gap-2 rounded-lg border p-3 text-sm", tones[tone])}>
      {tone === "info" ? null : <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      <div className="grid gap-1">{children}</div>
    </div>
  );
}

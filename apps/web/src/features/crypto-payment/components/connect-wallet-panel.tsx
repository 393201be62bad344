import { say } from "../../../lib/stand-ins/lingui";
import { Copy, ExternalLink, Smartphone, Wallet } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, buttonVariants } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { cn } from "../../../lib/stand-ins/cn";
import { useT } from "../../../lib/i18n/use-t";
import type { WalletConnectState } from "../hooks/use-wallet-connect";
import { qrCodeDataUrl } from "../lib/qr-code";
import { walletAppLinks } from "../lib/wallet-links";

export interface ConnectWalletPanelProps {
  /** A wallet is injected in this browser (an extension, or a wallet app's own browser). */
  hasInjected: boolean;
  onConnectInjected(): void;
  connecting: boolean;
  /** Null when WalletConnect is not configured: it is not offered. */
  walletConnect: WalletConnectState | null;
  /** This payment page, as a wallet app's browser or another device should open it. */
  pageUrl: string;
  receiver: string;
  /** Names the hint under the disabled Pay button. */
  hintId: string;
}

/**
 * How a wallet gets connected before Pay is enabled: the injected one with a tap; without one (a phone),
 * WalletConnect, this page in a wallet app's browser, or this page on another device by its QR, with the
 * receiving address to check and copy.
 */
export function ConnectWalletPanel(props: ConnectWalletPanelProps) {
  const t = useT();
  const text = t.payments.crypto;
  if (props.hasInjected) {
    return (
      <div className="grid gap-2">
        <Button variant="outline" onClick={props.onConnectInjected} disabled={props.connecting}>
          {props.connecting ? <Spinner /> : <Wallet aria-hidden="true" />}
          {text.connectWallet}
        </Button>
        <p id={props.hintId} className="text-muted-foreground text-center text-xs">
          {text.payNeedsWallet}
        </p>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="connect-wallet-heading"
      className="border-border grid gap-4 rounded-lg border p-4"
    >
      <div className="grid gap-1">
        <h3 id="connect-wallet-heading" className="text-sm font-semibold">
          {text.noWalletTitle}
        </h3>
        <p id={props.hintId} className="text-muted-foreground text-xs">
          {text.noWalletText}
        </p>
      </div>
      {props.walletConnect ? <WalletConnectOption state={props.walletConnect} /> : null}
      <div className="grid gap-2">
        <ul className="grid gap-2" aria-label={text.openInWalletHint}>
          {walletAppLinks(props.pageUrl).map((link) => (
            <li key={link.app}>
              <a href={link.href} className={cn(buttonVariants({ variant: "outline" }), "w-full")}>
                <Smartphone aria-hidden="true" />
                {say("payments.crypto.openInWallet", { wallet: link.name })}
              </a>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground text-xs">{text.openInWalletHint}</p>
      </div>
      <OtherDevice pageUrl={props.pageUrl} receiver={props.receiver} />
    </section>
  );
}

function WalletConnectOption({ state }: { state: WalletConnectState }) {
  const t = useT();
  const text = t.payments.crypto;
  if (state.status === "idle") {
    return (
      <div className="grid gap-1">
        <Button onClick={state.start}>
          <Wallet aria-hidden="true" />
          {text.walletConnect}
        </Button>
        <p className="text-muted-foreground text-xs">{text.walletConnectHint}</p>
      </div>
    );
  }
  return (
    <div className="bg-muted/50 grid justify-items-center gap-3 rounded-lg p-3 text-center" role="status">
      <p className="flex items-center gap-2 text-sm">
        <Spinner />
        {text.walletConnectWaiting}
      </p>
      {state.uri ? (
        <>
          <a href={state.uri} className={cn(buttonVariants(), "w-full")}>
            <ExternalLink aria-hidden="true" />
            {text.openWalletApp}
          </a>
          <QrImage text={state.uri} alt={text.walletConnectQrAlt} />
          <p className="text-muted-foreground text-xs">{text.walletConnectScan}</p>
        </>
      ) : null}
      <Button variant="ghost" size="sm" onClick={state.cancel}>
        {t.common.cancel}
      </Button>
    </div>
  );
}

function OtherDevice({ pageUrl, receiver }: { pageUrl: string; receiver: string }) {
  const t = useT();
  const text = t.payments.crypto;
  const copy = () => {
    navigator.clipboard.writeText(receiver).then(
      () => toast({ title: text.addressCopied }),
      () => toast({ title: text.copyFailed, variant: "destructive" }),
    );
  };
  return (
    <div className="border-border grid gap-3 border-t pt-4">
      <h3 className="text-sm font-semibold">{text.otherDeviceTitle}</h3>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrImage text={pageUrl} alt={text.pageQrAlt} />
        <p className="text-muted-foreground text-xs">{text.otherDeviceText}</p>
      </div>
      <div className="grid gap-1.5">
        <p className="text-muted-foreground text-xs" id="crypto-receiver-label">
          {text.receivingAddress}
        </p>
        <div className="flex items-center gap-2">
          <code
            aria-labelledby="crypto-receiver-label"
            className="bg-muted min-w-0 flex-1 rounded-md px-2 py-1.5 font-mono text-xs break-all select-all"
          >
            {receiver}
          </code>
          <Button variant="outline" size="sm" onClick={copy}>
            <Copy aria-hidden="true" />
            {text.copyAddress}
          </Button>
        </div>
        <p className="text-muted-foreground text-xs">{text.addressNote}</p>
      </div>
    </div>
  );
}

/** A QR code drawn once its library has loaded; the space it takes is kept meanwhile (no layout shift). */
function QrImage({ text, alt }: { text: string; alt: string }) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    qrCodeDataUrl(text).then(
      (src) => live && setDrawn({ text, src }),
      (error: unknown) => console.warn("The QR code could not be drawn.", error),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return drawn?.text === text ? (
    <img
      src={drawn.src}
      alt={alt}
      width={144}
      height={144}
      className="size-36 shrink-0 rounded-md bg-white"
    />
  ) : (
    <div aria-hidden="true" className="bg-muted size-36 shrink-0 rounded-md" />
  );
}

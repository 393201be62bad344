import type { BookingRequest } from "@ivdrips/contract/bookings";
import type { PaymentConfig } from "@ivdrips/contract/payments";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster";
import { dismiss } from "../../../components/ui/use-toast";
import { setLanguage } from "../../../lib/i18n/language-store";
import { memoryRouter } from "../../../test/render-app";
import { qrCodeDataUrl } from "../lib/qr-code";
import { WalletError } from "../lib/wallet-errors";
import type { Eip1193Provider } from "../lib/wallet";
import type * as WalletConnectModule from "../lib/walletconnect";
import type { WalletConnectOptions, WalletConnectSession } from "../lib/walletconnect";
import { confirmationPath, CryptoPaymentModal } from "./crypto-payment-modal";

/*
 * WalletConnect's relay and a wallet app to approve the session are not here (lib/walletconnect.test.ts runs the
 * real connector against a loopback relay): these tests stand in for the connector's outcome, to show what the
 * modal does with a pairing link, a connected wallet or a failure.
 */
const walletConnectMock = vi.hoisted(() => ({
  connect: vi.fn<(options: WalletConnectOptions) => Promise<WalletConnectSession>>(),
}));
vi.mock("../lib/walletconnect", async (importOriginal) => ({
  ...(await importOriginal<typeof WalletConnectModule>()),
  connectWalletConnect: walletConnectMock.connect,
}));

const RECEIVER = "0x000000000000000000000000000000000000bEEF";
const PROJECT_ID = "0123456789abcdef0123456789abcdef";

const config: PaymentConfig = {
  checkoutProvider: "sandbox",
  methods: { card: true, applepay: true, googlepay: true, fpx: true, grabpay: true, usdt: true },
  crypto: {
    enabled: true,
    unavailableReason: null,
    unavailableReasonId: null,
    chainId: 8453,
    receiverAddress: RECEIVER,
    myrToUsd: "0.2368",
    minConfirmations: 1,
    walletConnectProjectId: null,
    tokens: [
      { symbol: "USDT", address: "0x00000000000000000000000000000000000000aa", decimals: 6 },
      { symbol: "USDC", address: "0x00000000000000000000000000000000000000bb", decimals: 6 },
    ],
  },
};

const bookingData: BookingRequest = {
  serviceId: "nutriboost",
  date: "2026-07-01",
  timeSlot: "Morning 8AM - 12PM",
  location: { country: "Malaysia", city: "Kuala Lumpur" },
  customerInfo: {
    name: "Aisha",
    email: "aisha@example.com",
    phone: "+60123456789",
    address: "1 Jalan Ampang",
  },
  totalAmount: 800,
  currency: "MYR",
  quantity: 1,
};

function stubConfig(body: PaymentConfig) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    return path === "/api/payments/config"
      ? new Response(JSON.stringify(body), { status: 200 })
      : new Response(JSON.stringify({ message: "Not found", statusCode: 404 }), { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** An EIP-1193 wallet answering from a table; a function may throw a wallet error. */
function fakeWallet(answers: Record<string, unknown | (() => unknown)>) {
  const request = vi.fn(async ({ method }: { method: string }) => {
    if (!(method in answers)) throw Object.assign(new Error(`unexpected ${method}`), { code: 4200 });
    const answer = answers[method];
    return typeof answer === "function" ? (answer as () => unknown)() : answer;
  });
  const listeners = new Map<string, (value: unknown) => void>();
  const provider: Eip1193Provider = {
    request,
    on: (event, listener) => listeners.set(event, listener as (value: unknown) => void),
    removeListener: (event) => listeners.delete(event),
  };
  return {
    provider,
    request,
    emit: (event: string, value: unknown) => act(() => listeners.get(event)?.(value)),
  };
}

/** The same, injected as an extension injects it (`window.ethereum`). */
function stubWallet(answers: Record<string, unknown | (() => unknown)>) {
  const wallet = fakeWallet(answers);
  vi.stubGlobal("ethereum", wallet.provider);
  return wallet;
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>open: {String(open)}</p>
      <CryptoPaymentModal open={open} onOpenChange={setOpen} bookingData={bookingData} totalAmount={800} />
    </>
  );
}

/** `page`: where the modal opens (the wallet links and the QR name it); the test's location is set to it. */
function renderModal(page = "/service/nutriboost") {
  window.history.replaceState(null, "", page);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { router, element } = memoryRouter([{ path: "/", element: <Harness /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      {element}
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

beforeEach(() => localStorage.setItem("auth_token", "a.b.c"));
afterEach(() => {
  act(() => dismiss());
  vi.unstubAllGlobals();
});

describe("CryptoPaymentModal", () => {
  it("offers both tokens at the real amount, then confirms with token, amount, Base and the receiver", async () => {
    stubConfig(config);
    stubWallet({
      eth_accounts: [],
      eth_chainId: "0x2105",
      eth_requestAccounts: ["0x00000000000000000000000000000000000000c1"],
    });
    const { user } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    const usdc = await within(dialog).findByRole("button", { name: /^USDC/ });
    expect(usdc).toHaveTextContent("189.44 USDC");
    expect(within(dialog).getByRole("button", { name: /^USDT/ })).toHaveTextContent("189.44 USDT");

    await user.click(usdc);
    expect(within(dialog).getByText("Base")).toBeVisible();
    expect(within(dialog).getByText("0x0000…bEEF")).toBeVisible();
    expect(within(dialog).getByText("Not connected")).toBeVisible();
    // Pay waits for a connected wallet; the extension is connected with a tap.
    expect(within(dialog).getByRole("button", { name: "Pay 189.44 USDC" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Pay 189.44 USDC" })).toHaveAccessibleDescription(
      "Connect a wallet to pay.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Connect wallet" }));
    expect(await within(dialog).findByText(/^0x0000…00c1$/i)).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Pay 189.44 USDC" })).toBeEnabled();
    expect(within(dialog).queryByRole("button", { name: "Connect wallet" })).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Change token" }));
    expect(within(dialog).getByRole("button", { name: /^USDT/ })).toBeVisible();
  });

  it("a rejected connection returns to confirm with SPEC's message and a 'Payment Failed' toast", async () => {
    stubConfig(config);
    const wallet = stubWallet({
      eth_accounts: [],
      eth_chainId: "0x2105",
      eth_requestAccounts: () => {
        throw Object.assign(new Error("User rejected the request."), { code: 4001 });
      },
    });
    const { user } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    await user.click(await within(dialog).findByRole("button", { name: /^USDC/ }));
    await user.click(within(dialog).getByRole("button", { name: "Connect wallet" }));

    const message = "Connection request was rejected. Please approve the connection in MetaMask.";
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    const region = screen.getByRole("region", { name: /notifications/i, hidden: true });
    expect(within(region).getByText("Payment Failed")).toBeInTheDocument();
    expect(within(region).getByText(message)).toBeInTheDocument();
    expect(wallet.request.mock.calls.map(([request]) => request.method)).toContain("eth_requestAccounts");
    // Still not connected: Pay stays off, and connecting may be tried again.
    expect(within(dialog).getByRole("button", { name: "Pay 189.44 USDC" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Connect wallet" })).toBeEnabled();
  });

  it("shows an authorised account at once and follows account and chain changes", async () => {
    stubConfig(config);
    const wallet = stubWallet({
      eth_accounts: ["0x00000000000000000000000000000000000000c1"],
      eth_chainId: "0x2105",
    });
    const { user } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    await user.click(await within(dialog).findByRole("button", { name: /^USDC/ }));
    expect(within(dialog).getByText(/^0x0000…00c1$/i)).toBeVisible();

    wallet.emit("chainChanged", "0x1");
    expect(within(dialog).getByText(/Your wallet is on another network/)).toBeVisible();
    wallet.emit("accountsChanged", ["0x00000000000000000000000000000000000000d2"]);
    expect(within(dialog).getByText(/^0x0000…00d2$/i)).toBeVisible();
    wallet.emit("accountsChanged", []);
    expect(within(dialog).getByText("Not connected")).toBeVisible();
  });

  it("without a wallet in the browser (a phone): WalletConnect, the wallet apps, a QR and the address; Pay off", async () => {
    stubConfig({ ...config, crypto: { ...config.crypto, walletConnectProjectId: PROJECT_ID } });
    const { user } = renderModal("/service/nutriboost?supplier=kl-1");
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    // Nobody is told to install a browser extension.
    await user.click(await within(dialog).findByRole("button", { name: /^USDC/ }));
    expect(within(dialog).queryByText(/install MetaMask/)).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Pay 189.44 USDC" })).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Connect wallet" })).toBeNull();

    const panel = within(dialog).getByRole("region", { name: "Connect a wallet" });
    expect(within(panel).getByRole("button", { name: "Connect with WalletConnect" })).toBeEnabled();
    const page = `${window.location.origin}/service/nutriboost?supplier=kl-1#book`;
    expect(within(panel).getByRole("link", { name: "Open in MetaMask" })).toHaveAttribute(
      "href",
      `https://metamask.app.link/dapp/${window.location.host}/service/nutriboost?supplier=kl-1#book`,
    );
    expect(within(panel).getByRole("link", { name: "Open in Coinbase Wallet" })).toHaveAttribute(
      "href",
      `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`,
    );
    expect(within(panel).getByRole("link", { name: "Open in Trust Wallet" })).toHaveAttribute(
      "href",
      `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(page)}`,
    );

    // The QR opens this page on another device; the address is there in full, to check and copy.
    const qr = await within(panel).findByRole("img", { name: "QR code of this payment page" });
    expect(qr.getAttribute("src")).toBe(await qrCodeDataUrl(page));
    expect(within(panel).getByText(RECEIVER)).toBeVisible();
    await user.click(within(panel).getByRole("button", { name: "Copy address" }));
    expect(await navigator.clipboard.readText()).toBe(RECEIVER);
    const region = screen.getByRole("region", { name: /notifications/i, hidden: true });
    expect(await within(region).findByText("Address copied")).toBeInTheDocument();
  });

  it("without a WalletConnect project id: the wallet apps and the QR, no WalletConnect", async () => {
    stubConfig(config);
    const { user } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    await user.click(await within(dialog).findByRole("button", { name: /^USDT/ }));
    const panel = within(dialog).getByRole("region", { name: "Connect a wallet" });
    expect(within(panel).queryByRole("button", { name: "Connect with WalletConnect" })).toBeNull();
    expect(within(panel).getAllByRole("link", { name: /^Open in / })).toHaveLength(3);
    expect(await within(panel).findByRole("img", { name: "QR code of this payment page" })).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Pay 189.44 USDT" })).toBeDisabled();
  });

  it("a wallet app connected through WalletConnect enables Pay, and the payment still asks it to sign", async () => {
    const hash = `0x${"cd".repeat(32)}`;
    const payer = "0x00000000000000000000000000000000000000e5";
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/payments/config") {
        const body = { ...config, crypto: { ...config.crypto, walletConnectProjectId: PROJECT_ID } };
        return new Response(JSON.stringify(body), { status: 200 });
      }
      if (path === "/api/bookings") {
        return new Response(JSON.stringify({ _id: "b-2", reference: "IVD-0002", totalAmount: 800 }), {
          status: 201,
        });
      }
      return new Response(JSON.stringify({ message: "Not found", statusCode: 404 }), { status: 404 });
    });
    vi.stubGlobal("fetch", fetchMock);
    const phoneWallet = fakeWallet({
      eth_accounts: [payer],
      eth_chainId: "0x2105",
      eth_call: `0x${(10n ** 12n).toString(16).padStart(64, "0")}`,
      eth_sendTransaction: hash,
      personal_sign: () => {
        throw Object.assign(new Error("User rejected the request."), { code: 4001 });
      },
    });
    let approve: (session: WalletConnectSession) => void = () => undefined;
    walletConnectMock.connect.mockImplementationOnce((options) => {
      options.onDisplayUri("wc:ab12@2?relay-protocol=irn&symKey=cd34");
      return new Promise((resolve) => {
        approve = resolve;
      });
    });
    const { user } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    await user.click(await within(dialog).findByRole("button", { name: /^USDC/ }));
    await user.click(within(dialog).getByRole("button", { name: "Connect with WalletConnect" }));

    expect(walletConnectMock.connect).toHaveBeenCalledWith(
      expect.objectContaining({ projectId: PROJECT_ID }),
    );
    // Waiting for the wallet app: its pairing link to open on this phone, its QR for another device.
    expect(await within(dialog).findByText("Approve the connection in your wallet app.")).toBeVisible();
    expect(within(dialog).getByRole("link", { name: "Open wallet app" })).toHaveAttribute(
      "href",
      "wc:ab12@2?relay-protocol=irn&symKey=cd34",
    );
    expect(
      await within(dialog).findByRole("img", { name: "QR code to connect a wallet app with WalletConnect" }),
    ).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Pay 189.44 USDC" })).toBeDisabled();

    act(() => approve({ provider: phoneWallet.provider, disconnect: () => Promise.resolve() }));
    expect(await within(dialog).findByText(/^0x0000…00e5$/i)).toBeVisible();
    expect(within(dialog).queryByRole("region", { name: "Connect a wallet" })).toBeNull();
    const pay = within(dialog).getByRole("button", { name: "Pay 189.44 USDC" });
    expect(pay).toBeEnabled();

    await user.click(pay);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Your transfer was sent, but the message was not signed.",
    );
    const methods = phoneWallet.request.mock.calls.map(([request]) => request.method);
    expect(methods.indexOf("personal_sign")).toBeGreaterThan(methods.indexOf("eth_sendTransaction"));
    expect(
      fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname),
    ).not.toContain("/api/payments/crypto-payment-with-booking");
  });

  it("WalletConnect's relay out of reach: says so, Pay stays off, and it can be tried again", async () => {
    stubConfig({ ...config, crypto: { ...config.crypto, walletConnectProjectId: PROJECT_ID } });
    walletConnectMock.connect.mockRejectedValueOnce(new WalletError("walletConnectUnreachable"));
    const { user } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    await user.click(await within(dialog).findByRole("button", { name: /^USDT/ }));
    await user.click(within(dialog).getByRole("button", { name: "Connect with WalletConnect" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "We could not reach WalletConnect. Please check your connection and try again",
    );
    expect(within(dialog).getByRole("button", { name: "Pay 189.44 USDT" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Connect with WalletConnect" })).toBeEnabled();
  });

  it("says crypto is unavailable when the server has it off", async () => {
    stubConfig({
      ...config,
      crypto: {
        ...config.crypto,
        enabled: false,
        unavailableReason: "No receiving wallet is configured.",
        unavailableReasonId: "noReceivingWallet",
      },
    });
    const { user } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    expect(await within(dialog).findByText("Crypto payments are unavailable at the moment.")).toBeVisible();
    await user.click(within(dialog).getByText("Close", { selector: "button" }));
    expect(await screen.findByText("open: false")).toBeInTheDocument();
  });

  it("closes on the ×", async () => {
    stubConfig(config);
    const { user } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(await screen.findByText("open: false")).toBeInTheDocument();
  });

  it("asks the wallet to sign right after the transfer; a refused signature keeps the transfer and says why", async () => {
    const hash = `0x${"ab".repeat(32)}`;
    const payer = "0x00000000000000000000000000000000000000c1";
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/payments/config") return new Response(JSON.stringify(config), { status: 200 });
      if (path === "/api/bookings") {
        return new Response(JSON.stringify({ _id: "b-1", reference: "IVD-0001", totalAmount: 800 }), {
          status: 201,
        });
      }
      return new Response(JSON.stringify({ message: "Not found", statusCode: 404 }), { status: 404 });
    });
    vi.stubGlobal("fetch", fetchMock);
    const wallet = stubWallet({
      eth_accounts: [payer],
      eth_chainId: "0x2105",
      // balanceOf: plenty of USDC.
      eth_call: `0x${(10n ** 12n).toString(16).padStart(64, "0")}`,
      eth_sendTransaction: hash,
      personal_sign: () => {
        throw Object.assign(new Error("User rejected the request."), { code: 4001 });
      },
    });
    const { user } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    await user.click(await within(dialog).findByRole("button", { name: /^USDC/ }));
    await user.click(within(dialog).getByRole("button", { name: "Pay 189.44 USDC" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Your transfer was sent, but the message was not signed. Please try again and sign it in your wallet",
    );
    const methods = wallet.request.mock.calls.map(([request]) => request.method);
    expect(methods.indexOf("personal_sign")).toBeGreaterThan(methods.indexOf("eth_sendTransaction"));
    const [signRequest] =
      wallet.request.mock.calls.find(([request]) => request.method === "personal_sign") ?? [];
    const [messageHex, account] = (signRequest as { params?: [string, string] } | undefined)?.params ?? [];
    expect(account?.toLowerCase()).toBe(payer);
    const message = new TextDecoder().decode(
      Uint8Array.from((messageHex ?? "").slice(2).match(/../g) ?? [], (byte) => parseInt(byte, 16)),
    );
    expect(message).toContain("Booking: IVD-0001 (b-1)");
    expect(message).toContain(`Transaction: ${hash}`);
    // Nothing was claimed without the signature; the transfer is kept, so the retry will not send again.
    expect(
      fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname),
    ).not.toContain("/api/payments/crypto-payment-with-booking");
    expect(within(dialog).getByText(/Your transfer of 189.44 USDC was sent/)).toBeVisible();
  });

  it("sends a paid booking to its confirmation page", () => {
    const hash = `0x${"ab".repeat(32)}`;
    expect(confirmationPath(hash, "b-1")).toBe(`/booking-confirmation?crypto_tx=${hash}&booking_id=b-1`);
  });
});

describe("CryptoPaymentModal in Bahasa Melayu and Chinese", () => {
  afterEach(async () => {
    await act(() => setLanguage("en"));
  });

  it("shows the steps, SPEC's wallet message and the 'Payment Failed' toast in Malay, then in Chinese", async () => {
    await act(() => setLanguage("ms"));
    stubConfig(config);
    stubWallet({
      eth_accounts: [],
      eth_chainId: "0x2105",
      eth_requestAccounts: () => {
        throw Object.assign(new Error("User rejected the request."), { code: 4001 });
      },
    });
    const { user } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Lengkapkan Pembayaran" });
    expect(await within(dialog).findByText("Pilih token")).toBeVisible();
    await user.click(await within(dialog).findByRole("button", { name: /^USDC/ }));
    expect(within(dialog).getByText("Dompet anda")).toBeVisible();
    expect(within(dialog).getByText("Tidak disambungkan")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Bayar 189.44 USDC" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Sambungkan dompet" }));

    const message = "Permintaan sambungan telah ditolak. Sila luluskan sambungan dalam MetaMask.";
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    const region = screen.getByRole("region", { name: /notifications/i, hidden: true });
    expect(within(region).getByText("Pembayaran Gagal")).toBeInTheDocument();
    expect(within(region).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Tukar token" })).toBeEnabled();

    // The failure is kept by its id: another language says it again in its own words.
    await act(() => setLanguage("zh"));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "连接请求已被拒绝。请在 MetaMask 中批准连接。",
    );
  });
});

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
import { confirmationPath, CryptoPaymentModal } from "./crypto-payment-modal";

const RECEIVER = "0x000000000000000000000000000000000000bEEF";

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

/** An injected EIP-1193 wallet answering from a table; a function may throw a wallet error. */
function stubWallet(answers: Record<string, unknown | (() => unknown)>) {
  const request = vi.fn(async ({ method }: { method: string }) => {
    if (!(method in answers)) throw Object.assign(new Error(`unexpected ${method}`), { code: 4200 });
    const answer = answers[method];
    return typeof answer === "function" ? (answer as () => unknown)() : answer;
  });
  const listeners = new Map<string, (value: unknown) => void>();
  vi.stubGlobal("ethereum", {
    request,
    on: (event: string, listener: (value: unknown) => void) => listeners.set(event, listener),
    removeListener: (event: string) => listeners.delete(event),
  });
  return { request, emit: (event: string, value: unknown) => act(() => listeners.get(event)?.(value)) };
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

function renderModal() {
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
    stubWallet({ eth_accounts: [], eth_chainId: "0x2105" });
    const { user } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    const usdc = await within(dialog).findByRole("button", { name: /^USDC/ });
    expect(usdc).toHaveTextContent("189.44 USDC");
    expect(within(dialog).getByRole("button", { name: /^USDT/ })).toHaveTextContent("189.44 USDT");

    await user.click(usdc);
    expect(within(dialog).getByText("Base")).toBeVisible();
    expect(within(dialog).getByText("0x0000…bEEF")).toBeVisible();
    expect(within(dialog).getByText("Not connected")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Pay 189.44 USDC" })).toBeEnabled();

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
    await user.click(within(dialog).getByRole("button", { name: "Pay 189.44 USDC" }));

    const message = "Connection request was rejected. Please approve the connection in MetaMask.";
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    const region = screen.getByRole("region", { name: /notifications/i, hidden: true });
    expect(within(region).getByText("Payment Failed")).toBeInTheDocument();
    expect(within(region).getByText(message)).toBeInTheDocument();
    expect(wallet.request.mock.calls.map(([request]) => request.method)).toContain("eth_requestAccounts");
    expect(within(dialog).getByRole("button", { name: "Pay 189.44 USDC" })).toBeEnabled();
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

  it("says MetaMask is not installed when there is no wallet", async () => {
    stubConfig(config);
    renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    expect(
      await within(dialog).findByText(
        "MetaMask is not installed. Please install MetaMask extension and refresh the page.",
      ),
    ).toBeVisible();
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
    await user.click(within(dialog).getByRole("button", { name: "Bayar 189.44 USDC" }));

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

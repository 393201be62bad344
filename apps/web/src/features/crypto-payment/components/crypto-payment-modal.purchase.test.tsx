import type { PaymentConfig } from "@ivdrips/contract/payments";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster";
import { dismiss } from "../../../components/ui/use-toast";
import { accountCreditsKey } from "../../../lib/account-credits";
import { memoryRouter } from "../../../test/render-app";
import { cryptoPurchaseApi } from "../api/crypto-purchase-api";
import type * as RunPaymentModule from "../lib/run-payment";
import { runCryptoPayment, runPurchasePayment } from "../lib/run-payment";
import { CryptoPaymentModal, type PurchasePayment } from "./crypto-payment-modal";

/*
 * The wallet steps themselves are lib/run-payment.test.ts's (runPurchasePayment signs the purchase's claim and
 * records it at its endpoint); here, what the modal does with a purchase around them.
 */
vi.mock("../lib/run-payment", async (importOriginal) => ({
  ...(await importOriginal<typeof RunPaymentModule>()),
  runCryptoPayment: vi.fn(),
  runPurchasePayment: vi.fn(),
}));

const HASH = `0x${"ab".repeat(32)}` as const;
const PAYER = "0x00000000000000000000000000000000000000c1";

const config: PaymentConfig = {
  checkoutProvider: "sandbox",
  methods: { card: true, applepay: true, googlepay: true, fpx: true, grabpay: true, usdt: true },
  crypto: {
    enabled: true,
    unavailableReason: null,
    unavailableReasonId: null,
    chainId: 8453,
    receiverAddress: "0x000000000000000000000000000000000000bEEF",
    myrToUsd: "0.2368",
    minConfirmations: 1,
    walletConnectProjectId: null,
    tokens: [
      { symbol: "USDT", address: "0x00000000000000000000000000000000000000aa", decimals: 6 },
      { symbol: "USDC", address: "0x00000000000000000000000000000000000000bb", decimals: 6 },
    ],
  },
};

const purchase: PurchasePayment = {
  purchaseId: "5b1f4a3e-0000-4000-8000-000000000001",
  reference: "IVP-7K3M9Q",
  amountDue: 400,
  confirmationPath: "/packages/confirmation?purchase_id=5b1f4a3e-0000-4000-8000-000000000001",
};

function renderModal() {
  window.history.replaceState(null, "", "/packages");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(config), { status: 200 })),
  );
  // An extension's wallet, already authorised, on Base.
  vi.stubGlobal("ethereum", {
    request: vi.fn(async ({ method }: { method: string }) =>
      method === "eth_accounts" ? [PAYER] : method === "eth_chainId" ? "0x2105" : null,
    ),
    on: () => undefined,
    removeListener: () => undefined,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const { router, element } = memoryRouter(
    [{ path: "/", element: <CryptoPaymentModal open onOpenChange={() => undefined} purchase={purchase} /> }],
    "/",
  );
  render(
    <QueryClientProvider client={queryClient}>
      {element}
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, invalidate };
}

beforeEach(() => localStorage.setItem("auth_token", "a.b.c"));
afterEach(() => {
  act(() => dismiss());
  vi.unstubAllGlobals();
  vi.mocked(runPurchasePayment).mockReset();
});

describe("CryptoPaymentModal paying a purchase (issue 39: a drip package)", () => {
  it("quotes the amount due, pays the purchase, reads credits afresh and goes to its confirmation", async () => {
    vi.mocked(runPurchasePayment).mockResolvedValue({
      hash: HASH,
      purchaseId: purchase.purchaseId,
      outcome: "confirmed",
      message: "Payment verified",
      messageId: "purchasePaymentVerified",
    });
    const { user, router, invalidate } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    expect(dialog).toHaveTextContent("Pay RM 400 with USDT or USDC");
    // RM 400 × 0.2368 = 94.72 USDC.
    await user.click(await within(dialog).findByRole("button", { name: /^USDC/ }));
    expect(within(dialog).getByText("Amount due")).toBeInTheDocument();
    expect(within(dialog).queryByText("Booking total")).toBeNull();
    const pay = within(dialog).getByRole("button", { name: "Pay 94.72 USDC" });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() => expect(router.state.location.pathname).toBe("/packages/confirmation"));
    expect(router.state.location.search).toBe(`?purchase_id=${purchase.purchaseId}`);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: accountCreditsKey });
    expect(runCryptoPayment).not.toHaveBeenCalled();
    expect(runPurchasePayment).toHaveBeenCalledWith(
      expect.objectContaining({
        api: cryptoPurchaseApi,
        purchase,
        token: "USDC",
        config: config.crypto,
      }),
    );
    expect(await screen.findByText(/Your package is paid\. Transaction 0xabababab/)).toBeInTheDocument();
  });

  it("needs attention: says the server's message and offers My Account, staying put", async () => {
    vi.mocked(runPurchasePayment).mockResolvedValue({
      hash: HASH,
      purchaseId: purchase.purchaseId,
      outcome: "needs_attention",
      message: "We received your payment; our team will follow up.",
      messageId: "notAKnownId",
    });
    const { user, router } = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Complete Payment" });
    await user.click(await within(dialog).findByRole("button", { name: /^USDC/ }));
    const pay = within(dialog).getByRole("button", { name: "Pay 94.72 USDC" });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await user.click(await within(dialog).findByRole("button", { name: "Go to My Account" }));
    expect(router.state.location.pathname).toBe("/account");
  });
});

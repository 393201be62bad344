import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { redirectTo } from "../../../lib/redirect";
import { clearToasts, fakeToken, mockApi, renderApp, requestAt } from "../../../test/render-app";
import { BuyPackageDialog, type CryptoPurchase } from "./buy-package-dialog";
import { BUYER, FOUR_NMN, Here, paymentConfig } from "../test/package-fixtures";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));

const CODE = "7KQ2M9XD4HTWPB3N";
const PURCHASE = `POST /packages/${FOUR_NMN.id}/purchase`;
const OPENED = {
  url: null,
  sessionId: null,
  purchaseId: "5b1f4a3e-0000-4000-8000-000000000001",
  reference: "IVP-7K3M9Q",
  giftCardAmount: 0,
  amountDue: 5200.5,
};

function mockDialogApi(crypto: boolean) {
  return mockApi({
    "GET /users/profile": () => ({ body: BUYER }),
    "GET /payments/config": () => paymentConfig(crypto),
    [`GET /gift-cards/${CODE}/balance`]: () => ({ body: { balance: 2000, currency: "MYR" } }),
    [PURCHASE]: () => ({ body: OPENED }),
  });
}

function renderDialog(onCryptoCheckout?: (purchase: CryptoPurchase) => void) {
  const onClose = vi.fn();
  renderApp(
    [
      {
        path: "/packages",
        element: (
          <>
            <BuyPackageDialog pkg={FOUR_NMN} onClose={onClose} onCryptoCheckout={onCryptoCheckout} />
            <Here />
          </>
        ),
      },
      { element: <Here /> },
    ],
    "/packages",
  );
  return { onClose, user: userEvent.setup() };
}

beforeEach(() => localStorage.setItem("auth_token", fakeToken({ sub: BUYER.id })));

afterEach(() => {
  clearToasts();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockReset();
});

describe("BuyPackageDialog: a package bought in USDT/USDC (issue 39)", () => {
  it("chosen, opens the purchase in usdt without the gift card and hands it to the crypto payment", async () => {
    const fetchMock = mockDialogApi(true);
    const onCryptoCheckout = vi.fn();
    const { onClose, user } = renderDialog(onCryptoCheckout);
    const dialog = await screen.findByRole("dialog", { name: "Buy 4 × NMN 150" });

    // A gift card applied by card first: USDT/USDC will not take it.
    await user.click(within(dialog).getByRole("button", { name: "Have a gift card?" }));
    await user.type(within(dialog).getByLabelText("Gift card code"), CODE);
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(await within(dialog).findByText("RM 2,000 from your gift card")).toBeInTheDocument();

    const methods = within(dialog).getByRole("group", { name: "Payment Method" });
    const crypto = await within(methods).findByRole("radio", { name: "USDT/USDC" });
    await waitFor(() => expect(crypto).toBeEnabled());
    await user.click(crypto);
    expect(
      within(dialog).getByText(
        "A gift card can't be used with USDT/USDC. Choose another way to pay to use it.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/You pay in USDT or USDC from your wallet/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Pay RM 5,200.50" }));

    await waitFor(() =>
      expect(onCryptoCheckout).toHaveBeenCalledWith({
        purchaseId: OPENED.purchaseId,
        reference: "IVP-7K3M9Q",
        amountDue: 5200.5,
      }),
    );
    expect(onClose).toHaveBeenCalled();
    const purchase = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith("/purchase"));
    expect(requestAt(fetchMock, purchase).body).toEqual({
      amount: 5200.5,
      currency: "MYR",
      paymentMethod: "usdt",
    });
    // Nothing is paid yet: no checkout, no confirmation.
    expect(redirectTo).not.toHaveBeenCalled();
    expect(screen.getByTestId("here")).toHaveTextContent(/^\/packages$/);
  });

  it("is offered but off while the server has crypto off", async () => {
    mockDialogApi(false);
    renderDialog(vi.fn());
    const dialog = await screen.findByRole("dialog", { name: "Buy 4 × NMN 150" });
    const methods = within(dialog).getByRole("group", { name: "Payment Method" });
    expect(within(methods).getByRole("radio", { name: "USDT/USDC" })).toBeDisabled();
    expect(within(dialog).getByText(/USDT\/USDC payments are not available/)).toBeInTheDocument();
  });

  it("is not offered where the page cannot take a crypto payment", async () => {
    mockDialogApi(true);
    renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Buy 4 × NMN 150" });
    const methods = within(dialog).getByRole("group", { name: "Payment Method" });
    expect(await within(methods).findByRole("radio", { name: "Card" })).toBeInTheDocument();
    expect(within(methods).queryByRole("radio", { name: "USDT/USDC" })).toBeNull();
  });
});

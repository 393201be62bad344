import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { redirectTo } from "../../../lib/redirect";
import {
  clearToasts,
  fakeToken,
  mockApi,
  renderApp,
  requestAt,
  type ApiHandler,
} from "../../../test/render-app";
import { BuyPackageDialog } from "./buy-package-dialog";
import { BUYER, FOUR_NMN, Here, paymentConfig } from "../test/package-fixtures";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));

/** A gift card's code as its email prints it, and as the server reads it (normalised). */
const TYPED = "7kq2 m9xd 4htw pb3n";
const CODE = "7KQ2M9XD4HTWPB3N";
const PURCHASE = `POST /packages/${FOUR_NMN.id}/purchase`;

/** The dialog's API, the balance of CODE being `balance` RM (other codes: no such card). */
function mockDialogApi(balance: number, handlers: Record<string, ApiHandler> = {}) {
  return mockApi({
    "GET /users/profile": () => ({ body: BUYER }),
    "GET /payments/config": () => paymentConfig(false),
    [`GET /gift-cards/${CODE}/balance`]: () => ({ body: { balance, currency: "MYR" } }),
    ...handlers,
  });
}

function renderDialog() {
  return renderApp(
    [
      { path: "/packages", element: <BuyPackageDialog pkg={FOUR_NMN} onClose={() => undefined} /> },
      { element: <Here /> },
    ],
    "/packages",
  );
}

/** "Have a gift card?", the code typed, then Apply. */
async function applyCode(user: ReturnType<typeof userEvent.setup>, typed = TYPED) {
  const dialog = await screen.findByRole("dialog", { name: "Buy 4 × NMN 150" });
  await user.click(within(dialog).getByRole("button", { name: "Have a gift card?" }));
  const field = within(dialog).getByLabelText("Gift card code");
  expect(field).toHaveFocus();
  await user.type(field, typed);
  await user.click(within(dialog).getByRole("button", { name: "Apply" }));
  return dialog;
}

const purchases = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.flatMap(([url], index) => (String(url).endsWith("/purchase") ? [index] : []));

beforeEach(() => localStorage.setItem("auth_token", fakeToken({ sub: BUYER.id })));

afterEach(() => {
  clearToasts();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockReset();
});

describe("BuyPackageDialog: a gift card paying part or all of a package (issue 39)", () => {
  it("applied, shows its part and what is left; the purchase sends its code, the rest to the checkout", async () => {
    const fetchMock = mockDialogApi(2000, {
      [PURCHASE]: () => ({
        body: {
          url: "/api/payments/sandbox/cs_pkg",
          sessionId: "cs_pkg",
          purchaseId: "pp1",
          giftCardAmount: 2000,
          amountDue: 3200.5,
        },
      }),
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await applyCode(user);

    expect(await within(dialog).findByText("RM 2,000 from your gift card")).toBeInTheDocument();
    expect(within(dialog).getByText("•••• PB3N · RM 3,200.50 left to pay")).toBeInTheDocument();
    // The rest goes to the method chosen.
    const methods = within(dialog).getByRole("group", { name: "Payment Method" });
    await user.click(within(methods).getByRole("radio", { name: "FPX online banking" }));
    await user.click(within(dialog).getByRole("button", { name: "Pay RM 3,200.50" }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_pkg"));
    const [purchase] = purchases(fetchMock);
    expect(requestAt(fetchMock, purchase ?? -1).body).toEqual({
      amount: 5200.5,
      currency: "MYR",
      paymentMethod: "fpx",
      giftCardCode: CODE,
    });
  });

  it("removed, the card pays nothing and the purchase carries no code", async () => {
    const fetchMock = mockDialogApi(2000, {
      [PURCHASE]: () => ({
        body: { url: "/x", sessionId: "cs", purchaseId: "pp1", giftCardAmount: 0, amountDue: 5200.5 },
      }),
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await applyCode(user);
    await within(dialog).findByText("RM 2,000 from your gift card");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(within(dialog).queryByText(/from your gift card/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Pay RM 5,200.50" }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    expect(requestAt(fetchMock, purchases(fetchMock)[0] ?? -1).body).not.toHaveProperty("giftCardCode");
  });

  it("a code no card has: said under the field, nothing taken off the price", async () => {
    const fetchMock = mockDialogApi(2000, {
      "GET /gift-cards/7KQ2M9XD4HTWPB3M/balance": () => ({
        status: 404,
        body: {
          message: "No gift card has this code",
          messageId: "giftCardNotFound",
          statusCode: 404,
          code: "NOT_FOUND",
        },
      }),
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await applyCode(user, "7KQ2-M9XD-4HTW-PB3M");

    const field = within(dialog).getByLabelText("Gift card code");
    await waitFor(() => expect(field).toHaveAccessibleDescription("No gift card has this code"));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByRole("button", { name: "Pay RM 5,200.50" })).toBeEnabled();
    expect(purchases(fetchMock)).toEqual([]);
  });

  it("refused by the purchase (void meanwhile): back at the field, which says why, with no toast", async () => {
    mockDialogApi(2000, {
      [PURCHASE]: () => ({
        status: 409,
        body: {
          message: "This gift card can no longer be used",
          messageId: "giftCardVoid",
          statusCode: 409,
          code: "CONFLICT",
        },
      }),
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await applyCode(user);
    await within(dialog).findByText("RM 2,000 from your gift card");
    await user.click(within(dialog).getByRole("button", { name: "Pay RM 3,200.50" }));

    const field = await within(dialog).findByLabelText("Gift card code");
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription("This gift card can no longer be used");
    expect(within(dialog).getByRole("button", { name: "Pay RM 5,200.50" })).toBeEnabled();
    expect(screen.queryByText("Purchase Failed")).not.toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("paid in full by the card: no method, no checkout, straight to the confirmation by purchase id", async () => {
    const fetchMock = mockDialogApi(6000, {
      [PURCHASE]: () => ({
        body: { url: null, sessionId: null, purchaseId: "pp-9", giftCardAmount: 5200.5, amountDue: 0 },
      }),
    });
    const user = userEvent.setup();
    renderDialog();
    const dialog = await applyCode(user);

    expect(await within(dialog).findByText("RM 5,200.50 from your gift card")).toBeInTheDocument();
    expect(
      within(dialog).getByText("•••• PB3N · Nothing more to pay · RM 799.50 stays on the card"),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole("group", { name: "Payment Method" })).not.toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(
      "4 drips for RM 5,200.50, paid in full by your gift card: no checkout page.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Buy with Gift Card" }));

    expect(await screen.findByTestId("here")).toHaveTextContent("/packages/confirmation?purchase_id=pp-9");
    expect(redirectTo).not.toHaveBeenCalled();
    expect(requestAt(fetchMock, purchases(fetchMock)[0] ?? -1).body).toMatchObject({ giftCardCode: CODE });
  });
});

import type { DripPackage } from "@ivdrips/contract/drip-packages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { redirectTo } from "../../../lib/redirect";
import { useAuthDialogs, useSession } from "../../../lib/session";
import {
  clearToasts,
  fakeToken,
  findToast,
  mockApi,
  renderApp,
  requestAt,
  type ApiHandler,
} from "../../../test/render-app";
import { PackagesOnSale } from "./packages-on-sale";
import { BUYER, FOUR_NMN } from "../test/package-fixtures";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));

const TEN_MIXED: DripPackage = {
  id: "6f1c1d7e-0d0a-4e55-9a59-2b1f3c4d5e02",
  name: "10 × Glow",
  credits: 10,
  price: 9000,
  validMonths: 1,
  services: [
    { id: "nutriglow", name: "NutriGlow" },
    { id: "nmn-150", name: "NMN 150" },
  ],
};

const PAYMENT_CONFIG = {
  checkoutProvider: "sandbox",
  methods: { card: true, applepay: true, googlepay: true, fpx: true, grabpay: false, usdt: true },
};

/** The page and the auth dialogs it asks for (the dialogs themselves live in the layout). */
function Page() {
  const { open, setOpen } = useAuthDialogs();
  const { signIn } = useSession();
  return (
    <>
      <PackagesOnSale />
      <p data-testid="auth-dialog">{open ?? "none"}</p>
      <button
        type="button"
        onClick={() => {
          signIn({ token: fakeToken({ sub: BUYER.id }), user: BUYER });
          setOpen(null);
        }}
      >
        Probe: signed in
      </button>
    </>
  );
}

function mockPageApi(handlers: Record<string, ApiHandler> = {}) {
  return mockApi({
    "GET /packages": () => ({ body: { packages: [FOUR_NMN, TEN_MIXED] } }),
    "GET /payments/config": () => ({ body: PAYMENT_CONFIG }),
    "GET /users/profile": () => ({ body: BUYER }),
    ...handlers,
  });
}

const renderPage = () => renderApp([{ element: <Page /> }], "/packages");

const cardOf = async (name: string) =>
  (await screen.findByRole("heading", { level: 2, name })).closest("[data-slot=card]") as HTMLElement;

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockReset();
});

describe("PackagesOnSale", () => {
  it("shows each package: drips, price, price per drip, validity and the drips it covers", async () => {
    mockPageApi();
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading packages...");
    const list = await screen.findByRole("list", { name: "Packages on sale" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["4 × NMN 150", "10 × Glow"]);

    const four = await cardOf("4 × NMN 150");
    expect(four).toHaveTextContent("4 drips");
    expect(four).toHaveTextContent("Valid 6 months from purchase");
    expect(four).toHaveTextContent("RM 5,200.50");
    // RM 5,200.50 over 4 drips, to the sen.
    expect(four).toHaveTextContent("RM 1,300.13 per drip");
    expect(within(four).getByRole("link", { name: "NMN 150" })).toHaveAttribute("href", "/service/nmn-150");

    const ten = await cardOf("10 × Glow");
    expect(ten).toHaveTextContent("Valid 1 month from purchase");
    expect(ten).toHaveTextContent("RM 900 per drip");
    expect(
      within(ten)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["NutriGlow", "NMN 150"]);
    // Each Buy is described by its package's name.
    expect(within(ten).getByRole("button", { name: "Buy Package" })).toHaveAccessibleDescription("10 × Glow");
    expect(screen.getByRole("heading", { level: 2, name: "How packages work" })).toBeInTheDocument();
  });

  it("Buy asks how to pay, then opens the checkout at the package's price with the method chosen", async () => {
    localStorage.setItem("auth_token", fakeToken({ sub: BUYER.id }));
    const fetchMock = mockPageApi({
      [`POST /packages/${FOUR_NMN.id}/purchase`]: () => ({
        body: { url: "/api/payments/sandbox/cs_pkg", sessionId: "cs_pkg", purchaseId: "pp1" },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const four = await cardOf("4 × NMN 150");
    await waitFor(() => expect(screen.getByTestId("auth-dialog")).toHaveTextContent("none"));
    await user.click(within(four).getByRole("button", { name: "Buy Package" }));

    const dialog = await screen.findByRole("dialog", { name: "Buy 4 × NMN 150" });
    expect(dialog).toHaveAccessibleDescription(
      "4 drips for RM 5,200.50. You pay on our secure checkout page.",
    );
    const methods = within(dialog).getByRole("group", { name: "Payment Method" });
    // The hosted checkout's methods, card first; never crypto, and GrabPay off as the server says.
    expect(
      within(methods)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["card", "applepay", "googlepay", "fpx", "grabpay"]);
    expect(within(methods).getByRole("radio", { name: "Card" })).toBeChecked();
    await waitFor(() => expect(within(methods).getByRole("radio", { name: "GrabPay" })).toBeDisabled());
    await user.click(within(methods).getByRole("radio", { name: "FPX online banking" }));
    await user.click(within(dialog).getByRole("button", { name: "Pay RM 5,200.50" }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_pkg"));
    const purchase = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith("/purchase"));
    expect(requestAt(fetchMock, purchase)).toMatchObject({
      method: "POST",
      url: `/api/packages/${FOUR_NMN.id}/purchase`,
      body: { amount: 5200.5, currency: "MYR", paymentMethod: "fpx" },
    });
    expect(requestAt(fetchMock, purchase).headers.get("authorization")).toMatch(/^Bearer /);
    // Until the browser has left, a second press cannot open a second checkout.
    expect(within(dialog).getByRole("button", { name: "Redirecting to payment..." })).toBeDisabled();
  });

  it("asks a signed-out visitor to sign in first, then opens the package they chose", async () => {
    mockPageApi({ "GET /users/profile": () => ({ status: 401, body: { message: "No", statusCode: 401 } }) });
    const user = userEvent.setup();
    renderPage();
    const ten = await cardOf("10 × Glow");
    await user.click(within(ten).getByRole("button", { name: "Buy Package" }));
    expect(screen.getByTestId("auth-dialog")).toHaveTextContent("login");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Probe: signed in" }));
    expect(await screen.findByRole("dialog", { name: "Buy 10 × Glow" })).toBeInTheDocument();
  });

  it("says why a purchase was refused, and reads the packages again", async () => {
    localStorage.setItem("auth_token", fakeToken({ sub: BUYER.id }));
    let onSale = [FOUR_NMN, TEN_MIXED];
    const fetchMock = mockPageApi({
      "GET /packages": () => ({ body: { packages: onSale } }),
      [`POST /packages/${FOUR_NMN.id}/purchase`]: () => {
        onSale = [TEN_MIXED];
        return {
          status: 409,
          body: {
            message: "This package is no longer on sale",
            messageId: "packageOffSale",
            statusCode: 409,
            code: "CONFLICT",
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await cardOf("4 × NMN 150")).getByRole("button", { name: "Buy Package" }));
    const dialog = await screen.findByRole("dialog", { name: "Buy 4 × NMN 150" });
    await user.click(within(dialog).getByRole("button", { name: "Pay RM 5,200.50" }));

    expect(await findToast("Purchase Failed")).toHaveTextContent("This package is no longer on sale");
    expect(redirectTo).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "4 × NMN 150" })).not.toBeInTheDocument(),
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/packages")).toHaveLength(2);
  });

  it("with nothing on sale, points to the drips on their own", async () => {
    mockPageApi({ "GET /packages": () => ({ body: { packages: [] } }) });
    renderPage();
    expect(
      await screen.findByRole("heading", { name: "No packages are on sale at the moment." }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse IV Drips" })).toHaveAttribute("href", "/services");
  });
});

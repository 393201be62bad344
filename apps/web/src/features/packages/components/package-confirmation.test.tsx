import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeToken, mockApi, renderApp, type ApiHandler } from "../../../test/render-app";
import { PENDING_REFRESH_MS } from "../../../lib/complete-payment";
import { PackageConfirmation } from "./package-confirmation";

const USER = {
  id: "user-1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: "+60123456789",
  createdAt: "2026-01-01T00:00:00.000Z",
};

const BOUGHT: PackageCredit = {
  purchaseId: "pp1",
  packageName: "4 × NMN 150",
  credits: 4,
  creditsLeft: 4,
  // The end of 1 September 2026 in Kuala Lumpur.
  expiresAt: "2026-09-01T16:00:00.000Z",
  usable: true,
  services: [{ id: "nmn-150", name: "NMN 150" }],
  paidAt: "2026-06-01T01:00:00.000Z",
};

function mockPageApi(handlers: Record<string, ApiHandler>) {
  return mockApi({
    "GET /users/profile": () => ({ body: USER }),
    "GET /account/credits": () => ({ body: { credits: [BOUGHT] } }),
    ...handlers,
  });
}

function renderPage(sessionId: string | null = "cs_pkg") {
  localStorage.setItem("auth_token", fakeToken({ sub: USER.id }));
  return renderApp([{ element: <PackageConfirmation sessionId={sessionId} /> }], "/packages/confirmation");
}

/** A package a gift card paid in full: no checkout, the purchase's id in the address (issue 39). */
function renderPaidWithoutCheckout(purchaseId: string) {
  localStorage.setItem("auth_token", fakeToken({ sub: USER.id }));
  return renderApp(
    [{ element: <PackageConfirmation sessionId={null} purchaseId={purchaseId} /> }],
    "/packages/confirmation",
  );
}

const completions = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === "/api/payments/complete-payment");

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("PackageConfirmation", () => {
  it("paid: Package Purchased, with the package's drips, expiry, drips covered and one to book", async () => {
    const fetchMock = mockPageApi({
      "POST /payments/complete-payment": () => ({ body: { status: "paid", purchaseId: "pp1" } }),
    });
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Checking your payment...");
    expect(await screen.findByRole("heading", { level: 1, name: "Package Purchased" })).toBeInTheDocument();
    const card = (await screen.findByRole("heading", { level: 2, name: "4 × NMN 150" })).closest(
      "[data-slot=card]",
    ) as HTMLElement;
    expect(card).toHaveTextContent("4 of 4 drips left");
    // The last KL day the credits pay for a visit, not the midnight after it.
    expect(card).toHaveTextContent("Valid until 1 September 2026");
    expect(card).toHaveTextContent("Covers: NMN 150");
    expect(screen.getByRole("link", { name: "Book NMN 150" })).toHaveAttribute("href", "/service/nmn-150");
    expect(screen.getByRole("link", { name: "View My Account" })).toHaveAttribute("href", "/account");
    expect(completions(fetchMock)).toHaveLength(1);
    expect(JSON.parse(String(completions(fetchMock)[0]?.[1]?.body))).toEqual({ sessionId: "cs_pkg" });
  });

  it("a package of several drips points to the services to choose one", async () => {
    mockPageApi({
      "POST /payments/complete-payment": () => ({ body: { status: "paid", purchaseId: "pp1" } }),
      "GET /account/credits": () => ({
        body: {
          credits: [{ ...BOUGHT, services: [...BOUGHT.services, { id: "nutriglow", name: "NutriGlow" }] }],
        },
      }),
    });
    renderPage();
    const card = (await screen.findByRole("heading", { level: 2, name: "4 × NMN 150" })).closest(
      "[data-slot=card]",
    );
    expect(card).toHaveTextContent("Covers: NMN 150, NutriGlow");
    expect(screen.getByRole("link", { name: "Book a Drip" })).toHaveAttribute("href", "/services");
  });

  it("pending: Waiting for Your Bank, asked again every 10 s until the bank approves", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    let status = "pending";
    const fetchMock = mockPageApi({
      "POST /payments/complete-payment": () => ({
        body: status === "paid" ? { status, purchaseId: "pp1" } : { status },
      }),
    });
    renderPage();
    await vi.waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Waiting for Your Bank" })).toBeInTheDocument(),
    );
    expect(screen.getByText(/there is no need to pay again/)).toBeInTheDocument();
    expect(completions(fetchMock)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS));
    await vi.waitFor(() => expect(completions(fetchMock)).toHaveLength(2));
    expect(screen.getByRole("heading", { level: 1, name: "Waiting for Your Bank" })).toBeInTheDocument();

    status = "paid";
    await act(() => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS));
    await vi.waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Package Purchased" })).toBeInTheDocument(),
    );
    // Paid, it is not asked about again.
    await act(() => vi.advanceTimersByTimeAsync(3 * PENDING_REFRESH_MS));
    expect(completions(fetchMock)).toHaveLength(3);
  });

  it.each(["expired", "open"])("%s: Package Not Paid, and the way back to the packages", async (status) => {
    mockPageApi({ "POST /payments/complete-payment": () => ({ body: { status } }) });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Package Not Paid" })).toBeInTheDocument();
    expect(screen.getByText(/nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Packages" })).toHaveAttribute("href", "/packages");
    expect(screen.queryByText(/drips left/)).not.toBeInTheDocument();
  });

  it("a check that failed says so and tries again", async () => {
    let fail = true;
    mockPageApi({
      "POST /payments/complete-payment": () =>
        fail
          ? { status: 500, body: { message: "Boom", statusCode: 500 } }
          : { body: { status: "paid", purchaseId: "pp1" } },
    });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPage();
    const heading = await screen.findByRole("heading", { level: 1, name: "We Could Not Check Your Payment" });
    fail = false;
    const user = userEvent.setup();
    await user.click(within(heading.parentElement as HTMLElement).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Package Purchased" })).toBeInTheDocument();
  });

  it("no session in the address: no purchase, and the packages on sale", async () => {
    const fetchMock = mockPageApi({});
    renderPage(null);
    expect(screen.getByRole("heading", { level: 1, name: "No Purchase Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Packages" })).toHaveAttribute("href", "/packages");
    await waitFor(() => expect(completions(fetchMock)).toHaveLength(0));
  });

  it("paid in full by a gift card (a purchase id, no session): Package Purchased, from the customer's credits", async () => {
    const fetchMock = mockPageApi({});
    renderPaidWithoutCheckout("pp1");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your payment...");
    expect(await screen.findByRole("heading", { level: 1, name: "Package Purchased" })).toBeInTheDocument();
    const card = (await screen.findByRole("heading", { level: 2, name: "4 × NMN 150" })).closest(
      "[data-slot=card]",
    ) as HTMLElement;
    expect(card).toHaveTextContent("4 of 4 drips left");
    expect(screen.getByRole("link", { name: "Book NMN 150" })).toHaveAttribute("href", "/service/nmn-150");
    // Nothing to complete: there was no checkout.
    expect(completions(fetchMock)).toHaveLength(0);
  });

  it("a purchase id the customer's credits do not list: no purchase found", async () => {
    const fetchMock = mockPageApi({});
    renderPaidWithoutCheckout("pp-someone-else");
    expect(await screen.findByRole("heading", { level: 1, name: "No Purchase Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Packages" })).toHaveAttribute("href", "/packages");
    expect(completions(fetchMock)).toHaveLength(0);
  });

  it("a purchase id whose credits could not be read: says so and tries again", async () => {
    let fail = true;
    mockPageApi({
      "GET /account/credits": () =>
        fail ? { status: 500, body: { message: "Boom", statusCode: 500 } } : { body: { credits: [BOUGHT] } },
    });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPaidWithoutCheckout("pp1");
    const heading = await screen.findByRole("heading", { level: 1, name: "We Could Not Check Your Payment" });
    fail = false;
    const user = userEvent.setup();
    await user.click(within(heading.parentElement as HTMLElement).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Package Purchased" })).toBeInTheDocument();
  });
});

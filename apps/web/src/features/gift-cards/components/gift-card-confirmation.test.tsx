import { klDateOf } from "@ivdrips/contract/kl-dates";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSearchParams } from "../../../lib/router";
import { fakeToken, mockApi, renderApp, type ApiHandler } from "../../../test/render-app";
import { PENDING_REFRESH_MS } from "../../../lib/complete-payment";
import { GiftCardConfirmation } from "./gift-card-confirmation";

const USER = {
  id: "user-1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: "+60123456789",
  createdAt: "2026-01-01T00:00:00.000Z",
};
const PURCHASE = "3f1c1f55-8f3e-4a55-9d7e-0d8f7c1f2a10";
const ORDER = {
  amount: 250,
  recipientName: "Nur Hidayah",
  recipientEmail: "nur@example.com",
  sendOn: "2099-07-01",
};

function Page() {
  const [search] = useSearchParams();
  return <GiftCardConfirmation sessionId={search.get("session_id")} />;
}

function renderPage(
  handlers: Record<string, ApiHandler>,
  path = "/gift-cards/confirmation?session_id=cs_gift_1",
) {
  localStorage.setItem("auth_token", fakeToken({ sub: USER.id }));
  const api = mockApi({ "GET /users/profile": () => ({ body: USER }), ...handlers });
  renderApp([{ path: "/gift-cards/confirmation", element: <Page /> }], path);
  return api;
}

const completions = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([url]) => String(url) === "/api/payments/complete-payment");
const heading = (name: string) => screen.findByRole("heading", { level: 1, name });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("GiftCardConfirmation", () => {
  it("paid: names the recipient and the send day from the buyer's order, never a code", async () => {
    const api = renderPage({
      "POST /payments/complete-payment": () => ({ body: { status: "paid", purchaseId: PURCHASE } }),
      [`GET /gift-cards/purchases/${PURCHASE}`]: () => ({ body: ORDER }),
    });
    expect(screen.getByRole("status")).toHaveTextContent("Checking your payment...");
    expect(await heading("Gift Card Confirmed!")).toBeInTheDocument();
    expect(
      screen.getByText("We will email the gift card to Nur Hidayah on Wednesday, 1 July 2099."),
    ).toBeInTheDocument();
    expect(screen.getByText(/The code is in that email only/)).toBeInTheDocument();
    expect(screen.getByText("Amount", { selector: "dt" }).nextElementSibling).toHaveTextContent("RM 250");
    expect(screen.getByText("For", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "Nur Hidayahnur@example.com",
    );
    expect(screen.getByRole("link", { name: "Give another gift card" })).toHaveAttribute(
      "href",
      "/gift-cards",
    );
    expect(JSON.parse(String(completions(api)[0]?.[1]?.body))).toEqual({ sessionId: "cs_gift_1" });
    expect(completions(api)).toHaveLength(1);
  });

  it("paid for today: says today", async () => {
    renderPage({
      "POST /payments/complete-payment": () => ({ body: { status: "paid", purchaseId: PURCHASE } }),
      [`GET /gift-cards/purchases/${PURCHASE}`]: () => ({
        body: { ...ORDER, sendOn: klDateOf(new Date()) },
      }),
    });
    expect(await screen.findByText("We will email the gift card to Nur Hidayah today.")).toBeInTheDocument();
  });

  it("paid, but the order cannot be read: says so without names", async () => {
    renderPage({
      "POST /payments/complete-payment": () => ({ body: { status: "paid", purchaseId: PURCHASE } }),
    });
    expect(await heading("Gift Card Confirmed!")).toBeInTheDocument();
    expect(
      screen.getByText("We will email the gift card's code to the recipient on the day you chose."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Amount", { selector: "dt" })).not.toBeInTheDocument();
  });

  it("waiting for the bank: asks again every 10 s, and turns paid by itself", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = "pending";
    const api = renderPage({
      "POST /payments/complete-payment": () => ({ body: { status, purchaseId: PURCHASE } }),
      [`GET /gift-cards/purchases/${PURCHASE}`]: () => ({ body: ORDER }),
    });
    expect(await heading("Waiting for Your Bank")).toBeInTheDocument();
    expect(screen.getByText(/there is no need to pay again/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Once it is paid, we will email the gift card to Nur Hidayah on Wednesday, 1 July 2099.",
      ),
    ).toBeInTheDocument();
    expect(completions(api)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS));
    expect(completions(api)).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Waiting for Your Bank");

    status = "paid";
    await act(() => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS));
    expect(await heading("Gift Card Confirmed!")).toBeInTheDocument();
    expect(completions(api)).toHaveLength(3);
    // Settled: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(3 * PENDING_REFRESH_MS));
    expect(completions(api)).toHaveLength(3);
  });

  it.each(["open", "expired"])("%s: not paid, nothing charged, and the way back", async (status) => {
    renderPage({ "POST /payments/complete-payment": () => ({ body: { status } }) });
    expect(await heading("Gift Card Not Paid")).toBeInTheDocument();
    expect(screen.getByText(/nothing was charged and no gift card will be sent/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to gift cards" })).toHaveAttribute("href", "/gift-cards");
  });

  it("a check that fails: says so, and Try again asks again", async () => {
    let answers = 0;
    const api = renderPage({
      "POST /payments/complete-payment": () =>
        (answers += 1) === 1
          ? {
              status: 404,
              body: {
                statusCode: 404,
                code: "NOT_FOUND",
                message: "Payment session not found",
                messageId: "paymentSessionNotFound",
              },
            }
          : { body: { status: "paid", purchaseId: PURCHASE } },
      [`GET /gift-cards/purchases/${PURCHASE}`]: () => ({ body: ORDER }),
    });
    expect(await heading("We Could Not Check Your Payment")).toBeInTheDocument();
    expect(screen.getByText(/may still have gone through/)).toBeInTheDocument();
    screen.getByRole("button", { name: "Try again" }).click();
    expect(await heading("Gift Card Confirmed!")).toBeInTheDocument();
    expect(completions(api)).toHaveLength(2);
  });

  it("without a session id: nothing to check, and the way back", async () => {
    const api = renderPage({}, "/gift-cards/confirmation");
    expect(await heading("Gift Card Not Found")).toBeInTheDocument();
    expect(completions(api)).toHaveLength(0);
  });
});

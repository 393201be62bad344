import type { Booking } from "@ivdrips/contract/bookings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSearchParams } from "../../../lib/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCheckoutHold, rememberCheckoutHold } from "../../../lib/checkout-hold";
import { redirectTo } from "../../../lib/redirect";
import { useAuthDialogs, useSession } from "../../../lib/session";
import { readConfirmationParams } from "../lib/confirmation-details";
import { booking } from "../../../test/bookings";
import { clearToasts, fakeToken, mockApi, renderApp, type ApiHandler } from "../../../test/render-app";
import { BookingConfirmation } from "./booking-confirmation";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));

const CONFIG = {
  whatsappNumber: "60123456789",
  supportPhone: "+60 3-2785 0000",
  supportEmail: "care@ivdrips.my",
};
const HASH = `0x1234567890${"ab".repeat(23)}90abcdef`;
const NOT_FOUND = {
  status: 404,
  body: { message: "Booking not found", messageId: "bookingNotFound", statusCode: 404, code: "NOT_FOUND" },
};

const USER = {
  id: "user-1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: "+60123456789",
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** The page, and what the auth dialogs would be asked to do (the dialogs themselves live in the layout). */
function Page() {
  const [search] = useSearchParams();
  const { open } = useAuthDialogs();
  const { signIn } = useSession();
  return (
    <>
      <BookingConfirmation params={readConfirmationParams(search)} />
      <p data-testid="auth-dialog">{open ?? "none"}</p>
      <button type="button" onClick={() => signIn({ token: fakeToken({ sub: USER.id }), user: USER })}>
        Signed in through the dialog
      </button>
    </>
  );
}

/** A stored token the session loads the profile with. */
function signedIn() {
  localStorage.setItem("auth_token", fakeToken({ sub: USER.id }));
}

/** The API every test needs (public configuration, the profile) and the test's own calls. */
function mockPageApi(handlers: Record<string, ApiHandler>) {
  return mockApi({
    "GET /config": () => ({ body: CONFIG }),
    "GET /users/profile": () => ({ body: USER }),
    ...handlers,
  });
}

function renderPage(path: string) {
  return renderApp([{ path: "/booking-confirmation", element: <Page /> }], path);
}

function detail(term: string) {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
}

afterEach(() => {
  clearToasts();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockReset();
});

describe("BookingConfirmation", () => {
  it("completes the card payment once, then shows the booking loaded by its session", async () => {
    signedIn();
    const api = mockPageApi({
      "POST /payments/complete-payment": () => ({ body: { status: "paid", bookingId: "b1" } }),
      "GET /bookings/session/cs_test_1": () => ({ body: booking() }),
    });
    renderPage("/booking-confirmation?session_id=cs_test_1");
    expect(screen.getByRole("status")).toHaveTextContent("Loading Booking Details...");

    expect(await screen.findByRole("heading", { name: "Booking Confirmed!" })).toBeInTheDocument();
    expect(screen.getByText(/pending clinic approval/)).toBeInTheDocument();
    expect(screen.getByText(/within 15-30 minutes/)).toHaveTextContent(
      /confirmation email once it.s approved/,
    );
    expect(detail("Reference")).toHaveTextContent("IV-100001");
    expect(detail("Service")).toHaveTextContent("NMN 150mg");
    expect(detail("Name")).toHaveTextContent("Aisha Rahman");
    expect(detail("Email")).toHaveTextContent("aisha@example.com");
    expect(detail("Date")).toHaveTextContent("Wednesday, 1 July 2026");
    expect(detail("Time")).toHaveTextContent("Morning 8AM - 12PM");
    expect(detail("Location")).toHaveTextContent("Kuala Lumpur");
    expect(detail("Total")).toHaveTextContent("RM 1,200");
    expect(screen.queryByText("Transaction", { selector: "dt" })).not.toBeInTheDocument();

    const calls = api.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(calls.filter((call) => call === "POST /api/payments/complete-payment")).toHaveLength(1);
    const complete = api.mock.calls.find(([url]) => String(url) === "/api/payments/complete-payment");
    expect(JSON.parse(String(complete?.[1]?.body))).toEqual({ sessionId: "cs_test_1" });
    expect(calls.indexOf("POST /api/payments/complete-payment")).toBeLessThan(
      calls.indexOf("GET /api/bookings/session/cs_test_1"),
    );

    const whatsNext = screen.getByRole("heading", { name: "What's Next?" }).parentElement as HTMLElement;
    expect(within(whatsNext).getAllByRole("listitem")).toHaveLength(4);
    const contact = await screen.findByRole("link", { name: /Contact Us/ });
    expect(contact).toHaveAttribute("href", expect.stringMatching(/^https:\/\/wa\.me\/60123456789\?text=/));
    expect(contact).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "care@ivdrips.my" })).toHaveAttribute(
      "href",
      "mailto:care@ivdrips.my",
    );
    expect(screen.getByRole("link", { name: "+60 3-2785 0000" })).toHaveAttribute("href", "tel:+60327850000");
  });

  it("shows back where the nurse comes: the place's lines and its access notes (issue 37)", async () => {
    signedIn();
    const place = {
      kind: "hotel" as const,
      line1: "Jalan Sultan Ismail 8",
      postcode: "50250",
      area: "Bukit Bintang",
      floor: "12",
      access: { hotelName: "Grand Ampang", room: "1208", reservationName: "A. Rahman", lift: "Card lift" },
    };
    mockPageApi({
      "POST /payments/complete-payment": () => ({ body: { status: "paid", bookingId: "b1" } }),
      "GET /bookings/session/cs_test_1": () => ({ body: booking({ place }) }),
    });
    renderPage("/booking-confirmation?session_id=cs_test_1");
    await screen.findByRole("heading", { name: "Booking Confirmed!" });
    const where = detail("Where the nurse comes");
    expect(within(where).getByText("Hotel")).toBeInTheDocument();
    const lines = [...where.querySelectorAll("[data-slot=place-lines] > span")].map(
      (line) => line.textContent,
    );
    expect(lines).toEqual(["12", "Jalan Sultan Ismail 8", "50250 Bukit Bintang"]);
    expect(where).toHaveTextContent("Hotel:Grand Ampang");
    expect(where).toHaveTextContent("Room:1208");
    expect(where).toHaveTextContent("Reservation under:A. Rahman");
    expect(where).toHaveTextContent("Lift:Card lift");
  });

  it("paid at night: no 15-30 minutes, but when the clinic opens to review it (issue 35)", async () => {
    signedIn();
    mockPageApi({
      "POST /payments/complete-payment": () => ({ body: { status: "paid", bookingId: "b1" } }),
      // 02:00 on Tuesday 2 June in Kuala Lumpur.
      "GET /bookings/session/cs_test_1": () => ({ body: booking({ paidAt: "2026-06-01T18:00:00.000Z" }) }),
    });
    renderPage("/booking-confirmation?session_id=cs_test_1");
    expect(await screen.findByRole("heading", { name: "Booking Confirmed!" })).toBeInTheDocument();
    expect(screen.queryByText(/within 15-30 minutes/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/The clinic is closed now and will review your booking once it opens on/),
    ).toHaveTextContent("Tuesday, 2 June 2026 at 8:00 am");
  });
  it("only warns (never console.error) when completing the payment fails, and loads the booking anyway", async () => {
    signedIn();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    mockPageApi({
      "POST /payments/complete-payment": () => ({ status: 500, body: { message: "Boom", statusCode: 500 } }),
      "GET /bookings/session/cs_test_2": () => ({ body: booking({ reference: "IV-200002" }) }),
    });
    renderPage("/booking-confirmation?session_id=cs_test_2");
    expect(await screen.findByText("IV-200002")).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it("loads by booking_id after a crypto payment and shows the shortened transaction hash", async () => {
    signedIn();
    mockPageApi({
      "GET /bookings/b9": () => ({ body: booking({ _id: "b9", reference: "IV-900009" }) }),
    });
    renderPage(`/booking-confirmation?crypto_tx=${HASH}&booking_id=b9`);
    expect(await screen.findByText("IV-900009")).toBeInTheDocument();
    const hash = within(detail("Transaction")).getByRole("link");
    expect(hash).toHaveTextContent("0x12345678...90abcdef");
    expect(hash).toHaveAttribute("href", `https://basescan.org/tx/${HASH}`);
  });

  it("never confirms details that only the address gives: 'Booking Not Found'", async () => {
    mockPageApi({});
    renderPage("/booking-confirmation?service=NutriGlow&date=2026-07-02&time=10%3A00%20AM&price=600");

    expect(await screen.findByRole("heading", { name: "Booking Not Found" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Booking Confirmed!" })).not.toBeInTheDocument();
    expect(screen.queryByText("RM 600")).not.toBeInTheDocument();
  });

  it("never confirms a made-up session id: the server does not know it, so 'Booking Not Found'", async () => {
    signedIn();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    mockPageApi({
      "POST /payments/complete-payment": () => NOT_FOUND,
      // Unknown and someone else's sessions are answered alike.
      "GET /bookings/session/cs_made_up": () => NOT_FOUND,
    });
    renderPage("/booking-confirmation?session_id=cs_made_up&service=NutriGlow&price=600");
    expect(await screen.findByRole("heading", { name: "Booking Not Found" })).toBeInTheDocument();
    expect(screen.queryByText("Booking Confirmed!")).not.toBeInTheDocument();
    expect(screen.queryByText("NutriGlow")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
  });

  it("says 'Booking Not Found' when the booking cannot be loaded and there is nothing to fall back on", async () => {
    signedIn();
    mockPageApi({ "GET /bookings/nope": () => NOT_FOUND });
    renderPage("/booking-confirmation?booking_id=nope");
    expect(await screen.findByRole("heading", { name: "Booking Not Found" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't find your booking details. Please check your email for confirmation or contact support.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
  });

  it("signed out with a session id: completes the payment, asks to sign in and shows no booking until then", async () => {
    const api = mockPageApi({
      "POST /payments/complete-payment": () => ({ body: { status: "paid" } }),
      "GET /bookings/session/cs_test_4": () => ({ body: booking({ reference: "IV-400004" }) }),
    });
    const user = userEvent.setup();
    renderPage("/booking-confirmation?session_id=cs_test_4&service=NutriGlow");
    expect(await screen.findByRole("heading", { name: "Sign in to see your booking" })).toBeInTheDocument();
    expect(screen.queryByText("Booking Confirmed!")).not.toBeInTheDocument();
    expect(screen.queryByText("NutriGlow")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.mock.calls.map(([url]) => String(url))).toContain("/api/payments/complete-payment"),
    );
    expect(api.mock.calls.some(([url]) => String(url).startsWith("/api/bookings"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByTestId("auth-dialog")).toHaveTextContent("login");
    await user.click(screen.getByRole("button", { name: "Signed in through the dialog" }));
    expect(await screen.findByRole("heading", { name: "Booking Confirmed!" })).toBeInTheDocument();
    expect(detail("Reference")).toHaveTextContent("IV-400004");
  });

  it("forgets the hold the booking form remembered: back from the checkout, there is none to release", async () => {
    signedIn();
    rememberCheckoutHold("b1");
    mockPageApi({
      "POST /payments/complete-payment": () => ({ body: { status: "paid", bookingId: "b1" } }),
      "GET /bookings/session/cs_test_5": () => ({ body: booking() }),
    });
    renderPage("/booking-confirmation?session_id=cs_test_5");
    expect(await screen.findByRole("heading", { name: "Booking Confirmed!" })).toBeInTheDocument();
    expect(readCheckoutHold()).toBeNull();
  });

  it("a booking a package credit paid, opened by its id: confirmed, the credit's part under the total", async () => {
    signedIn();
    const api = mockPageApi({
      "GET /bookings/b-credit": () => ({
        body: booking({
          _id: "b-credit",
          paymentMethod: "credit",
          totalAmount: 1600,
          creditAmount: 1600,
          amountDue: 0,
        }),
      }),
    });
    renderPage("/booking-confirmation?booking_id=b-credit");
    expect(await screen.findByRole("heading", { name: "Booking Confirmed!" })).toBeInTheDocument();
    expect(detail("Total")).toHaveTextContent("RM 1,600");
    expect(detail("Package credit")).toHaveTextContent("− RM 1,600");
    // No checkout to complete.
    expect(api.mock.calls.map(([url]) => String(url))).not.toContain("/api/payments/complete-payment");
  });

  it("a booking a gift card paid part of, back from the checkout of the rest: the card's part under the total", async () => {
    signedIn();
    mockPageApi({
      "POST /payments/complete-payment": () => ({ body: { status: "paid", bookingId: "b-gift" } }),
      "GET /bookings/session/cs_gift": () => ({
        body: booking({ _id: "b-gift", totalAmount: 1600, giftCardAmount: 300, amountDue: 1300 }),
      }),
    });
    renderPage("/booking-confirmation?session_id=cs_gift");
    expect(await screen.findByRole("heading", { name: "Booking Confirmed!" })).toBeInTheDocument();
    expect(detail("Total")).toHaveTextContent("RM 1,600");
    expect(detail("Gift card")).toHaveTextContent("− RM 300");
  });

  it("says 'Booking Not Found' without calling the server when the address has nothing", async () => {
    const api = mockPageApi({});
    renderPage("/booking-confirmation");
    expect(screen.getByRole("heading", { name: "Booking Not Found" })).toBeInTheDocument();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(0));
  });
});

/** The booking the session answers, as it stands; the page is opened as after a card checkout. */
async function renderStage(overrides: Partial<Booking>, extra: Record<string, ApiHandler> = {}) {
  signedIn();
  mockPageApi({
    "POST /payments/complete-payment": () => ({ body: { status: "paid", bookingId: "b1" } }),
    "GET /bookings/session/cs_stage": () => ({ body: booking(overrides) }),
    ...extra,
  });
  renderPage("/booking-confirmation?session_id=cs_stage");
  return screen.findByRole("heading", { level: 1 });
}

describe("BookingConfirmation tells where the booking stands", () => {
  afterEach(() => {
    expect(screen.queryByText(/pending clinic approval/)).not.toBeInTheDocument();
  });

  it("approved by the clinic: confirmed and approved, without the Next Steps note", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const heading = await renderStage({ clinicApprovalStatus: "approved" });
    expect(heading).toHaveTextContent("Booking Confirmed!");
    expect(screen.getByText(/approved by the clinic/)).toBeInTheDocument();
    expect(screen.queryByText(/Next Steps/)).not.toBeInTheDocument();
  });

  it("rejected by the clinic: not accepted, with the full refund and its status", async () => {
    const heading = await renderStage({
      status: "cancelled",
      clinicApprovalStatus: "rejected",
      paymentStatus: "refunded",
      cancellationReason: "clinic_rejected",
      refund: { amount: 1200, cancellationFee: 0, status: "pending" },
    });
    expect(heading).toHaveTextContent("Booking Not Accepted");
    expect(screen.queryByText("Booking Confirmed!")).not.toBeInTheDocument();
    expect(screen.getByText(/could not accept this booking/)).toBeInTheDocument();
    expect(screen.getByText(/Your payment of RM 1,200 is refunded in full/)).toBeInTheDocument();
    expect(detail("Refund")).toHaveTextContent("RM 1,200");
    expect(detail("Refund status")).toHaveTextContent("Processing");
    expect(screen.queryByText("Cancellation fee", { selector: "dt" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book Again" })).toHaveAttribute("href", "/service/nmn-150#book");
    expect(screen.getByRole("link", { name: "View My Bookings" })).toHaveAttribute("href", "/account");
  });

  it("rejected because the clinic never answered: says so", async () => {
    const heading = await renderStage({
      status: "cancelled",
      clinicApprovalStatus: "rejected",
      paymentStatus: "refunded",
      cancellationReason: "no_clinic_response",
      refund: { amount: 1200, cancellationFee: 0, status: "succeeded" },
    });
    expect(heading).toHaveTextContent("Booking Not Accepted");
    expect(screen.getByText(/did not confirm this booking in time/)).toBeInTheDocument();
    expect(detail("Refund status")).toHaveTextContent("Refunded");
  });

  it("cancelled by the customer: cancelled, with the refund and the fee kept", async () => {
    const heading = await renderStage({
      status: "cancelled",
      paymentStatus: "partially_refunded",
      cancellationReason: "customer",
      refund: { amount: 600, cancellationFee: 600, status: "pending" },
    });
    expect(heading).toHaveTextContent("Booking Cancelled");
    expect(screen.getByText(/RM 600 is refunded to you/)).toBeInTheDocument();
    expect(detail("Refund")).toHaveTextContent("RM 600");
    expect(detail("Cancellation fee")).toHaveTextContent("RM 600");
  });

  it("unpaid and still held: the minutes left and Complete Payment for this same booking", async () => {
    vi.useFakeTimers({ now: new Date("2026-06-01T04:00:00.000Z"), toFake: ["Date"] });
    const requests: unknown[] = [];
    const heading = await renderStage(
      {
        status: "pending",
        paymentStatus: "pending",
        paidAt: null,
        paymentMethod: "card",
        holdExpiresAt: "2026-06-01T04:12:30.000Z",
      },
      {
        "POST /payments/complete-payment": () => ({ body: { status: "open", bookingId: "b1" } }),
        "POST /payments/create-checkout-session": ({ body }) => {
          requests.push(body);
          return { body: { url: "/api/payments/sandbox/cs_open", sessionId: "cs_open", bookingId: "b1" } };
        },
      },
    );
    expect(heading).toHaveTextContent("Payment Not Completed");
    expect(screen.getByText(/holding your place for 13 more minutes/)).toBeInTheDocument();
    expect(detail("Total")).toHaveTextContent("RM 1,200");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Complete Payment" }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_open"));
    expect(requests).toEqual([{ bookingId: "b1", amount: 1200, currency: "MYR", paymentMethod: "card" }]);
  });

  it("unpaid and let go: not paid, nothing taken, and Book Again", async () => {
    const heading = await renderStage({
      status: "cancelled",
      paymentStatus: "expired",
      paidAt: null,
      cancellationReason: "hold_expired",
      quantity: 2,
    });
    expect(heading).toHaveTextContent("Booking Not Paid");
    expect(screen.getByText(/No money was taken/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Complete Payment" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book Again" })).toHaveAttribute("href", "/service/nmn-150#book");
  });

  it("a payment support must look at: says support will contact, with Contact Us", async () => {
    const heading = await renderStage({
      status: "cancelled",
      paymentStatus: "paid",
      attentionReason: "paid_after_release",
      cancellationReason: "hold_expired",
    });
    expect(heading).toHaveTextContent("We Are Checking Your Payment");
    expect(screen.getByText(/support team will contact you/)).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /Contact Us/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\//),
    );
  });

  it("a completed visit: completed, with Book Again", async () => {
    const heading = await renderStage({ status: "completed", clinicApprovalStatus: "approved" });
    expect(heading).toHaveTextContent("Visit Completed");
    expect(screen.getByRole("link", { name: "Book Again" })).toBeInTheDocument();
  });
});

describe("BookingConfirmation while the bank answers (issue 39)", () => {
  it("an FPX payment awaiting the bank: waiting, held until when, no second payment; paid once the bank says", async () => {
    vi.useFakeTimers({ now: new Date("2026-06-01T04:00:00.000Z"), toFake: ["Date"] });
    let answered = false;
    const processing = {
      status: "pending",
      paymentStatus: "pending",
      paidAt: null,
      paymentMethod: "fpx",
      paymentProcessingSince: "2026-06-01T03:55:00.000Z",
      holdExpiresAt: "2026-06-01T04:55:00.000Z",
    } as const;
    const heading = await renderStage(processing, {
      "POST /payments/complete-payment": () => ({ body: { status: "pending", bookingId: "b1" } }),
      "GET /bookings/session/cs_stage": () => ({
        body: answered ? booking({ paymentMethod: "fpx" }) : booking(processing),
      }),
    });
    expect(heading).toHaveTextContent("Waiting for Your Bank");
    expect(
      screen.getByText(/holding your place until .*12:55.*There is no need to pay again/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Complete Payment" })).not.toBeInTheDocument();
    // The bank answers: the page reads the booking again by itself and shows it confirmed.
    answered = true;
    await waitFor(
      () => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Booking Confirmed!"),
      { timeout: 15_000 },
    );
  }, 20_000);
});

import { screen, waitFor, within } from "@testing-library/react";
import { useSearchParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfirmationParams } from "../lib/confirmation-details";
import { booking } from "../../../test/bookings";
import { fakeToken, mockApi, renderApp } from "../../../test/render-app";
import { BookingConfirmation } from "./booking-confirmation";

const CONFIG = {
  whatsappNumber: "60123456789",
  supportPhone: "+60 3-2785 0000",
  supportEmail: "care@ivdrips.my",
};
const HASH = `0x1234567890${"ab".repeat(23)}90abcdef`;
const NOT_FOUND = { status: 404, body: { message: "Booking not found", statusCode: 404, code: "NOT_FOUND" } };

function Page() {
  const [search] = useSearchParams();
  return <BookingConfirmation params={readConfirmationParams(search)} />;
}

function signedIn() {
  localStorage.setItem("auth_token", fakeToken({ type: "customer" }));
}

function renderPage(path: string) {
  return renderApp([{ path: "/booking-confirmation", element: <Page /> }], path, { session: false });
}

function detail(term: string) {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("BookingConfirmation", () => {
  it("completes the card payment once, then shows the booking loaded by its session", async () => {
    signedIn();
    const api = mockApi({
      "GET /config": () => ({ body: CONFIG }),
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

  it("only warns (never console.error) when completing the payment fails, and loads the booking anyway", async () => {
    signedIn();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
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
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /bookings/b9": () => ({ body: booking({ _id: "b9", reference: "IV-900009" }) }),
    });
    renderPage(`/booking-confirmation?crypto_tx=${HASH}&booking_id=b9`);
    expect(await screen.findByText("IV-900009")).toBeInTheDocument();
    const hash = within(detail("Transaction")).getByRole("link");
    expect(hash).toHaveTextContent("0x12345678...90abcdef");
    expect(hash).toHaveAttribute("href", `https://basescan.org/tx/${HASH}`);
  });

  it("falls back to the address, in Kuala Lumpur and RM, when no booking is loaded", async () => {
    vi.useFakeTimers({ now: new Date("2026-07-01T20:00:00Z"), toFake: ["Date"] });
    mockApi({ "GET /config": () => ({ body: CONFIG }) });
    renderPage("/booking-confirmation?service=NutriGlow&price=600");

    expect(await screen.findByRole("heading", { name: "Booking Confirmed!" })).toBeInTheDocument();
    expect(detail("Reference").textContent).toBe(`IV-${String(Date.now()).slice(-6)}`);
    expect(detail("Service")).toHaveTextContent("NutriGlow");
    expect(detail("Name")).toHaveTextContent("Not specified");
    expect(detail("Email")).toHaveTextContent("Not specified");
    expect(detail("Phone")).toHaveTextContent("Not specified");
    // 20:00 UTC on 1 July is already 2 July in Kuala Lumpur (the tests run in New York).
    expect(detail("Date")).toHaveTextContent("Thursday, 2 July 2026");
    expect(detail("Time")).toHaveTextContent("10:00 AM");
    expect(detail("Location")).toHaveTextContent("Kuala Lumpur");
    expect(detail("Total")).toHaveTextContent("RM 600");
  });

  it("still confirms a paid checkout whose booking cannot be read here, with the default details", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "POST /payments/complete-payment": () => ({ body: { status: "paid" } }),
      "GET /bookings/session/cs_test_3": () => ({
        status: 401,
        body: { message: "Sign in", statusCode: 401 },
      }),
    });
    renderPage("/booking-confirmation?session_id=cs_test_3&date=2026-08-10&time=Evening%204PM%20-%208PM");
    expect(await screen.findByRole("heading", { name: "Booking Confirmed!" })).toBeInTheDocument();
    expect(detail("Service")).toHaveTextContent("IV Therapy Service");
    expect(detail("Date")).toHaveTextContent("Monday, 10 August 2026");
    expect(detail("Time")).toHaveTextContent("Evening 4PM - 8PM");
    expect(screen.queryByText("Total", { selector: "dt" })).not.toBeInTheDocument();
  });

  it("says 'Booking Not Found' when the booking cannot be loaded and there is nothing to fall back on", async () => {
    signedIn();
    mockApi({ "GET /config": () => ({ body: CONFIG }), "GET /bookings/nope": () => NOT_FOUND });
    renderPage("/booking-confirmation?booking_id=nope");
    expect(await screen.findByRole("heading", { name: "Booking Not Found" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't find your booking details. Please check your email for confirmation or contact support.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services");
  });

  it("completes the payment but does not ask for the booking when no customer is signed in", async () => {
    const api = mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "POST /payments/complete-payment": () => ({ body: { status: "paid" } }),
    });
    renderPage("/booking-confirmation?session_id=cs_test_4");
    expect(screen.getByRole("heading", { name: "Booking Confirmed!" })).toBeInTheDocument();
    expect(detail("Location")).toHaveTextContent("Kuala Lumpur");
    await waitFor(() =>
      expect(api.mock.calls.map(([url]) => String(url))).toContain("/api/payments/complete-payment"),
    );
    expect(api.mock.calls.some(([url]) => String(url).startsWith("/api/bookings"))).toBe(false);
  });

  it("says 'Booking Not Found' without calling the server when the address has nothing", async () => {
    const api = mockApi({ "GET /config": () => ({ body: CONFIG }) });
    renderPage("/booking-confirmation");
    expect(screen.getByRole("heading", { name: "Booking Not Found" })).toBeInTheDocument();
    await waitFor(() => expect(api).toHaveBeenCalledTimes(0));
  });
});

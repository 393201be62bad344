import type { Booking } from "@ivdrips/contract/bookings";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { booking as baseBooking } from "../../../test/bookings";
import { at, closest, fakeToken, mockApi, renderApp } from "../../../test/render-app";
import { startMyBookings } from "../api/get-my-bookings";
import { MyBookings } from "./my-bookings";

/** The shared builder at the price these tests were written with (RM 1,600). */
function booking(overrides: Partial<Booking> = {}): Booking {
  return baseBooking({ unitPrice: 1600, totalAmount: 1600, ...overrides });
}

function renderBookings() {
  return renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
}

afterEach(() => vi.unstubAllGlobals());

describe("MyBookings", () => {
  it("shows the list asked for before the page rendered (My Account's start), asking no second time", async () => {
    const fetchMock = mockApi({ "GET /bookings": () => ({ body: [booking({ _id: "soon" })] }) });
    // The list's requests (the page reads the customer's packages beside it).
    const listAsked = () => fetchMock.mock.calls.filter(([url]) => String(url) === "/api/bookings");
    startMyBookings();
    await vi.waitFor(() => expect(listAsked()).toHaveLength(1));
    renderBookings();
    expect(await screen.findByRole("heading", { name: "Upcoming Bookings" })).toBeInTheDocument();
    expect(screen.queryByText("No upcoming bookings")).toBeNull();
    expect(listAsked()).toHaveLength(1);
    // Taken once: the next read asks again.
    renderBookings();
    await vi.waitFor(() => expect(listAsked()).toHaveLength(2));
  });

  it("does not show a list asked for with a token since replaced (another sign-in): it asks again", async () => {
    localStorage.setItem("auth_token", fakeToken({ sub: "first" }));
    const fetchMock = mockApi({ "GET /bookings": () => ({ body: [] }) });
    const bookingsAsked = () =>
      fetchMock.mock.calls
        .filter(([url]) => String(url) === "/api/bookings")
        .map(([, init]) => new Headers(init?.headers).get("authorization"));
    startMyBookings();
    await vi.waitFor(() => expect(bookingsAsked()).toHaveLength(1));
    const second = fakeToken({ sub: "second" });
    localStorage.setItem("auth_token", second);
    renderBookings();
    await vi.waitFor(() => expect(bookingsAsked()).toHaveLength(2));
    expect(bookingsAsked()[1]).toBe(`Bearer ${second}`);
  });

  it("says it is loading, then offers a new booking when there is nothing upcoming", async () => {
    mockApi({ "GET /bookings": () => ({ body: [] }) });
    renderBookings();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your bookings...");

    expect(await screen.findByText("No upcoming bookings")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book a New Service" })).toHaveAttribute("href", "/services");
    expect(screen.queryByRole("heading", { name: "Booking History" })).not.toBeInTheDocument();
  });

  it("splits upcoming (soonest first) from history, with the SPEC's card details and badge colours", async () => {
    mockApi({
      "GET /bookings": () => ({
        body: [
          booking({
            _id: "later",
            date: "2026-08-10",
            windowStartsAt: "2026-08-10T00:00:00.000Z",
            serviceId: { _id: "nutriboost", name: "" },
          }),
          booking({ _id: "soon", clinicApprovalStatus: "approved" }),
          booking({ _id: "done", status: "completed", clinicApprovalStatus: "approved", date: "2026-05-02" }),
          booking({
            _id: "off",
            status: "cancelled",
            clinicApprovalStatus: "rejected",
            paymentStatus: "refunded",
            cancellationReason: "clinic_rejected",
            cancellationNote: "No nurse is free that evening.",
            serviceId: { _id: "nutriglow", name: "NutriGlow" },
          }),
        ],
      }),
    });
    renderBookings();

    const upcoming = closest(await screen.findByRole("heading", { name: "Upcoming Bookings" }), "section");
    const cards = within(upcoming).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent("NMN 150mg");
    expect(cards[0]).toHaveTextContent("Wednesday, 1 July 2026");
    expect(cards[0]).toHaveTextContent("Morning 8AM - 12PM");
    expect(cards[0]).toHaveTextContent("Aisha Rahman");
    expect(cards[0]).toHaveTextContent("Kuala Lumpur, Malaysia");
    expect(cards[0]).toHaveTextContent("RM 1,600");
    expect(within(at(cards, 0)).getByText("Approved").closest("[data-slot=badge]")).toHaveClass("text-info");
    expect(cards[1]).toHaveTextContent("IV Therapy Service");
    expect(within(at(cards, 1)).getByText("Awaiting approval").closest("[data-slot=badge]")).toHaveClass(
      "text-warning",
    );

    const history = closest(screen.getByRole("heading", { name: "Booking History" }), "section");
    const items = within(history).getAllByRole("listitem");
    const done = at(items, 0);
    const off = at(items, 1);
    expect(within(done).getByText("Completed").closest("[data-slot=badge]")).toHaveClass("text-success");
    // One state, told once: no "Clinic: …" beside it.
    expect(done).not.toHaveTextContent("Clinic:");
    expect(within(done).getByText("Payment: Paid")).toHaveClass("text-success");
    expect(within(off).getByText("Rejected").closest("[data-slot=badge]")).toHaveClass("text-destructive");
    expect(within(off).queryByText("Cancelled")).not.toBeInTheDocument();
    // The clinic's refusal, and its reason in the words it wrote.
    expect(off).toHaveTextContent("The clinic could not accept this booking");
    expect(off).toHaveTextContent("Reason: No nurse is free that evening.");
    expect(within(off).getByText("Payment: Refunded")).toHaveClass("text-warning");
    expect(within(off).getByRole("link", { name: /Book Again/ })).toHaveAttribute(
      "href",
      "/service/nutriglow#book",
    );
    // Only a completed visit can be reviewed; a cancelled one offers Book Again but no review.
    expect(within(done).getByRole("button", { name: "Leave Review" })).toBeEnabled();
    expect(within(off).queryByRole("button", { name: "Leave Review" })).not.toBeInTheDocument();
    expect(within(done).getByRole("button", { name: "Certificate" })).toBeEnabled();
    expect(within(off).queryByRole("button", { name: "Certificate" })).not.toBeInTheDocument();
  });

  it("says our support called a booking off, and why, never that the customer did", async () => {
    mockApi({
      "GET /bookings": () => ({
        body: [
          booking({
            _id: "by-support",
            status: "cancelled",
            clinicApprovalStatus: "approved",
            paymentStatus: "refunded",
            cancellationReason: "staff",
            cancellationNote: "The nurse is unwell; we called you about a new date.",
          }),
        ],
      }),
    });
    renderBookings();

    const history = closest(await screen.findByRole("heading", { name: "Booking History" }), "section");
    const card = at(within(history).getAllByRole("listitem"), 0);
    expect(card).toHaveTextContent("Cancelled by IV Drips support");
    expect(card).toHaveTextContent("Reason: The nurse is unwell; we called you about a new date.");
    expect(card).not.toHaveTextContent("Cancelled by you");
    expect(within(card).getByText("Cancelled").closest("[data-slot=badge]")).toBeInTheDocument();
    expect(card).not.toHaveTextContent("Clinic:");
  });

  it("a clinical decline: to see a doctor, refunded in full, and no clinical detail (issue 36)", async () => {
    mockApi({
      "GET /bookings": () => ({
        body: [
          booking({
            _id: "declined",
            status: "cancelled",
            clinicApprovalStatus: "rejected",
            paymentStatus: "refunded",
            cancellationReason: "clinical_decline",
            // Never sent for a clinical decline; shown even less if it were.
            cancellationNote: "G6PD deficiency",
            refund: { amount: 1600, cancellationFee: 0, status: "succeeded" },
          }),
        ],
      }),
    });
    renderBookings();

    const history = closest(await screen.findByRole("heading", { name: "Booking History" }), "section");
    const card = at(within(history).getAllByRole("listitem"), 0);
    expect(card).toHaveTextContent(
      "The clinician could not clear you for this drip, and you have been refunded in full. Please speak to your doctor before booking again.",
    );
    expect(card).toHaveTextContent("Refund RM 1,600");
    expect(card).not.toHaveTextContent("G6PD");
    expect(card).not.toHaveTextContent("Cancellation fee");
  });

  it("names how a booking was paid, and a hold whose FPX payment awaits the bank (issue 39)", async () => {
    vi.useFakeTimers({ now: new Date("2026-06-01T04:00:00.000Z"), toFake: ["Date"] });
    mockApi({
      "GET /bookings": () => ({
        body: [
          booking({ _id: "paid", reference: "IVD-FPX001", paymentMethod: "fpx" }),
          booking({
            _id: "waiting",
            reference: "IVD-FPX002",
            status: "pending",
            paymentStatus: "pending",
            paidAt: null,
            paymentMethod: "grabpay",
            paymentProcessingSince: "2026-06-01T03:55:00.000Z",
            holdExpiresAt: "2026-06-01T04:55:00.000Z",
            actions: [],
          }),
        ],
      }),
    });
    renderBookings();
    const paid = closest(await screen.findByText("Ref. IVD-FPX001"), "div.rounded-xl");
    expect(within(paid).getByText("Paid with FPX online banking")).toBeInTheDocument();
    const waiting = closest(screen.getByText("Ref. IVD-FPX002"), "div.rounded-xl");
    expect(within(waiting).getByText("Your bank is confirming the payment")).toBeInTheDocument();
    expect(within(waiting).queryByText(/minutes left to pay/)).toBeNull();
    expect(within(waiting).queryByText(/Paid with/)).toBeNull();
    expect(within(waiting).queryByRole("button", { name: "Complete Payment" })).toBeNull();
    vi.useRealTimers();
  });

  it("shows why the list failed, and Try Again fetches it again", async () => {
    let calls = 0;
    mockApi({
      "GET /bookings": () =>
        ++calls === 1
          ? {
              status: 503,
              body: { message: "Service temporarily unavailable", statusCode: 503, code: "NOT_READY" },
            }
          : { body: [] },
    });
    const user = userEvent.setup();
    renderBookings();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load bookings: Service temporarily unavailable",
    );
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No upcoming bookings")).toBeInTheDocument();
  });
});

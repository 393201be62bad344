import type { AdminBookingDetail, AdminBookingSummary } from "@ivdrips/contract/admin-bookings";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import { clearToasts, findToast, mockApi, renderApp, requestAt } from "../../../test/render-app";
import { BookingPage } from "./booking-page";
import { BookingsPage } from "./bookings-page";

const SUMMARY: AdminBookingSummary = {
  _id: "3c1a7e52-5d0a-4f1e-9f38-5d7e2b8c9a01",
  reference: "IVD-7K2M9Q",
  createdAt: "2026-11-20T02:00:00.000Z",
  date: "2026-12-10",
  timeSlot: "Morning 8AM - 12PM",
  windowStartsAt: "2026-12-10T00:00:00.000Z",
  windowEndsAt: "2026-12-10T04:00:00.000Z",
  customer: { name: "Aisyah Rahman", email: "aisyah@example.my", phone: "+60123456789" },
  service: { _id: "nmn-150", name: "NMN 150" },
  provider: { _id: "7d4b1f0e-2a3c-4e5f-8a9b-0c1d2e3f4a5b", name: "KL Mobile Team" },
  clinic: { _id: "1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b", name: "KL Wellness Clinic" },
  quantity: 1,
  totalAmount: 1600,
  state: "approved",
  status: "confirmed",
  paymentStatus: "paid",
  clinicApprovalStatus: "approved",
  refundStatus: null,
  attentionReason: null,
};

const DETAIL: AdminBookingDetail = {
  booking: {
    ...SUMMARY,
    customer: {
      ...SUMMARY.customer,
      address: "Jalan Ampang 1",
      accountEmail: "aisyah@example.my",
      language: "en",
    },
    location: { city: "Kuala Lumpur", country: "Malaysia" },
    unitPrice: 1600,
    currency: "MYR",
    paymentMethod: "card",
    paymentProvider: "sandbox",
    paymentReference: "cs_test_1",
    holdExpiresAt: null,
    paidAt: "2026-11-20T02:05:00.000Z",
    decidedAt: "2026-11-20T03:00:00.000Z",
    decisionDueAt: null,
    cancelledAt: null,
    cancellationReason: null,
    completedAt: null,
    rescheduleCount: 0,
    refund: null,
  },
  actions: {
    cancel: true,
    move: true,
    resolvePayment: false,
    resendEmails: ["booking_received", "booking_approved"],
    cancelRefund: { policy: 1600, full: 1600 },
  },
  timeline: [
    {
      at: "2026-11-20T02:00:00.000Z",
      kind: "created",
      actor: "customer",
      detail: null,
      staff: null,
      audit: null,
      email: null,
      payment: null,
    },
  ],
};

beforeAll(async () => {
  await loadAdminTexts("en");
});

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the bookings list", () => {
  it("searches with the filters in the address and links each booking to its page", async () => {
    const fetchMock = mockApi({
      "GET /admin/bookings": () => ({ body: { bookings: [SUMMARY], page: 1, pageSize: 50, total: 1 } }),
      "GET /admin/clinics": () => ({ body: { clinics: [] } }),
    });
    renderApp(
      [{ path: "/admin/bookings", element: <BookingsPage /> }],
      "/admin/bookings?query=IVD-7K2M9Q&status=approved",
      {
        session: false,
      },
    );
    const links = await screen.findAllByRole("link", { name: /IVD-7K2M9Q/ });
    expect(links[0]).toHaveAttribute("href", `/admin/bookings/${SUMMARY._id}`);
    const search = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith("/api/admin/bookings"));
    expect(search).toBe("/api/admin/bookings?page=1&query=IVD-7K2M9Q&status=approved");
    expect(screen.getByLabelText("Search")).toHaveValue("IVD-7K2M9Q");
  });
});

describe("a booking's page", () => {
  it("cancels with a full refund after a confirm that shows the refund, and refreshes", async () => {
    let cancelled = false;
    const fetchMock = mockApi({
      [`GET /admin/bookings/${SUMMARY._id}`]: () => ({
        body: cancelled
          ? { ...DETAIL, booking: { ...DETAIL.booking, state: "cancelled", status: "cancelled" } }
          : DETAIL,
      }),
      [`PUT /admin/bookings/${SUMMARY._id}/cancel`]: () => {
        cancelled = true;
        return { body: DETAIL };
      },
      "GET /admin/clinics": () => ({ body: { clinics: [] } }),
    });
    renderApp([{ path: "/admin/bookings/:id", element: <BookingPage /> }], `/admin/bookings/${SUMMARY._id}`, {
      session: false,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: /Full refund/ }));
    expect(within(dialog).getByText("Refund RM 1,600 of RM 1,600 paid.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund RM 1,600" }));
    // A reason is required before anything is sent.
    expect(within(dialog).getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
    await user.type(within(dialog).getByRole("textbox"), "Customer called: travelling");
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund RM 1,600" }));

    expect(await findToast("Booking cancelled")).toBeInTheDocument();
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === "PUT");
    expect(requestAt(fetchMock, put).body).toEqual({ refund: "full", reason: "Customer called: travelling" });
    expect(await screen.findByText("Cancelled", { selector: "span" })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi({
      [`GET /admin/bookings/${SUMMARY._id}`]: () => ({ body: DETAIL }),
      "GET /admin/clinics": () => ({ body: { clinics: [] } }),
      [`PUT /admin/bookings/${SUMMARY._id}/move`]: () => ({
        status: 409,
        body: { message: "That window is full", statusCode: 409, code: "CONFLICT" },
      }),
    });
    renderApp([{ path: "/admin/bookings/:id", element: <BookingPage /> }], `/admin/bookings/${SUMMARY._id}`, {
      session: false,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Move" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/Reason/), "Clinic asked");
    await user.click(within(dialog).getByRole("button", { name: "Move booking" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("That window is full");
  });

  it("offers only the actions the server allows, and resolves a flagged payment with a note", async () => {
    const flagged: AdminBookingDetail = {
      ...DETAIL,
      booking: { ...DETAIL.booking, state: "flagged", attentionReason: "amount_mismatch" },
      actions: { cancel: false, move: false, resolvePayment: true, resendEmails: [], cancelRefund: null },
    };
    const resolve = vi.fn(() => ({ body: flagged }));
    mockApi({
      [`GET /admin/bookings/${SUMMARY._id}`]: () => ({ body: flagged }),
      [`PUT /admin/bookings/${SUMMARY._id}/resolve-payment`]: resolve,
    });
    renderApp([{ path: "/admin/bookings/:id", element: <BookingPage /> }], `/admin/bookings/${SUMMARY._id}`, {
      session: false,
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText("The amount paid does not match the booking's total."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel booking" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Move" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Resend an email" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Resolve payment" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText(/Note/), "Difference refunded by bank transfer");
    await user.click(within(dialog).getByRole("button", { name: "Mark resolved" }));
    expect(await findToast("Payment resolved")).toBeInTheDocument();
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});

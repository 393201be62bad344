import type { AdminBookingDetail, AdminBookingSummary } from "@ivdrips/contract/admin-bookings";
import type { AdminClinicList } from "@ivdrips/contract/admin-clinics";
import type { Clearance } from "@ivdrips/contract/clinical";
import type { AvailabilityResponse } from "@ivdrips/contract/providers";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import { availability, closedAvailability, rangeAvailability } from "../../../test/availability";
import { at, clearToasts, findToast, mockApi, renderApp, requestAt } from "../../../test/render-app";
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
    paidInParts: { credit: 0, giftCard: 0, due: 1600 },
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
  names: {},
};

const CLINIC: AdminClinicList["clinics"][number] = {
  id: SUMMARY.clinic._id,
  name: "KL Wellness Clinic",
  username: "kl-wellness",
  email: null,
  coordinatorPhone: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  providers: [
    {
      id: SUMMARY.provider._id,
      name: "KL Mobile Team",
      cities: ["Kuala Lumpur"],
      capacityPerWindow: 2,
      isActive: true,
    },
  ],
  pendingCount: 0,
  decisionTimes: { count: 0, medianHours: null, averageHours: null },
};

const CLEARANCE: Clearance = {
  bookingId: SUMMARY._id,
  serviceId: "nmn-150",
  flags: ["g6pd_deficiency"],
  answers: {
    dateOfBirth: "1990-05-14",
    sex: "female",
    pregnancy: "no",
    weightKg: 58,
    drugAllergies: "Penicillin",
    foodAllergies: "",
    latexAllergy: false,
    medication: "",
    conditions: ["g6pd_deficiency"],
    previousDripReaction: false,
    previousDripReactionDetails: "",
    emergencyContactName: "Rahman Ali",
    emergencyContactPhone: "+60123456780",
  },
  ageAtBooking: 36,
  consent: {
    version: "1.2",
    signedName: "Aisyah Rahman",
    signedAt: "2026-11-20T02:01:00.000Z",
    language: "ms",
    text: "Saya bersetuju menerima rawatan ini.",
  },
  decision: "cleared",
  clinician: {
    id: "c1",
    name: "Nurul Huda",
    role: "nurse",
    registrationBody: "LJM",
    registrationNumber: "LJM-12345",
  },
  decidedAt: "2026-11-20T03:00:00.000Z",
};

/** A day whose Night the clinic closed: capacity 0 in that window only. */
function withClosedNight(day: AvailabilityResponse): AvailabilityResponse {
  const closed = closedAvailability(day.providerId, day.date).windows;
  return {
    ...day,
    windows: day.windows.map((window, index) =>
      window.timeSlot === "Night 8PM - 12AM" ? (closed[index] ?? window) : window,
    ),
  };
}

beforeAll(async () => {
  await loadAdminTexts("en");
});

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
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

  it("shows each window's places for the day and provider chosen in Move, as the customer's picker does", async () => {
    // 9 December 2026, 10:00 in Kuala Lumpur: that day's Morning has started; the 10th is the booking's day.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(new Date("2026-12-09T10:00:00+08:00"));
    const other = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
    const fetchMock = mockApi({
      [`GET /admin/bookings/${SUMMARY._id}`]: () => ({ body: DETAIL }),
      "GET /admin/clinics": () => ({
        body: {
          clinics: [
            {
              ...CLINIC,
              providers: [...CLINIC.providers, { ...CLINIC.providers[0], id: other, name: "PJ Team" }],
            },
          ],
        },
      }),
      // The booking's provider: one place left in the Morning, the Evening full, the Night closed.
      "GET /availability": ({ url }) => ({
        body: rangeAvailability(url, (providerId, date) =>
          providerId === other
            ? availability(providerId, date)
            : date === "2026-12-10"
              ? withClosedNight(
                  availability(providerId, date, { "Morning 8AM - 12PM": 1, "Evening 4PM - 8PM": 0 }),
                )
              : availability(providerId, date),
        ),
      }),
    });
    renderApp([{ path: "/admin/bookings/:id", element: <BookingPage /> }], `/admin/bookings/${SUMMARY._id}`, {
      session: false,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Move" }));
    const dialog = await screen.findByRole("dialog");
    const windowField = within(dialog).getByLabelText("Time window");
    const optionTexts = () =>
      within(windowField)
        .getAllByRole("option")
        .map((option) => option.textContent);
    await vi.waitFor(() =>
      expect(optionTexts()).toEqual([
        "Morning 8AM - 12PM · 1 place left",
        "Afternoon 12PM - 4PM · 2 places left",
        "Evening 4PM - 8PM · Fully booked",
        "Night 8PM - 12AM · Closed",
      ]),
    );

    await user.selectOptions(within(dialog).getByLabelText("Clinic and provider"), "PJ Team (Kuala Lumpur)");
    await user.clear(within(dialog).getByLabelText("Day"));
    await user.type(within(dialog).getByLabelText("Day"), "2026-12-09");
    await vi.waitFor(() =>
      expect(optionTexts()).toEqual([
        "Morning 8AM - 12PM · Unavailable",
        "Afternoon 12PM - 4PM · 2 places left",
        "Evening 4PM - 8PM · 2 places left",
        "Night 8PM - 12AM · 2 places left",
      ]),
    );
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes("availability"));
    expect(asked).toContain(`/api/availability?providers=${other}&from=2026-12-09&days=7`);
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

  it("reads the clinical record only for a stated reason sent in the query, and shows the flags first", async () => {
    const read = vi.fn(() => ({ body: CLEARANCE }));
    const fetchMock = mockApi({
      [`GET /admin/bookings/${SUMMARY._id}`]: () => ({ body: DETAIL }),
      [`GET /admin/bookings/${SUMMARY._id}/clearance`]: read,
    });
    const { queryClient } = renderApp(
      [{ path: "/admin/bookings/:id", element: <BookingPage /> }],
      `/admin/bookings/${SUMMARY._id}`,
      {
        session: false,
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Clinical record" }));
    const dialog = await screen.findByRole("dialog", { name: "Clinical record of IVD-7K2M9Q" });
    const reason = within(dialog).getByLabelText("Why you need to read it");
    expect(reason).toHaveAccessibleDescription(/written to the audit log/);

    // Too short: refused before anything is asked.
    await user.type(reason, "check");
    await user.click(within(dialog).getByRole("button", { name: "Read the record" }));
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveAccessibleDescription(/State why you need to read this clinical record/);
    expect(read).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.type(reason, "Customer complaint #4411: reaction reported");
    await user.click(within(dialog).getByRole("button", { name: "Read the record" }));
    expect(await within(dialog).findByText("Nurul Huda")).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes("/clearance"));
    expect(asked).toBe(
      `/api/admin/bookings/${SUMMARY._id}/clearance?reason=${encodeURIComponent("Customer complaint #4411: reaction reported")}`,
    );

    // The flags come first, before the answers, the consent and the decision.
    const headings = within(dialog)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Flags for the clinician",
      "Health answers at booking",
      "Consent to treatment as signed",
      "Clinician's decision",
    ]);
    const flags = within(dialog).getByRole("list", { name: "Flags for the clinician" });
    expect(
      within(flags)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["G6PD deficiency"]);
    expect(within(dialog).getByText("Penicillin")).toBeInTheDocument();
    expect(within(dialog).getByText("Saya bersetuju menerima rawatan ini.")).toHaveAttribute("lang", "ms");
    expect(within(dialog).getByText("LJM LJM-12345")).toBeInTheDocument();
    expect(within(dialog).getByText("Cleared")).toBeInTheDocument();

    // Closed, the record is gone: opening again asks for a reason again.
    const closes = within(dialog).getAllByRole("button", { name: "Close" });
    await user.click(at(closes, closes.length - 1));
    expect(screen.queryByText("Nurul Huda")).toBeNull();
    // Nothing of it stays in the client's caches.
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toHaveLength(0));
    const cached = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.state.data ?? null));
    expect(cached.some((data) => data.includes("Nurul Huda"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Clinical record" }));
    expect(within(await screen.findByRole("dialog")).getByLabelText("Why you need to read it")).toHaveValue(
      "",
    );
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("shows the booking's messages to the phone", async () => {
    mockApi({
      [`GET /admin/bookings/${SUMMARY._id}`]: () => ({ body: DETAIL }),
      [`GET /admin/bookings/${SUMMARY._id}/messages`]: () => ({ body: { messages: [] } }),
    });
    renderApp([{ path: "/admin/bookings/:id", element: <BookingPage /> }], `/admin/bookings/${SUMMARY._id}`, {
      session: false,
    });
    const section = await screen.findByRole("region", { name: "Messages to the phone" });
    expect(
      await within(section).findByText("No WhatsApp or SMS message for this booking yet."),
    ).toBeInTheDocument();
  });

  it("says when a booking has no clinical record", async () => {
    mockApi({
      [`GET /admin/bookings/${SUMMARY._id}`]: () => ({ body: DETAIL }),
      [`GET /admin/bookings/${SUMMARY._id}/clearance`]: () => ({
        status: 404,
        body: { message: "Not found", statusCode: 404, code: "NOT_FOUND" },
      }),
    });
    renderApp([{ path: "/admin/bookings/:id", element: <BookingPage /> }], `/admin/bookings/${SUMMARY._id}`, {
      session: false,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Clinical record" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Why you need to read it"), "Audit of a refund dispute");
    await user.click(within(dialog).getByRole("button", { name: "Read the record" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(
      "This booking has no clinical record.",
    );
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("words a clinical decline without clinical detail", async () => {
    const declined: AdminBookingDetail = {
      ...DETAIL,
      booking: {
        ...DETAIL.booking,
        state: "cancelled",
        status: "cancelled",
        cancelledAt: "2026-11-20T03:00:00.000Z",
        cancellationReason: "clinical_decline",
      },
    };
    mockApi({ [`GET /admin/bookings/${SUMMARY._id}`]: () => ({ body: declined }) });
    renderApp([{ path: "/admin/bookings/:id", element: <BookingPage /> }], `/admin/bookings/${SUMMARY._id}`, {
      session: false,
    });
    expect(
      await screen.findByText(/\(declined on medical grounds by the clinic, full refund\)$/),
    ).toBeInTheDocument();
  });

  it("names the providers of a move in the timeline, the ids kept as tooltips", async () => {
    const from = "11111111-1111-4111-8111-111111111111";
    const to = "22222222-2222-4222-8222-222222222222";
    const moved: AdminBookingDetail = {
      ...DETAIL,
      timeline: [
        ...DETAIL.timeline,
        {
          at: "2026-11-21T02:00:00.000Z",
          kind: "staff_action",
          actor: "staff",
          detail: "booking.move",
          staff: { id: "s1", email: "ops@ivdrips.test", name: "Hafiz Operations" },
          audit: {
            id: "a1",
            action: "booking.move",
            note: "Clinic closed that day",
            before: { providerId: from },
            after: { providerId: to },
          },
          email: null,
          payment: null,
        },
      ],
      names: { [from]: "Bangsar Mobile Team", [to]: "KL Mobile Team" },
    };
    moved.timeline.push({
      at: "2026-11-20T02:05:00.000Z",
      kind: "payment_session",
      actor: "customer",
      detail: null,
      staff: null,
      audit: null,
      email: null,
      payment: {
        provider: "stripe",
        reference: "cs_test_1",
        status: "paid",
        amount: "1600.00",
        attentionReason: null,
      },
    });
    mockApi({ [`GET /admin/bookings/${SUMMARY._id}`]: () => ({ body: moved }) });
    renderApp([{ path: "/admin/bookings/:id", element: <BookingPage /> }], `/admin/bookings/${SUMMARY._id}`, {
      session: false,
    });
    const was = await screen.findByText("Bangsar Mobile Team");
    expect(was).toHaveAttribute("title", from);
    expect(screen.getByText("KL Mobile Team", { selector: "[title]" })).toHaveAttribute("title", to);
    expect(screen.queryByText(from)).toBeNull();
    // A card session's amount reads as money.
    expect(screen.getByText(/^stripe · paid · RM 1,600 ·/)).toBeInTheDocument();
  });
});

import type { ServiceReviews } from "@ivdrips/contract/reviews";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MyBookings } from "../../features/account/components/my-bookings";
import { mockBookingApi, signIn } from "../../features/booking/test/render-booking";
import { booking } from "../../test/bookings";
import { clearToasts, closest, renderApp, type ApiHandler } from "../../test/render-app";
import { service } from "../../test/services";
import { ServiceDetailPage } from "./service-detail";

const NO_REVIEWS: ServiceReviews = { average: null, count: 0, reviews: [] };

function mockPage(extra: Record<string, ApiHandler> = {}) {
  return mockBookingApi({
    extra: {
      "GET /services": () => ({ body: [service()] }),
      "GET /services/nmn-150": () => ({ body: service() }),
      "GET /services/nmn-150/reviews": () => ({ body: NO_REVIEWS }),
      ...extra,
    },
  });
}

beforeEach(() => {
  // Midday on Monday 1 June 2026 in Kuala Lumpur; the tests' browser is in New York.
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00+08:00"));
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Book Again", () => {
  it("opens the service with the past booking's quantity and address in the form, never in the URL", async () => {
    signIn();
    const address = "Suite 12, Menara Ampang, Jalan Ampang, 50450 Kuala Lumpur";
    mockPage({
      "GET /bookings": () => ({
        body: [
          booking({
            status: "completed",
            clinicApprovalStatus: "approved",
            quantity: 3,
            totalAmount: 4800,
            serviceId: { _id: "nmn-150", name: "NMN 150mg" },
            customerInfo: {
              name: "Aisha Rahman",
              email: "aisha@example.com",
              phone: "+60123456789",
              address,
            },
          }),
        ],
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(
      [
        { path: "/account", element: <MyBookings userId="user-1" /> },
        { path: "/service/:id", element: <ServiceDetailPage /> },
      ],
      "/account",
    );

    await user.click(await screen.findByRole("link", { name: "Book Again: NMN 150mg" }));
    expect(await screen.findByRole("heading", { level: 1, name: "NMN 150mg" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/service/nmn-150");
    expect(router.state.location.search).toBe("");
    // At the booking card, with the keyboard on its first day.
    expect(router.state.location.hash).toBe("#book");
    const strip = screen.getByRole("group", { name: "Choose a date" });
    const firstOpenDay = strip.querySelector("button[data-day]:not([disabled])");
    await waitFor(() => expect(firstOpenDay).toHaveFocus());

    await user.click(within(strip).getByRole("button", { name: "Tuesday, 2 June 2026" }));
    const windows = await screen.findByRole("group", { name: "Choose a time window" });
    await user.click(await within(windows).findByRole("button", { name: /^Morning/ }));

    // Issue 37: the one line as the place's first line, its postcode read from it.
    expect(await screen.findByLabelText("Address line 1")).toHaveValue(address);
    expect(screen.getByLabelText("Postcode")).toHaveValue("50450");
    expect(screen.getByRole("status", { name: "Quantity" })).toHaveTextContent("3");
    expect(screen.getByRole("button", { name: /^Complete Booking/ })).toHaveTextContent(
      "Complete Booking - RM 4,800",
    );
  });

  it("starts from an empty address and one drip when the page is opened directly", async () => {
    mockPage();
    const user = userEvent.setup();
    renderApp([{ path: "/service/:id", element: <ServiceDetailPage /> }], "/service/nmn-150");
    const strip = await screen.findByRole("group", { name: "Choose a date" });
    await user.click(within(strip).getByRole("button", { name: "Tuesday, 2 June 2026" }));
    await user.click(await screen.findByRole("button", { name: /^Morning/ }));
    expect(await screen.findByLabelText("Address line 1")).toHaveValue("");
    expect(screen.getByLabelText("Postcode")).toHaveValue("");
    expect(screen.getByRole("status", { name: "Quantity" })).toHaveTextContent("1");
  });
});

describe("Service page: ratings and reviews", () => {
  it("shows the rating under the name and lists the reviews with stars, author, KL date and comment", async () => {
    mockPage({
      "GET /services/nmn-150": () => ({ body: service({ rating: { average: 4.5, count: 12 } }) }),
      "GET /services/nmn-150/reviews": () => ({
        body: {
          average: 4.5,
          count: 12,
          reviews: [
            {
              id: "r2",
              rating: 5,
              comment: "The nurse was on time and very gentle.",
              author: "Aisha R.",
              // 04:00 on 1 June in Kuala Lumpur, still 31 May in New York.
              createdAt: "2026-05-31T20:00:00.000Z",
            },
            {
              id: "r1",
              rating: 4,
              comment: null,
              author: "Former customer",
              createdAt: "2026-05-20T02:00:00.000Z",
            },
          ],
        } satisfies ServiceReviews,
      }),
    });
    renderApp([{ path: "/service/:id", element: <ServiceDetailPage /> }], "/service/nmn-150");

    const header = closest(await screen.findByRole("heading", { level: 1, name: "NMN 150mg" }), "header");
    expect(within(header).getByText("★ 4.5 (12 reviews)")).toBeInTheDocument();

    const section = closest(screen.getByRole("heading", { name: "Reviews" }), "section");
    const items = await within(section).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("★★★★★");
    expect(within(items[0] as HTMLElement).getByText("5 out of 5 stars")).toBeInTheDocument();
    expect(items[0]).toHaveTextContent("Aisha R.");
    expect(items[0]).toHaveTextContent("1 June 2026");
    expect(items[0]).toHaveTextContent("The nurse was on time and very gentle.");
    expect(items[1]).toHaveTextContent("★★★★☆");
    expect(items[1]).toHaveTextContent("Former customer");
    expect(items[1]).toHaveTextContent("20 May 2026");
  });

  it("says there are no reviews yet", async () => {
    mockPage();
    renderApp([{ path: "/service/:id", element: <ServiceDetailPage /> }], "/service/nmn-150");
    const header = closest(await screen.findByRole("heading", { level: 1, name: "NMN 150mg" }), "header");
    expect(within(header).getByText("No reviews yet")).toBeInTheDocument();
    expect(within(header).queryByText(/★/)).not.toBeInTheDocument();
    const section = closest(screen.getByRole("heading", { name: "Reviews" }), "section");
    expect(
      await within(section).findByText(
        "No reviews yet. Reviews come from customers after a completed visit.",
      ),
    ).toBeInTheDocument();
  });
});

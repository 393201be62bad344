import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockBookingApi, signConsent, signIn, typePlace } from "../../features/booking/test/render-booking";
import { readCheckoutHold, rememberCheckoutHold } from "../../lib/checkout-hold";
import { redirectTo } from "../../lib/redirect";
import { availability, rangeAvailability } from "../../test/availability";
import { clearToasts, findToast, renderApp, type ApiHandler } from "../../test/render-app";
import { service } from "../../test/services";
import { ServiceDetailPage } from "./service-detail";

vi.mock("../../lib/redirect", () => ({ redirectTo: vi.fn() }));

// The whole page with its booking form: a busy machine needs more than the default 5 seconds.
vi.setConfig({ testTimeout: 20_000 });

const EVENING = "Evening 4PM - 8PM";

/** The service page's API; `calls` lists every request as "METHOD /path" in order. */
function mockPage(extra: Record<string, ApiHandler> = {}) {
  const calls: string[] = [];
  const fetchMock = mockBookingApi({
    extra: {
      "GET /services": () => ({ body: [service()] }),
      "GET /services/nmn-150": () => ({ body: service() }),
      "GET /services/nmn-150/reviews": () => ({ body: { average: null, count: 0, reviews: [] } }),
      ...extra,
    },
  });
  const inner = fetchMock.getMockImplementation();
  fetchMock.mockImplementation((input, init) => {
    const { pathname } = new URL(String(input), "http://localhost");
    calls.push(`${init?.method ?? "GET"} ${pathname.replace(/^\/api/, "")}`);
    if (!inner) throw new Error("no fetch mock");
    return inner(input, init);
  });
  return calls;
}

function renderPage(path = "/service/nmn-150") {
  return renderApp([{ path: "/service/:id", element: <ServiceDetailPage /> }], path);
}

/** The browser's Back restores the page from the back/forward cache: React state and all. */
function showAgainFromCache() {
  act(() => {
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
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
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.mocked(redirectTo).mockReset();
  vi.unstubAllGlobals();
});

describe("Coming back from the checkout without paying", () => {
  it("by Back: the hold remembered before leaving is released, the form works again and the place shows free", async () => {
    signIn();
    // The Evening of 2 June has one place left, at p1; holding it leaves none until it is released.
    let held = false;
    const calls = mockPage({
      "GET /availability": ({ url }) => ({
        body: rangeAvailability(url, (providerId, date) =>
          availability(providerId, date, { [EVENING]: providerId === "p1" && !held ? 1 : 0 }),
        ),
      }),
      "POST /payments/create-checkout-session-with-booking": () => {
        held = true;
        return { body: { url: "/api/payments/sandbox/cs_7", sessionId: "cs_7", bookingId: "b7" } };
      },
      "PUT /bookings/b7/release": () => {
        held = false;
        return {
          body: {
            _id: "b7",
            status: "cancelled",
            paymentStatus: "expired",
            paidAt: null,
            cancellationReason: "hold_expired",
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage();

    const strip = await screen.findByRole("group", { name: "Choose a date" });
    await user.click(within(strip).getByRole("button", { name: "Tuesday, 2 June 2026" }));
    const evening = await screen.findByRole("button", { name: /^Evening.*1 place left/ });
    await user.click(evening);
    await waitFor(() => expect(screen.getByLabelText("Full Name")).toHaveValue("Aisha Rahman"));
    await typePlace(user);
    await user.click(screen.getByRole("button", { name: "Complete Booking - RM 1,600" }));
    // The profile current: the consent to treatment, signed, pays (issue 36).
    await signConsent(user);

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_7"));
    expect(readCheckoutHold()).toBe("b7");
    expect(screen.getByRole("button", { name: "Redirecting to payment..." })).toBeDisabled();
    const beforeReturn = calls.length;

    showAgainFromCache();

    expect(await findToast("Payment not completed")).toHaveTextContent("free again");
    expect(readCheckoutHold()).toBeNull();
    // The card as it was left: the consent signed, its button usable again.
    expect(screen.getByRole("button", { name: "Agree and Pay - RM 1,600" })).toBeEnabled();
    // Released first, then the places read again: the window shows its place free.
    await waitFor(() => {
      const after = calls.slice(beforeReturn);
      const release = after.indexOf("PUT /bookings/b7/release");
      expect(release).toBeGreaterThanOrEqual(0);
      expect(after.slice(release + 1)).toContain("GET /availability");
    });
    expect(await screen.findByRole("button", { name: /^Evening.*1 place left/ })).toBeEnabled();
    expect(calls.filter((call) => call === "PUT /bookings/b7/release")).toHaveLength(1);
  });

  it("by Back to a page loaded anew: the remembered hold is released on arrival, once", async () => {
    signIn();
    rememberCheckoutHold("b8");
    const calls = mockPage({
      "PUT /bookings/b8/release": () => ({ body: { _id: "b8", status: "cancelled", paidAt: null } }),
    });
    renderPage();
    expect(await findToast("Payment not completed")).toBeInTheDocument();
    expect(readCheckoutHold()).toBeNull();
    expect(calls.filter((call) => call === "PUT /bookings/b8/release")).toHaveLength(1);
  });

  it("by the checkout's cancel link: the named hold is released and the parameter leaves the address", async () => {
    signIn();
    const calls = mockPage({
      "PUT /bookings/b9/release": () => ({ body: { _id: "b9", status: "cancelled", paidAt: null } }),
    });
    const { router } = renderPage("/service/nmn-150?supplier=dr-lim&release_hold=b9");
    expect(await findToast("Payment not completed")).toBeInTheDocument();
    expect(calls.filter((call) => call === "PUT /bookings/b9/release")).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe("?supplier=dr-lim"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByRole("heading", { level: 1, name: "NMN 150mg" })).toBeInTheDocument();
  });

  it("says nothing for a hold that was paid meanwhile (409) and forgets it", async () => {
    signIn();
    rememberCheckoutHold("b10");
    const calls = mockPage({
      "PUT /bookings/b10/release": () => ({
        status: 409,
        body: {
          message: "This booking is already paid. To call it off, cancel it instead.",
          messageId: "releasePaid",
          statusCode: 409,
          code: "INVALID_TRANSITION",
        },
      }),
    });
    renderPage();
    await waitFor(() => expect(calls).toContain("PUT /bookings/b10/release"));
    expect(readCheckoutHold()).toBeNull();
    await screen.findByRole("heading", { level: 1, name: "NMN 150mg" });
    expect(screen.queryByText("Payment not completed")).not.toBeInTheDocument();
  });

  it("keeps the hold to release next time when the server cannot be reached", async () => {
    signIn();
    rememberCheckoutHold("b11");
    const calls = mockPage({
      "PUT /bookings/b11/release": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderPage();
    await waitFor(() => expect(calls).toContain("PUT /bookings/b11/release"));
    await waitFor(() => expect(readCheckoutHold()).toBe("b11"));
  });
});

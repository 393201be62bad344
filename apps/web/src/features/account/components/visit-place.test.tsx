import type { Booking } from "@ivdrips/contract/bookings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { booking as baseBooking } from "../../../test/bookings";
import {
  clearToasts,
  closest,
  findToast,
  mockApi,
  renderApp,
  type ApiHandler,
} from "../../../test/render-app";
import { accountDialogs } from "./booking-card";
import { MyBookings } from "./my-bookings";
import { SavedPlacesPanel } from "./saved-places-panel";

// The dialogs load when first reached for (issue 35: LCP): here, before the tests.
beforeAll(() => accountDialogs());
vi.setConfig({ testTimeout: 30_000 });

const PLACE = {
  kind: "condominium" as const,
  line1: "Jalan Ampang 1",
  postcode: "50450",
  area: "KLCC",
  unit: "12-3",
  access: { guardhouseName: "Aisha Rahman", carPlate: "WXY 1234" },
};

/** A paid, approved booking for 10 June 2026, Morning (08:00 KL = 00:00 UTC). */
function booking(overrides: Partial<Booking> = {}): Booking {
  return baseBooking({
    date: "2026-06-10",
    windowStartsAt: "2026-06-10T00:00:00.000Z",
    windowEndsAt: "2026-06-10T04:00:00.000Z",
    clinicApprovalStatus: "approved",
    place: PLACE,
    ...overrides,
  });
}

function renderBookings(bookings: Booking[], extra: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    "GET /bookings": () => ({ body: bookings }),
    "GET /service-areas/50450": () => ({ body: { postcode: "50450", area: "KLCC", city: "Kuala Lumpur" } }),
    ...extra,
  });
  const user = userEvent.setup();
  renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
  return { fetchMock, user };
}

const cardOf = async (name: string) =>
  closest(await screen.findByRole("heading", { name }), "[data-slot=card]");

beforeEach(() => {
  // Midday on Monday 1 June 2026 in Kuala Lumpur.
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00+08:00"));
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("My Account: the visit place (issue 37)", () => {
  it("shows the place on the booking card with its access notes", async () => {
    renderBookings([booking()]);
    const card = await cardOf("NMN 150mg");
    const lines = [...card.querySelectorAll("[data-slot=place-lines] > span")].map(
      (line) => line.textContent,
    );
    expect(lines).toEqual(["12-3", "Jalan Ampang 1", "50450 KLCC"]);
    expect(card).toHaveTextContent("Register at the guardhouse as:Aisha Rahman");
    expect(card).toHaveTextContent("Car plate:WXY 1234");
  });

  it("corrects the address more than 24 h before the visit: the dialog PUTs the place", async () => {
    const puts: unknown[] = [];
    const { user } = renderBookings([booking()], {
      "PUT /bookings/b1/place": ({ body }) => {
        puts.push(body);
        return { body: booking({ place: { ...PLACE, unit: "12-5" } }) };
      },
    });
    const card = await cardOf("NMN 150mg");
    await user.click(within(card).getByRole("button", { name: "Correct the address" }));
    const dialog = await screen.findByRole("dialog", { name: "Correct the address" });
    expect(within(dialog).getByLabelText("Address line 1")).toHaveValue("Jalan Ampang 1");
    expect(within(dialog).getByLabelText("Name to register at the guardhouse (optional)")).toHaveValue(
      "Aisha Rahman",
    );
    const unit = within(dialog).getByLabelText("Unit");
    await user.clear(unit);
    await user.type(unit, "12-5");
    await user.click(within(dialog).getByRole("button", { name: "Save the address" }));

    expect(await findToast("Address corrected")).toBeInTheDocument();
    expect(puts).toEqual([
      {
        place: {
          kind: "condominium",
          line1: "Jalan Ampang 1",
          postcode: "50450",
          unit: "12-5",
          access: { guardhouseName: "Aisha Rahman", carPlate: "WXY 1234" },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("is not offered within 24 h of the window: the button is disabled and says why", async () => {
    // 2 June 08:00 KL: 20 hours from now.
    const { fetchMock } = renderBookings([
      booking({ date: "2026-06-02", windowStartsAt: "2026-06-02T00:00:00.000Z", actions: ["cancel"] }),
    ]);
    const card = await cardOf("NMN 150mg");
    const button = within(card).getByRole("button", { name: "Correct the address" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      /can no longer be corrected online: the clinic has planned the route since/,
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("lists the saved places, and deletes one", async () => {
    let places = [
      { id: "pl-1", label: "Home", place: { ...PLACE, area: null }, createdAt: "2026-05-01T00:00:00.000Z" },
      {
        id: "pl-2",
        label: "Hotel",
        createdAt: "2026-05-02T00:00:00.000Z",
        place: {
          kind: "hotel" as const,
          line1: "Jalan Sultan Ismail 8",
          postcode: "50250",
          area: null,
          access: { hotelName: "Grand Ampang", room: "1208", reservationName: "A. Rahman" },
        },
      },
    ];
    const deleted: string[] = [];
    mockApi({
      "GET /account/places": () => ({ body: { places } }),
      "DELETE /account/places/pl-1": () => {
        deleted.push("pl-1");
        places = places.filter((place) => place.id !== "pl-1");
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderApp([{ path: "/", element: <SavedPlacesPanel userId="u1" /> }]);
    const region = await screen.findByRole("region", { name: "Saved places" });
    expect(await within(region).findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(within(region).getByRole("heading", { name: "Hotel" })).toBeInTheDocument();
    expect(region).toHaveTextContent("Grand Ampang");

    await user.click(within(region).getByRole("button", { name: "Delete Home" }));
    expect(await findToast("Place deleted")).toBeInTheDocument();
    expect(deleted).toEqual(["pl-1"]);
    await waitFor(() => expect(within(region).queryByRole("heading", { name: "Home" })).toBeNull());
    expect(within(region).getByRole("heading", { name: "Hotel" })).toBeInTheDocument();
  });
});

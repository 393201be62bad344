import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dayButton,
  findWindow,
  mockBookingApi,
  renderBookingCard,
  resetCardTest,
  setCardNow,
  signConsent,
  signIn,
  typePlace,
} from "../test/render-booking";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

const SAVED_HOTEL = {
  id: "place-1",
  label: "Hotel",
  createdAt: "2026-05-01T00:00:00.000Z",
  place: {
    kind: "hotel",
    line1: "Jalan Sultan Ismail 8",
    postcode: "50250",
    area: null,
    floor: "12",
    access: { hotelName: "Grand Ampang", room: "1208", reservationName: "A. Rahman", lift: "Card lift" },
  },
};

beforeEach(() => {
  setCardNow();
  signIn();
});

afterEach(resetCardTest);

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(dayButton("Tuesday, 2 June 2026"));
  await user.click(await findWindow(/^Evening/));
  const submit = await screen.findByRole("button", { name: /^Complete Booking/ });
  await waitFor(() => expect(screen.getByLabelText("Full Name")).toHaveValue("Aisha Rahman"));
  return submit;
}

const posted = (fetchMock: ReturnType<typeof mockBookingApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("BookingCard: where the nurse goes (issue 37)", () => {
  it("a hotel needs its name, the room and the name on the reservation before going on", async () => {
    const fetchMock = mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    const submit = await openDetails(user);
    expect(screen.queryByLabelText("Hotel name")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Hotel" }));
    await typePlace(user);
    await user.click(submit);

    const hotelName = screen.getByLabelText("Hotel name");
    await waitFor(() => expect(hotelName).toHaveFocus());
    for (const label of ["Hotel name", "Room number", "Name on the reservation"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
    }
    expect(screen.getAllByText(/For a hotel, enter its name/)).toHaveLength(3);
    expect(screen.queryByLabelText("Type your full name")).not.toBeInTheDocument();
    expect(posted(fetchMock)).toHaveLength(0);

    await user.type(hotelName, "Grand Ampang");
    await user.type(screen.getByLabelText("Room number"), "1208");
    await user.type(screen.getByLabelText("Name on the reservation"), "A. Rahman");
    await user.click(submit);
    expect(await screen.findByLabelText("Type your full name")).toBeInTheDocument();
  });

  it("a postcode outside the service areas is said at once, and the customer cannot go on to pay", async () => {
    const fetchMock = mockBookingApi({
      extra: {
        "GET /service-areas/81000": () => ({
          status: 404,
          body: {
            statusCode: 404,
            code: "NOT_FOUND",
            message: "We don't visit postcode 81000 yet",
            messageId: "outsideServiceArea",
            params: { postcode: "81000" },
          },
        }),
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    const submit = await openDetails(user);
    await typePlace(user, { line1: "Jalan Wong Ah Fook 1", postcode: "81000" });
    expect(await screen.findByText(/We don't visit postcode 81000 yet/)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).includes("/api/service-areas/81000?city=Kuala%20Lumpur"),
      ),
    ).toBe(true);

    await user.click(submit);
    const postcode = screen.getByLabelText("Postcode");
    await waitFor(() => expect(postcode).toHaveFocus());
    expect(postcode).toHaveAttribute("aria-invalid", "true");
    expect(document.getElementById("booking-place-postcode-error")).toHaveTextContent(
      /We don't visit postcode 81000 yet/,
    );
    expect(screen.queryByLabelText("Type your full name")).not.toBeInTheDocument();
    expect(posted(fetchMock)).toHaveLength(0);

    // A postcode the nurses visit: its area is shown and the customer goes on.
    await user.clear(postcode);
    await user.type(postcode, "50450");
    expect(await screen.findByText("Area: KLCC")).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByLabelText("Type your full name")).toBeInTheDocument();
  });

  it("a saved place fills the form, and the request carries the place and savePlace", async () => {
    const requests: unknown[] = [];
    mockBookingApi({
      extra: {
        "GET /account/places": () => ({ body: { places: [SAVED_HOTEL] } }),
        "GET /service-areas/50250": () => ({
          body: { postcode: "50250", area: "Bukit Bintang", city: "Kuala Lumpur" },
        }),
        "POST /payments/create-checkout-session-with-booking": ({ body }) => {
          requests.push(body);
          return { body: { url: "/api/payments/sandbox/cs_1", sessionId: "cs_1", bookingId: "b1" } };
        },
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    const submit = await openDetails(user);
    const picker = await screen.findByLabelText("Use a saved place");
    await waitFor(() => expect(within(picker).getAllByRole("option")).toHaveLength(2));
    await user.selectOptions(picker, "place-1");

    expect(screen.getByRole("radio", { name: "Hotel" })).toBeChecked();
    expect(screen.getByLabelText("Address line 1")).toHaveValue("Jalan Sultan Ismail 8");
    expect(screen.getByLabelText("Postcode")).toHaveValue("50250");
    expect(screen.getByLabelText("Floor")).toHaveValue("12");
    expect(screen.getByLabelText("Hotel name")).toHaveValue("Grand Ampang");
    expect(screen.getByLabelText("Room number")).toHaveValue("1208");
    expect(screen.getByLabelText("Name on the reservation")).toHaveValue("A. Rahman");
    expect(await screen.findByText("Area: Bukit Bintang")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Room number"));
    await user.type(screen.getByLabelText("Room number"), "1210");
    await user.click(screen.getByRole("checkbox", { name: "Save this place for next time" }));
    await user.click(submit);
    await signConsent(user);

    await waitFor(() => expect(requests).toHaveLength(1));
    const { bookingData } = requests[0] as { bookingData: Record<string, unknown> };
    expect(bookingData.place).toEqual({
      kind: "hotel",
      line1: "Jalan Sultan Ismail 8",
      postcode: "50250",
      floor: "12",
      access: { hotelName: "Grand Ampang", room: "1210", reservationName: "A. Rahman", lift: "Card lift" },
    });
    expect(bookingData.savePlace).toBe(true);
    expect(bookingData.customerInfo).not.toHaveProperty("address");
  });

  it("without the tick, the place is not saved", async () => {
    const requests: unknown[] = [];
    mockBookingApi({
      extra: {
        "POST /payments/create-checkout-session-with-booking": ({ body }) => {
          requests.push(body);
          return { body: { url: "/api/payments/sandbox/cs_1", sessionId: "cs_1", bookingId: "b1" } };
        },
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    const submit = await openDetails(user);
    await typePlace(user);
    await user.type(screen.getByLabelText("Name to register at the guardhouse (optional)"), "Aisha");
    await user.click(submit);
    await signConsent(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    const { bookingData } = requests[0] as { bookingData: Record<string, unknown> };
    expect(bookingData).not.toHaveProperty("savePlace");
    expect(bookingData.place).toEqual({
      kind: "condominium",
      line1: "Jalan Ampang 1",
      postcode: "50450",
      access: { guardhouseName: "Aisha" },
    });
  });
});

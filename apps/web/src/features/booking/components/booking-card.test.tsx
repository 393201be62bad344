import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { redirectTo } from "../../../lib/redirect";
import { findToast } from "../../../test/render-app";
import {
  dateStrip,
  dayButton,
  findWindow,
  mockBookingApi,
  PAYMENT_CONFIG,
  renderBookingCard,
  resetCardTest,
  setCardNow,
  signConsent,
  signIn,
  typePlace,
} from "../test/render-booking";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));

// The form tests type a lot through user-event: on a busy machine they take longer than the default 5 seconds.
vi.setConfig({ testTimeout: 20_000 });

async function chooseDateAndWindow(user: ReturnType<typeof userEvent.setup>, day: string, window: RegExp) {
  await user.click(dayButton(day));
  await user.click(await findWindow(window));
  return screen.findByRole("button", { name: /^Complete Booking/ });
}

beforeEach(() => {
  setCardNow();
});

afterEach(resetCardTest);

describe("BookingCard: date strip (Kuala Lumpur time, process TZ America/New_York)", () => {
  it("starts the strip at today's KL date even when the browser's own day is another", () => {
    // 06:00 in KL on 1 June is 18:00 on 31 May in New York.
    setCardNow("2026-06-01T06:00:00+08:00");
    mockBookingApi();
    renderBookingCard();
    const days = within(dateStrip()).getAllByRole("button");
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName("Monday, 1 June 2026");
    expect(days[6]).toHaveAccessibleName("Sunday, 7 June 2026");
    expect(days[0]).toBeEnabled();
    for (const day of days) expect(day).toHaveAttribute("aria-pressed", "false");
  });

  it("reads the shown week's places for every provider in one request, again for the next week", async () => {
    const fetchMock = mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    const rangeUrls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("availability"));
    await waitFor(() =>
      expect(rangeUrls()).toEqual(["/api/availability?providers=p1,p2&from=2026-06-01&days=7"]),
    );
    await user.click(screen.getByRole("button", { name: "Next week" }));
    await waitFor(() =>
      expect(rangeUrls()).toContain("/api/availability?providers=p1,p2&from=2026-06-08&days=7"),
    );
  });

  it("disables a day the clinic closed and says so; the other days stay open", async () => {
    mockBookingApi({ closed: ["2026-06-03"] });
    renderBookingCard();
    const closed = await within(dateStrip()).findByRole("button", {
      name: "Wednesday, 3 June 2026, closed",
    });
    expect(closed).toBeDisabled();
    expect(dayButton("Tuesday, 2 June 2026")).toBeEnabled();
    expect(dayButton("Thursday, 4 June 2026")).toBeEnabled();
  });

  it("disables a day on which no window has a place left at any provider", async () => {
    const none = {
      "Morning 8AM - 12PM": 0,
      "Afternoon 12PM - 4PM": 0,
      "Evening 4PM - 8PM": 0,
      "Night 8PM - 12AM": 0,
    };
    mockBookingApi({ remaining: { p1: none, p2: none } });
    renderBookingCard();
    expect(
      await within(dateStrip()).findByRole("button", { name: "Tuesday, 2 June 2026, fully booked" }),
    ).toBeDisabled();
  });

  it("disables today at 23:45 KL when no window is left, though it is still midday in New York", () => {
    setCardNow("2026-06-01T23:45:00+08:00");
    mockBookingApi();
    renderBookingCard();
    expect(dayButton("Monday, 1 June 2026")).toBeDisabled();
    expect(dayButton("Tuesday, 2 June 2026")).toBeEnabled();
  });

  it("disables today after 19:30 KL (the Night window starts within 30 minutes)", () => {
    setCardNow("2026-06-01T19:31:00+08:00");
    mockBookingApi();
    renderBookingCard();
    expect(dayButton("Monday, 1 June 2026")).toBeDisabled();
  });

  it("cannot page before the current week; days before today are disabled; paging clears date and time", async () => {
    mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    const previous = screen.getByRole("button", { name: "Previous week" });
    expect(previous).toBeDisabled();

    await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Morning/);
    await user.click(screen.getByRole("button", { name: "Next week" }));
    expect(dayButton("Monday, 8 June 2026")).toBeEnabled();
    expect(previous).toBeEnabled();
    expect(screen.queryByRole("group", { name: "Choose a time window" })).not.toBeInTheDocument();

    await user.click(previous);
    expect(previous).toBeDisabled();
    expect(dayButton("Tuesday, 2 June 2026")).toHaveAttribute("aria-pressed", "false");
    // Yesterday is not offered at all; today's past windows are unavailable.
    expect(within(dateStrip()).queryByRole("button", { name: "Sunday, 31 May 2026" })).toBeNull();
  });

  it("changing the date clears the chosen time window", async () => {
    mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Evening/);
    expect(await findWindow(/^Evening/)).toHaveAttribute("aria-pressed", "true");

    await user.click(dayButton("Wednesday, 3 June 2026"));
    expect(dayButton("Wednesday, 3 June 2026")).toHaveAttribute("aria-pressed", "true");
    expect(await findWindow(/^Evening/)).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("button", { name: /^Complete Booking/ })).not.toBeInTheDocument();
  });
});

describe("BookingCard: time windows", () => {
  it("marks past windows unavailable and full windows full; a window is open if any provider has room", async () => {
    mockBookingApi({
      remaining: {
        p1: { "Evening 4PM - 8PM": 0, "Night 8PM - 12AM": 0 },
        p2: { "Evening 4PM - 8PM": 0, "Night 8PM - 12AM": 1 },
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    await user.click(dayButton("Monday, 1 June 2026"));

    expect(await findWindow(/^Morning 8AM - 12PM, Unavailable/)).toBeDisabled();
    expect(await findWindow(/^Evening 4PM - 8PM, Fully booked/)).toBeDisabled();
    expect(await findWindow(/^Afternoon/)).toBeDisabled(); // 12:00 has started
    const night = await findWindow(/^Night 8PM - 12AM, 1 place left/);
    expect(night).toBeEnabled();
    await user.click(night);
    expect(night).toHaveAttribute("aria-pressed", "true");
  });

  it("the 60-second refresh clears a window that has come within 30 minutes", async () => {
    setCardNow("2026-06-01T19:20:00+08:00");
    mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    await chooseDateAndWindow(user, "Monday, 1 June 2026", /^Night/);

    act(() => {
      vi.setSystemTime(new Date("2026-06-01T19:30:30+08:00"));
      vi.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(dayButton("Monday, 1 June 2026")).toBeDisabled());
    expect(dayButton("Monday, 1 June 2026")).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("button", { name: /^Complete Booking/ })).not.toBeInTheDocument();
  });
});

/** A signed-out customer's details, typed into the card's form. */
async function typeDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Full Name"), "Aisha Rahman");
  await user.type(screen.getByLabelText("Email"), "aisha@example.com");
  await user.type(screen.getByLabelText("Phone Number"), "123456789");
  await typePlace(user);
}

describe("BookingCard: the form", () => {
  it("never disables 'Complete Booking' without a reason: a press marks what is missing and focuses it", async () => {
    const fetchMock = mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    const submit = await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Morning/);
    expect(submit).toHaveTextContent("Complete Booking - RM 1,600");
    expect(submit).toBeEnabled();
    expect(screen.getByLabelText("Location")).toHaveValue("Kuala Lumpur, Malaysia");
    expect(screen.getByLabelText("Location")).toHaveAttribute("readonly");
    expect(screen.getByRole("radio", { name: "Card" })).toBeChecked();

    await user.click(submit);
    const name = screen.getByLabelText("Full Name");
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");

    await user.type(name, "Aisha Rahman");
    await user.type(screen.getByLabelText("Email"), "aisha@example.com");
    await user.type(screen.getByLabelText("Phone Number"), "12-345abc6789");
    expect(screen.getByLabelText("Phone Number")).toHaveValue("123456789");
    await user.clear(screen.getByLabelText("Email"));
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("keeps the phone to digits, 15 in all with the country code (Malaysia +60 by default)", async () => {
    mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Morning/);
    expect(screen.getByRole("combobox", { name: "Country calling code" })).toHaveTextContent("MY +60");
    await user.type(screen.getByLabelText("Phone Number"), "12345678901234567890");
    expect(screen.getByLabelText("Phone Number")).toHaveValue("1234567890123");
  });

  it("prefills from the profile; a missing address is marked and focused, and nothing is booked", async () => {
    signIn();
    const fetchMock = mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    const submit = await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Morning/);
    await waitFor(() => expect(screen.getByLabelText("Full Name")).toHaveValue("Aisha Rahman"));
    expect(screen.getByLabelText("Email")).toHaveValue("aisha@example.com");
    expect(screen.getByLabelText("Phone Number")).toHaveValue("123456789");

    await user.click(submit);
    const address = screen.getByLabelText("Address line 1");
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("signed out: the sign-up starts from what was typed, and once in, the booking goes on by itself", async () => {
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
    const submit = await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Morning/);
    await typeDetails(user);
    await user.click(submit);
    expect(screen.getByTestId("auth-dialog")).toHaveTextContent("signup");
    expect(JSON.parse(screen.getByTestId("auth-prefill").textContent ?? "null")).toEqual({
      fullName: "Aisha Rahman",
      email: "aisha@example.com",
      phone: "+60 123456789",
    });
    expect(requests).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Probe: account made" }));
    // Signed in, the profile current: the consent to treatment, then the payment (issue 36).
    await signConsent(user);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_1"));
    expect(requests).toHaveLength(1);
  });

  it("signed out: closing the sign-up forgets the booking, so a later sign-in does not book", async () => {
    const fetchMock = mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    const submit = await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Morning/);
    await typeDetails(user);
    await user.click(submit);
    await user.click(screen.getByRole("button", { name: "Probe: dialog closed" }));
    await user.click(screen.getByRole("button", { name: "Probe: account made" }));
    await waitFor(() => expect(screen.getByTestId("auth-dialog")).toHaveTextContent("none"));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("bounds the quantity to 1–10 and multiplies the total", async () => {
    mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    const submit = await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Morning/);
    const minus = screen.getByRole("button", { name: "Decrease quantity" });
    const plus = screen.getByRole("button", { name: "Increase quantity" });
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(minus).toBeEnabled();
    expect(submit).toHaveTextContent("Complete Booking - RM 3,200");
    for (let i = 0; i < 12; i += 1) if (!(plus as HTMLButtonElement).disabled) await user.click(plus);
    expect(plus).toBeDisabled();
    expect(screen.getByRole("status", { name: "Quantity" })).toHaveTextContent("10");
    expect(screen.getByText("10 × RM 1,600")).toBeInTheDocument();
    expect(submit).toHaveTextContent("Complete Booking - RM 16,000");
  });
});

describe("BookingCard: the terms of the chosen visit, before paying (issue 35)", () => {
  const terms = () => within(screen.getByRole("region", { name: "Before you pay" }));

  it("a visit more than 24 h away: free cancellation until 24 h before it, and the clinic's usual 15-30 minutes", async () => {
    mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    await chooseDateAndWindow(user, "Wednesday, 3 June 2026", /^Afternoon/);
    expect(
      terms().getByText(
        "Free cancellation until Tuesday, 2 June 2026 at 12:00 pm. After that, 50% of the total is refunded if you cancel before the visit.",
      ),
    ).toBeInTheDocument();
    expect(terms().getByText(/usually approves within 15-30 minutes/)).toBeInTheDocument();
  });

  it("a visit under 24 h away: half is refunded from the moment it is paid", async () => {
    mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Morning/);
    expect(
      terms().getByText(
        "This visit is less than 24 hours away: if you cancel after paying, 50% of the total is refunded.",
      ),
    ).toBeInTheDocument();
  });

  it("booked late at night: no 15-30 minutes, but when the clinic opens and decides", async () => {
    setCardNow("2026-06-01T23:40:00+08:00");
    mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Afternoon/);
    const region = screen.getByRole("region", { name: "Before you pay" });
    expect(region).not.toHaveTextContent("15-30 minutes");
    expect(region).toHaveTextContent(
      "The clinic is closed now and decides once it opens on Tuesday, 2 June 2026 at 8:00 am.",
    );
  });
});

describe("BookingCard: payment", () => {
  /** The details, then (the profile current) the consent to treatment signed: what pays. */
  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, method = "Card") {
    const submit = await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Evening/);
    await waitFor(() => expect(screen.getByLabelText("Full Name")).toHaveValue("Aisha Rahman"));
    await typePlace(user);
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    const radio = screen.getByRole("radio", { name: method });
    await waitFor(() => expect(radio).toBeEnabled());
    await user.click(radio);
    await user.click(submit);
    await signConsent(user);
  }

  it("card: creates the checkout session with the booking and goes to its url", async () => {
    signIn();
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
    await fillAndSubmit(user, "Apple Pay");

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_1"));
    expect(requests).toEqual([
      {
        bookingData: {
          serviceId: "nmn-150",
          date: "2026-06-02",
          timeSlot: "Evening 4PM - 8PM",
          location: { country: "Malaysia", city: "Kuala Lumpur" },
          customerInfo: {
            name: "Aisha Rahman",
            email: "aisha@example.com",
            phone: "+60 123456789",
          },
          place: { kind: "condominium", line1: "Jalan Ampang 1", postcode: "50450", access: {} },
          totalAmount: 3200,
          currency: "MYR",
          quantity: 2,
          consent: { version: "1.3", signedName: "Aisha Rahman", agreed: true },
        },
        amount: 3200,
        currency: "MYR",
        paymentMethod: "applepay",
      },
    ]);
  });

  it.each([
    ["FPX online banking", "fpx"],
    ["GrabPay", "grabpay"],
  ] as const)("%s: the same hosted checkout, asked for by its method (issue 39)", async (label, method) => {
    signIn();
    const methods: unknown[] = [];
    mockBookingApi({
      extra: {
        "POST /payments/create-checkout-session-with-booking": ({ body }) => {
          methods.push((body as { paymentMethod: string }).paymentMethod);
          return { body: { url: "/api/payments/sandbox/cs_2", sessionId: "cs_2", bookingId: "b1" } };
        },
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    await fillAndSubmit(user, label);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_2"));
    expect(methods).toEqual([method]);
  });

  it("Back from the checkout on a page loaded anew: the day, window and details are there again (issue 35)", async () => {
    signIn();
    mockBookingApi({
      extra: {
        "POST /payments/create-checkout-session-with-booking": () => ({
          body: { url: "/api/payments/sandbox/cs_1", sessionId: "cs_1", bookingId: "b1" },
        }),
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    await fillAndSubmit(user);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_1"));

    // The page comes back loaded anew: a new card, from nothing but this tab's storage.
    cleanup();
    renderBookingCard();
    await waitFor(() => expect(dayButton("Tuesday, 2 June 2026")).toHaveAttribute("aria-pressed", "true"));
    expect(await findWindow(/^Evening/)).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByLabelText("Address line 1")).toHaveValue("Jalan Ampang 1");
    expect(screen.getByLabelText("Postcode")).toHaveValue("50450");
    expect(screen.getByRole("status", { name: "Quantity" })).toHaveTextContent("2");

    // Once: a later visit starts afresh.
    cleanup();
    renderBookingCard();
    expect(dayButton("Tuesday, 2 June 2026")).toHaveAttribute("aria-pressed", "false");
  });

  it("no url: 'Failed to create payment session'", async () => {
    signIn();
    mockBookingApi({
      extra: {
        "POST /payments/create-checkout-session-with-booking": () => ({
          body: { url: "", sessionId: "cs_1", bookingId: "b1" },
        }),
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    await fillAndSubmit(user);
    expect(await findToast("Booking Failed")).toHaveTextContent("Failed to create payment session");
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("a full window: 'Booking Failed' with the server's message, and availability is read again", async () => {
    signIn();
    let availabilityCallsAtPost = 0;
    const fetchMock = mockBookingApi({
      extra: {
        "POST /payments/create-checkout-session-with-booking": () => {
          availabilityCallsAtPost = availabilityCalls();
          return {
            status: 409,
            body: {
              message: "This time window is fully booked. Please choose another time.",
              messageId: "windowFull",
              statusCode: 409,
              code: "WINDOW_FULL",
            },
          };
        },
      },
    });
    const availabilityCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes("/availability")).length;
    const user = userEvent.setup();
    renderBookingCard();
    await fillAndSubmit(user);
    expect(await findToast("Booking Failed")).toHaveTextContent(
      "This time window is fully booked. Please choose another time.",
    );
    await waitFor(() => expect(availabilityCalls()).toBeGreaterThan(availabilityCallsAtPost));
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("USDT/USDC: hands the validated booking to the page for the crypto modal", async () => {
    signIn();
    const fetchMock = mockBookingApi();
    const user = userEvent.setup();
    const { onCryptoCheckout } = renderBookingCard();
    await fillAndSubmit(user, "USDT/USDC");
    await waitFor(() => expect(onCryptoCheckout).toHaveBeenCalledTimes(1));
    expect(onCryptoCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        serviceId: "nmn-150",
        date: "2026-06-02",
        totalAmount: 3200,
        quantity: 2,
        consent: { version: "1.3", signedName: "Aisha Rahman", agreed: true },
      }),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("crypto switched off on the server: USDT/USDC is disabled with a note", async () => {
    mockBookingApi({
      paymentConfig: {
        ...PAYMENT_CONFIG,
        methods: { ...PAYMENT_CONFIG.methods, usdt: false },
        crypto: { ...PAYMENT_CONFIG.crypto, enabled: false, unavailableReason: "Crypto is not configured" },
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    await chooseDateAndWindow(user, "Tuesday, 2 June 2026", /^Morning/);
    expect(
      await screen.findByText(/USDT\/USDC payments are not available at the moment/),
    ).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "USDT/USDC" })).toBeDisabled();
  });
});

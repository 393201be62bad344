import { apiMessagesEn } from "@ivdrips/contract/api-messages/en";
import type { HealthAnswers } from "@ivdrips/contract/clinical";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  fillHealthForm,
  HEALTHY_ANSWERS,
  healthProfile,
} from "../../../components/health/test/health-fixtures";
import { redirectTo } from "../../../lib/redirect";
import { type ApiHandler } from "../../../test/render-app";
import {
  dayButton,
  findWindow,
  mockBookingApi,
  renderBookingCard,
  resetCardTest,
  SERVICE,
  setCardNow,
  signConsent,
  signIn,
  typePlace,
} from "../test/render-booking";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));

// These flows type a lot (the whole health profile); a busy machine needs more than the default 5 seconds.
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  setCardNow();
  signIn();
});

afterEach(resetCardTest);

const CHECKOUT = "POST /payments/create-checkout-session-with-booking";
const checkoutOpened = () => ({
  body: { url: "/api/payments/sandbox/cs_1", sessionId: "cs_1", bookingId: "b1" },
});

/** Day, window and address (the rest comes from the account), then "Complete Booking". */
async function completeDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(dayButton("Tuesday, 2 June 2026"));
  await user.click(await findWindow(/^Evening/));
  await waitFor(() => expect(screen.getByLabelText("Full Name")).toHaveValue("Aisha Rahman"));
  await typePlace(user);
  await user.click(screen.getByRole("button", { name: /^Complete Booking/ }));
}

const posts = (fetchMock: ReturnType<typeof mockBookingApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("BookingCard: the health profile before the consent (issue 36)", () => {
  it("a customer without a profile fills it in first, then signs the consent and pays", async () => {
    let saved: HealthAnswers | null = null;
    const checkout: unknown[] = [];
    mockBookingApi({
      extra: {
        "GET /account/health-profile": () => ({
          body: saved ? healthProfile("current", saved) : healthProfile("missing"),
        }),
        "PUT /account/health-profile": ({ body }) => {
          saved = body as HealthAnswers;
          return { body: healthProfile("current", saved) };
        },
        [CHECKOUT]: ({ body }) => {
          checkout.push(body);
          return checkoutOpened();
        },
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    await completeDetails(user);

    expect(await screen.findByRole("heading", { name: "Your health profile" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Type your full name")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Agree and Pay/ })).not.toBeInTheDocument();

    await fillHealthForm(user);
    await user.click(screen.getByRole("button", { name: "Save Health Profile" }));
    await waitFor(() => expect(saved).toEqual(HEALTHY_ANSWERS));

    await signConsent(user);
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/api/payments/sandbox/cs_1"));
    expect(checkout).toHaveLength(1);
  });

  it("a G6PD customer booking a drip that G6PD deficiency rules out is stopped before payment", async () => {
    const fetchMock = mockBookingApi({
      extra: {
        "GET /account/health-profile": () => ({
          body: healthProfile("current", { ...HEALTHY_ANSWERS, conditions: ["g6pd_deficiency"] }),
        }),
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    await completeDetails(user);

    expect(await screen.findByText(apiMessagesEn.contraindicated)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Type your full name")).not.toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([]);
  });

  it("a 409 HEALTH_PROFILE_STALE from the server brings the screening back, with the server's message", async () => {
    const checkout: ApiHandler = () => ({
      status: 409,
      body: {
        message: apiMessagesEn.healthProfileStale,
        messageId: "healthProfileStale",
        statusCode: 409,
        code: "HEALTH_PROFILE_STALE",
      },
    });
    mockBookingApi({ extra: { [CHECKOUT]: checkout } });
    const user = userEvent.setup();
    renderBookingCard();
    await completeDetails(user);
    await signConsent(user);

    expect(await screen.findByText(apiMessagesEn.healthProfileStale)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Your health profile" })).toBeInTheDocument();
    // The answers as saved, to check and confirm.
    expect(screen.getByLabelText("Date of birth")).toHaveValue(HEALTHY_ANSWERS.dateOfBirth);
    expect(screen.getByRole("button", { name: "Save Health Profile" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Agree and Pay/ })).not.toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });
});

describe("BookingCard: the consent to treatment (issue 36)", () => {
  it("shows the service's text and refuses a name other than the patient's", async () => {
    const fetchMock = mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    await completeDetails(user);

    const text = await screen.findByRole("region", { name: "Consent to treatment" });
    expect(text).toHaveTextContent("This drip must not be given to anyone with:");
    expect(text).toHaveTextContent("G6PD deficiency");
    expect(screen.getByText("Version 1.3")).toBeInTheDocument();

    await signConsent(user, "Someone Else");
    const name = screen.getByLabelText("Type your full name");
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining("Please type the patient's name as in your details: Aisha Rahman"),
    );
    expect(posts(fetchMock)).toEqual([]);
  });

  it("refuses without the tick", async () => {
    const fetchMock = mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    await completeDetails(user);

    // Case and spacing aside, the name is the patient's.
    await user.type(await screen.findByLabelText("Type your full name"), "  aisha   RAHMAN ");
    await user.click(screen.getByRole("button", { name: /^Agree and Pay/ }));
    const tick = screen.getByRole("checkbox", { name: "I have read and agree to the consent to treatment" });
    await waitFor(() => expect(tick).toHaveFocus());
    expect(tick).toHaveAccessibleDescription(apiMessagesEn.treatmentConsentTick);
    expect(screen.getByLabelText("Type your full name")).not.toHaveAttribute("aria-invalid");
    expect(posts(fetchMock)).toEqual([]);
  });

  it("sends the version it showed, with the name and the tick", async () => {
    const checkout: unknown[] = [];
    mockBookingApi({
      extra: {
        [`GET /services/${SERVICE.id}/consent`]: () => ({
          body: {
            serviceId: SERVICE.id,
            version: "1.7",
            language: "en",
            text: "I consent to receive the NMN 150mg intravenous drip.",
            contraindications: { absolute: [], relative: [] },
          },
        }),
        [CHECKOUT]: ({ body }) => {
          checkout.push(body);
          return checkoutOpened();
        },
      },
    });
    const user = userEvent.setup();
    renderBookingCard();
    await completeDetails(user);
    expect(await screen.findByText("Version 1.7")).toBeInTheDocument();
    await signConsent(user, "aisha rahman");

    await waitFor(() => expect(checkout).toHaveLength(1));
    expect(checkout[0]).toMatchObject({
      bookingData: { consent: { version: "1.7", signedName: "aisha rahman", agreed: true } },
    });
  });

  it("keeps the step and the name typed over a reload (issue 36: resumable)", async () => {
    mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();
    await completeDetails(user);
    await user.type(await screen.findByLabelText("Type your full name"), "Aisha Rah");

    // The page comes back loaded anew: a new card, from nothing but this tab's storage.
    cleanup();
    renderBookingCard();
    expect(await screen.findByLabelText("Type your full name")).toHaveValue("Aisha Rah");
    expect(dayButton("Tuesday, 2 June 2026")).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Back to Your Details" }));
    expect(await screen.findByLabelText("Address line 1")).toHaveValue("Jalan Ampang 1");
  });
});

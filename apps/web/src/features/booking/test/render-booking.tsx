import type { BookingRequest } from "@ivdrips/contract/bookings";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { healthProfile, treatmentConsent } from "../../../components/health/test/health-fixtures";
import { Toaster } from "../../../components/ui/toaster";
import { AuthDialogsProvider, SessionProvider, useAuthDialogs, useSession } from "../../../lib/session";
import { availability, closedAvailability, rangeAvailability } from "../../../test/availability";
import { accountPrefill } from "../../../lib/account-prefill";
import { redirectTo } from "../../../lib/redirect";
import { clearToasts, fakeToken, mockApi, testQueryClient, type ApiHandler } from "../../../test/render-app";
import { BookingCard } from "../components/booking-card";

/** Midday on Monday 1 June 2026 in Kuala Lumpur (midnight in New York): the card tests' usual now. */
export const CARD_NOW = "2026-06-01T12:00:00+08:00";

/** `Date` and the card's 60-second tick are fake, set to `iso`; everything else runs in real time. */
export function setCardNow(iso: string = CARD_NOW): void {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(new Date(iso));
}

/**
 * What each card test leaves behind, put back: toasts, the real clock, stubbed globals, and the redirect (which
 * the test file mocks: `vi.mock("../../../lib/redirect", ...)`).
 */
export function resetCardTest(): void {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockReset();
}

export const SERVICE = { id: "nmn-150", name: "NMN 150mg", price: 1600 };

export const USER = {
  id: "user-1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: "+60 123456789",
  createdAt: "2026-01-01T00:00:00.000Z",
};

export const PAYMENT_CONFIG = {
  checkoutProvider: "sandbox",
  methods: { card: true, applepay: true, googlepay: true, fpx: true, grabpay: true, usdt: true },
  crypto: {
    enabled: true,
    unavailableReason: null,
    chainId: 8453,
    receiverAddress: "0x0000000000000000000000000000000000000001",
    myrToUsd: "0.2368",
    minConfirmations: 1,
    walletConnectProjectId: null,
    tokens: [],
  },
};

/**
 * The usual API: two KL providers with room everywhere unless `remaining` or `closed` says otherwise; a
 * customer whose health profile is current, and the service's consent to treatment (version 1.3).
 */
export function mockBookingApi(
  options: {
    remaining?: Record<string, Partial<Record<string, number>>>;
    /** Days the clinic closed for every provider. */
    closed?: readonly string[];
    paymentConfig?: unknown;
    extra?: Record<string, ApiHandler>;
  } = {},
) {
  return mockApi({
    "GET /providers": () => ({
      body: ["p1", "p2"].map((id) => ({
        _id: id,
        name: id,
        isActive: true,
        locations: ["Kuala Lumpur"],
        capacityPerWindow: 2,
      })),
    }),
    // The strip's week in one request: every provider, every day.
    "GET /availability": ({ url }) => ({
      body: rangeAvailability(url, (providerId, date) =>
        options.closed?.includes(date)
          ? closedAvailability(providerId, date)
          : availability(providerId, date, options.remaining?.[providerId]),
      ),
    }),
    "GET /payments/config": () => ({ body: options.paymentConfig ?? PAYMENT_CONFIG }),
    "GET /users/profile": () => ({ body: USER }),
    "GET /account/health-profile": () => ({ body: healthProfile("current") }),
    [`GET /services/${SERVICE.id}/consent`]: () => ({ body: treatmentConsent(SERVICE.id) }),
    // Issue 37: KLCC's postcode is in a service area; the customer has no saved place.
    [`GET /service-areas/${PLACE.postcode}`]: () => ({
      body: { postcode: PLACE.postcode, area: "KLCC", city: "Kuala Lumpur" },
    }),
    "GET /account/places": () => ({ body: { places: [] } }),
    // No drip package bought (issue 39): no package credit to offer.
    "GET /account/credits": () => ({ body: { credits: [] } }),
    // Kuala Lumpur's fees: a Night window or a visit today carries a surcharge.
    "GET /visit-fees": () => ({
      body: { city: "Kuala Lumpur", nightSurcharge: 100, sameDaySurcharge: 150, callOutFee: 100 },
    }),
    ...options.extra,
  });
}

/** The visit place the tests book: a condominium by KLCC. */
export const PLACE = { line1: "Jalan Ampang 1", postcode: "50450" };

/** The visit place's address line and postcode, typed into the card (a condominium, the kind it starts on). */
export async function typePlace(
  user: ReturnType<typeof userEvent.setup>,
  place: { line1: string; postcode: string } = PLACE,
) {
  await user.type(screen.getByLabelText("Address line 1"), place.line1);
  await user.type(screen.getByLabelText("Postcode"), place.postcode);
}

/** A token the session accepts; the signature is never checked in the browser. */
export function signIn() {
  localStorage.setItem("auth_token", fakeToken({ sub: USER.id }));
}

function DialogProbe() {
  const { open, setOpen } = useAuthDialogs();
  const prefill = accountPrefill.read();
  const { signIn: keepSession } = useSession();
  return (
    <>
      <p data-testid="auth-dialog">{open ?? "none"}</p>
      <p data-testid="auth-prefill">{JSON.stringify(prefill)}</p>
      {/* What a finished sign-up does (use-complete-auth.ts): the session, then the dialog closes. */}
      <button
        type="button"
        onClick={() => {
          keepSession({ token: fakeToken({ sub: USER.id }), user: USER });
          setOpen(null);
        }}
      >
        Probe: account made
      </button>
      <button type="button" onClick={() => setOpen(null)}>
        Probe: dialog closed
      </button>
    </>
  );
}

/** The booking card with the app's providers around it. */
export function renderBookingCard(onCryptoCheckout: (booking: BookingRequest) => void = vi.fn()) {
  const queryClient = testQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AuthDialogsProvider>
          <BookingCard service={SERVICE} onCryptoCheckout={onCryptoCheckout} />
          <DialogProbe />
          <Toaster />
        </AuthDialogsProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { queryClient, onCryptoCheckout };
}

export function dateStrip() {
  return screen.getByRole("group", { name: "Choose a date" });
}

export function dayButton(label: string) {
  return within(dateStrip()).getByRole("button", { name: label });
}

export async function findWindow(name: RegExp) {
  const group = await screen.findByRole("group", { name: "Choose a time window" });
  return within(group).findByRole("button", { name });
}

/** The consent to treatment, signed in `name` with the tick, then its button: what pays (issue 36). */
export async function signConsent(user: ReturnType<typeof userEvent.setup>, name = USER.fullName) {
  const signature = await screen.findByLabelText("Type your full name");
  await user.clear(signature);
  await user.type(signature, name);
  await user.click(
    screen.getByRole("checkbox", { name: "I have read and agree to the consent to treatment" }),
  );
  await user.click(screen.getByRole("button", { name: /^Agree and Pay/ }));
}

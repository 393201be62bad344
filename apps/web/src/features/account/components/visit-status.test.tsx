import type { Booking } from "@ivdrips/contract/bookings";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { booking as baseBooking } from "../../../test/bookings";
import { visitDay } from "../../../test/visits";
import { clearToasts, closest, findToast, mockApi, renderApp } from "../../../test/render-app";
import { myBookingsKey } from "../api/get-my-bookings";
import { accountDialogs } from "./booking-card";
import { MyBookings } from "./my-bookings";

// The dialogs load when first reached for: here, before the tests.
beforeAll(() => accountDialogs());

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

/** An approved visit far ahead (the window is in 2099): upcoming whatever today is. */
function approved(overrides: Partial<Booking> = {}): Booking {
  return baseBooking({
    date: "2099-07-01",
    windowStartsAt: "2099-07-01T06:00:00.000Z",
    windowEndsAt: "2099-07-01T10:00:00.000Z",
    clinicApprovalStatus: "approved",
    visit: visitDay(),
    ...overrides,
  });
}

function renderList(first: Booking, handlers: Parameters<typeof mockApi>[0] = {}) {
  let current = first;
  const api = mockApi({ "GET /bookings": () => ({ body: [current] }), ...handlers });
  const { queryClient } = renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
  return {
    api,
    user: userEvent.setup(),
    set: (booking: Booking) => (current = booking),
    // What My Account's live event stream does on any booking event (use-my-live-events.ts).
    liveEvent: () => act(() => queryClient.invalidateQueries({ queryKey: myBookingsKey })),
  };
}

describe("the customer's visit day (issue 37)", () => {
  it("shows who comes, then the step and the ETA as a live event brings them", async () => {
    const { set, liveEvent } = renderList(approved());
    const card = closest(await screen.findByRole("heading", { name: "NMN 150mg" }), "[data-slot=card]");
    const visitBox = within(card).getByRole("region", { name: "Your visit" });
    expect(visitBox).toHaveTextContent("Siti Aminah, Nurse");
    expect(visitBox).toHaveTextContent("Registration: LJM LJM/12345");
    const step = within(visitBox).getByRole("status");
    expect(step).toHaveTextContent("Your clinician has not set off yet");

    set(
      approved({
        visit: visitDay({
          step: "on_the_way",
          onTheWayAt: "2099-07-01T05:50:00.000Z",
          etaAt: "2099-07-01T06:35:00.000Z",
        }),
      }),
    );
    await liveEvent();
    await waitFor(() => expect(step).toHaveTextContent("On the way, arriving about 2:35 pm"));

    set(approved({ visit: visitDay({ step: "arrived", arrivedAt: "2099-07-01T06:30:00.000Z" }) }));
    await liveEvent();
    await waitFor(() => expect(step).toHaveTextContent("Your clinician has arrived"));
  });

  it("says the clinic will name the clinician while none is assigned", async () => {
    renderList(approved({ visit: visitDay({ clinician: null }) }));
    const visitBox = await screen.findByRole("region", { name: "Your visit" });
    expect(visitBox).toHaveTextContent("The clinic will name your clinician before the visit.");
  });

  it("offers the late clinician's full refund only when the actions allow it, confirmed first", async () => {
    const late = approved({ actions: ["clinician_late"] });
    const { user, api, set } = renderList(late, {
      "POST /bookings/b1/clinician-late": () => {
        const done = {
          ...late,
          status: "cancelled" as const,
          paymentStatus: "refunded" as const,
          cancellationReason: "clinician_late" as const,
          refund: { amount: 1200, cancellationFee: 0, status: "pending" as const },
          state: "cancelled" as const,
          actions: [],
        };
        set(done);
        return { body: done };
      },
    });
    const trigger = await screen.findByRole("button", {
      name: "The clinician is late — cancel with a full refund",
    });
    await user.click(trigger);
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel because the clinician is late?" });
    expect(dialog).toHaveTextContent("more than 45 minutes late");
    expect(dialog).toHaveTextContent("RM 1,200");
    await user.click(within(dialog).getByRole("button", { name: "Keep waiting" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);

    await user.click(trigger);
    const again = await screen.findByRole("alertdialog");
    await user.click(within(again).getByRole("button", { name: "Cancel with a full refund" }));
    expect(await findToast("Visit cancelled")).toHaveTextContent("RM 1,200 will be refunded to you.");
    const history = closest(await screen.findByRole("heading", { name: "Booking History" }), "section");
    expect(history).toHaveTextContent("more than 45 minutes late. You have been refunded in full.");
  });

  it("has no late-clinician action without it in the booking's actions", async () => {
    renderList(approved({ actions: ["cancel"] }));
    await screen.findByRole("region", { name: "Your visit" });
    expect(screen.queryByRole("button", { name: /The clinician is late/ })).not.toBeInTheDocument();
  });

  it("shows an outcome's text, the clinician's note and what went back of each line", async () => {
    renderList(
      approved({
        status: "cancelled",
        paymentStatus: "partially_refunded",
        cancellationReason: "access_refused",
        cancellationNote: "The guardhouse had no visitor registered for unit 12-3",
        totalAmount: 1300,
        priceLines: [
          { kind: "drip", amount: 1200, refunded: 600 },
          { kind: "night_surcharge", amount: 100, refunded: 50 },
        ],
        refund: { amount: 650, cancellationFee: 650, status: "pending" },
        state: "cancelled",
        actions: [],
      }),
    );
    const history = closest(await screen.findByRole("heading", { name: "Booking History" }), "section");
    expect(history).toHaveTextContent("Our clinician was refused entry at the place");
    expect(history).toHaveTextContent(
      "The clinician's note: The guardhouse had no visitor registered for unit 12-3",
    );
    expect(history).toHaveTextContent("Refund RM 650: Processing");
    expect(history).toHaveTextContent("Drip (Refunded):RM 600 of RM 1,200");
    expect(history).toHaveTextContent("Night surcharge (Refunded):RM 50 of RM 100");
    expect(within(history).queryByRole("region", { name: "Your visit" })).not.toBeInTheDocument();
  });
});

import type { LifecycleEvent } from "@ivdrips/contract/booking-state";
import type { Booking } from "@ivdrips/contract/bookings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clinicBooking } from "../../../test/bookings";
import { clearToasts, fakeToken, mockApi, renderApp, type ApiHandler } from "../../../test/render-app";
import { ClinicSessionProvider } from "../clinic-session";
import { clinician } from "../test/clinical-data";
import { visitDay } from "../../../test/visits";
import { ClinicPortal } from "./clinic-portal";

vi.setConfig({ testTimeout: 20_000 });

// The page loads lazily in the portal: here, before the tests.
beforeAll(() => import("./visit-page"));

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PROFILE = { id: "c1", name: "KL Wellness Clinic", username: "klwellness", providers: [] };

/** An approved visit at a hotel, as the clinic's list gives it, with the actions the test is about. */
function approved(actions: LifecycleEvent[], overrides: Partial<Booking> = {}): Booking {
  return clinicBooking({
    clinicApprovalStatus: "approved",
    visit: visitDay(),
    place: {
      kind: "hotel",
      line1: "Jalan Sultan Ismail",
      postcode: "50250",
      area: "Bukit Bintang",
      floor: "21",
      access: {
        hotelName: "JW Marriott",
        room: "2104",
        reservationName: "Farid Rahman",
        lift: "Guest lift, key card from the front desk",
        contactPhone: "+60321418000",
      },
    },
    actions,
    ...overrides,
  });
}

/** The portal at the visit's page, its list answering `current()` (changed by the handlers). */
function renderVisit(
  first: Booking,
  handlers: Record<string, ApiHandler> = {},
  path = `/?view=visit&booking=${first._id}`,
) {
  localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
  let current = first;
  const api = mockApi({
    "GET /clinics/profile": () => ({ body: PROFILE }),
    "GET /clinics/bookings": () => ({ body: [current] }),
    "GET /clinics/clinicians": () => ({ body: [clinician()] }),
    ...handlers,
  });
  renderApp(
    [
      {
        // At the root: the test's memory history reads a "?view=" link against it.
        path: "/",
        element: (
          <ClinicSessionProvider>
            <ClinicPortal />
          </ClinicSessionProvider>
        ),
      },
    ],
    path,
    { session: false },
  );
  const posts = (path: string) =>
    api.mock.calls
      .filter(([input, init]) => init?.method === "POST" && String(input).endsWith(path))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return {
    api,
    posts,
    user: userEvent.setup(),
    set: (booking: Booking) => (current = booking),
  };
}

describe("the clinician's Visit page (issue 37)", () => {
  it("opens from the approved booking's card, and goes back to the bookings", async () => {
    const { user } = renderVisit(approved(["on_the_way"]), {}, "/");
    await user.click(await screen.findByRole("tab", { name: "Approved (1)" }));
    await user.click(screen.getByRole("link", { name: "Open the visit" }));
    expect(
      await screen.findByRole(
        "heading",
        { name: "Visit: NMN 150mg", level: 2 },
        // The page's chunk and the portal's sections arrive lazily: slower on a shared machine.
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "On my way" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Approved (1)" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Back to the bookings" }));
    expect(await screen.findByRole("tab", { name: /Pending/ })).toBeInTheDocument();
  });

  it("shows where to go, how to get in and who to call", async () => {
    renderVisit(approved(["on_the_way"]));
    const heading = await screen.findByRole(
      "heading",
      { name: "Visit: NMN 150mg", level: 2 },
      // The page's chunk and the portal's sections arrive lazily: slower on a shared machine.
      { timeout: 5_000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    const where = screen.getByRole("region", { name: "Where" });
    expect(where).toHaveTextContent("Hotel");
    expect(where).toHaveTextContent(/Hotel21Jalan Sultan Ismail/);
    expect(where).toHaveTextContent("Jalan Sultan Ismail");
    expect(where).toHaveTextContent("50250 Bukit Bintang");
    expect(where).toHaveTextContent("Hotel:JW Marriott");
    expect(where).toHaveTextContent("Room:2104");
    expect(where).toHaveTextContent("Reservation under:Farid Rahman");
    expect(where).toHaveTextContent("Lift:Guest lift, key card from the front desk");
    expect(within(where).getByRole("link", { name: "+60321418000" })).toHaveAttribute(
      "href",
      "tel:+60321418000",
    );
    expect(screen.getByRole("link", { name: /^Call Aisha Rahman/ })).toHaveAttribute(
      "href",
      "tel:+60123456789",
    );
  });

  it("offers one next step at a time, as the booking's actions allow", async () => {
    const { user, posts, set } = renderVisit(approved(["arrived", "patient_absent", "access_refused"]), {
      "POST /clinics/bookings/b1/progress": () => {
        const next = approved(["started", "not_treatable"], {
          visit: visitDay({ step: "arrived", arrivedAt: "2026-07-01T02:10:00.000Z" }),
        });
        set(next);
        return { body: next };
      },
    });
    const arrived = await screen.findByRole("button", { name: "Arrived" });
    // One big button: no other step is offered beside it.
    for (const other of ["On my way", "Started", "Completed"])
      expect(screen.queryByRole("button", { name: other })).not.toBeInTheDocument();

    await user.click(arrived);
    expect(await screen.findByRole("button", { name: "Started" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Arrived" })).not.toBeInTheDocument();
    expect(posts("/progress")).toEqual([{ step: "arrived" }]);
    expect(screen.getByRole("status", { name: "Progress" })).toHaveTextContent("Arrived at 10:10 am");
  });

  it("says Completed for complete, and nothing once no step is allowed", async () => {
    const { set, user } = renderVisit(approved(["complete"]), {
      "POST /clinics/bookings/b1/progress": ({ body }) => {
        expect(body).toEqual({ step: "completed" });
        const done = approved([], { status: "completed", visit: visitDay({ step: "completed" }) });
        set(done);
        return { body: done };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Completed" }));
    expect(await screen.findByText("Nothing more to record for this visit.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "The visit cannot happen" })).not.toBeInTheDocument();
  });

  it("asks the ETA on setting off, refusing 0 and more than 240 minutes", async () => {
    const { user, posts, set } = renderVisit(approved(["on_the_way"]), {
      "POST /clinics/bookings/b1/progress": () => {
        const next = approved(["arrived"], {
          visit: visitDay({
            step: "on_the_way",
            onTheWayAt: "2026-07-01T01:50:00.000Z",
            etaAt: "2026-07-01T02:35:00.000Z",
          }),
        });
        set(next);
        return { body: next };
      },
    });
    await user.click(await screen.findByRole("button", { name: "On my way" }));
    const minutes = screen.getByRole("spinbutton", { name: "Arriving in how many minutes?" });
    expect(minutes).toHaveFocus();
    const setOff = screen.getByRole("button", { name: "Set off" });

    await user.type(minutes, "0");
    await user.click(setOff);
    expect(
      await screen.findByText("Give the expected arrival in whole minutes, from 1 to 240"),
    ).toBeVisible();
    expect(minutes).toHaveAttribute("aria-invalid", "true");
    expect(minutes).toHaveFocus();

    await user.clear(minutes);
    await user.type(minutes, "241");
    await user.click(setOff);
    expect(minutes).toHaveAttribute("aria-invalid", "true");
    expect(posts("/progress")).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, "45");
    await user.click(setOff);
    expect(await screen.findByRole("button", { name: "Arrived" })).toBeInTheDocument();
    expect(posts("/progress")).toEqual([{ step: "on_the_way", etaMinutes: 45 }]);
    expect(screen.getByText("Expected at 10:35 am")).toBeInTheDocument();
  });

  it("records an outcome only with a note, and says a not_treatable note stays clinical", async () => {
    const { user, posts } = renderVisit(
      approved(["started", "patient_absent", "access_refused", "not_treatable"]),
      {
        "POST /clinics/bookings/b1/outcome": () => ({
          body: approved([], { status: "cancelled", cancellationReason: "not_treatable" }),
        }),
      },
    );
    await user.click(await screen.findByRole("button", { name: "The visit cannot happen" }));
    const dialog = await screen.findByRole("dialog", { name: "The visit cannot happen" });
    const record = within(dialog).getByRole("button", { name: "Record the outcome" });

    await user.click(record);
    expect(within(dialog).getByText("Choose what happened")).toBeVisible();
    expect(posts("/outcome")).toEqual([]);

    await user.click(within(dialog).getByRole("radio", { name: /Not treatable on site/ }));
    expect(dialog).toHaveTextContent("This note goes to the clinical record only");
    const note = within(dialog).getByRole("textbox", { name: "Note" });
    expect(note).toHaveAccessibleDescription(/clinical record only/);
    await user.click(record);
    expect(await within(dialog).findByText("Add a note on what happened (3-500 characters)")).toBeVisible();
    expect(note).toHaveFocus();
    expect(posts("/outcome")).toEqual([]);

    await user.type(note, "BP 180/110, advised to see a GP");
    await user.click(record);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(posts("/outcome")).toEqual([
      { outcome: "not_treatable", note: "BP 180/110, advised to see a GP" },
    ]);
  });

  it("tells the customer's note apart from a clinical one", async () => {
    const { user } = renderVisit(approved(["arrived", "patient_absent", "access_refused"]));
    await user.click(await screen.findByRole("button", { name: "The visit cannot happen" }));
    const dialog = await screen.findByRole("dialog");
    // Only the outcomes the server allows now.
    expect(within(dialog).getAllByRole("radio")).toHaveLength(2);
    await user.click(within(dialog).getByRole("radio", { name: /Entry refused/ }));
    expect(dialog).toHaveTextContent("The customer reads this note beside the outcome.");
  });
});

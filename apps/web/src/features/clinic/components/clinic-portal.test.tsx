import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays, klDateOf } from "@ivdrips/contract/time-windows";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ClinicSessionProvider } from "../clinic-session";
import { clinicBooking as booking } from "../../../test/bookings";
import { at, clearToasts, fakeToken, findToast, mockApi, renderApp } from "../../../test/render-app";
import type { ApiAnswer } from "../../../test/render-app";
import { ClinicPortal } from "./clinic-portal";
import { clearance, clinician } from "../test/clinical-data";
import { approveDialog, rejectDialog } from "./clinic-booking-card";

// The sign-in form and the decision dialogs load when first shown (issue 35: the desk paints without them):
// here, before the tests.
beforeAll(() => Promise.all([import("./clinic-login-form"), rejectDialog(), approveDialog()]));

const CONFIG = {
  whatsappNumber: "60123456789",
  supportPhone: "+60 3-2785 0000",
  supportEmail: "care@ivdrips.my",
};
const PROFILE = { id: "c1", name: "KL Wellness Clinic", username: "klwellness", providers: [] };

function renderPortal() {
  return renderApp(
    [
      {
        path: "/",
        element: (
          <ClinicSessionProvider>
            <ClinicPortal />
          </ClinicSessionProvider>
        ),
      },
    ],
    "/",
    { session: false },
  );
}

function signedIn() {
  localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
}

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("clinic sign-in", () => {
  it("keeps Sign In disabled until both fields are filled, and shows the demo credentials hint", async () => {
    mockApi({
      "GET /config": () => ({ body: { ...CONFIG, demoClinic: { username: "demo", password: "pw-123" } } }),
    });
    renderPortal();
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { name: "Clinic Portal" })).toBeInTheDocument();
    const signIn = screen.getByRole("button", { name: "Sign In" });
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText("Username"), "demo");
    expect(signIn).toBeDisabled();
    await user.type(screen.getByLabelText("Password"), "x");
    expect(signIn).toBeEnabled();
    await user.clear(screen.getByLabelText("Username"));
    expect(signIn).toBeDisabled();

    const hint = await screen.findByRole("complementary", { name: "Demo credentials" });
    expect(hint).toHaveTextContent("Username: demo");
    expect(hint).toHaveTextContent("Password: pw-123");
    await user.click(within(hint).getByRole("button", { name: "Use demo credentials" }));
    expect(screen.getByLabelText("Username")).toHaveValue("demo");
    expect(screen.getByLabelText("Password")).toHaveValue("pw-123");
  });

  it("has no demo hint when the public config has none (production)", async () => {
    const api = mockApi({ "GET /config": () => ({ body: CONFIG }) });
    renderPortal();
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.queryByRole("complementary", { name: "Demo credentials" })).not.toBeInTheDocument();
  });

  it("toasts 'Login failed' with the server's message, then 'Welcome back!' and shows the dashboard", async () => {
    let answer: ApiAnswer = {
      status: 401,
      body: {
        message: "Invalid username or password",
        messageId: "invalidClinicLogin",
        statusCode: 401,
        code: "INVALID_CREDENTIALS",
      },
    };
    const api = mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "POST /clinics/login": () => answer,
      "GET /clinics/bookings": () => ({ body: [] }),
    });
    renderPortal();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Username"), "klwellness");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    const failed = await findToast("Login failed");
    expect(failed).toHaveTextContent("Invalid username or password");
    expect(screen.getByRole("heading", { name: "Clinic Portal" })).toBeInTheDocument();
    clearToasts();

    const token = fakeToken({ type: "clinic" });
    answer = { body: { token, clinic: { id: "c1", name: "KL Wellness Clinic" } } };
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await findToast("Welcome back!")).toHaveTextContent("Logged in as KL Wellness Clinic");
    expect(await screen.findByRole("heading", { name: "KL Wellness Clinic" })).toBeInTheDocument();
    expect(screen.getByText("Clinic Management Dashboard")).toBeInTheDocument();
    expect(localStorage.getItem("clinic_auth_token")).toBe(token);
    const login = api.mock.calls.find(([url]) => String(url) === "/api/clinics/login");
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({ username: "klwellness", password: "wrong" });
  });

  it("says 'Signing in...' while the login call runs", async () => {
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "POST /clinics/login": () => new Promise<ApiAnswer>(() => {}),
    });
    renderPortal();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Username"), "klwellness");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
  });
});

describe("clinic session", () => {
  it("ignores and removes a stored token that is not a clinic token", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "customer" }));
    const api = mockApi({ "GET /config": () => ({ body: CONFIG }) });
    renderPortal();
    expect(await screen.findByRole("heading", { name: "Clinic Portal" })).toBeInTheDocument();
    expect(localStorage.getItem("clinic_auth_token")).toBeNull();
    expect(api.mock.calls.some(([url]) => String(url).includes("/clinics/profile"))).toBe(false);
  });

  it("shows a spinner while the profile loads, and the login when the server refuses the token", async () => {
    signedIn();
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ status: 401, body: { message: "Session expired", statusCode: 401 } }),
    });
    renderPortal();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { name: "Clinic Portal" })).toBeInTheDocument();
    expect(localStorage.getItem("clinic_auth_token")).toBeNull();
  });

  it("logs out even when the server call fails", async () => {
    signedIn();
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () => ({ body: [] }),
      "POST /clinics/logout": () => ({ status: 500, body: { message: "Boom", statusCode: 500 } }),
    });
    renderPortal();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("heading", { name: "Clinic Portal" })).toBeInTheDocument();
    expect(localStorage.getItem("clinic_auth_token")).toBeNull();
  });
});

describe("clinic dashboard", () => {
  it("counts the tabs, shows the empty texts, and keeps customer-cancelled bookings out of Pending", async () => {
    signedIn();
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () => ({
        body: [
          booking({ _id: "p1", quantity: 2, totalAmount: 2400 }),
          booking({
            _id: "a1",
            clinicApprovalStatus: "approved",
            serviceId: { _id: "s", name: "NutriGlow" },
          }),
          booking({
            _id: "c1",
            status: "cancelled",
            cancellationReason: "customer",
            paymentStatus: "refunded",
            serviceId: { _id: "s", name: "NutriYouth" },
          }),
        ],
      }),
    });
    renderPortal();
    const user = userEvent.setup();

    const pendingTab = await screen.findByRole("tab", { name: "Pending (1)" });
    expect(pendingTab).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Approved (1)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Rejected (0)" })).toBeInTheDocument();

    const panel = screen.getByRole("tabpanel");
    const [pendingCard, cancelledCard] = within(panel).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(pendingCard).toHaveTextContent("NMN 150mg");
    expect(pendingCard).toHaveTextContent("Wednesday, 1 July 2026");
    expect(pendingCard).toHaveTextContent("Morning 8AM - 12PM");
    expect(pendingCard).toHaveTextContent("Aisha Rahman");
    expect(pendingCard).toHaveTextContent("aisha@example.com");
    expect(pendingCard).toHaveTextContent("+60123456789");
    expect(pendingCard).toHaveTextContent("Kuala Lumpur, Malaysia");
    expect(pendingCard).toHaveTextContent("RM 2,400");
    expect(within(pendingCard).getByText("Pending").closest("[data-slot=badge]")).toHaveClass("text-warning");
    expect(within(pendingCard).getByRole("button", { name: "Approve" })).toBeEnabled();
    expect(within(pendingCard).getByRole("button", { name: "Reject" })).toBeEnabled();

    expect(within(panel).getByRole("heading", { name: "Cancelled by the customer (1)" })).toBeInTheDocument();
    expect(cancelledCard).toHaveTextContent("NutriYouth");
    expect(cancelledCard).toHaveTextContent("Cancelled by customer");
    expect(within(cancelledCard).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Approved (1)" }));
    const approved = within(screen.getByRole("tabpanel")).getByRole("listitem");
    expect(approved).toHaveTextContent("NutriGlow");
    expect(within(approved).getByText("Approved").closest("[data-slot=badge]")).toHaveClass("text-info");
    // Decided: no Approve or Reject, but who comes and the visit's page (issue 37).
    expect(within(approved).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    expect(within(approved).queryByRole("button", { name: "Reject" })).not.toBeInTheDocument();
    expect(within(approved).getByRole("button", { name: "Assign clinician" })).toBeInTheDocument();
    expect(within(approved).getByRole("link", { name: "Open the visit" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Rejected (0)" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("No rejected bookings");
  });

  it("shows where the nurse goes: the place's lines and every access note (issue 37)", async () => {
    signedIn();
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () => ({
        body: [
          booking({
            _id: "p1",
            place: {
              kind: "condominium",
              line1: "Jalan Ampang 1",
              postcode: "50450",
              area: "KLCC",
              unit: "12-3",
              tower: "B",
              access: {
                guardhouseName: "Aisha Rahman",
                carPlate: "WXY 1234",
                parking: "Visitor bay P2",
                contactPhone: "+60 12 345 6789",
              },
            },
          }),
        ],
      }),
    });
    renderPortal();
    const card = within(await screen.findByRole("tabpanel")).getByRole("listitem");
    const lines = [...card.querySelectorAll("[data-slot=place-lines] > span")].map(
      (line) => line.textContent,
    );
    expect(lines).toEqual(["12-3 · B", "Jalan Ampang 1", "50450 KLCC"]);
    expect(card).toHaveTextContent("Condominium");
    expect(card).toHaveTextContent("Register at the guardhouse as:Aisha Rahman");
    expect(card).toHaveTextContent("Car plate:WXY 1234");
    expect(card).toHaveTextContent("Parking:Visitor bay P2");
    expect(card).toHaveTextContent("On-site contact:+60 12 345 6789");
  });

  it("counts only approved visits still taking place; one the customer cancelled after approval is listed apart", async () => {
    signedIn();
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () => ({
        body: [
          booking({
            _id: "a1",
            clinicApprovalStatus: "approved",
            serviceId: { _id: "s", name: "NutriGlow" },
          }),
          booking({
            _id: "a2",
            clinicApprovalStatus: "approved",
            status: "completed",
            serviceId: { _id: "s", name: "NutriBoost" },
          }),
          booking({
            _id: "x1",
            clinicApprovalStatus: "approved",
            status: "cancelled",
            cancellationReason: "customer",
            paymentStatus: "refunded",
            serviceId: { _id: "s", name: "NutriYouth" },
          }),
        ],
      }),
    });
    renderPortal();
    const user = userEvent.setup();

    expect(await screen.findByRole("tab", { name: "Pending (0)" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("tabpanel")).queryByRole("region", { name: /Cancelled by the customer/ }),
    ).not.toBeInTheDocument();
    // The panel is headed by its tab's name, so the cards' headings sit under one (Lighthouse's heading order).
    expect(within(screen.getByRole("tabpanel")).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Pending (0)",
    );

    await user.click(screen.getByRole("tab", { name: "Approved (2)" }));
    const panel = screen.getByRole("tabpanel");
    const approvedList = within(panel).getAllByRole("list")[0] as HTMLElement;
    const approved = within(approvedList).getAllByRole("listitem");
    expect(approved.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "NutriGlow",
      "NutriBoost",
    ]);

    const cancelled = within(panel).getByRole("region", { name: "Cancelled by the customer (1)" });
    expect(cancelled).toHaveTextContent(
      "Approved, then cancelled by the customer: the visit will not take place.",
    );
    const card = within(cancelled).getByRole("listitem");
    expect(card).toHaveTextContent("NutriYouth");
    expect(card).toHaveTextContent("Cancelled by customer");
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
  });

  it("says 'No pending bookings' and 'No approved bookings' when there are none", async () => {
    signedIn();
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () => ({ body: [] }),
    });
    renderPortal();
    expect(await screen.findByText("No pending bookings")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("tab", { name: "Approved (0)" }));
    expect(screen.getByText("No approved bookings")).toBeInTheDocument();
  });

  it("approves as a named clinician: the card's flags, then the dialog; that card's buttons wait for the server", async () => {
    signedIn();
    let release: (answer: ApiAnswer) => void = () => {};
    const api = mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () => ({
        body: [
          booking({ _id: "b1", clinicalFlags: ["diabetes"] }),
          booking({ _id: "b2", serviceId: { _id: "s", name: "NutriGlow" } }),
        ],
      }),
      "GET /clinics/bookings/b1/clearance": () => ({ body: clearance({ flags: ["diabetes"] }) }),
      "GET /clinics/clinicians": () => ({ body: [clinician()] }),
      "PUT /clinics/bookings/b1/status": () => new Promise<ApiAnswer>((resolve) => (release = resolve)),
    });
    renderPortal();
    const user = userEvent.setup();

    const cards = within(await screen.findByRole("tabpanel")).getAllByRole("listitem");
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("Check first: Diabetes");
    expect(second).not.toHaveTextContent("Check first");
    await user.click(within(first).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear this patient" });
    expect(await within(dialog).findByRole("region", { name: "Check first" })).toHaveTextContent("Diabetes");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Cleared by" }), "n1");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));

    expect(within(dialog).getByRole("button", { name: "Approving..." })).toBeDisabled();
    // Behind the dialog (hidden from assistive technology while it is open): this card's buttons only.
    expect(within(first).getByRole("button", { name: "Approve", hidden: true })).toBeDisabled();
    expect(within(first).getByRole("button", { name: "Reject", hidden: true })).toBeDisabled();
    expect(within(second).getByRole("button", { name: "Approve", hidden: true })).toBeEnabled();
    const put = api.mock.calls.find(([url]) => String(url) === "/api/clinics/bookings/b1/status");
    expect(put?.[1]?.method).toBe("PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: "approved", clinicianId: "n1" });
    expect(new Headers(put?.[1]?.headers).get("authorization")).toMatch(/^Bearer /);

    release({ body: booking({ _id: "b1", clinicApprovalStatus: "approved", reference: "IV-SERVER" }) });

    expect(await findToast("Booking Updated")).toHaveTextContent("Booking has been approved");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("tab", { name: "Pending (1)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Approved (1)" })).toBeInTheDocument();
    expect(within(screen.getByRole("tabpanel")).getAllByRole("listitem")).toHaveLength(1);
    await user.click(screen.getByRole("tab", { name: "Approved (1)" }));
    expect(within(screen.getByRole("tabpanel")).getByRole("listitem")).toHaveTextContent("Ref. IV-SERVER");
  });

  it("toasts 'Update Failed' with the server's message when the decision is refused", async () => {
    signedIn();
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () => ({ body: [booking()] }),
      "PUT /clinics/bookings/b1/status": () => ({
        status: 409,
        body: {
          message: "Booking has already been approved",
          messageId: "alreadyApproved",
          statusCode: 409,
          code: "CONFLICT",
        },
      }),
    });
    renderPortal();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this booking?" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reason for the customer" }), "Fully booked");
    await user.click(within(dialog).getByRole("button", { name: "Reject Booking" }));
    expect(await findToast("Update Failed")).toHaveTextContent("Booking has already been approved");
  });

  it("rejects only after asking for the reason, which it sends trimmed; Cancel sends nothing", async () => {
    signedIn();
    const api = mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () => ({ body: [booking({ _id: "b1" })] }),
      "PUT /clinics/bookings/b1/status": () => ({
        body: booking({ _id: "b1", clinicApprovalStatus: "rejected", status: "cancelled" }),
      }),
    });
    const puts = () => api.mock.calls.filter(([, init]) => init?.method === "PUT");
    renderPortal();
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Reject" }));
    let dialog = await screen.findByRole("dialog", { name: "Reject this booking?" });
    expect(dialog).toHaveTextContent("The customer is refunded in full.");
    expect(dialog).toHaveTextContent("Your reason is sent to the customer by email");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Reject" }));
    dialog = await screen.findByRole("dialog", { name: "Reject this booking?" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason for the customer" });
    const confirm = within(dialog).getByRole("button", { name: "Reject Booking" });
    await user.type(reason, "   ");
    await user.click(confirm);
    expect(await within(dialog).findByText("Please give the customer a reason for rejecting")).toBeVisible();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    await user.clear(reason);
    await user.click(reason);
    await user.paste("x".repeat(501));
    expect(within(dialog).getByText("501/500")).toBeVisible();
    await user.click(confirm);
    expect(await within(dialog).findByText("A reason must be at most 500 characters")).toBeVisible();
    expect(puts()).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, "  No nurse is free that evening.  ");
    await user.click(confirm);
    expect(await findToast("Booking Updated")).toHaveTextContent("Booking has been rejected");
    expect(puts()).toHaveLength(1);
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({
      status: "rejected",
      reason: "No nurse is free that evening.",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Rejected (1)" })).toBeInTheDocument();
  });

  it("puts decisions first by their deadline with the time left, then today's visits, and searches", async () => {
    // Times from the real clock (a frozen one stalls the page's timers): the first decision closes in 2 h 10 min
    // (less a few seconds, so that the minute shown holds while the test runs), the other in 1 d 22 h 10 min.
    const now = Date.now();
    const inMinutes = (minutes: number) => new Date(now + minutes * 60_000 - 5_000).toISOString();
    signedIn();
    const late = booking({
      _id: "late",
      reference: "IVD-LATE01",
      customerInfo: { name: "Siti Nur", email: "siti@example.com", phone: "+60123", address: "Bangsar" },
      windowStartsAt: inMinutes(46 * 60 + 10),
      actionsUntil: inMinutes(46 * 60 + 10),
    });
    const soon = booking({
      _id: "soon",
      reference: "IVD-SOON01",
      windowStartsAt: inMinutes(130),
      actionsUntil: inMinutes(130),
    });
    const today = booking({
      _id: "today",
      reference: "IVD-TODAY1",
      customerInfo: { name: "Kumar Raj", email: "kumar@example.com", phone: "+60123", address: "KLCC" },
      clinicApprovalStatus: "approved",
      date: klDateOf(new Date(now)),
    });
    const later = booking({
      _id: "later",
      reference: "IVD-LATER1",
      clinicApprovalStatus: "approved",
      date: addDays(klDateOf(new Date(now)), 4),
    });
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () => ({ body: [later, late, today, soon] }),
    });
    renderPortal();
    const user = userEvent.setup();

    const panel = await screen.findByRole("tabpanel");
    const lists = within(panel).getAllByRole("list");
    const decisions = within(at(lists, 0)).getAllByRole("listitem");
    expect(decisions.map((card) => within(card).getByText(/^Ref\./).textContent)).toEqual([
      "Ref. IVD-SOON01",
      "Ref. IVD-LATE01",
    ]);
    expect(at(decisions, 0)).toHaveTextContent("2 h 10 min left");
    expect(at(decisions, 1)).toHaveTextContent("1 d 22 h left");
    const todays = within(panel).getByRole("region", { name: "Today's visits (1)" });
    expect(todays).toHaveTextContent("Ref. IVD-TODAY1");
    expect(todays).not.toHaveTextContent("left");
    expect(panel).not.toHaveTextContent("IVD-LATER1");

    const search = screen.getByRole("searchbox", { name: "Search by reference or name" });
    await user.click(search);
    await user.paste("late01");
    await waitFor(() => expect(within(panel).getAllByRole("listitem")).toHaveLength(1));
    expect(panel).toHaveTextContent("Ref. IVD-LATE01");
    expect(screen.getByRole("tab", { name: "Pending (1)" })).toBeInTheDocument();
    await user.clear(search);
    await user.paste("siti");
    await waitFor(() => expect(panel).not.toHaveTextContent("IVD-SOON01"));
    expect(panel).toHaveTextContent("Ref. IVD-LATE01");
    await user.clear(search);
    await user.paste("IVD-TODAY");
    expect(await within(panel).findByText("No bookings match “IVD-TODAY”")).toBeInTheDocument();
    expect(within(panel).getByRole("region", { name: "Today's visits (1)" })).toBeInTheDocument();
  });

  it("shows 'Error loading bookings: {message}' and tries again", async () => {
    signedIn();
    let fail = true;
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () =>
        fail ? { status: 503, body: { message: "Service unavailable", statusCode: 503 } } : { body: [] },
    });
    renderPortal();
    expect(await screen.findByRole("alert")).toHaveTextContent("Error loading bookings: Service unavailable");
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No pending bookings")).toBeInTheDocument();
  });
});

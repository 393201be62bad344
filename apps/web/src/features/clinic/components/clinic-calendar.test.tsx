import type {
  AffectedBooking,
  CreateClosureRequest,
  UpdateScheduleRequest,
} from "@ivdrips/contract/clinic-calendar";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n/language-store";
import { clinicBooking as booking } from "../../../test/bookings";
import {
  clearToasts,
  fakeToken,
  findToast,
  mockApi,
  renderApp,
  type ApiHandler,
} from "../../../test/render-app";
import { ClinicSessionProvider } from "../clinic-session";
import { calendar, closureList, PROVIDER, providerWeek, schedule } from "../test/calendar-data";
import { ClinicPortal } from "./clinic-portal";

vi.setConfig({ testTimeout: 20_000 });

const PROFILE = { id: "c1", name: "KL Wellness Clinic", username: "klwellness", providers: [] };
const MORNING = "Morning 8AM - 12PM";
const EVENING = "Evening 4PM - 8PM";

async function renderCalendar(view: string, handlers: Record<string, ApiHandler>) {
  localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
  const fetchMock = mockApi({
    "GET /clinics/profile": () => ({ body: PROFILE }),
    "GET /clinics/bookings": () => ({ body: [] }),
    "GET /clinics/schedule": () => ({ body: schedule() }),
    ...handlers,
  });
  renderApp(
    [
      {
        path: "/clinic",
        element: (
          <ClinicSessionProvider>
            <ClinicPortal />
          </ClinicSessionProvider>
        ),
      },
    ],
    `/clinic?view=${view}`,
    { session: false },
  );
  // The session, the section's own chunk (lazy) and its data: on a busy machine longer than findBy's second.
  // (Other statuses, such as the live-updates control's, stay.)
  const loading = () =>
    screen.queryAllByRole("status").filter((status) => status.textContent?.startsWith("Loading"));
  await waitFor(() => expect(loading()).toHaveLength(0), { timeout: 10_000 });
  return { fetchMock, user: userEvent.setup() };
}

beforeEach(() => {
  // Monday 1 June 2026, midday in Kuala Lumpur.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00+08:00"));
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the portal's sections", () => {
  it("keeps Bookings first and links to Week, Schedule and Closures", async () => {
    const { user } = await renderCalendar("", {
      "GET /clinics/calendar": ({ url }) => ({ body: calendar(url.searchParams.get("from") ?? "") }),
    });
    const nav = await screen.findByRole("navigation", { name: "Clinic portal sections" });
    expect(within(nav).getByRole("link", { name: "Bookings" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByText("No pending bookings")).toBeInTheDocument();
    await user.click(within(nav).getByRole("link", { name: "Week" }));
    expect(await screen.findByRole("heading", { name: "Week" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Week" })).toHaveAttribute("aria-current", "page");
  });
});

describe("Week", () => {
  it("shows each window's places and counts, a closed window's reason and a holiday's name", async () => {
    const { fetchMock, user } = await renderCalendar("week", {
      "GET /clinics/calendar": ({ url }) => ({
        body: calendar(
          url.searchParams.get("from") ?? "",
          {
            [`2026-06-02|${MORNING}`]: { approved: 1, pending: 1, held: 1 },
            [`2026-06-03|${EVENING}`]: { closed: true, capacity: 0, closureReason: "Staff training" },
          },
          { "2026-06-05": "Hari Raya Haji" },
        ),
      }),
      "GET /clinics/bookings": () => ({
        body: [
          booking({ _id: "b1", providerId: PROVIDER.id, date: "2026-06-02", timeSlot: MORNING }),
          booking({
            _id: "b2",
            providerId: PROVIDER.id,
            date: "2026-06-02",
            timeSlot: EVENING,
            reference: "IV-2",
          }),
        ],
      }),
    });

    const tuesday = await screen.findByRole("listitem", { name: "Tuesday, 2 June 2026" });
    const morning = within(tuesday).getByRole("button", { name: /^Morning 8AM - 12PM/ });
    expect(morning).toHaveTextContent("2 places");
    expect(morning).toHaveTextContent("1 approved");
    expect(morning).toHaveTextContent("1 pending");
    expect(morning).toHaveTextContent("1 held");

    const wednesday = screen.getByRole("listitem", { name: "Wednesday, 3 June 2026" });
    const evening = within(wednesday).getByRole("button", { name: /^Evening 4PM - 8PM/ });
    expect(evening).toHaveTextContent("Closed");
    expect(evening).toHaveTextContent("Staff training");

    expect(screen.getByRole("listitem", { name: "Friday, 5 June 2026" })).toHaveTextContent(
      "Public holiday: Hari Raya Haji",
    );
    expect(screen.getByRole("listitem", { name: /^Monday, 1 June 2026/ })).toHaveTextContent("Today");

    await user.click(morning);
    const dialog = await screen.findByRole("dialog", { name: "Morning 8AM - 12PM, Tuesday, 2 June 2026" });
    expect(within(dialog).getAllByRole("heading", { level: 3 })).toHaveLength(1);
    expect(dialog).toHaveTextContent("IV-100001");
    expect(dialog).not.toHaveTextContent("IV-2");

    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Next week" }));
    expect(await screen.findByRole("listitem", { name: "Monday, 8 June 2026" })).toBeInTheDocument();
    const calendarUrls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes("calendar"));
    expect(calendarUrls).toContain("/api/clinics/calendar?from=2026-06-01");
    expect(calendarUrls).toContain("/api/clinics/calendar?from=2026-06-08");
  });

  it("says when a window has no bookings", async () => {
    const { user } = await renderCalendar("week", {
      "GET /clinics/calendar": ({ url }) => ({ body: calendar(url.searchParams.get("from") ?? "") }),
    });
    const monday = await screen.findByRole("listitem", { name: /^Monday, 1 June 2026/ });
    await user.click(within(monday).getByRole("button", { name: /^Night/ }));
    expect(await screen.findByRole("dialog")).toHaveTextContent("No paid bookings in this window.");
  });
});

describe("Schedule", () => {
  it("saves the whole week with the changes and says they apply to new bookings only", async () => {
    let saved: UpdateScheduleRequest | undefined;
    const { user } = await renderCalendar("schedule", {
      "PUT /clinics/schedule": ({ body }) => {
        saved = body as UpdateScheduleRequest;
        return { body: { ...providerWeek(), windows: saved.windows } };
      },
    });
    expect(await screen.findByText(/Changes apply to new bookings only/)).toBeInTheDocument();
    const mondayMorning = screen.getByRole("switch", { name: "Open, Morning 8AM - 12PM, Monday" });
    const windowOf = (control: HTMLElement) => control.closest<HTMLElement>("[data-window]");
    expect(windowOf(mondayMorning)).not.toHaveTextContent("Closed");
    await user.click(mondayMorning);
    // Switched off, the window reads "Closed" where its capacity was, not as a window taking visits.
    expect(windowOf(mondayMorning)).toHaveTextContent("Closed");
    expect(screen.queryByRole("spinbutton", { name: "Capacity, Morning 8AM - 12PM, Monday" })).toBeNull();
    const night = screen.getByRole("spinbutton", { name: "Capacity, Night 8PM - 12AM, Sunday" });
    await user.clear(night);
    await user.type(night, "5");
    await user.click(screen.getByRole("button", { name: "Save schedule" }));

    expect(await findToast("Schedule saved")).toBeInTheDocument();
    expect(saved?.providerId).toBe(PROVIDER.id);
    expect(saved?.windows).toHaveLength(28);
    expect(saved?.windows.find((window) => window.weekday === 1 && window.timeSlot === MORNING)?.open).toBe(
      false,
    );
    expect(
      saved?.windows.find((window) => window.weekday === 7 && window.timeSlot === "Night 8PM - 12AM")
        ?.capacity,
    ).toBe(5);
  });

  it("shows a window the week keeps closed as closed", async () => {
    const week = providerWeek();
    week.windows = week.windows.map((window) =>
      window.weekday === 3 && window.timeSlot === "Night 8PM - 12AM" ? { ...window, open: false } : window,
    );
    await renderCalendar("schedule", { "GET /clinics/schedule": () => ({ body: schedule(week) }) });
    const closed = await screen.findByRole("switch", { name: "Open, Night 8PM - 12AM, Wednesday" });
    expect(closed).not.toBeChecked();
    expect(closed.closest("[data-window]")).toHaveTextContent("Closed");
    expect(screen.queryByRole("spinbutton", { name: "Capacity, Night 8PM - 12AM, Wednesday" })).toBeNull();
    const open = screen.getByRole("switch", { name: "Open, Night 8PM - 12AM, Tuesday" });
    expect(open.closest("[data-window]")).not.toHaveTextContent("Closed");
  });

  it("refuses a capacity out of bounds with the contract's message, and shows the server's refusal", async () => {
    const { fetchMock, user } = await renderCalendar("schedule", {
      "PUT /clinics/schedule": () => ({
        status: 404,
        body: {
          message: "Provider not found",
          statusCode: 404,
          code: "NOT_FOUND",
          messageId: "providerNotFound",
        },
      }),
    });
    const monday = await screen.findByRole("spinbutton", { name: "Capacity, Morning 8AM - 12PM, Monday" });
    await user.clear(monday);
    await user.type(monday, "0");
    await user.click(screen.getByRole("button", { name: "Save schedule" }));
    expect(await screen.findByText("Capacity must be a whole number from 1 to 100")).toBeInTheDocument();
    expect(monday).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

    await user.clear(monday);
    await user.type(monday, "3");
    await user.click(screen.getByRole("button", { name: "Save schedule" }));
    expect(await findToast("Schedule not saved")).toHaveTextContent("Provider not found");
  });
});

const AFFECTED: AffectedBooking[] = [
  {
    id: "b1",
    reference: "IV-100001",
    providerId: PROVIDER.id,
    providerName: PROVIDER.name,
    date: "2026-06-10",
    timeSlot: MORNING,
    customerName: "Aisha Rahman",
    serviceName: "NMN 150mg",
    quantity: 1,
    state: "approved",
  },
  {
    id: "b2",
    reference: "IV-100002",
    providerId: PROVIDER.id,
    providerName: PROVIDER.name,
    date: "2026-06-10",
    timeSlot: EVENING,
    customerName: "Wei Ling",
    serviceName: "NutriGlow",
    quantity: 2,
    state: "awaiting_clinic",
  },
];

describe("Closures", () => {
  it("needs Keep or Reject for every affected booking, then sends the decisions", async () => {
    let created: CreateClosureRequest | undefined;
    const { fetchMock, user } = await renderCalendar("closures", {
      "GET /clinics/closures": () => ({ body: closureList() }),
      "POST /clinics/closures/preview": () => ({ body: { affected: AFFECTED } }),
      "POST /clinics/closures": ({ body }) => {
        created = body as CreateClosureRequest;
        return {
          status: 201,
          body: {
            closure: {
              id: "x1",
              providerId: null,
              date: "2026-06-10",
              timeSlot: null,
              capacity: null,
              reason: "Staff training",
              createdAt: "2026-06-01T04:00:00.000Z",
            },
            kept: 1,
            rejected: 1,
          },
        };
      },
    });
    const form = await screen.findByRole("region", { name: "Add a closure" });
    fireEvent.change(within(form).getByLabelText("Date"), { target: { value: "2026-06-10" } });
    await user.type(within(form).getByLabelText("Reason"), "Staff training");
    await user.click(within(form).getByRole("button", { name: "Add closure" }));

    expect(await within(form).findByText("2 bookings are affected")).toBeInTheDocument();
    expect(form).toHaveTextContent("Rejecting refunds the customer in full and emails them");
    expect(form).toHaveTextContent("Aisha Rahman");
    expect(form).toHaveTextContent("NutriGlow × 2");
    expect(form).toHaveTextContent("Awaiting your decision");
    const first = within(form).getByRole("group", { name: "Decision for IV-100001" });
    const second = within(form).getByRole("group", { name: "Decision for IV-100002" });
    for (const choice of within(form).getAllByRole("radio", { name: /Keep|Reject/ }))
      expect(choice).not.toBeChecked();

    await user.click(within(form).getByRole("button", { name: "Confirm closure" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "Choose Keep or Reject for every booking.",
    );
    await user.click(within(first).getByRole("radio", { name: "Keep" }));
    await user.click(within(form).getByRole("button", { name: "Confirm closure" }));
    expect(created).toBeUndefined();

    await user.click(within(second).getByRole("radio", { name: "Reject" }));
    await user.click(within(form).getByRole("button", { name: "Confirm closure" }));
    expect(await findToast("Closure added")).toHaveTextContent("Bookings kept: 1. Rejected and refunded: 1.");
    expect(created).toEqual({
      date: "2026-06-10",
      reason: "Staff training",
      decisions: [
        { bookingId: "b1", decision: "keep" },
        { bookingId: "b2", decision: "reject" },
      ],
    });
    const preview = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/preview"));
    expect(JSON.parse(String(preview?.[1]?.body))).toEqual({ date: "2026-06-10" });
  });

  it("adds a capacity change for one window at once when no booking is affected", async () => {
    let created: CreateClosureRequest | undefined;
    const { user } = await renderCalendar("closures", {
      "GET /clinics/closures": () => ({ body: closureList() }),
      "POST /clinics/closures/preview": () => ({ body: { affected: [] } }),
      "POST /clinics/closures": ({ body }) => {
        created = body as CreateClosureRequest;
        return {
          status: 409,
          body: { message: "exists", statusCode: 409, code: "CONFLICT", messageId: "closureExists" },
        };
      },
    });
    const form = await screen.findByRole("region", { name: "Add a closure" });
    fireEvent.change(within(form).getByLabelText("Date"), { target: { value: "2026-06-10" } });
    await user.click(within(form).getByRole("radio", { name: "Lower capacity" }));
    await user.type(within(form).getByLabelText("Capacity that day"), "1");
    await user.type(within(form).getByLabelText("Reason"), "One nurse");
    await user.click(within(form).getByRole("button", { name: "Add closure" }));
    // A capacity needs a window: the contract's message, nothing sent.
    expect(await within(form).findByText("A capacity for one date needs a time window")).toBeInTheDocument();
    expect(created).toBeUndefined();

    await user.selectOptions(within(form).getByLabelText("Window"), EVENING);
    await user.click(within(form).getByRole("button", { name: "Add closure" }));
    expect(await findToast("Closure not added")).toHaveTextContent(
      "This date or window already has a closure or a change: remove it first",
    );
    expect(created).toEqual({
      date: "2026-06-10",
      timeSlot: EVENING,
      capacity: 1,
      reason: "One nurse",
      decisions: [],
    });
  });

  it("lists closures, removes one after a confirmation, and a holiday only fills the form in", async () => {
    let deleted = "";
    const { fetchMock, user } = await renderCalendar("closures", {
      "GET /clinics/closures": () => ({
        body: closureList({
          closures: [
            {
              id: "x1",
              providerId: null,
              date: "2026-06-10",
              timeSlot: null,
              capacity: null,
              reason: "Staff training",
              createdAt: "2026-06-01T04:00:00.000Z",
            },
            {
              id: "x2",
              providerId: PROVIDER.id,
              date: "2026-06-11",
              timeSlot: EVENING,
              capacity: 1,
              reason: "One nurse",
              createdAt: "2026-06-01T04:00:00.000Z",
            },
          ],
          holidays: [
            { date: "2026-08-31", name: "Merdeka Day", closed: false },
            { date: "2026-09-16", name: "Malaysia Day", closed: true },
          ],
        }),
      }),
      "DELETE /clinics/closures/x1": ({ path }) => {
        deleted = path;
        return { body: { message: "Closure removed", messageId: "closureRemoved" } };
      },
    });
    const list = await screen.findByRole("region", { name: "Coming closures" });
    const [whole, window] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(whole).toHaveTextContent("Wednesday, 10 June 2026");
    expect(whole).toHaveTextContent("Whole day · All providers");
    expect(whole).toHaveTextContent("Closed");
    expect(window).toHaveTextContent("Evening 4PM - 8PM · Nurse Aisha");
    expect(window).toHaveTextContent("Capacity 1");

    await user.click(within(whole).getByRole("button", { name: /^Remove/ }));
    const confirm = await screen.findByRole("dialog", { name: "Remove this closure?" });
    expect(deleted).toBe("");
    await user.click(within(confirm).getByRole("button", { name: "Remove closure" }));
    expect(await findToast("Closure removed")).toBeInTheDocument();
    expect(deleted).toBe("/clinics/closures/x1");

    const holidays = screen.getByRole("region", { name: "Public holidays in Kuala Lumpur" });
    expect(holidays).toHaveTextContent("Malaysia Day");
    expect(within(holidays).getAllByRole("button")).toHaveLength(1);
    await user.click(
      within(holidays).getByRole("button", { name: /^Close this day: Monday, 31 August 2026/ }),
    );
    const form = screen.getByRole("region", { name: "Add a closure" });
    await waitFor(() => expect(within(form).getByLabelText("Date")).toHaveValue("2026-08-31"));
    expect(within(form).getByLabelText("Reason")).toHaveValue("Merdeka Day");
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url).includes("closures") && init?.method === "POST"),
    ).toBe(false);
  });
});

describe("in other languages", () => {
  afterEach(async () => {
    await act(async () => {
      await setLanguage("en");
    });
  });

  it("shows the week, its closed window and the server's refusal of a closure in Malay, then in Chinese", async () => {
    await act(async () => {
      await setLanguage("ms");
    });
    const { user } = await renderCalendar("week", {
      "GET /clinics/calendar": ({ url }) => ({
        body: calendar(url.searchParams.get("from") ?? "", {
          [`2026-06-03|${EVENING}`]: { closed: true, capacity: 0, closureReason: "Latihan" },
        }),
      }),
      "GET /clinics/closures": () => ({ body: closureList() }),
      "POST /clinics/closures/preview": () => ({
        status: 400,
        body: {
          message: "Past dates cannot be changed",
          statusCode: 400,
          code: "VALIDATION_ERROR",
          messageId: "closureInPast",
        },
      }),
    });
    const nav = await screen.findByRole("navigation", { name: "Bahagian portal klinik" });
    const wednesday = await screen.findByRole("listitem", { name: /^Rabu, 3 Jun 2026/ });
    expect(within(wednesday).getByRole("button", { name: /^Petang/ })).toHaveTextContent("Ditutup");

    await user.click(within(nav).getByRole("link", { name: "Penutupan" }));
    const form = await screen.findByRole("region", { name: "Tambah penutupan" });
    fireEvent.change(within(form).getByLabelText("Tarikh"), { target: { value: "2026-05-01" } });
    await user.type(within(form).getByLabelText("Sebab"), "Cuti");
    await user.click(within(form).getByRole("button", { name: "Tambah penutupan" }));
    expect(await findToast("Penutupan tidak ditambah")).toHaveTextContent(
      "Tarikh yang telah lalu tidak boleh diubah",
    );

    await act(async () => {
      await setLanguage("zh");
    });
    expect(screen.getByRole("region", { name: "添加停诊" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "一周" })).toBeInTheDocument();
  });
});

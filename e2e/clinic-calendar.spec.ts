import type { APIRequestContext, Page } from "@playwright/test";
import { apiCustomer, bookingRequest, klDay, newEmail, paidBookingByApi } from "./booking-helpers";
import { clinicToken, openClinicPortal } from "./clinic-portal";
import { expect, expectAccessible, screenshotAtEveryWidth, test } from "./fixtures";

/** Whether a KL day `offset` days ahead falls after this KL week's Sunday (the week view starts on Monday). */
function inNextWeek(offset: number): boolean {
  const weekday = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kuala_Lumpur",
    weekday: "short",
  }).format(new Date());
  const isoWeekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(weekday) + 1;
  return isoWeekday + offset > 7;
}

/** Adds a closure through the portal's form, keeping any booking it affects. */
async function closeThroughForm(page: Page, date: string, reason: string) {
  const form = page.getByRole("region", { name: "Add a closure" });
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Reason").fill(reason);
  await form.getByRole("button", { name: "Add closure" }).click();
  const added = page.getByText("Closure added").first();
  const affected = form.getByText(/bookings? (is|are) affected/);
  await expect(added.or(affected)).toBeVisible();
  if (await affected.isVisible()) {
    for (const keep of await form.getByRole("radio", { name: "Keep" }).all()) await keep.check();
    await form.getByRole("button", { name: "Confirm closure" }).click();
  }
  await expect(added).toBeVisible();
}

async function removeThroughList(page: Page, reason: string) {
  const item = page
    .getByRole("region", { name: "Coming closures" })
    .getByRole("listitem")
    .filter({ hasText: reason });
  await item.getByRole("button", { name: /^Remove/ }).click();
  await page
    .getByRole("dialog", { name: "Remove this closure?" })
    .getByRole("button", { name: "Remove closure" })
    .click();
  await expect(item).toHaveCount(0);
}

/**
 * The demo clinic the server seeds beside the E2E one (its sign-in is in the public config outside
 * production): its provider serves Kuala Lumpur too, so a day is closed to customers only once both close it.
 */
async function demoClinicToken(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get("/api/config")).json()) as {
    demoClinic?: { username: string; password: string };
  };
  expect(config.demoClinic, "the server seeds a demo clinic outside production").toBeDefined();
  const login = await request.post("/api/clinics/login", { data: config.demoClinic });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Closes a whole day for every provider of a clinic through the API, keeping any booking it affects. */
async function closeDayByApi(request: APIRequestContext, token: string, date: string, reason: string) {
  const headers = { authorization: `Bearer ${token}` };
  const preview = await request.post("/api/clinics/closures/preview", { headers, data: { date } });
  expect(preview.status(), await preview.text()).toBe(200);
  const { affected } = (await preview.json()) as { affected: { id: string }[] };
  const created = await request.post("/api/clinics/closures", {
    headers,
    data: { date, reason, decisions: affected.map(({ id }) => ({ bookingId: id, decision: "keep" })) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { closure: { id: string } }).closure.id;
}

test("the clinic closes a date, and the customer's date strip shows it closed", async ({
  browser,
  request,
  gatePassed: page,
}) => {
  const day = klDay(5);
  const reason = `Staff training ${Date.now()}`;
  const strip = page.getByRole("group", { name: "Choose a date" });
  const portal = await openClinicPortal(browser, "Closures");
  await expect(portal.getByRole("heading", { name: "Closures", level: 2 })).toBeVisible();
  await closeThroughForm(portal, day.iso, reason);
  const listed = portal
    .getByRole("region", { name: "Coming closures" })
    .getByRole("listitem")
    .filter({ hasText: reason });
  await expect(listed).toContainText("Whole day · All providers");

  const demoToken = await demoClinicToken(request);
  let demoClosure: string | null = null;
  try {
    // The other clinic's provider still has places that day: the customer can still choose it.
    await page.goto("/service/nmn-150");
    await expect(strip.getByRole("button", { name: day.label, exact: true })).toBeEnabled();

    demoClosure = await closeDayByApi(request, demoToken, day.iso, reason);
    await page.reload();
    await expect(strip.getByRole("button", { name: `${day.label}, closed` })).toBeDisabled();
    await expect(strip.getByRole("button", { name: klDay(4).label, exact: true })).toBeEnabled();
  } finally {
    await removeThroughList(portal, reason);
    if (demoClosure) {
      const removed = await request.delete(`/api/clinics/closures/${demoClosure}`, {
        headers: { authorization: `Bearer ${demoToken}` },
      });
      expect(removed.status()).toBe(200);
    }
  }
  await page.reload();
  await expect(strip.getByRole("button", { name: day.label, exact: true })).toBeEnabled();
  await portal.context().close();
});

test("the week view counts a paid booking and marks a closed window with its reason", async ({
  browser,
  request,
}) => {
  const offset = 2;
  const day = klDay(offset);
  const customer = await apiCustomer(request, "Week View Customer");
  const bookingId = await paidBookingByApi(
    request,
    customer.token,
    bookingRequest(day.iso, "Morning 8AM - 12PM", { name: "Week View Customer", email: newEmail("week") }),
  );
  const token = await clinicToken(request);
  const reason = `Water outage ${Date.now()}`;
  const created = await request.post("/api/clinics/closures", {
    headers: { authorization: `Bearer ${token}` },
    data: { date: day.iso, timeSlot: "Night 8PM - 12AM", reason, decisions: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { closure } = (await created.json()) as { closure: { id: string } };

  try {
    const portal = await openClinicPortal(browser, "Week");
    if (inNextWeek(offset)) await portal.getByRole("button", { name: "Next week" }).click();
    const column = portal.getByRole("listitem", { name: new RegExp(`^${day.label}`) });
    const morning = column.getByRole("button", { name: /^Morning 8AM - 12PM/ });
    await expect(morning).toContainText(/[1-9]\d* pending/);
    const night = column.getByRole("button", { name: /^Night 8PM - 12AM/ });
    await expect(night).toContainText("Closed");
    await expect(night).toContainText(reason);

    await morning.click();
    const dialog = portal.getByRole("dialog", { name: new RegExp(`^Morning 8AM - 12PM, ${day.label}`) });
    const reference = (await (
      await request.get(`/api/bookings/${bookingId}`, {
        headers: { authorization: `Bearer ${customer.token}` },
      })
    ).json()) as { reference: string };
    await expect(dialog).toContainText(reference.reference);
    await expectAccessible(portal);
    await portal.keyboard.press("Escape");
    await portal.context().close();
  } finally {
    const removed = await request.delete(`/api/clinics/closures/${closure.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status()).toBe(200);
  }
});

/** Closes the toasts on screen (the sign-in's "Welcome back!"), so a screenshot shows the page itself. */
async function dismissToasts(page: Page) {
  const toasts = page.locator("[data-slot=toast]");
  for (const close of await toasts.getByRole("button", { name: "Close" }).all()) await close.click();
  await expect(toasts).toHaveCount(0);
}

test("Week, Schedule and Closures: accessible, and pictured at 390 and 1280 px", async ({
  browser,
  request,
}) => {
  // Three sections, each checked by axe and pictured at two widths: more than 30 s on a busy machine.
  test.slow();
  // Something to show: a paid booking, and a window closed with its reason.
  const booked = klDay(3);
  const customer = await apiCustomer(request, "Screens Customer");
  await paidBookingByApi(
    request,
    customer.token,
    bookingRequest(booked.iso, "Afternoon 12PM - 4PM", {
      name: "Screens Customer",
      email: newEmail("screens"),
    }),
  );
  const token = await clinicToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post("/api/clinics/closures", {
    headers,
    data: { date: klDay(1).iso, timeSlot: "Evening 4PM - 8PM", reason: "Staff training", decisions: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { closure } = (await created.json()) as { closure: { id: string } };

  const portal = await openClinicPortal(browser, "Week");
  try {
    await dismissToasts(portal);
    if (inNextWeek(1)) await portal.getByRole("button", { name: "Next week" }).click();
    await expect(portal.getByRole("heading", { name: "Week", level: 2 })).toBeVisible();
    await expect(portal.getByText("Staff training")).toBeVisible();
    await expectAccessible(portal);
    await screenshotAtEveryWidth(portal, "clinic-week", async () => {
      await expect(portal.getByText("Staff training")).toBeVisible();
    });

    await portal.getByRole("link", { name: "Schedule" }).click();
    await expect(portal.getByRole("button", { name: "Save schedule" })).toBeVisible();
    await expectAccessible(portal);
    await screenshotAtEveryWidth(portal, "clinic-schedule", async () => {
      await expect(portal.getByRole("button", { name: "Save schedule" })).toBeVisible();
    });

    // The closures with a preview's affected bookings on screen (then Back: nothing is closed).
    await portal.getByRole("link", { name: "Closures" }).click();
    const form = portal.getByRole("region", { name: "Add a closure" });
    await form.getByLabel("Date").fill(booked.iso);
    await form.getByLabel("Reason").fill("Clinic renovation");
    await form.getByRole("button", { name: "Add closure" }).click();
    await expect(form.getByText(/bookings? (is|are) affected/)).toBeVisible();
    await expectAccessible(portal);
    await screenshotAtEveryWidth(portal, "clinic-closures", async () => {
      await expect(form.getByText(/bookings? (is|are) affected/)).toBeVisible();
    });
    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByRole("button", { name: "Add closure" })).toBeEnabled();
  } finally {
    await portal.context().close();
    const removed = await request.delete(`/api/clinics/closures/${closure.id}`, { headers });
    expect(removed.status()).toBe(200);
  }
});

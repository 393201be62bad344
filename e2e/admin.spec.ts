import type { Page } from "@playwright/test";
import { apiCustomer, bookingRequest, klDay, nextClientAddress, paidBookingByApi } from "./booking-helpers";
import { E2E_STAFF_EMAIL, E2E_STAFF_PASSWORD } from "./e2e-constants";
import { expect, expectAccessible, screenshotAtEveryWidth, test } from "./fixtures";

/**
 * The operations console (issue 22): staff sign in, find a booking by reference and cancel it with a full
 * refund, read the audit row; edit a price the service page then shows; revoke an invite code. Every console
 * page passes axe and is photographed at 1280 px and 390 px.
 */

async function signIn(page: Page, from = "/admin") {
  await signInAs(page, from, "Staff sign-in", "Sign in");
}

/** Signs in from `from` (a signed-out visitor lands on the sign-in page) in the page's language. */
async function signInAs(page: Page, from: string, heading: string, button: string) {
  // Each test's staff sign-in from an address of its own: this file signs in more than the 10 a minute the
  // sign-in limit lets one client have (the server trusts the forwarded address in these runs).
  await page.setExtraHTTPHeaders({ "x-forwarded-for": nextClientAddress() });
  await page.goto(from);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('input[type="email"]').fill(E2E_STAFF_EMAIL);
  await page.locator('input[type="password"]').fill(E2E_STAFF_PASSWORD);
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeHidden();
  await expect(page).not.toHaveURL(/\/admin\/login$/);
}

/** The nav link of a console page: in the sidebar, or behind the menu button on a phone. */
async function openFromNav(page: Page, name: string) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name, exact: true }).click();
}

test("staff find a booking by its reference without the prefix, cancel it with a full refund, and see the audit row", async ({
  gatePassed: page,
  request,
}) => {
  const customer = await apiCustomer(request, "Nadia Karim");
  const bookingId = await paidBookingByApi(
    request,
    customer.token,
    bookingRequest(klDay(9).iso, "Evening 4PM - 8PM", { name: "Nadia Karim", email: customer.user.email }),
  );
  const booking = await request.get(`/api/bookings/${bookingId}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const { reference } = (await booking.json()) as { reference: string };

  await signIn(page, "/admin/bookings");
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
  await expect(page.getByText("Signed in as E2E Staff")).toBeVisible();
  // As staff hear it on the phone: without its IVD- prefix, in any case.
  await page.getByLabel("Search", { exact: true }).fill(reference.slice("IVD-".length).toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("link", { name: reference }).first().click();

  await expect(page.getByRole("heading", { name: reference, level: 1 })).toBeVisible();
  await expect(page.getByText("Nadia Karim").first()).toBeVisible();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: /Full refund/ }).check();
  await expect(dialog.getByText("Refund RM 1,600 of RM 1,600 paid.")).toBeVisible();
  await dialog.getByLabel(/Reason/).fill("Customer phoned: cannot make it");
  await dialog.getByRole("button", { name: "Cancel and refund RM 1,600" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Customer phoned: cannot make it").first()).toBeVisible();

  await openFromNav(page, "Audit");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const row = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: "Customer phoned: cannot make it" });
  await expect(row).toBeVisible();
  await expect(row).toContainText("E2E Staff");
  // The booking by its reference (its id in the tooltip), the refund in RM.
  await expect(row.getByRole("link", { name: reference })).toHaveAttribute("title", bookingId);
  await expect(row).toContainText("RM 1,600");
});

test("a new price in the catalogue shows on the service page", async ({ gatePassed: page, browser }) => {
  await signIn(page, "/admin/catalogue");
  await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
  const edit = async (price: string) => {
    await page.getByRole("button", { name: /^Edit\s*:\s*NutriYouth$/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Price (RM)").fill(price);
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
  };
  await edit("1799");
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "NutriYouth" })).toContainText(
    "RM 1,799",
  );

  // A customer's browser (its own context) reads the public catalogue.
  const customer = await browser.newContext({ storageState: await page.context().storageState() });
  const servicePage = await customer.newPage();
  await servicePage.goto("/service/nutriyouth");
  await expect(servicePage.getByText("RM 1,799").first()).toBeVisible();
  await customer.close();

  // Put the price back for the other journeys.
  await edit("1699");
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "NutriYouth" })).toContainText(
    "RM 1,699",
  );
});

test("a Malay name typed in the console shows on the Malay service page", async ({
  gatePassed: page,
  browser,
}) => {
  // Screenshots of the editor at every width: a slow test's time.
  test.slow();
  await signIn(page, "/admin/catalogue");
  const dialog = page.getByRole("dialog");
  const malay = dialog.getByRole("tabpanel", { name: "Bahasa Melayu" });
  const malayName = malay.getByLabel("Name", { exact: true });
  const saveMalayName = async (name: string) => {
    await malayName.fill(name);
    await malay.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
  };
  const openMalay = async () => {
    await page.getByRole("button", { name: /^Edit\s*:\s*NutriYouth$/ }).click();
    await dialog.getByRole("tab", { name: "Bahasa Melayu" }).click();
  };

  await openMalay();
  // Empty, the field shows the English name customers would read.
  await expect(malayName).toHaveValue("");
  await expect(malayName).toHaveAttribute("placeholder", "NutriYouth");
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "admin-catalogue-malay-editor", async () => {
    await expect(malayName).toBeVisible();
  });
  await saveMalayName("NutriYouth Muda");

  // A customer's browser (its own context) reading Malay.
  const customer = await browser.newContext({ storageState: await page.context().storageState() });
  const servicePage = await customer.newPage();
  await servicePage.goto("/service/nutriyouth");
  await servicePage.getByRole("button", { name: "Language: English" }).click();
  await servicePage.getByRole("menuitem", { name: "Bahasa Melayu" }).click();
  await expect(servicePage.getByRole("heading", { level: 1, name: "NutriYouth Muda" })).toBeVisible();
  await customer.close();

  // Empty again: the name reads the English one, as seeded, for the other journeys.
  await openMalay();
  await expect(malayName).toHaveValue("NutriYouth Muda");
  await saveMalayName("");
});

test("staff create an invite code and revoke it", async ({ gatePassed: page }) => {
  const code = `E2E-REVOKE-${Date.now()}`;
  await signIn(page, "/admin/invites");
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("Uses allowed", { exact: true }).fill("5");
  await page.getByRole("button", { name: "Create code" }).click();
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: code });
  await expect(card).toContainText("Used 0 of 5");
  await expect(card).toContainText("Active");
  await card.getByRole("button", { name: /^Revoke/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke code" }).click();
  await expect(card).toContainText("Revoked");
  await expect(card.getByRole("button", { name: /Revoke/ })).toHaveCount(0);
});

test("staff add a service area for a new city, set its Night surcharge and see both saved", async ({
  gatePassed: page,
}) => {
  // Axe and screenshots at two widths on top of the journey.
  test.slow();
  // Ipoh, which no other journey books: a range outside every seeded KL one, and fees no booking is priced
  // with, so Kuala Lumpur keeps its RM 100 Night and RM 150 same-day surcharges for the other journeys.
  const name = "Ipoh Garden";
  await signIn(page, "/admin");
  await openFromNav(page, "Visit areas & fees");
  const heading = page.getByRole("heading", { name: "Visit areas & fees", level: 1 });
  await expect(heading).toBeVisible();
  const fees = page.getByRole("region", { name: "Visit fees" });
  await expect(fees.getByRole("listitem").filter({ hasText: "Kuala Lumpur" })).toContainText("RM 100");

  await page.getByRole("button", { name: "New service area" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("City", { exact: true }).fill("Ipoh");
  await dialog.getByLabel("Area name", { exact: true }).fill(name);
  await dialog.getByLabel("First postcode", { exact: true }).fill("31400");
  await dialog.getByLabel("Last postcode", { exact: true }).fill("31499");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const ipohAreas = page.getByRole("list", { name: "Ipoh" });
  await expect(ipohAreas.getByRole("listitem").filter({ hasText: name })).toContainText(
    "Postcodes 31400 to 31499",
  );
  // The public lookup places a postcode of the range in it.
  const lookup = await page.request.get("/api/service-areas/31450?city=Ipoh");
  expect(await lookup.json()).toEqual({ postcode: "31450", area: name, city: "Ipoh" });

  const ipohFees = fees.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Ipoh" }) });
  await expect(ipohFees).toContainText("Default fees");
  await ipohFees.getByRole("button", { name: /^Edit fees/ }).click();
  await expect(dialog.getByLabel("Night surcharge (RM)")).toHaveValue("100");
  await dialog.getByLabel("Night surcharge (RM)").fill("120.50");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(ipohFees).toContainText("RM 120.50");
  await expect(ipohFees).not.toContainText("Default fees");

  // Saved: the page read again, and the fees a customer's booking card reads for Ipoh.
  await page.reload();
  await expect(ipohFees).toContainText("RM 120.50");
  const publicFees = await page.request.get("/api/visit-fees?city=Ipoh");
  expect(await publicFees.json()).toMatchObject({
    city: "Ipoh",
    nightSurcharge: 120.5,
    sameDaySurcharge: 150,
  });
  await expect(page.getByRole("status")).toHaveCount(0);
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "admin-visit-areas", async () => {
    await expect(heading).toBeVisible();
  });

  // The area deleted again after the confirm: Ipoh is no longer visited.
  await ipohAreas.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("dialog", { name: `Delete ${name}?` });
  await expect(confirm).toContainText("Postcodes 31400 to 31499 in Ipoh are no longer visited");
  await confirm.getByRole("button", { name: "Delete area" }).click();
  await expect(confirm).toBeHidden();
  await expect(ipohAreas).toBeHidden();
  await expect(ipohFees).toContainText("No service areas");
});

test("staff take up a partner application with a note, and see the waitlist per country", async ({
  gatePassed: page,
  request,
}) => {
  const applicant = `Dr Lina Ong ${Date.now()}`;
  const application = await request.post("/api/partners/applications", {
    headers: { "x-forwarded-for": "198.51.100.201" },
    data: {
      name: applicant,
      profession: "doctor",
      licenceNumber: "MMC 12345",
      yearsOfExperience: 8,
      email: "lina.ong@example.com",
      phone: "+60 12-345 6789",
      city: "Petaling Jaya",
      message: "Weekends in PJ and Subang.",
      website: "",
    },
  });
  expect(application.status(), await application.text()).toBe(201);
  const waitlist = await request.post("/api/waitlist", {
    headers: { "x-forwarded-for": "198.51.100.202" },
    data: { email: `wait.${Date.now()}@example.com`, country: "France", website: "" },
  });
  expect(waitlist.ok(), await waitlist.text()).toBe(true);

  await signIn(page, "/admin/inbox");
  const card = page.getByRole("article").filter({ hasText: applicant });
  await expect(card).toContainText("Weekends in PJ and Subang.");
  await card.getByLabel("Status").selectOption("in_progress");
  await card.getByLabel("Team note").fill("Called back, interview Monday");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("In progress", { exact: true }).first()).toBeVisible();
  await page.getByLabel("Status", { exact: true }).first().selectOption("in_progress");
  await expect(page.getByRole("article").filter({ hasText: applicant })).toBeVisible();

  await openFromNav(page, "Waitlist");
  await page.getByRole("button", { name: /^France/ }).click();
  await expect(page.getByRole("main").getByRole("listitem").first()).toContainText("France");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV (France)" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test("staff change their password and sign out everywhere; the other device is sent to sign in", async ({
  gatePassed: page,
  browser,
  guards,
}) => {
  // The wrong current password below is refused with a 403, as it should be.
  guards.allowFailure("/api/admin/password", 403);
  // Another device of the same member: its own browser, signed in on the console's bookings (a live stream).
  const otherDevice = await browser.newContext({ storageState: await page.context().storageState() });
  await otherDevice.addInitScript(() => localStorage.setItem("invite_code_verified", "true"));
  const other = await otherDevice.newPage();
  await signIn(other, "/admin/bookings");
  await expect(other.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();

  await signIn(page, "/admin");
  await openFromNav(page, "Your account");
  const heading = page.getByRole("heading", { name: "Your account", level: 1 });
  await expect(heading).toBeVisible();
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "admin-account", async () => {
    await expect(heading).toBeVisible();
  });
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Change password" }) });
  const change = async (current: string, next: string) => {
    await form.getByLabel(/Current password/).fill(current);
    await form.getByLabel(/New password/).fill(next);
    await form.getByRole("button", { name: "Change password" }).click();
  };

  await change("Not-the-password-1", "Moonrise2027x");
  await expect(form.getByLabel(/Current password/)).toHaveAccessibleDescription("The password is incorrect.");

  await change(E2E_STAFF_PASSWORD, "Moonrise2027x");
  await expect(
    page.getByText("Your console sessions on other devices have been signed out.").first(),
  ).toBeVisible();
  // The other device's stream ends with its session: it shows the sign-in without being touched.
  await expect(other.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expect(other).toHaveURL(/\/admin\/login$/);
  await otherDevice.close();

  // This device goes on with its fresh token; the password is put back for the other journeys.
  await change("Moonrise2027x", E2E_STAFF_PASSWORD);
  await expect(form.getByLabel(/Current password/)).toHaveValue("");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await signIn(page, "/admin");
  await expect(page.getByText("Signed in as E2E Staff")).toBeVisible();
});

test("the console speaks Bahasa Melayu and Chinese", async ({ gatePassed: page }) => {
  await page.addInitScript(() => localStorage.getItem("language") ?? localStorage.setItem("language", "ms"));
  await signInAs(page, "/admin", "Log masuk kakitangan", "Log masuk");
  await expect(page.getByRole("heading", { name: "Papan pemuka", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Tempahan" })).toBeVisible();
  await page.evaluate(() => localStorage.setItem("language", "zh"));
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { name: "预约", level: 1 })).toBeVisible();
  await expectAccessible(page);
});

const CONSOLE_PAGES = [
  { name: "admin-dashboard", path: "/admin", heading: "Dashboard" },
  { name: "admin-bookings", path: "/admin/bookings", heading: "Bookings" },
  { name: "admin-clinics", path: "/admin/clinics", heading: "Clinics" },
  { name: "admin-visit-areas", path: "/admin/visit-areas", heading: "Visit areas & fees" },
  { name: "admin-catalogue", path: "/admin/catalogue", heading: "Catalogue" },
  { name: "admin-invites", path: "/admin/invites", heading: "Invite codes" },
  { name: "admin-inbox", path: "/admin/inbox", heading: "Inbox" },
  { name: "admin-waitlist", path: "/admin/waitlist", heading: "Waitlist" },
  { name: "admin-audit", path: "/admin/audit", heading: "Audit log" },
] as const;

test("every console page passes axe and is photographed at both widths", async ({
  gatePassed: page,
  request,
}) => {
  // Twelve pages, each checked by axe and photographed at two widths: 25-30 s on a quiet machine.
  test.slow();
  // A booking of its own for the booking page, whichever tests ran before.
  const customer = await apiCustomer(request, "Siti Aminah");
  await paidBookingByApi(
    request,
    customer.token,
    bookingRequest(klDay(11).iso, "Morning 8AM - 12PM", { name: "Siti Aminah", email: customer.user.email }),
  );
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "admin-login", async () => {
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  });
  await signIn(page, "/admin");
  for (const entry of CONSOLE_PAGES) {
    await page.goto(entry.path);
    const heading = page.getByRole("heading", { level: 1, name: entry.heading });
    await expect(heading).toBeVisible();
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page).toHaveTitle(/IV Drips/);
    await expectAccessible(page);
    await screenshotAtEveryWidth(page, entry.name, async () => {
      await expect(heading).toBeVisible();
    });
  }
  // A booking's page, and the nav opened on a phone.
  await page.goto("/admin/bookings");
  await page.locator("table a").first().click();
  await expect(page.getByRole("heading", { name: "Timeline" })).toBeVisible();
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "admin-booking", async () => {
    await expect(page.getByRole("heading", { name: "Timeline" })).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit" }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: "test-results/screens/admin-nav-open-390.png" });
});

import path from "node:path";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { apiMessagesEn } from "../packages/contract/src/api-messages/en";
import { en } from "../apps/web/src/locales/en/en";
import { ms } from "../apps/web/src/locales/ms/ms";
import {
  apiCustomer,
  bookingRequest,
  fillHealthScreening,
  fillPlace,
  HEALTHY_ANSWERS,
  klDay,
  newEmail,
  paidBookingByApi,
  PASSWORD,
  payButton,
  signTreatmentConsent,
} from "./booking-helpers";
import { clinicianOption, clinicToken } from "./clinic-portal";
import {
  expect,
  expectAccessible,
  networkSettled,
  SCREENS_DIR,
  staffSignIn,
  screenshotAtEveryWidth,
  test,
  trackRequests,
  VIEWPORTS,
} from "./fixtures";

/*
 * Issue 36 in the browser: no drip without a health screening, a signed consent to treatment and a named
 * clinician's clearance. A new customer books on a phone in Malay (the screening asked in the card, one
 * condition the clinic is to look at first); the demo clinic sees the flag and clears the patient as its
 * nurse; a customer with G6PD deficiency is stopped before paying for high-dose vitamin C; every new screen
 * passes axe and is photographed at 390 and 1280 px. Day 10 is used by no other spec.
 */

test.describe.configure({ timeout: 180_000 });

/** The nurse the server seeds for its demo clinic (apps/api/src/seed/seed.ts). */
const DEMO_NURSE = {
  name: "Nurse Aminah binti Hassan",
  registrationBody: "LJM",
  registrationNumber: "LJM-DEMO-0001",
};

const ADDRESS = "Residensi Kenanga, 12 Jalan Ampang";

/** The demo clinic's sign-in, as the server's public configuration gives it outside production. */
async function demoClinic(request: APIRequestContext): Promise<{ username: string; password: string }> {
  const config = (await (await request.get("/api/config")).json()) as {
    demoClinic?: { username: string; password: string };
  };
  expect(config.demoClinic, "the server seeds a demo clinic outside production").toBeDefined();
  return config.demoClinic as { username: string; password: string };
}

/**
 * Closes a whole day for the e2e clinic over the API (keeping any booking it has then): a booking made that
 * day goes to the other Kuala Lumpur provider, the demo clinic's. Returns the closure's id.
 */
async function closeE2eClinicDay(request: APIRequestContext, date: string): Promise<string> {
  const headers = { authorization: `Bearer ${await clinicToken(request)}` };
  const preview = await request.post("/api/clinics/closures/preview", { headers, data: { date } });
  expect(preview.status(), await preview.text()).toBe(200);
  const { affected } = (await preview.json()) as { affected: { id: string }[] };
  const created = await request.post("/api/clinics/closures", {
    headers,
    data: {
      date,
      reason: `Clinical clearance journey ${Date.now()}`,
      decisions: affected.map(({ id }) => ({ bookingId: id, decision: "keep" })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { closure: { id: string } }).closure.id;
}

async function reopenE2eClinicDay(request: APIRequestContext, closureId: string): Promise<void> {
  const removed = await request.delete(`/api/clinics/closures/${closureId}`, {
    headers: { authorization: `Bearer ${await clinicToken(request)}` },
  });
  expect(removed.status()).toBe(200);
}

/** Closes the toast that says `text`, so that a picture shows the page itself. */
async function closeToast(page: Page, text: string) {
  const toast = page.locator("[data-slot=toast]").filter({ hasText: text });
  await toast.getByRole("button", { name: "Close" }).click();
  await expect(toast).toHaveCount(0);
}

/** The demo clinic's portal at 1280 px, signed in through its form, in a browser context of its own. */
async function openDemoClinicPortal(browser: Browser, request: APIRequestContext): Promise<Page> {
  const { username, password } = await demoClinic(request);
  // The clinic's desk reads English, whatever the customer's browser in the same test reads.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-MY" });
  await context.addInitScript(() => localStorage.setItem("invite_code_verified", "true"));
  const portal = await context.newPage();
  trackRequests(portal);
  await portal.goto("/clinic");
  await portal.getByLabel("Username").fill(username);
  await portal.getByLabel("Password").fill(password);
  await portal.getByRole("button", { name: "Sign In" }).click();
  await expect(portal.getByText("Clinic Management Dashboard")).toBeVisible();
  // The sign-in's "Welcome back!" would cover the dialog's Approve in the pictures.
  await closeToast(portal, "Welcome back!");
  return portal;
}

/**
 * A step of the booking card at each width, the whole page: on a laptop the card is a panel that scrolls on
 * its own beside the page, scrolled to the step's heading (`step`) as the card does when the step opens.
 */
async function photographStep(page: Page, name: string, step: Locator) {
  await screenshotAtEveryWidth(page, name, async () => {
    await step.scrollIntoViewIfNeeded();
    await expect(step).toBeVisible();
  });
}

/**
 * A dialog (or a part of it, scrolled to) at each width, as the screen shows it (`{name}-{width}.png` in
 * SCREENS_DIR): a picture of the whole page would show the dialog's overlay over the first screen only.
 */
async function photographDialog(page: Page, name: string, shown: Locator) {
  const before = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    await networkSettled(page);
    await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

test.describe("a new customer on a phone, the site in Malay", () => {
  test.use({ locale: "ms-MY", viewport: { width: 390, height: 844 } });

  test("books with the health screening and the signed consent; the demo clinic sees the flag and clears the patient as its nurse", async ({
    gatePassed: page,
    browser,
    request,
  }) => {
    const texts = ms;
    const name = "Nurul Aina binti Razak";
    const email = newEmail("clearance-ms");
    const day = klDay(10);
    // Day 10 closed at the e2e clinic: the booking goes to the demo clinic and its nurse.
    const closure = await closeE2eClinicDay(request, day.iso);
    try {
      await page.goto("/service/nmn-150");
      const card = page.getByRole("region", { name: texts.booking.card.title });
      const dayButton = card.locator(`[data-day="${day.iso}"]`);
      for (let week = 0; week < 3 && !(await dayButton.isVisible()); week += 1) {
        await card.getByRole("button", { name: texts.booking.dateStrip.nextWeek }).click();
      }
      await dayButton.click();
      await card
        .getByRole("group", { name: texts.timeWindows.chooseTimeWindow })
        .getByRole("button", { disabled: false })
        .first()
        .click();
      await card.getByLabel(texts.booking.card.fullName).fill(name);
      await card.getByLabel(texts.booking.phone.label).fill("123456789");
      await card.getByLabel(texts.booking.card.email, { exact: true }).fill(email);
      await card.getByLabel(texts.place.form.line1, { exact: true }).fill(ADDRESS);
      await card.getByLabel(texts.place.form.postcode, { exact: true }).fill("50450");
      await card.getByText(texts.payments.method.card, { exact: true }).click();
      await card.getByRole("button", { name: /RM 1,600/ }).click();

      // Signed out: the account is made in the card, and the booking goes on by itself.
      const signUp = page.getByRole("dialog", { name: texts.auth.signUp.title });
      await expect(signUp.getByLabel(texts.auth.signUp.email)).toHaveValue(email);
      await signUp.getByLabel(texts.auth.signUp.password).fill(PASSWORD);
      await signUp.getByRole("button", { name: texts.auth.signUp.submit }).click();
      await expect(signUp).toBeHidden();

      // The consent to keep health data, its own step before the first answers.
      const agree = card.getByRole("button", { name: texts.health.consent.agree, exact: true });
      await expect(agree).toBeVisible();
      await expect(card.getByRole("region", { name: texts.health.consent.textLabel })).toBeVisible();
      await expectAccessible(page);
      await photographStep(
        page,
        "clearance-health-consent-ms",
        card.getByRole("heading", { name: texts.health.consent.title }),
      );
      await agree.click();

      // The profile's form: its messages, then filled in with one condition the clinic is to look at first.
      const save = card.getByRole("button", { name: texts.health.form.save, exact: true });
      await expect(save).toBeVisible();
      await save.click();
      await expect(card.getByLabel(texts.health.form.dateOfBirth, { exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expectAccessible(page);
      await photographStep(
        page,
        "clearance-health-form-errors-ms",
        card.getByRole("heading", { name: texts.health.form.title }),
      );
      await fillHealthScreening(page, { texts, language: "ms", conditions: ["diabetes"] });

      // The consent to treatment, signed in the patient's name, whose button pays.
      const pay = payButton(page, "RM 1,600", texts);
      await expect(pay).toBeVisible();
      await expect(
        card.getByRole("region", { name: texts.booking.clearance.consentTextLabel }),
      ).toBeVisible();
      await expectAccessible(page);
      await photographStep(
        page,
        "clearance-treatment-consent-ms",
        card.getByRole("heading", { name: texts.booking.clearance.consentTitle }),
      );
      await signTreatmentConsent(page, name, texts);
      await pay.click();
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
      await page.getByRole("button", { name: "Pay RM 1600" }).click();
      await expect(page.getByRole("heading", { level: 1, name: texts.confirmation.title })).toBeVisible();

      const token = await page.evaluate(() => localStorage.getItem("auth_token"));
      const [booking] = (await (
        await request.get("/api/bookings", { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { _id: string; reference: string; paymentStatus: string }[];
      expect(booking).toMatchObject({ paymentStatus: "paid" });
      const reference = booking?.reference ?? "";

      // The demo clinic: the flag on the card, then the clearance in the nurse's name.
      const portal = await openDemoClinicPortal(browser, request);
      const clinicCard = portal.getByRole("listitem").filter({ hasText: reference });
      await expect(clinicCard).toContainText("Check first: Diabetes");
      await clinicCard.getByRole("button", { name: "Approve" }).click();
      const dialog = portal.getByRole("dialog", { name: "Clear this patient" });
      await expect(dialog.getByRole("heading", { name: "Health screening" })).toBeVisible();
      await expect(dialog).toContainText("Diabetes");
      const clearedBy = dialog.getByLabel("Cleared by");
      await expect(clearedBy).toBeVisible();
      // Approve without a clinician is refused in the dialog.
      await dialog.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(clearedBy).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(portal);
      await photographDialog(portal, "clearance-clinic-approve-dialog", dialog);
      await clearedBy.selectOption({ label: clinicianOption(DEMO_NURSE) });
      await dialog.getByRole("button", { name: "Approve", exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(portal.getByText("Booking has been approved", { exact: true })).toBeVisible();
      await closeToast(portal, "Booking has been approved");

      // Its Clinicians view, with the nurse.
      await portal
        .getByRole("navigation", { name: "Clinic portal sections" })
        .getByRole("link", { name: "Clinicians" })
        .click();
      await expect(portal).toHaveURL(/view=clinicians/);
      const clinicians = portal.getByRole("heading", { name: "Clinicians", level: 2 });
      await expect(clinicians).toBeVisible();
      await expect(portal.getByText(DEMO_NURSE.name).first()).toBeVisible();
      await expectAccessible(portal);
      await screenshotAtEveryWidth(portal, "clearance-clinic-clinicians", () =>
        expect(clinicians).toBeVisible(),
      );
      await portal.context().close();

      // The customer's booking is approved.
      await page.goto("/account");
      await expect(page.getByRole("listitem").filter({ hasText: reference })).toContainText(
        texts.account.statuses.approval.approved,
      );

      // Their Health tab: the answers as given, and the consent behind them.
      await page.getByRole("tab", { name: texts.account.tabs.health }).click();
      const panel = page.getByRole("tabpanel", { name: texts.account.tabs.health });
      await expect(panel.getByText(ms.account.health.title).first()).toBeVisible();
      await expect(panel).toContainText("Diabetes");
      await expectAccessible(page);
      await screenshotAtEveryWidth(page, "clearance-account-health-ms", () => expect(panel).toBeVisible());
    } finally {
      await reopenE2eClinicDay(request, closure);
    }
  });
});

test("a customer with G6PD deficiency is stopped before paying for high-dose vitamin C, and nothing is held", async ({
  gatePassed: page,
  request,
}) => {
  const name = "Lim Mei Hua";
  const customer = await apiCustomer(request, name, {
    answers: { ...HEALTHY_ANSWERS, conditions: ["g6pd_deficiency"] },
  });
  const asked: string[] = [];
  page.on("request", (sent) => {
    const path = new URL(sent.url()).pathname;
    if (sent.method() === "POST" && /^\/api\/(bookings|payments)/.test(path)) asked.push(path);
  });
  await page.addInitScript((token) => localStorage.setItem("auth_token", token), customer.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/service/nutrimmunity");
  const card = page.getByRole("region", { name: "Book Your Treatment" });
  // Any open day and window: nothing is held.
  await card
    .getByRole("group", { name: "Choose a date" })
    .getByRole("button", { disabled: false })
    .nth(1)
    .click();
  await card
    .getByRole("group", { name: "Choose a time window" })
    .getByRole("button", { disabled: false })
    .first()
    .click();
  await card.getByLabel("Full Name").fill(name);
  await card.getByLabel("Phone Number").fill("123456789");
  await card.getByLabel("Email").fill(customer.user.email);
  await fillPlace(card);
  await card.getByText("Card", { exact: true }).click();
  await card.getByRole("button", { name: "Complete Booking - RM 900" }).click();

  const stopped = card.getByRole("heading", { name: en.booking.clearance.stoppedTitle });
  await expect(stopped).toBeVisible();
  await expect(card.getByRole("alert")).toHaveText(apiMessagesEn.contraindicated);
  await expect(card.getByRole("link", { name: en.booking.clearance.contactSupport })).toBeVisible();
  await expect(card.getByRole("button", { name: /Pay/ })).toHaveCount(0);
  await expect(card.getByLabel(en.booking.clearance.signedName)).toHaveCount(0);
  await expectAccessible(page);
  await photographStep(page, "clearance-contraindicated", stopped);

  // Nothing asked of the server, nothing held or charged.
  expect(asked).toEqual([]);
  const mine = await request.get("/api/bookings", {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(await mine.json()).toEqual([]);
});

test("the console's clinical rules of a drip, and a booking's clinical record read by stated reason", async ({
  gatePassed: page,
  request,
}) => {
  const name = "Tan Wei Ling";
  const customer = await apiCustomer(request, name, {
    answers: { ...HEALTHY_ANSWERS, conditions: ["high_blood_pressure"] },
  });
  const bookingId = await paidBookingByApi(
    request,
    customer.token,
    bookingRequest(klDay(10).iso, "Night 8PM - 12AM", { name, email: customer.user.email }),
  );
  const { reference } = (await (
    await request.get(`/api/bookings/${bookingId}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    })
  ).json()) as { reference: string };

  // NutrImmunity's rules: G6PD deficiency stops a booking.
  await staffSignIn(page, "/admin/catalogue");
  await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: /^Edit\s*:\s*NutrImmunity$/ }).click();
  const editor = page.getByRole("dialog");
  const rules = editor.getByRole("group", { name: "Clinical rules" });
  await expect(rules.getByLabel("G6PD deficiency", { exact: true })).toHaveValue("absolute");
  await expect(rules.getByLabel("Thalassaemia", { exact: true })).toHaveValue("relative");
  await expect(rules).toContainText("Consent to treatment: version 1.1.");
  await expectAccessible(page);
  await photographDialog(page, "clearance-console-clinical-rules", rules);
  await editor.getByRole("button", { name: "Cancel" }).click();
  await expect(editor).toBeHidden();

  // Break-glass: the record is read only with a stated reason.
  await page.goto(`/admin/bookings/${bookingId}`);
  await expect(page.getByRole("heading", { name: reference, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Clinical record" }).click();
  const record = page.getByRole("dialog", { name: `Clinical record of ${reference}` });
  const reason = record.getByLabel("Why you need to read it");
  await expect(reason).toBeVisible();
  await record.getByRole("button", { name: "Read the record" }).click();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await photographDialog(page, "clearance-console-break-glass", record);
  await reason.fill("The customer asked support to confirm what they declared.");
  await record.getByRole("button", { name: "Read the record" }).click();
  await expect(record.getByRole("heading", { name: "Flags for the clinician" })).toBeVisible();
  await expect(record).toContainText("High blood pressure");
  await expectAccessible(page);
  await photographDialog(page, "clearance-console-clinical-record", record);
  await record.getByRole("button", { name: "Close" }).first().click();
  await expect(record).toBeHidden();
});

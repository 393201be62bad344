import type { APIRequestContext } from "@playwright/test";
import type { VisitPlaceInput } from "@ivdrips/contract/visit-place";
import { en } from "../apps/web/src/locales/en/en";
import {
  apiCustomer,
  bookingRequest,
  chooseDayAndWindow,
  klDay,
  moveClockAndSignIn,
  paidBookingByApi,
  payButton,
  PLACE_LINE,
  PLACE_POSTCODE,
  resetClock,
  sayText,
  signedInAccount,
  signTreatmentConsent,
} from "./booking-helpers";
import {
  approvedVisit,
  clinicianOption,
  clinicToken,
  E2E_NURSE,
  openClinicPortal,
  openVisitOnPhone,
} from "./clinic-portal";
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshotAtEveryWidth,
  test,
} from "./fixtures";

/*
 * Issue 37's new screens not photographed by visit-day.spec.ts, each checked by axe at 390 and 1280 px and
 * driven for what it does: the saved places (kept while booking, listed in My Account, filling the booking
 * card next time), correcting a booking's place, reassigning the clinician, the clinician's outcome dialog,
 * and the customer calling off a visit whose clinician is late. Days 18 to 22 are used by no other spec.
 */

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const MORNING = "Morning 8AM - 12PM";
const AFTERNOON = "Afternoon 12PM - 4PM";

/** A condominium with what its guardhouse asks for: the saved place, and the booking corrected later. */
const CONDOMINIUM = {
  kind: "condominium",
  line1: PLACE_LINE,
  postcode: PLACE_POSTCODE,
  unit: "12-3A",
  tower: "Tower B",
  floor: "Level 12",
  access: { guardhouseName: "Lim Wei Jie", carPlate: "WXY 1234" },
} as const satisfies VisitPlaceInput;

/** A second nurse of the e2e clinic, whom a visit is reassigned to. */
const SECOND_NURSE = {
  name: "Nurse Aminah binti Yusof",
  role: "nurse",
  registrationBody: "LJM",
  registrationNumber: "LJM-E2E-0002",
} as const;

/** The e2e clinic's second nurse, registered through the clinic's API the first time (idempotent). */
async function ensureSecondNurse(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await clinicToken(request)}` };
  const list = await request.get("/api/clinics/clinicians", { headers });
  expect(list.status()).toBe(200);
  const known = ((await list.json()) as { registrationNumber: string }[]).some(
    (clinician) => clinician.registrationNumber === SECOND_NURSE.registrationNumber,
  );
  if (known) return;
  const created = await request.post("/api/clinics/clinicians", { headers, data: SECOND_NURSE });
  expect(created.status(), await created.text()).toBe(201);
}

const windowStart = (iso: string, hour: string) => Date.parse(`${iso}T${hour}:00+08:00`);

test.describe("a customer on a phone", () => {
  test.use({ viewport: PHONE });

  test("keeps a condominium while booking, finds it in Saved places, and the picker fills the next booking", async ({
    gatePassed: page,
    request,
  }) => {
    const name = "Nur Aisyah binti Rahman";
    const customer = await apiCustomer(request, name);
    const day = klDay(18);
    await page.addInitScript((token) => localStorage.setItem("auth_token", token), customer.token);

    // Booking a condominium with its guardhouse notes, "Save this place for next time" ticked.
    await page.goto("/service/nmn-150");
    const card = page.getByRole("region", { name: en.booking.card.title });
    await chooseDayAndWindow(card, day.iso, /^Morning/);
    await card.getByLabel("Full Name").fill(name);
    await card.getByLabel("Phone Number").fill("123456789");
    await card.getByLabel("Email", { exact: true }).fill(customer.user.email);
    // A first booking: nothing saved yet, so no picker.
    await expect(card.getByLabel(en.place.form.savedPlace, { exact: true })).toHaveCount(0);
    const form = en.place.form;
    await card.getByRole("radio", { name: form.kinds.condominium }).check();
    await card.getByLabel(form.line1, { exact: true }).fill(CONDOMINIUM.line1);
    await card.getByLabel(form.postcode, { exact: true }).fill(CONDOMINIUM.postcode);
    await card.getByLabel(form.unit, { exact: true }).fill(CONDOMINIUM.unit);
    await card.getByLabel(form.tower, { exact: true }).fill(CONDOMINIUM.tower);
    await card.getByLabel(form.floor, { exact: true }).fill(CONDOMINIUM.floor);
    await card.getByLabel(form.guardhouseName, { exact: true }).fill(CONDOMINIUM.access.guardhouseName);
    await card.getByLabel(form.carPlate, { exact: true }).fill(CONDOMINIUM.access.carPlate);
    await card.getByLabel(form.savePlace, { exact: true }).check();
    await card.getByText("Card", { exact: true }).click();
    await card.getByRole("button", { name: "Complete Booking - RM 1,600" }).click();
    await signTreatmentConsent(page, name);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await page.getByRole("button", { name: "Pay RM 1600" }).click();
    await expect(page).toHaveURL(/\/booking-confirmation\?session_id=/);
    // Shown, so the page has forgotten the hold this tab left for the checkout (the service page would try to
    // let it go again).
    await expect(page.getByRole("heading", { name: en.confirmation.title })).toBeVisible();

    // My Account's Profile tab lists it, with its guardhouse notes, under the label the server gave it.
    await page.goto("/account");
    await page.getByRole("tab", { name: en.account.tabs.profile }).click();
    const panel = page.getByRole("region", { name: en.place.saved.title });
    const saved = panel.getByRole("listitem");
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole("heading", { name: "Home" })).toBeVisible();
    for (const shown of [
      `${CONDOMINIUM.unit} · ${CONDOMINIUM.tower} · ${CONDOMINIUM.floor}`,
      CONDOMINIUM.line1,
      CONDOMINIUM.access.guardhouseName,
      CONDOMINIUM.access.carPlate,
    ]) {
      await expect(saved).toContainText(shown);
    }
    await expect(
      saved.getByRole("button", { name: sayText(en.place.saved.delete, { label: "Home" }) }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotAtEveryWidth(page, "visit-saved-places", () => expect(saved).toBeVisible());

    // The next booking: the picker fills the place form from the saved place, kind and access notes too.
    await page.goto("/service/nmn-150");
    const next = page.getByRole("region", { name: en.booking.card.title });
    await chooseDayAndWindow(next, klDay(19).iso, /^Afternoon/);
    await next.getByRole("radio", { name: form.kinds.office }).check();
    const picker = next.getByLabel(form.savedPlace, { exact: true });
    await expect(picker.locator("option")).toHaveText([
      form.savedPlaceNone,
      new RegExp(`^Home · .*${PLACE_LINE}`),
    ]);
    await picker.selectOption({ index: 1 });
    await expect(next.getByRole("radio", { name: form.kinds.condominium })).toBeChecked();
    await expect(next.getByLabel(form.line1, { exact: true })).toHaveValue(CONDOMINIUM.line1);
    await expect(next.getByLabel(form.postcode, { exact: true })).toHaveValue(CONDOMINIUM.postcode);
    await expect(next.getByLabel(form.unit, { exact: true })).toHaveValue(CONDOMINIUM.unit);
    await expect(next.getByLabel(form.tower, { exact: true })).toHaveValue(CONDOMINIUM.tower);
    await expect(next.getByLabel(form.floor, { exact: true })).toHaveValue(CONDOMINIUM.floor);
    await expect(next.getByLabel(form.guardhouseName, { exact: true })).toHaveValue(
      CONDOMINIUM.access.guardhouseName,
    );
    await expect(next.getByLabel(form.carPlate, { exact: true })).toHaveValue(CONDOMINIUM.access.carPlate);
    await expect(next.getByText(/^Area: /)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotAtEveryWidth(page, "visit-saved-place-picker", async () => {
      await picker.scrollIntoViewIfNeeded();
      await expect(picker).toBeVisible();
    });
  });

  test("corrects a paid booking's unit and floor more than 24 hours ahead, and the card shows the new place", async ({
    gatePassed: page,
    request,
  }) => {
    const name = "Daniel Wong";
    const customer = await apiCustomer(request, name);
    const booking = {
      ...bookingRequest(klDay(19).iso, MORNING, { name, email: customer.user.email }),
      place: CONDOMINIUM,
    };
    const bookingId = await paidBookingByApi(request, customer.token, booking);
    await signedInAccount(page, customer.token);
    const booked = page.getByRole("listitem").filter({ hasText: "NMN 150" });
    await expect(booked).toContainText(`${CONDOMINIUM.unit} · ${CONDOMINIUM.tower} · ${CONDOMINIUM.floor}`);

    await expectNoHorizontalOverflow(page);
    await booked.getByRole("button", { name: en.place.correct.open }).click();
    const texts = en.place.correct;
    const dialog = page.getByRole("dialog", { name: texts.title });
    // The booking's own place, as booked, to correct.
    await expect(dialog.getByRole("radio", { name: en.place.form.kinds.condominium })).toBeChecked();
    await expect(dialog.getByLabel(en.place.form.line1, { exact: true })).toHaveValue(CONDOMINIUM.line1);
    await expect(dialog.getByLabel(en.place.form.guardhouseName, { exact: true })).toHaveValue(
      CONDOMINIUM.access.guardhouseName,
    );
    await dialog.getByLabel(en.place.form.unit, { exact: true }).fill("21-7C");
    await dialog.getByLabel(en.place.form.floor, { exact: true }).fill("Level 21");
    await dialog
      .getByLabel(en.place.form.lift, { exact: true })
      .fill("Lift lobby B, card access from the guard");
    await expectAccessible(page);
    // A long form: the dialog scrolls within itself. Photographed from its title, then at its buttons.
    await screenshotAtEveryWidth(page, "visit-correct-place-dialog", async () => {
      await dialog.evaluate((element) => element.scrollTo(0, 0));
      await expect(dialog.getByRole("heading", { name: texts.title })).toBeInViewport();
    });
    await screenshotAtEveryWidth(page, "visit-correct-place-dialog-end", async () => {
      await dialog.getByRole("button", { name: texts.save }).scrollIntoViewIfNeeded();
      await expect(dialog.getByRole("button", { name: texts.save })).toBeInViewport();
    });
    await dialog.getByRole("button", { name: texts.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(texts.saved, { exact: true }).first()).toBeVisible();

    await expect(booked).toContainText(`21-7C · ${CONDOMINIUM.tower} · Level 21`);
    await expect(booked).toContainText("Lift lobby B, card access from the guard");
    await expect(booked).not.toContainText(CONDOMINIUM.unit);
    // Kept by the server, not only shown: read again.
    await page.reload();
    await expect(booked).toContainText(`21-7C · ${CONDOMINIUM.tower} · Level 21`);
    const mine = await request.get(`/api/bookings/${bookingId}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(mine.status(), await mine.text()).toBe(200);
    expect(((await mine.json()) as { place: { unit: string; floor: string } }).place).toMatchObject({
      unit: "21-7C",
      floor: "Level 21",
    });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotAtEveryWidth(page, "visit-corrected-place", () => expect(booked).toBeVisible());
  });

  test("sees another clinician named at once when the clinic reassigns the visit, never the clinic's reason", async ({
    gatePassed: page,
    browser,
    request,
  }) => {
    const name = "Priya Subramaniam";
    const { customer, reference } = await approvedVisit(request, name, klDay(20).iso, AFTERNOON);
    await ensureSecondNurse(request);

    await signedInAccount(page, customer.token);
    const booked = page.getByRole("listitem").filter({ hasText: reference });
    await expect(booked).toContainText(E2E_NURSE.name);

    const portal = await openClinicPortal(browser);
    await portal.getByRole("tab", { name: /Approved/ }).click();
    const clinicCard = portal.getByRole("listitem").filter({ hasText: reference });
    await expect(clinicCard).toContainText(`${en.visit.clinic.whoComes}: ${E2E_NURSE.name}`);
    await clinicCard.getByRole("button", { name: en.visit.clinic.reassign }).click();
    const texts = en.visit.clinic.assignDialog;
    const dialog = portal.getByRole("dialog", { name: texts.title });
    await expect(dialog).toContainText(sayText(texts.current, { name: E2E_NURSE.name }));
    await dialog
      .getByLabel(texts.clinician, { exact: true })
      .selectOption({ label: clinicianOption(SECOND_NURSE) });
    const reason = "Nurse Farah is covering the Cheras clinic that afternoon.";
    await dialog.getByLabel(texts.reason, { exact: true }).fill(reason);
    await expectAccessible(portal);
    await screenshotAtEveryWidth(portal, "visit-assign-clinician-dialog", () =>
      expect(dialog.getByRole("button", { name: texts.confirm })).toBeVisible(),
    );
    await dialog.getByRole("button", { name: texts.confirm }).click();
    await expect(dialog).toBeHidden();
    await expect(clinicCard).toContainText(`${en.visit.clinic.whoComes}: ${SECOND_NURSE.name}`);

    // The customer's page, open all along, names the new nurse and her registration; the reason stays inside.
    await expect(booked).toContainText(SECOND_NURSE.name);
    await expect(booked).toContainText(SECOND_NURSE.registrationNumber);
    await expect(booked).not.toContainText(E2E_NURSE.name);
    await expect(booked).not.toContainText(reason);
    await portal.context().close();
  });

  test("the clinician records a patient not treatable on site: the dialog, and the call-out fee kept", async ({
    gatePassed: page,
    browser,
    request,
  }) => {
    const name = "Hafiz bin Osman";
    const day = klDay(21);
    const { customer, reference } = await approvedVisit(request, name, day.iso, MORNING);
    try {
      // An hour before the window on the server: the clinician may set off.
      const token = await moveClockAndSignIn(
        request,
        windowStart(day.iso, "08") - 60 * 60 * 1000,
        customer.user.email,
      );
      const portal = await openVisitOnPhone(browser, reference);
      const page_ = en.visit.clinic.page;
      await portal.getByRole("button", { name: page_.next.on_the_way }).click();
      await portal.getByLabel(page_.eta).fill("20");
      await portal.getByRole("button", { name: page_.sendEta }).click();
      await portal.getByRole("button", { name: page_.next.arrived }).click();
      await portal.getByRole("button", { name: page_.cannotHappen }).click();

      const texts = en.visit.clinic.outcome;
      const outcome = portal.getByRole("dialog", { name: texts.title });
      // Arrived a moment ago: entry refused or not treatable, not yet an absent patient (15 minutes' wait).
      await expect(outcome.getByRole("radio")).toHaveCount(2);
      await expect(outcome.getByLabel(texts.choices.patient_absent)).toHaveCount(0);
      await outcome.getByLabel(texts.choices.not_treatable).check();
      await expect(outcome).toContainText(texts.clinicalNote);
      const note = "Blood pressure 182/110 on two readings; advised to see her GP today.";
      await outcome.getByLabel(texts.note, { exact: true }).fill(note);
      await expectAccessible(portal);
      await screenshotAtEveryWidth(portal, "visit-outcome-dialog", () =>
        expect(outcome.getByRole("button", { name: texts.confirm })).toBeVisible(),
      );
      await outcome.getByRole("button", { name: texts.confirm }).click();
      await expect(outcome).toBeHidden();
      await portal.context().close();

      // The customer: told to see a doctor, the RM 100 call-out fee kept, and never the clinical note.
      await signedInAccount(page, token);
      const booked = page.getByRole("listitem").filter({ hasText: reference });
      await expect(booked).toContainText(en.account.reasons.not_treatable);
      await expect(booked).toContainText("Refund RM 1,500");
      await expect(booked).not.toContainText("182/110");
    } finally {
      await resetClock(request);
    }
  });

  test("calls off a visit whose clinician is 45 minutes late, and is refunded in full", async ({
    gatePassed: page,
    request,
  }) => {
    const name = "Chong Mei Xuan";
    const day = klDay(22);
    const { customer, reference } = await approvedVisit(request, name, day.iso, MORNING);
    try {
      // 50 minutes into the window on the server, and the clinician has not even set off.
      const token = await moveClockAndSignIn(
        request,
        windowStart(day.iso, "08") + 50 * 60 * 1000,
        customer.user.email,
      );
      await signedInAccount(page, token);
      const booked = page.getByRole("listitem").filter({ hasText: reference });
      await expect(booked).toContainText(en.visit.customer.steps.none);
      // Its long label wraps inside the card on a phone.
      const late = booked.getByRole("button", { name: en.visit.customer.late.trigger });
      await expect(late).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await late.click();

      const texts = en.visit.customer.late;
      const dialog = page.getByRole("alertdialog", { name: texts.title });
      await expect(dialog).toContainText(
        sayText(en.visit.customer.late.description, { minutes: "45", amount: "RM 1,600" }),
      );
      await expectAccessible(page);
      await screenshotAtEveryWidth(page, "visit-clinician-late-dialog", () =>
        expect(dialog.getByRole("button", { name: texts.confirm })).toBeVisible(),
      );
      await dialog.getByRole("button", { name: texts.confirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(sayText(texts.done, { amount: "RM 1,600" })).first()).toBeVisible();

      // Now in the history: called off for lateness, everything refunded.
      await expect(booked).toContainText(en.account.reasons.clinician_late);
      await expect(booked).toContainText("Refund RM 1,600");
      await expect(booked.getByRole("button", { name: texts.trigger })).toHaveCount(0);
      await expectAccessible(page);
      await screenshotAtEveryWidth(page, "visit-clinician-late-refunded", () => expect(booked).toBeVisible());
    } finally {
      await resetClock(request);
    }
  });
});

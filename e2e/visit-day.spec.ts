import { en } from "../apps/web/src/locales/en/en";
import {
  chooseDayAndWindow,
  completeClearance,
  finishSignUpFromBooking,
  klDay,
  moveClockAndSignIn,
  newEmail,
  resetClock,
  signedInAccount,
} from "./booking-helpers";
import { approvedVisit, E2E_NURSE, openVisitOnPhone } from "./clinic-portal";
import { expect, expectAccessible, screenshotAtEveryWidth, test } from "./fixtures";

/*
 * Issue 37 in the browser: the visit day. A customer on a phone books a Night visit to a hotel room and sees
 * the surcharge before paying; the place is shown back on the confirmation and in My Account. On the day, the
 * clinician (the clinic's portal on a phone) sets off with an ETA and the customer's open page shows it without
 * a reload; the hotel refuses entry, and the customer sees what they are refunded. Days 16 and 17 are used by
 * no other spec.
 */

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };

test.describe("a customer on a phone", () => {
  test.use({ viewport: PHONE });

  test("books a Night visit to a hotel room, sees the surcharge before paying, and finds the place shown back", async ({
    gatePassed: page,
  }) => {
    const customer = { name: "Tan Mei Ling", email: newEmail("visit-night") };
    const day = klDay(16);
    await page.goto("/service/nmn-150");
    const card = page.getByRole("region", { name: en.booking.card.title });
    await chooseDayAndWindow(card, day.iso, /^Night/);
    await card.getByLabel("Full Name").fill(customer.name);
    await card.getByLabel("Phone Number").fill("123456789");
    await card.getByLabel("Email", { exact: true }).fill(customer.email);
    await card.getByRole("radio", { name: en.place.form.kinds.hotel }).check();
    await card.getByLabel(en.place.form.line1, { exact: true }).fill("168 Jalan Imbi");
    await card.getByLabel(en.place.form.postcode, { exact: true }).fill("55100");
    await expect(card.getByText("Area: Bukit Bintang / Pudu")).toBeVisible();
    await card.getByLabel(en.place.form.hotelName, { exact: true }).fill("Imbi Grand Hotel");
    await card.getByLabel(en.place.form.room, { exact: true }).fill("1207");
    await card.getByLabel(en.place.form.reservationName, { exact: true }).fill(customer.name);

    // Before any payment: the Night window's surcharge on its own line, and in the total.
    const summary = card.getByRole("region", { name: en.booking.summary.title });
    await expect(summary).toContainText(/Night surcharge\s*RM\s?100/);
    await expect(summary).toContainText(/Total\s*RM\s?1,700/);
    await expectAccessible(page);
    await screenshotAtEveryWidth(page, "visit-night-hotel-summary", async () => {
      await summary.scrollIntoViewIfNeeded();
      await expect(summary).toBeVisible();
    });

    await card.getByText("Card", { exact: true }).click();
    await card.getByRole("button", { name: "Complete Booking - RM 1,700" }).click();
    await finishSignUpFromBooking(page, customer.name, customer.email);
    await completeClearance(page, customer.name, { screening: true, total: "RM 1,700" });
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await page.getByRole("button", { name: "Pay RM 1700" }).click();

    await expect(page).toHaveURL(/\/booking-confirmation\?session_id=/);
    const main = page.locator("#main");
    for (const shown of ["Imbi Grand Hotel", "1207", "168 Jalan Imbi", "55100", "RM 1,700"]) {
      await expect(main).toContainText(shown);
    }
    await expectAccessible(page);
    await screenshotAtEveryWidth(page, "visit-confirmation-place", () =>
      expect(main.getByText("Imbi Grand Hotel")).toBeVisible(),
    );

    await page.goto("/account");
    const booked = page.getByRole("listitem").filter({ hasText: "NMN 150" }).first();
    await expect(booked).toContainText("Imbi Grand Hotel");
    await expect(booked).toContainText("168 Jalan Imbi");
    await expectAccessible(page);
    await screenshotAtEveryWidth(page, "visit-account-place", () => expect(booked).toBeVisible());
  });

  test("sees the clinician set off with an ETA without a reload, then what an entry refused refunds", async ({
    gatePassed: page,
    browser,
    request,
  }) => {
    const name = "Ahmad Faizal";
    const day = klDay(17);
    const { customer, reference } = await approvedVisit(request, name, day.iso, "Morning 8AM - 12PM");
    try {
      // An hour before the visit on the server (the clinician may set off from 4 h before the window), the
      // customer signed in there.
      const startsAt = Date.parse(`${day.iso}T08:00:00+08:00`);
      const token = await moveClockAndSignIn(request, startsAt - 60 * 60 * 1000, customer.user.email);
      await signedInAccount(page, token);
      const booked = page.getByRole("listitem").filter({ hasText: reference });
      await expect(booked).toContainText(E2E_NURSE.name);
      await expect(booked).toContainText(E2E_NURSE.registrationNumber);
      await expect(booked).toContainText(en.visit.customer.steps.none);

      // The clinician's page, on a phone too.
      const portal = await openVisitOnPhone(browser, reference);
      const texts = en.visit.clinic.page;
      await expect(portal.getByRole("heading", { name: `${texts.title}: NMN 150` })).toBeVisible();
      await expectAccessible(portal);
      await screenshotAtEveryWidth(portal, "visit-clinician-page", () =>
        expect(portal.getByRole("button", { name: texts.next.on_the_way })).toBeVisible(),
      );
      await portal.getByRole("button", { name: texts.next.on_the_way }).click();
      await portal.getByLabel(texts.eta).fill("25");
      await portal.getByRole("button", { name: texts.sendEta }).click();
      await expect(portal.getByRole("button", { name: texts.next.arrived })).toBeVisible();

      // The customer's page, open all along, follows the visit.
      await expect(booked).toContainText(/On the way, arriving about/);

      await portal.getByRole("button", { name: texts.next.arrived }).click();
      await portal.getByRole("button", { name: texts.cannotHappen }).click();
      const outcome = portal.getByRole("dialog", { name: en.visit.clinic.outcome.title });
      await outcome.getByLabel(en.visit.clinic.outcome.choices.access_refused).check();
      await outcome
        .getByLabel(en.visit.clinic.outcome.note, { exact: true })
        .fill("The front desk had no guest under this name and would not let me up.");
      await expectAccessible(portal);
      await outcome.getByRole("button", { name: en.visit.clinic.outcome.confirm }).click();
      await expect(outcome).toBeHidden();

      // Refused entry is a late cancellation: half of RM 1,600 comes back, told in the customer's words.
      await expect(booked).toContainText(en.account.reasons.access_refused);
      await expect(booked).toContainText("The front desk had no guest under this name");
      await expect(booked).toContainText("RM 800");
      await expectAccessible(page);
      await screenshotAtEveryWidth(page, "visit-access-refused", () => expect(booked).toBeVisible());
      await portal.context().close();
    } finally {
      await resetClock(request);
    }
  });
});

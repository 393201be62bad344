import type { HealthAnswers } from "@ivdrips/contract/clinical";
import {
  CONTRAINDICATION_NAMES,
  HEALTH_DATA_CONSENT_VERSION,
  treatmentConsentVersion,
} from "@ivdrips/contract/consent-texts";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { en } from "../apps/web/src/locales/en/en";

const KL_DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kuala_Lumpur",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The KL calendar day `offset` days from today, as YYYY-MM-DD and as the date strip names it. */
export function klDay(offset: number): { iso: string; label: string } {
  const todayKl = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());
  const date = new Date(`${todayKl}T12:00:00+08:00`);
  date.setUTCDate(date.getUTCDate() + offset);
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(date);
  return { iso, label: KL_DAY.format(date) };
}

export const PASSWORD = "Sunrise2026";
let counter = 0;
export const newEmail = (prefix = "e2e") => `${prefix}.${Date.now()}.${(counter += 1)}@example.com`;

/** Chooses a day (within the first week of the strip) and a window on a service page. */
export async function chooseWindow(page: Page, dayOffset: number, window: string) {
  const { label } = klDay(dayOffset);
  await page.getByRole("group", { name: "Choose a date" }).getByRole("button", { name: label }).click();
  await page
    .getByRole("group", { name: "Choose a time window" })
    .getByRole("button", { name: new RegExp(`^${window}`) })
    .click();
}

export async function fillDetails(page: Page, details: { name: string; email: string }) {
  await page.getByLabel("Full Name").fill(details.name);
  await page.getByLabel("Phone Number").fill("123456789");
  await page.getByLabel("Email").fill(details.email);
  await fillPlace(page);
}

/** The visit place the customers book (issue 37): a condominium on Jalan Ampang, in a seeded KL postcode. */
export const PLACE_LINE = "Residensi Kenanga, 12 Jalan Ampang";
export const PLACE_POSTCODE = "50450";

export async function fillPlace(scope: Page | Locator, line1 = PLACE_LINE) {
  await scope.getByLabel("Address line 1", { exact: true }).fill(line1);
  await scope.getByLabel("Postcode", { exact: true }).fill(PLACE_POSTCODE);
}

/**
 * The sign-up the booking card opens for a signed-out customer: it starts from the name and email typed in the
 * card, so only a password is asked for; making the account goes on with the booking (issue 35).
 */
export async function finishSignUpFromBooking(page: Page, name: string, email: string) {
  const dialog = page.getByRole("dialog", { name: "Create Account" });
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Full Name")).toHaveValue(name);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog).toBeHidden();
}

let clientCounter = 0;
/** A documentation address (198.51.100.0/24, TEST-NET-2) per call. */
export function nextClientAddress(): string {
  clientCounter += 1;
  return `198.51.100.${(clientCounter % 250) + 1}`;
}

/** A healthy adult's screening: nothing any seeded drip flags or refuses (issue 36). */
export const HEALTHY_ANSWERS: HealthAnswers = {
  dateOfBirth: "1990-05-14",
  sex: "female",
  pregnancy: "no",
  weightKg: 60,
  drugAllergies: "",
  foodAllergies: "",
  latexAllergy: false,
  medication: "",
  conditions: ["none"],
  previousDripReaction: false,
  previousDripReactionDetails: "",
  emergencyContactName: "Ahmad bin Ali",
  emergencyContactPhone: "+60 12-345 6789",
};

/**
 * Issue 36 over HTTP: the customer's consent to keep health data, then their health profile (`answers`);
 * `origin` names another server than the configured one (e.g. one a spec starts itself).
 */
export async function giveHealthScreening(
  request: APIRequestContext,
  token: string,
  answers: HealthAnswers = HEALTHY_ANSWERS,
  origin = "",
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const consent = await request.post(`${origin}/api/account/health-consent`, {
    headers,
    data: { version: HEALTH_DATA_CONSENT_VERSION },
  });
  expect(consent.status(), await consent.text()).toBe(200);
  const profile = await request.put(`${origin}/api/account/health-profile`, { headers, data: answers });
  expect(profile.status(), await profile.text()).toBe(200);
  expect(((await profile.json()) as { status: string }).status).toBe("current");
}

/**
 * A customer made through the API, with a token for API calls and for a browser's local storage. Unless
 * `screening` is false, they have given the consent to keep health data and saved a health profile
 * (HEALTHY_ANSWERS, or the answers given), as every booking needs (issue 36).
 */
export async function apiCustomer(
  request: APIRequestContext,
  name: string,
  { screening = true, answers = HEALTHY_ANSWERS }: { screening?: boolean; answers?: HealthAnswers } = {},
) {
  const response = await request.post("/api/auth/register", {
    // Many customers, each from their own address (the server trusts the forwarded address in these runs):
    // sign-up is limited per client.
    headers: { "x-forwarded-for": nextClientAddress() },
    data: { email: newEmail("api"), fullName: name, password: PASSWORD, phone: "+60 12-345 6789" },
  });
  expect(response.status()).toBe(201);
  const customer = (await response.json()) as { token: string; user: { id: string; email: string } };
  if (screening) await giveHealthScreening(request, customer.token, answers);
  return customer;
}

/** The version of the consent to treatment of every seeded drip (template 1, rules' first revision). */
export const TREATMENT_CONSENT_VERSION = treatmentConsentVersion(1);

/** Kuala Lumpur's seeded Night window surcharge, in RM (issue 37): a Night visit's total includes it. */
export const NIGHT_SURCHARGE_RM = 100;

/** NMN 150's total in RM for one drip on a day after today: the Night window adds its surcharge. */
export function nmnTotalRm(timeSlot: string): number {
  return 1600 + (timeSlot === "Night 8PM - 12AM" ? NIGHT_SURCHARGE_RM : 0);
}

/** How the site writes an amount in RM, as on the booking card's button ("RM 1,700"). */
export const rm = (amount: number): string => `RM ${amount.toLocaleString("en-US")}`;

/**
 * A booking of NMN 150, signed by the patient (the consent to treatment, issue 36), priced with the Night
 * window's surcharge when it is one (for a day after today: no same-day surcharge).
 */
export function bookingRequest(date: string, timeSlot: string, customer: { name: string; email: string }) {
  return {
    serviceId: "nmn-150",
    date,
    timeSlot,
    location: { country: "Malaysia", city: "Kuala Lumpur" },
    customerInfo: { ...customer, phone: "+60 12-345 6789", address: "1 Jalan Test, 50450 Kuala Lumpur" },
    totalAmount: nmnTotalRm(timeSlot),
    currency: "MYR",
    quantity: 1,
    consent: { version: TREATMENT_CONSENT_VERSION, signedName: customer.name, agreed: true },
  };
}

type Texts = typeof en;

/**
 * The health screening a signed-in customer without a current profile meets in the booking card (or My
 * Account), in the site's language (`texts`): the consent to keep health data when it is asked for, then the
 * form, filled with `answers` (a woman, not pregnant; `conditions` ticked, or None of these), and saved.
 */
export async function fillHealthScreening(
  page: Page,
  {
    texts = en,
    language = "en",
    conditions = [],
  }: {
    texts?: Texts;
    language?: "en" | "ms" | "zh";
    conditions?: (keyof (typeof CONTRAINDICATION_NAMES)["en"])[];
  } = {},
): Promise<void> {
  const form = texts.health.form;
  const agree = page.getByRole("button", { name: texts.health.consent.agree, exact: true });
  const dateOfBirth = page.getByLabel(form.dateOfBirth, { exact: true });
  await expect(agree.or(dateOfBirth)).toBeVisible();
  if (await agree.isVisible()) await agree.click();
  await dateOfBirth.fill(HEALTHY_ANSWERS.dateOfBirth);
  await page.getByRole("group", { name: form.sex }).getByLabel(form.sexes.female, { exact: true }).check();
  await page
    .getByRole("group", { name: form.pregnancy })
    .getByLabel(form.pregnancyAnswers.no, { exact: true })
    .check();
  await page.getByRole("group", { name: form.latexAllergy }).getByLabel(form.no, { exact: true }).check();
  const list = page.getByRole("group", { name: form.conditions });
  if (conditions.length === 0) await list.getByLabel(form.none, { exact: true }).check();
  for (const condition of conditions) {
    await list.getByLabel(CONTRAINDICATION_NAMES[language][condition], { exact: true }).check();
  }
  await page.getByRole("group", { name: form.previousReaction }).getByLabel(form.no, { exact: true }).check();
  await page.getByLabel(form.emergencyName, { exact: true }).fill(HEALTHY_ANSWERS.emergencyContactName);
  await page.getByLabel(form.emergencyPhone, { exact: true }).fill(HEALTHY_ANSWERS.emergencyContactPhone);
  await page.getByRole("button", { name: form.save, exact: true }).click();
}

/**
 * The consent to treatment in the booking card (issue 36): the patient's full name typed as the signature and
 * the tick; the caller presses "Agree and Pay" (see payFromConsent).
 */
export async function signTreatmentConsent(page: Page, name: string, texts: Texts = en): Promise<void> {
  const signature = page.getByLabel(texts.booking.clearance.signedName, { exact: true });
  await expect(signature).toBeVisible();
  await signature.fill(name);
  await page.getByLabel(texts.booking.clearance.agree, { exact: true }).check();
}

/**
 * A catalogue's ICU message said with plain values ("Agree and Pay - {total}"), as the browser tests read
 * the catalogues: compiled (src/locales/icu.ts), placeholders only.
 */
export function sayText(message: unknown, values: Record<string, string> = {}): string {
  const compiled = (message as { $icu: string | (string | [string, ...unknown[]])[] }).$icu;
  if (typeof compiled === "string") return compiled;
  return compiled.map((part) => (typeof part === "string" ? part : (values[part[0]] ?? ""))).join("");
}

/** The consent step's pay button ("Agree and Pay - RM 1,600"). */
export function payButton(page: Page, total = "RM 1,600", texts: Texts = en) {
  return page.getByRole("button", { name: sayText(texts.booking.clearance.pay, { total }), exact: true });
}

/**
 * What the booking card asks after "Complete Booking" (and the sign-up, for a customer signed out) before the
 * checkout (issue 36): the health screening when the profile is missing (`screening`), then the consent to
 * treatment signed in `name`, and "Agree and Pay".
 */
export async function completeClearance(
  page: Page,
  name: string,
  {
    screening = false,
    texts = en,
    language = "en",
    conditions = [],
    total = "RM 1,600",
  }: {
    screening?: boolean;
    texts?: Texts;
    language?: "en" | "ms" | "zh";
    conditions?: (keyof (typeof CONTRAINDICATION_NAMES)["en"])[];
    total?: string;
  } = {},
): Promise<void> {
  if (screening) await fillHealthScreening(page, { texts, language, conditions });
  await signTreatmentConsent(page, name, texts);
  await payButton(page, total, texts).click();
}

/** A booking paid through the sandbox checkout, all over HTTP, as a second customer would. */
export async function paidBookingByApi(
  request: APIRequestContext,
  token: string,
  body: { totalAmount: number },
) {
  const checkout = await request.post("/api/payments/create-checkout-session-with-booking", {
    headers: { authorization: `Bearer ${token}` },
    data: { bookingData: body, amount: body.totalAmount, currency: "MYR", paymentMethod: "card" },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url, bookingId } = (await checkout.json()) as { url: string; bookingId: string };
  const pay = await request.post(`${new URL(url).pathname}/pay`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "",
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
  return bookingId;
}

/**
 * My Account, signed in with `token`. Set once rather than by an init script, so a token put away later (a
 * deleted account's, a moved clock's) is not put back on the next load.
 */
export async function signedInAccount(page: Page, token: string): Promise<void> {
  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("auth_token", value), token);
  await page.goto("/account");
}

/** On the booking card: the day `iso` (weeks ahead in the strip if need be), then the window named `window`. */
export async function chooseDayAndWindow(card: Locator, iso: string, window: RegExp): Promise<void> {
  const dayButton = card.locator(`[data-day="${iso}"]`);
  for (let week = 0; week < 4 && !(await dayButton.isVisible()); week += 1) {
    await card.getByRole("button", { name: en.booking.dateStrip.nextWeek }).click();
  }
  await dayButton.click();
  await card
    .getByRole("group", { name: en.timeWindows.chooseTimeWindow })
    .getByRole("button", { name: window })
    .click();
}

/**
 * Moves the server's test clock to `at` (ms since the epoch) and signs the customer in again there: a token
 * from weeks before would have run out on the moved clock. The new token. The caller puts the clock back
 * (`resetClock`) in a `finally`.
 */
export async function moveClockAndSignIn(
  request: APIRequestContext,
  at: number,
  email: string,
): Promise<string> {
  const offsetMinutes = Math.ceil((at - Date.now()) / 60_000);
  const moved = await request.put("/api/test/clock", { data: { offsetMinutes } });
  expect(moved.status()).toBe(200);
  const login = await request.post("/api/auth/login", {
    headers: { "x-forwarded-for": nextClientAddress() },
    data: { email, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The server's clock back to the real time. */
export async function resetClock(request: APIRequestContext): Promise<void> {
  await request.put("/api/test/clock", { data: { offsetMinutes: 0 } });
}

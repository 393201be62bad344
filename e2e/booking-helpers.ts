import { expect, type APIRequestContext, type Page } from "@playwright/test";

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
  await page.getByLabel("Address").fill("Residensi Kenanga, 12 Jalan Ampang, 50450 Kuala Lumpur");
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

/** A customer made through the API, with a token for API calls and for a browser's local storage. */
export async function apiCustomer(request: APIRequestContext, name: string) {
  const response = await request.post("/api/auth/register", {
    // Many customers, each from their own address (the server trusts the forwarded address in these runs):
    // sign-up is limited per client.
    headers: { "x-forwarded-for": nextClientAddress() },
    data: { email: newEmail("api"), fullName: name, password: PASSWORD, phone: "+60 12-345 6789" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { token: string; user: { id: string; email: string } };
}

export function bookingRequest(date: string, timeSlot: string, customer: { name: string; email: string }) {
  return {
    serviceId: "nmn-150",
    date,
    timeSlot,
    location: { country: "Malaysia", city: "Kuala Lumpur" },
    customerInfo: { ...customer, phone: "+60 12-345 6789", address: "1 Jalan Test, 50450 Kuala Lumpur" },
    totalAmount: 1600,
    currency: "MYR",
    quantity: 1,
  };
}

/** A booking paid through the sandbox checkout, all over HTTP, as a second customer would. */
export async function paidBookingByApi(request: APIRequestContext, token: string, body: object) {
  const checkout = await request.post("/api/payments/create-checkout-session-with-booking", {
    headers: { authorization: `Bearer ${token}` },
    data: { bookingData: body, amount: 1600, currency: "MYR", paymentMethod: "card" },
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

import { cancellationSplit } from "@ivdrips/contract/visit-day";
import { chromium, type APIRequestContext, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../bench/lib/chromium";
import {
  apiCustomer,
  bookingRequest,
  chooseWindow,
  completeClearance,
  fillDetails,
  klDay,
  payButton,
  PLACE_LINE,
} from "./booking-helpers";
import { openClinicPortal, rejectInPortal } from "./clinic-portal";
import { expect, expectAccessible, screenshotAtEveryWidth, test } from "./fixtures";

/**
 * The edges of a booking's life in the browser, on the real server (issue 19): Cancel Booking with its refund,
 * a checkout left by Back, Complete Payment of an unpaid hold, and a confirmation page that tells the truth.
 * Days and windows here are used by no other spec (they share one server and its capacity).
 */

// Two or three screenshots at two widths each take a while.
test.describe.configure({ timeout: 60_000 });

const SERVICE = "/service/nmn-150";
const PRICE_RM = 1600;

interface Customer {
  token: string;
  user: { id: string; email: string };
  name: string;
}

async function customer(request: APIRequestContext, name: string): Promise<Customer> {
  return { ...(await apiCustomer(request, name)), name };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** This browser is signed in as the customer from its first page on. */
async function signInBrowser(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem("auth_token", value), token);
}

/** A hold and its open sandbox checkout, made over HTTP: { bookingId, sessionId, url }. */
async function holdByApi(request: APIRequestContext, who: Customer, date: string, timeSlot: string) {
  const checkout = await request.post("/api/payments/create-checkout-session-with-booking", {
    headers: auth(who.token),
    data: {
      bookingData: bookingRequest(date, timeSlot, { name: who.name, email: who.user.email }),
      amount: PRICE_RM,
      currency: "MYR",
      paymentMethod: "card",
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  return (await checkout.json()) as { bookingId: string; sessionId: string; url: string };
}

/** Pays a sandbox checkout as its Pay button does. */
async function payByApi(request: APIRequestContext, url: string) {
  const pay = await request.post(`${new URL(url, "http://x").pathname}/pay`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "",
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
}

async function bookingsOf(request: APIRequestContext, who: Customer) {
  const response = await request.get("/api/bookings", { headers: auth(who.token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    _id: string;
    reference: string;
    status: string;
    paymentStatus: string;
    paidAt: string | null;
    windowStartsAt: string;
    refund: { amount: number; cancellationFee: number; status: string } | null;
  }[];
}

/** Places left in a KL window, summed over the city's providers, as the booking form reads them. */
async function placesLeft(request: APIRequestContext, date: string, timeSlot: string): Promise<number> {
  const providers = (await (await request.get("/api/providers?location=Kuala%20Lumpur")).json()) as {
    _id: string;
  }[];
  let left = 0;
  for (const provider of providers) {
    const answer = (await (
      await request.get(`/api/providers/${provider._id}/availability?date=${date}`)
    ).json()) as { windows: { timeSlot: string; remaining: number }[] };
    left += answer.windows.find((window) => window.timeSlot === timeSlot)?.remaining ?? 0;
  }
  return left;
}

/** Screenshots named lifecycle-{name}-{width}.png (test-results/screens), then axe on what is shown. */
async function photograph(page: Page, name: string, ready: () => Promise<void>) {
  await screenshotAtEveryWidth(page, `lifecycle-${name}`, ready);
  await ready();
  await expectAccessible(page);
}

const listItem = (page: Page, reference: string) => page.getByRole("listitem").filter({ hasText: reference });
const section = (page: Page, heading: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: heading }) });

test("cancel a paid visit from My Account: the refund is shown first, then in the booking history", async ({
  gatePassed: page,
  request,
}) => {
  const who = await customer(request, "Nadia Karim");
  const day = klDay(8);
  const hold = await holdByApi(request, who, day.iso, "Morning 8AM - 12PM");
  await payByApi(request, hold.url);
  const [paid] = await bookingsOf(request, who);
  if (!paid) throw new Error("the paid booking is missing");
  // Eight days ahead: the Refund Policy gives everything back (the same rule the dialog and the server use).
  expect(
    cancellationSplit([{ kind: "drip", sen: PRICE_RM * 100 }], new Date(paid.windowStartsAt), new Date()),
  ).toMatchObject({ refundSen: PRICE_RM * 100, feeSen: 0 });

  await signInBrowser(page, who.token);
  await page.goto("/account");
  const card = listItem(page, paid.reference);
  await expect(card).toContainText("Awaiting approval");
  await card.getByRole("button", { name: "Cancel Booking" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel this booking?" });
  await expect(dialog).toContainText("you get everything back");
  await expect(dialog.getByRole("definition").first()).toHaveText("RM 1,600");
  await photograph(page, "cancel-dialog", () => expect(dialog).toBeVisible());

  await dialog.getByRole("button", { name: "Cancel Booking" }).click();
  await expect(
    page.getByText("RM 1,600 will be refunded within 5-7 business days.", { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const history = section(page, "Booking History");
  const cancelled = history.getByRole("listitem").filter({ hasText: paid.reference });
  await expect(cancelled).toContainText("Cancelled by you");
  await expect(cancelled).toContainText("Refund RM 1,600: Processing");
  await expect(section(page, "Upcoming Bookings")).not.toContainText(paid.reference);
  await photograph(page, "cancelled-history", () => expect(cancelled).toBeVisible());

  const [after] = await bookingsOf(request, who);
  expect(after).toMatchObject({
    status: "cancelled",
    refund: { amount: PRICE_RM, cancellationFee: 0 },
  });
});

/**
 * Leaves exactly one place in a window (the others held by other customers), books it in the browser by card,
 * and goes Back from the sandbox checkout to the service page. Returns the customer and the checkout's session.
 */
async function bookThenGoBack(page: Page, request: APIRequestContext, dayOffset: number, name: string) {
  const day = klDay(dayOffset);
  const slot = "Morning 8AM - 12PM";
  const fillers = (await placesLeft(request, day.iso, slot)) - 1;
  for (let i = 0; i < fillers; i += 1) {
    const other = await customer(request, `${name} Filler ${i}`);
    const held = await request.post("/api/bookings", {
      headers: auth(other.token),
      data: bookingRequest(day.iso, slot, { name: other.name, email: other.user.email }),
    });
    expect(held.status(), await held.text()).toBe(201);
  }
  expect(await placesLeft(request, day.iso, slot)).toBe(1);

  const who = await customer(request, name);
  await signInBrowser(page, who.token);
  await page.goto(SERVICE);
  await chooseWindow(page, dayOffset, slot);
  await fillDetails(page, { name: who.name, email: who.user.email });
  await page.getByText("Card", { exact: true }).click();
  // Set on the page that leaves for the checkout: still there only if the page comes back from the cache.
  await page.evaluate(() => Object.assign(window, { beforeCheckout: true }));
  await page.getByRole("button", { name: "Complete Booking - RM 1,600" }).click();
  // The consent to treatment signed (issue 36), its button goes to the checkout.
  await completeClearance(page, who.name);
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await expect(page.getByRole("button", { name: "Pay RM 1600" })).toBeVisible();
  const sessionId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  expect(await placesLeft(request, day.iso, slot)).toBe(0);

  // A page restored from the back/forward cache fires no load event: wait for the navigation only.
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(new RegExp(`${SERVICE}$`));
  await expect(page.getByText("Payment not completed", { exact: true })).toBeVisible();
  const restored = await page.evaluate(() => "beforeCheckout" in window);
  return { who, day, slot, sessionId, restored };
}

async function expectNoHoldLeft(page: Page, request: APIRequestContext, who: Customer) {
  const mine = await bookingsOf(request, who);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ status: "cancelled", paidAt: null });
  await page.goto("/account");
  await expect(page.getByText("No upcoming bookings")).toBeVisible();
  await expect(page.getByText("Awaiting payment")).toHaveCount(0);
}

test("leave the sandbox checkout by Back: the hold is released, its place is free again, My Account shows no hold", async ({
  gatePassed: page,
  request,
}) => {
  // Playwright turns Chromium's back/forward cache off: the service page is loaded anew.
  const { who, day, slot, sessionId, restored } = await bookThenGoBack(page, request, 6, "Irfan Yusof");
  expect(restored).toBe(false);
  // Loaded anew, the card has the day, window and address it had before the checkout (issue 35); the window
  // is chosen again once its place, held by the abandoned checkout, is free.
  const dayButton = page
    .getByRole("group", { name: "Choose a date" })
    .getByRole("button", { name: day.label });
  const morning = page
    .getByRole("group", { name: "Choose a time window" })
    .getByRole("button", { name: /^Morning 8AM - 12PM/ });
  await expect(dayButton).toHaveAttribute("aria-pressed", "true");
  await expect(morning).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Address line 1", { exact: true })).toHaveValue(PLACE_LINE);
  await dayButton.click();
  await expect(morning).toHaveAccessibleName(/1 place left/);
  await expect(morning).toBeEnabled();
  await photograph(page, "service-after-back", () => expect(morning).toBeVisible());
  expect(await placesLeft(request, day.iso, slot)).toBe(1);
  await expectNoHoldLeft(page, request, who);

  // Its confirmation page (the checkout's own address) says it was not paid, and offers to book again.
  await page.goto(`/booking-confirmation?session_id=${encodeURIComponent(sessionId)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Booking Not Paid" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book Again" })).toHaveAttribute("href", `${SERVICE}#book`);
  await photograph(page, "confirmation-not-paid", () =>
    expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  );
});

test("with the back/forward cache on, as in a visitor's Chromium: Back restores the page, the hold is released and the form works again", async ({
  request,
  storageState,
  baseURL,
}) => {
  // Playwright launches Chromium with the cache off; this test launches its own with it on.
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS],
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  try {
    const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), storageState });
    await context.addInitScript(() => localStorage.setItem("invite_code_verified", "true"));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });

    const { who, day, slot, restored } = await bookThenGoBack(page, request, 4, "Aminah Said");
    expect(restored).toBe(true);
    // The form is as it was left, and usable again; the window's place shows free once more.
    const morning = page
      .getByRole("group", { name: "Choose a time window" })
      .getByRole("button", { name: /^Morning 8AM - 12PM/ });
    await expect(morning).toHaveAccessibleName(/1 place left/);
    await expect(morning).toHaveAttribute("aria-pressed", "true");
    // Restored whole, the card is at the signed consent to treatment it left from (issue 36).
    await expect(payButton(page)).toBeEnabled();
    expect(await placesLeft(request, day.iso, slot)).toBe(1);
    await expectNoHoldLeft(page, request, who);
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("the sandbox checkout's Cancel comes back to the service page, which lets the hold go", async ({
  gatePassed: page,
  request,
}) => {
  const who = await customer(request, "Chong Mei");
  const day = klDay(6);
  const slot = "Afternoon 12PM - 4PM";
  const before = await placesLeft(request, day.iso, slot);
  const hold = await holdByApi(request, who, day.iso, slot);
  expect(await placesLeft(request, day.iso, slot)).toBe(before - 1);

  await signInBrowser(page, who.token);
  await page.goto(hold.url);
  await page.getByRole("button", { name: "Cancel" }).click();
  // The parameter naming the hold leaves the address once it has been used.
  await expect(page).toHaveURL(new RegExp(`${SERVICE}$`));
  await expect(page.getByText("Payment not completed", { exact: true })).toBeVisible();
  expect(await placesLeft(request, day.iso, slot)).toBe(before);
  const [released] = await bookingsOf(request, who);
  expect(released).toMatchObject({ _id: hold.bookingId, status: "cancelled" });
});

test("Complete Payment on an unpaid hold in My Account pays that same booking", async ({
  gatePassed: page,
  request,
}) => {
  const who = await customer(request, "Ong Wei Ling");
  const day = klDay(5);
  const hold = await holdByApi(request, who, day.iso, "Evening 4PM - 8PM");
  const [held] = await bookingsOf(request, who);
  if (!held) throw new Error("the hold is missing");

  await signInBrowser(page, who.token);
  // Its confirmation page, before paying: the hold, its minutes, Complete Payment.
  await page.goto(`/booking-confirmation?session_id=${encodeURIComponent(hold.sessionId)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Not Completed" })).toBeVisible();
  await expect(page.getByText(/holding your place for (29|30) more minutes/)).toBeVisible();
  await photograph(page, "confirmation-awaiting-payment", () =>
    expect(page.getByRole("button", { name: "Complete Payment" })).toBeVisible(),
  );

  await page.goto("/account");
  const card = section(page, "Upcoming Bookings").getByRole("listitem").filter({ hasText: held.reference });
  await expect(card).toContainText("Awaiting payment");
  await expect(card).not.toContainText("Awaiting approval");
  await expect(card.getByRole("timer")).toHaveText(/^(29|30) minutes left to pay$/);
  await photograph(page, "account-hold", () => expect(card).toBeVisible());

  await card.getByRole("button", { name: "Complete Payment" }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await page.getByRole("button", { name: "Pay RM 1600" }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\?session_id=/);
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await expect(page.locator("#main")).toContainText(held.reference);

  const mine = await bookingsOf(request, who);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    _id: held._id,
    reference: held.reference,
    status: "confirmed",
    paymentStatus: "paid",
  });
  await page.goto("/account");
  await expect(
    section(page, "Upcoming Bookings").getByRole("listitem").filter({ hasText: held.reference }),
  ).toContainText("Awaiting approval");
});

test("the confirmation page of a booking the clinic rejected says so, with the full refund", async ({
  gatePassed: page,
  request,
  browser,
}) => {
  const who = await customer(request, "Rajesh Pillai");
  const hold = await holdByApi(request, who, klDay(2).iso, "Evening 4PM - 8PM");
  await payByApi(request, hold.url);

  const portal = await openClinicPortal(browser);
  const pending = portal.getByRole("listitem").filter({ hasText: who.name });
  await rejectInPortal(pending, "No nurse can reach Bangsar that evening.");
  await expect(portal.getByText("Booking has been rejected", { exact: true })).toBeVisible();
  await portal.context().close();

  await signInBrowser(page, who.token);
  await page.goto(`/booking-confirmation?session_id=${encodeURIComponent(hold.sessionId)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Booking Not Accepted" })).toBeVisible();
  await expect(page.getByText("Booking Confirmed!")).toHaveCount(0);
  await expect(page.getByText(/Your payment of RM 1,600 is refunded in full/)).toBeVisible();
  await expect(page.getByText("Reason: No nurse can reach Bangsar that evening.")).toBeVisible();
  await photograph(page, "confirmation-rejected", () =>
    expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  );
});

test("a made-up session id never shows a booking: not found when signed in, sign in when signed out", async ({
  gatePassed: page,
  request,
  guards,
}) => {
  guards.allowFailure("/api/payments/complete-payment", 404);
  guards.allowFailure("/api/bookings/session/", 404);
  await page.goto("/booking-confirmation?session_id=cs_made_up_0123456789&service=NutriGlow&price=600");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to see your booking" })).toBeVisible();
  await expect(page.getByText("Booking Confirmed!")).toHaveCount(0);
  await expect(page.getByText("NutriGlow")).toHaveCount(0);
  await photograph(page, "confirmation-sign-in", () =>
    expect(page.locator("#main").getByRole("button", { name: "Sign In" })).toBeVisible(),
  );

  const who = await customer(request, "Tan Li Hua");
  await page.evaluate((token) => localStorage.setItem("auth_token", token), who.token);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Not Found" })).toBeVisible();
  await expect(page.getByText("Booking Confirmed!")).toHaveCount(0);
  await photograph(page, "confirmation-not-found", () =>
    expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  );
});

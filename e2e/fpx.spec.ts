import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { en } from "../apps/web/src/locales/en/en";
import {
  apiCustomer,
  chooseDayAndWindow,
  completeClearance,
  fillDetails,
  klDay,
  signedInAccount,
} from "./booking-helpers";
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshotAtEveryWidth,
  SCREENS_DIR,
  test,
} from "./fixtures";

/*
 * Issue 39 item 1 in the browser: a customer pays with FPX through the sandbox's hosted checkout and its test
 * bank. The bank approves at once; declines (the session stays open) and then keeps a payment pending that it
 * declines later; or keeps it pending while the confirmation page waits, and approves it later. Days 24 to 26
 * are used by no other spec; the test clock is not needed.
 */

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DECLINED =
  "FPX (test bank) declined the payment. Nothing was charged: try again or choose another way to pay.";

/**
 * A customer (screened, over HTTP) signed in in the browser books NMN 150 on the card, choosing FPX online
 * banking, signs the consent and lands on the sandbox's checkout. Its address and session id.
 */
async function bookWithFpx(page: Page, request: APIRequestContext, dayOffset: number, name: string) {
  const who = await apiCustomer(request, name);
  await signedInAccount(page, who.token);
  await page.goto("/service/nmn-150");
  const card = page.getByRole("region", { name: en.booking.card.title });
  await chooseDayAndWindow(card, klDay(dayOffset).iso, /^Morning/);
  await fillDetails(page, { name, email: who.user.email });
  await card.getByRole("radio", { name: "FPX online banking" }).check();
  await card.getByRole("button", { name: "Complete Booking - RM 1,600" }).click();
  await completeClearance(page, name);
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  const url = new URL(page.url());
  const sessionId = decodeURIComponent(url.pathname.split("/").pop() ?? "");
  return { who, sandboxPath: url.pathname, sessionId };
}

/** One of the test bank's methods on the sandbox page: its Succeed, Fail and Pending. */
const testBank = (page: Page, name: "FPX (test bank)" | "GrabPay (test)") =>
  page.getByRole("group", { name });

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test.describe("a customer on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("FPX approved at once: the booking is confirmed and My Account names FPX", async ({
    gatePassed: page,
    request,
  }) => {
    await bookWithFpx(page, request, 24, "Nadia Hassan");

    // The card's Pay and both test banks, each with its three answers, at a phone's width and a desktop's.
    await expect(page.getByRole("button", { name: "Pay RM 1600" })).toBeVisible();
    for (const bank of ["FPX (test bank)", "GrabPay (test)"] as const) {
      await expect(page.getByRole("heading", { level: 2, name: bank })).toBeVisible();
      for (const answer of ["Succeed", "Fail", "Pending"]) {
        await expect(testBank(page, bank).getByRole("button", { name: answer, exact: true })).toBeVisible();
      }
    }
    await screenshotAtEveryWidth(page, "fpx-sandbox", async () => {
      await expect(testBank(page, "FPX (test bank)")).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
    await expectAccessible(page);

    await testBank(page, "FPX (test bank)").getByRole("button", { name: "Succeed" }).click();
    await expect(page).toHaveURL(/\/booking-confirmation\?session_id=/);
    await expect(heading(page, "Booking Confirmed!")).toBeVisible();

    await page.goto("/account");
    const booking = page.getByRole("listitem").filter({ hasText: "NMN 150" });
    await expect(booking).toHaveCount(1);
    await expect(booking).toContainText("Paid with FPX online banking");
  });
});

test.describe("a customer on a phone", () => {
  test.use({ viewport: PHONE });

  test("FPX declined, then pending and declined by the bank later: the hold is released", async ({
    gatePassed: page,
    request,
  }) => {
    const { who, sandboxPath } = await bookWithFpx(page, request, 25, "Lim Wei Jie");

    // Declined at once: back on the page, told so, and still able to pay.
    await testBank(page, "FPX (test bank)").getByRole("button", { name: "Fail" }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/[^?]+\?declined=fpx$/);
    await expect(page.getByRole("alert")).toHaveText(DECLINED);
    await expect(heading(page, "Complete your payment")).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: path.join(SCREENS_DIR, "fpx-sandbox-declined-390.png"), fullPage: true });

    // Tried again, the bank keeps it pending: the confirmation says the bank is confirming.
    await testBank(page, "FPX (test bank)").getByRole("button", { name: "Pending" }).click();
    await expect(page).toHaveURL(/\/booking-confirmation\?session_id=/);
    await expect(heading(page, "Waiting for Your Bank")).toBeVisible();

    // The bank's later answer, on the checkout's page opened again: declined.
    await page.goto(sandboxPath);
    await expect(heading(page, "Waiting for the bank")).toBeVisible();
    await expect(page.getByText("Your payment with FPX (test bank) is pending.")).toBeVisible();
    await page.screenshot({ path: path.join(SCREENS_DIR, "fpx-sandbox-waiting-390.png"), fullPage: true });
    await page.getByRole("button", { name: "The bank declines" }).click();
    await expect(page).toHaveURL(/\/booking-confirmation\?session_id=/);
    await expect(heading(page, "Booking Not Paid")).toBeVisible();

    const mine = await request.get("/api/bookings", { headers: { authorization: `Bearer ${who.token}` } });
    expect(mine.status()).toBe(200);
    expect(await mine.json()).toMatchObject([{ status: "cancelled", paidAt: null }]);
  });

  test("FPX pending, approved by the bank later: the open confirmation page turns confirmed by itself", async ({
    gatePassed: page,
    request,
  }) => {
    const { sandboxPath } = await bookWithFpx(page, request, 26, "Siti Rahman");
    await testBank(page, "FPX (test bank)").getByRole("button", { name: "Pending" }).click();
    await expect(page).toHaveURL(/\/booking-confirmation\?session_id=/);
    const waiting = heading(page, "Waiting for Your Bank");
    await expect(waiting).toBeVisible();
    await expect(page.locator("#main")).toContainText("There is no need to pay again.");
    await screenshotAtEveryWidth(page, "fpx-waiting-for-bank", async () => {
      await expect(waiting).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
    await expectAccessible(page);

    // My Account, in a second tab, says the same on the hold.
    const account = await page.context().newPage();
    await account.goto("/account");
    const hold = account.getByRole("listitem").filter({ hasText: "NMN 150" });
    await expect(hold).toContainText("Your bank is confirming the payment");
    await expect(hold).not.toContainText("Paid with");
    await account.close();

    // Set on the open page: still there afterwards only if the page was never loaded again.
    await page.evaluate(() => Object.assign(window, { waitingForBank: true }));
    const settle = await request.post(`${sandboxPath}/settle`, {
      form: { outcome: "succeed" },
      maxRedirects: 0,
    });
    expect(settle.status()).toBe(303);
    // The page reads the booking again every 10 s.
    await expect(heading(page, "Booking Confirmed!")).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => "waitingForBank" in window)).toBe(true);
  });
});

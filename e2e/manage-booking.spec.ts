import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { pdfText } from "../apps/api/test/pdf-text";
import {
  apiCustomer,
  bookingRequest,
  klDay,
  paidBookingByApi,
  PASSWORD,
  resetClock,
  signedInAccount,
} from "./booking-helpers";
import { approvedVisit } from "./clinic-portal";
import { modulesLoaded, recordAssets } from "./chunk-stats";
import { expect, expectAccessible, networkSettled, screenshotAtEveryWidth, test } from "./fixtures";

/** My Account journeys on the real server: reschedule, receipt, review of a completed visit, account deletion. */

/**
 * What My Account's dialogs bring: react-hook-form, Radix's dialog and the dialogs themselves (zod comes too,
 * but also with the live events' schema once their stream is open).
 */
const DIALOG_CODE =
  /^(?:node_modules\/(?:react-hook-form|@radix-ui\/react-dialog)\/|apps\/web\/src\/features\/account\/components\/(?:reschedule|cancel-booking|review)-dialog)/;

const bookingCard = (page: Page, reference: string) =>
  page.getByRole("listitem").filter({ hasText: reference });

async function referenceOf(request: APIRequestContext, token: string, bookingId: string): Promise<string> {
  const response = await request.get(`/api/bookings/${bookingId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { reference: string }).reference;
}

test("reschedule an upcoming visit to another day and window, then download its receipt", async ({
  gatePassed: page,
  request,
}) => {
  const customer = await apiCustomer(request, "Farah Lim");
  const from = klDay(3);
  // Day 5 afternoon is filled by the race in booking.spec.ts; day 4 afternoon is nobody else's.
  const to = klDay(4);
  const bookingId = await paidBookingByApi(
    request,
    customer.token,
    bookingRequest(from.iso, "Morning 8AM - 12PM", { name: "Farah Lim", email: customer.user.email }),
  );
  const reference = await referenceOf(request, customer.token, bookingId);
  const assets = recordAssets(page);
  await signedInAccount(page, customer.token);

  const card = bookingCard(page, reference);
  await expect(card).toContainText("Morning 8AM - 12PM");
  // The bookings paint with no form or dialog code: that comes when a customer reaches for a dialog.
  await networkSettled(page);
  expect(modulesLoaded(assets, DIALOG_CODE), "dialog and form code before any dialog").toEqual([]);
  await card.getByRole("button", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Reschedule your visit" });
  await expect(dialog).toContainText(`Current time: ${from.label}`);
  // ...and the check above has something to find once a dialog is open.
  expect(modulesLoaded(assets, DIALOG_CODE)).not.toEqual([]);
  await dialog.getByRole("group", { name: "Choose a date" }).getByRole("button", { name: to.label }).click();
  await dialog
    .getByRole("group", { name: "Choose a time window" })
    .getByRole("button", { name: /^Afternoon 12PM - 4PM/ })
    .click();
  await screenshotAtEveryWidth(page, "account-reschedule", () => expect(dialog).toBeVisible());
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Confirm new time" }).click();
  await expect(
    page.getByText("Your new time is awaiting the clinic's approval.", { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Afternoon 12PM - 4PM");
  await expect(card).toContainText(to.label.replace(/^\w+, /, ""));

  // The server agrees, and the clinic has it to approve again.
  const after = await request.get(`/api/bookings/${bookingId}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(await after.json()).toMatchObject({
    date: to.iso,
    timeSlot: "Afternoon 12PM - 4PM",
    clinicApprovalStatus: "pending",
  });

  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download Receipt" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`IV-Drips-receipt-${reference}.pdf`);
  const text = await pdfText(new Uint8Array(await readFile(await download.path())));
  expect(text).toContain(reference);
  expect(text).toContain("NMN 150");
  expect(text).toContain("Afternoon 12PM - 4PM");
  expect(text).toContain("RM 1,600");
});

test("a completed visit is reviewed from the booking history and the review shows on the service page", async ({
  gatePassed: page,
  request,
}) => {
  const { customer, reference } = await approvedVisit(
    request,
    "Hafiz Osman",
    klDay(1).iso,
    "Night 8PM - 12AM",
  );
  const comment = `Gentle nurse, on time, no bruising (${reference})`;
  try {
    // Three days later on the server: the visit has ended and the sweep has completed it.
    const moved = await request.put("/api/test/clock", { data: { offsetMinutes: 3 * 24 * 60 } });
    expect(moved.status()).toBe(200);
    await signedInAccount(page, customer.token);
    const card = bookingCard(page, reference);
    await expect(card).toContainText(/completed/i);
    await card.getByRole("button", { name: "Leave Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave a Review" });
    await dialog
      .getByRole("radiogroup", { name: "Your rating" })
      .getByRole("radio", { name: "4 stars" })
      .check();
    await dialog.getByRole("textbox", { name: "Comment (optional)" }).fill(comment);
    await expect(dialog).toContainText(`${comment.length}/1000`);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("Your rating");
    await expect(card.getByRole("button", { name: "Leave Review" })).toHaveCount(0);

    await page.goto("/service/nmn-150");
    const reviews = page.getByRole("region", { name: "Reviews" });
    await expect(reviews).toContainText(comment);
    await expect(reviews).toContainText("Hafiz O.");
    await expect(page.getByText(/\(\d+ reviews?\)/).first()).toBeVisible();
    await screenshotAtEveryWidth(page, "service-reviews", () => expect(reviews).toBeVisible());
  } finally {
    await resetClock(request);
  }
});

test("delete the account: the password is asked for, upcoming bookings are cancelled, the email can sign up again", async ({
  gatePassed: page,
  request,
  guards,
}) => {
  const customer = await apiCustomer(request, "Daniel Wong");
  const bookingId = await paidBookingByApi(
    request,
    customer.token,
    bookingRequest(klDay(6).iso, "Evening 4PM - 8PM", { name: "Daniel Wong", email: customer.user.email }),
  );
  await signedInAccount(page, customer.token);
  await page.getByRole("tab", { name: "Support" }).click();
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("This cannot be undone.");

  guards.allowFailure("/api/users/profile", 403);
  await dialog.getByRole("textbox", { name: "Password" }).fill("Not-the-password-1");
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(dialog).toContainText("The password is incorrect.");
  await screenshotAtEveryWidth(page, "account-delete", () => expect(dialog).toBeVisible());
  await expectAccessible(page);

  await dialog.getByRole("textbox", { name: "Password" }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete Account" }).click();
  await expect(
    page.getByText("Your account and personal details have been deleted.", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Login" }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();

  // The old token is dead, the old password opens nothing, and the email is free again.
  const old = await request.get(`/api/bookings/${bookingId}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(old.status()).toBe(401);
  const login = await request.post("/api/auth/login", {
    data: { email: customer.user.email, password: PASSWORD },
  });
  expect(login.status()).toBe(401);
  const again = await request.post("/api/auth/register", {
    data: { email: customer.user.email, fullName: "Daniel Wong", password: PASSWORD },
  });
  expect(again.status()).toBe(201);
  const fresh = (await again.json()) as { token: string };
  const bookings = await request.get("/api/bookings", {
    headers: { authorization: `Bearer ${fresh.token}` },
  });
  expect(await bookings.json()).toEqual([]);
});

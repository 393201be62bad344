import { apiMessagesMs } from "../packages/contract/src/api-messages/ms";
import { apiMessagesZh } from "../packages/contract/src/api-messages/zh";
import { ms } from "../apps/web/src/locales/ms/ms";
import { zh } from "../apps/web/src/locales/zh/zh";
import { apiCustomer, bookingRequest, klDay, paidBookingByApi } from "./booking-helpers";
import { clinicToken, openClinicPortal } from "./clinic-portal";
import { expect, expectAccessible, screenshotAtEveryWidth, test } from "./fixtures";

/**
 * Issue 35, item 8: the clinic's desk. Day 12's Night window is used by no other spec.
 */

test.describe.configure({ timeout: 90_000 });

test("Reject asks and requires a reason, which the customer then reads", async ({ browser, request }) => {
  const name = "Mei Ling Tan";
  const customer = await apiCustomer(request, name);
  const bookingId = await paidBookingByApi(
    request,
    customer.token,
    bookingRequest(klDay(12).iso, "Night 8PM - 12AM", { name, email: customer.user.email }),
  );
  const asCustomer = async () =>
    (await (
      await request.get(`/api/bookings/${bookingId}`, {
        headers: { authorization: `Bearer ${customer.token}` },
      })
    ).json()) as { reference: string; state: string; cancellationNote: string | null };
  const { reference } = await asCustomer();

  const portal = await openClinicPortal(browser);
  const card = portal.getByRole("listitem").filter({ hasText: reference });
  await card.getByRole("button", { name: "Reject" }).click();
  const dialog = portal.getByRole("dialog", { name: "Reject this booking?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  const reason = dialog.getByRole("textbox", { name: "Reason for the customer" });
  // The dialog opens on its first question (issue 36): scheduling or medical grounds, scheduling chosen.
  const scheduling = dialog.getByRole("radio", { name: "Scheduling or availability" });
  await expect(scheduling).toBeFocused();
  await expect(scheduling).toBeChecked();
  await expect(reason).toBeVisible();

  // Confirming without a reason is refused in the dialog; nothing reaches the server.
  await dialog.getByRole("button", { name: "Reject Booking" }).click();
  await expect(dialog.getByText("Please give the customer a reason for rejecting")).toBeVisible();
  expect((await asCustomer()).state).toBe("awaiting_clinic");
  await reason.fill("The only nurse on call that night is unwell.");
  await screenshotAtEveryWidth(portal, "clinic-reject-dialog", () => expect(dialog).toBeVisible());
  await expectAccessible(portal);

  // Cancel leaves the booking as it was.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Approve" })).toBeEnabled();
  expect((await asCustomer()).state).toBe("awaiting_clinic");

  await card.getByRole("button", { name: "Reject" }).click();
  await dialog
    .getByRole("textbox", { name: "Reason for the customer" })
    .fill("  Our nurse is unwell tonight. ");
  await dialog.getByRole("button", { name: "Reject Booking" }).click();
  await expect(portal.getByText("Booking has been rejected", { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await portal.getByRole("tab", { name: /^Rejected/ }).click();
  await expect(portal.getByRole("listitem").filter({ hasText: reference })).toBeVisible();
  await portal.context().close();

  expect(await asCustomer()).toMatchObject({
    state: "rejected",
    cancellationNote: "Our nurse is unwell tonight.",
  });
});

test("the desk has its own frame, decisions first with the time left, and looks finished in three languages", async ({
  browser,
  request,
}) => {
  const day = klDay(12);
  for (const [name, window] of [
    ["Nurul Izzah", "Morning 8AM - 12PM"],
    ["Arjun Nair", "Afternoon 12PM - 4PM"],
    ["Chong Wei", "Evening 4PM - 8PM"],
  ] as const) {
    const customer = await apiCustomer(request, name);
    await paidBookingByApi(
      request,
      customer.token,
      bookingRequest(day.iso, window, { name, email: customer.user.email }),
    );
  }

  const portal = await openClinicPortal(browser);
  // None of the customer site: no header links, country pickers, footer or chat button.
  await expect(portal.getByRole("link", { name: "Become a Partner" })).toHaveCount(0);
  await expect(portal.getByRole("combobox")).toHaveCount(0);
  await expect(portal.locator("footer")).toHaveCount(0);
  await expect(portal.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);

  const pending = portal.getByRole("tabpanel").getByRole("list").first().getByRole("listitem");
  await expect(pending.filter({ hasText: "Nurul Izzah" })).toContainText(/\d+ d \d+ h left/);
  // Several bookings per laptop screen; on a phone the first booking starts on the first screen.
  await portal.setViewportSize({ width: 1280, height: 800 });
  await expect(pending.nth(2)).toBeInViewport();
  await portal.setViewportSize({ width: 390, height: 844 });
  await portal.evaluate(() => window.scrollTo(0, 0));
  await expect(pending.first().getByRole("heading")).toBeInViewport();

  // Search by reference, without its prefix, or by name.
  const search = portal.getByRole("searchbox", { name: "Search by reference or name" });
  await search.fill("arjun");
  await expect(pending).toHaveCount(1);
  await expect(pending.first()).toContainText("Arjun Nair");
  await search.fill("");

  for (const [language, menuItem] of [
    ["en", null],
    ["ms", "Bahasa Melayu"],
    ["zh", "简体中文"],
  ] as const) {
    if (menuItem) {
      await portal.getByRole("button", { name: /^(EN|BM|中文)/ }).click();
      await portal.getByRole("menuitem", { name: menuItem }).click();
      // The page at rest: while the menu closes, the rest of the page is still marked hidden from readers.
      await expect(portal.getByRole("menu")).toHaveCount(0);
      await expect(portal.locator("[data-aria-hidden]")).toHaveCount(0);
    }
    await expect(portal.locator("html")).toHaveAttribute("lang", language === "zh" ? "zh-CN" : language);
    await expectAccessible(portal);
    await screenshotAtEveryWidth(portal, `clinic-desk-${language}`, () =>
      expect(pending.first()).toBeVisible(),
    );
  }
  await portal.context().close();
});

for (const { language, width, texts, required, window, why } of [
  {
    language: "ms",
    width: 390,
    texts: ms.clinic,
    required: apiMessagesMs.rejectionReasonRequired,
    window: "Night 8PM - 12AM",
    why: "Jururawat kami tidak sihat malam ini.",
  },
  {
    language: "zh",
    width: 1280,
    texts: zh.clinic,
    required: apiMessagesZh.rejectionReasonRequired,
    window: "Evening 4PM - 8PM",
    why: "我们的护士今晚身体不适。",
  },
] as const) {
  test(`in ${language} at ${width} px, Reject asks for a reason in the desk's language and requires one`, async ({
    browser,
    request,
  }) => {
    const name = `Mei Ling Tan ${language}`;
    const customer = await apiCustomer(request, name);
    // Day 15, used by no other spec.
    const bookingId = await paidBookingByApi(
      request,
      customer.token,
      bookingRequest(klDay(15).iso, window, { name, email: customer.user.email }),
    );
    const state = async () =>
      (
        (await (
          await request.get(`/api/bookings/${bookingId}`, {
            headers: { authorization: `Bearer ${customer.token}` },
          })
        ).json()) as { state: string }
      ).state;
    const token = await clinicToken(request);
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    await context.addInitScript(
      ({ clinicToken, chosen }) => {
        localStorage.setItem("invite_code_verified", "true");
        localStorage.setItem("clinic_auth_token", clinicToken);
        localStorage.setItem("language", chosen);
      },
      { clinicToken: token, chosen: language },
    );
    const portal = await context.newPage();
    await portal.goto("/clinic");
    const card = portal.getByRole("listitem").filter({ hasText: name });
    await card.getByRole("button", { name: texts.card.reject }).click();
    const dialog = portal.getByRole("dialog", { name: texts.rejectDialog.title });
    const reason = dialog.getByRole("textbox", { name: texts.rejectDialog.reason });
    // The dialog opens on its first question (issue 36): scheduling or medical grounds, scheduling chosen.
    const scheduling = dialog.getByRole("radio", { name: texts.rejectDialog.groundsScheduling });
    await expect(scheduling).toBeFocused();
    await expect(scheduling).toBeChecked();
    await dialog.getByRole("button", { name: texts.rejectDialog.confirm }).click();
    await expect(dialog.getByText(required)).toBeVisible();
    expect(await state()).toBe("awaiting_clinic");
    await reason.fill(why);
    await dialog.getByRole("button", { name: texts.rejectDialog.confirm }).click();
    await expect(portal.getByText(texts.update.success.rejected, { exact: true })).toBeVisible();
    expect(await state()).toBe("rejected");
    await context.close();
  });
}

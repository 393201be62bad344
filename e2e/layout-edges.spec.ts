import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  apiCustomer,
  chooseWindow,
  fillDetails,
  fillHealthScreening,
  finishSignUpFromBooking,
  payButton,
  signTreatmentConsent,
} from "./booking-helpers";
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from "./fixtures";

/** A name far longer than the header has room for. */
const LONG_NAME = "Nurul Aisyah binti Abdul Rahman Al-Hashimi";

/** Every width a visitor may bring, from a small phone to a wide desktop (the header splits at 1280). */
const WIDTHS = [320, 390, 1024, 1180, 1279, 1280, 1920] as const;

const headerPicker = (page: Page, name: "Country" | "City") =>
  page.locator("header").getByRole("combobox", { name, exact: true });
const menuButton = (page: Page) => page.getByRole("button", { name: "Open menu" });

/** Opens a picker and sees its choices, then closes it again. */
async function expectReachable(picker: Locator, option: string) {
  await picker.click();
  const listbox = picker.page().getByRole("listbox");
  await expect(listbox.getByRole("option", { name: option })).toBeVisible();
  await picker.page().keyboard.press("Escape");
  await expect(listbox).toBeHidden();
}

/** Shown in full: wrapped inside its box, neither cut off nor pushing out of it. */
async function expectWhole(text: Locator) {
  await expect(text).toBeVisible();
  const { scrollWidth, clientWidth } = await text.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, "the text's width inside its box").toBeLessThanOrEqual(clientWidth);
}

/** Waits for the element's animations (a sheet sliding in) to end. */
async function settled(element: Locator) {
  await element.evaluate((node) =>
    Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** A customer signed in through the API whose token the browser finds on its first page. */
async function signInByApi(page: Page, request: APIRequestContext, name: string) {
  const { token } = await apiCustomer(request, name);
  await page.addInitScript((value) => localStorage.setItem("auth_token", value), token);
}

for (const width of WIDTHS) {
  test(`at ${width} px the header has the country and city pickers or the menu button that holds them`, async ({
    gatePassed: page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Not the home page: its hero has pickers of its own.
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const inBar = width >= 1280;
    await expect(headerPicker(page, "Country")).toBeVisible({ visible: inBar });
    await expect(headerPicker(page, "City")).toBeVisible({ visible: inBar });
    await expect(menuButton(page)).toBeVisible({ visible: !inBar });
    await expectNoHorizontalOverflow(page);

    if (inBar) {
      await expectReachable(headerPicker(page, "Country"), "Malaysia");
      await expectReachable(headerPicker(page, "City"), "Kuala Lumpur");
    } else {
      await menuButton(page).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expectReachable(menu.getByRole("combobox", { name: "Country", exact: true }), "Malaysia");
      await expectReachable(menu.getByRole("combobox", { name: "City", exact: true }), "Kuala Lumpur");
    }
  });
}

test("a long name truncates in the header: nothing overflows at 1024, 1280 and 390 px", async ({
  gatePassed: page,
  request,
}) => {
  await signInByApi(page, request, LONG_NAME);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/support");
  const account = page.locator("header").getByRole("button", { name: LONG_NAME });
  await expect(account).toBeVisible();
  await expect(account).toHaveAttribute("title", LONG_NAME);
  // Cut with an ellipsis, inside the window, and the bar's last item (Language, then the account) still shown.
  const name = account.getByText(LONG_NAME);
  expect(await name.evaluate((element) => getComputedStyle(element).textOverflow)).toBe("ellipsis");
  expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const box = await account.boundingBox();
  expect(box, "the account button's box").not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  await expect(page.getByRole("button", { name: /Language: English/ })).toBeInViewport();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({
    path: "/tmp/edges-header-1280.png",
    clip: { x: 0, y: 0, width: 1280, height: 160 },
  });
  await expectAccessible(page);

  // The account menu still opens from the shortened name.
  await account.click();
  await expect(page.getByRole("menuitem", { name: "My Account" })).toBeVisible();
  await page.keyboard.press("Escape");

  for (const width of [1024, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(menuButton(page)).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
  await page.screenshot({ path: "/tmp/edges-header-390.png", clip: { x: 0, y: 0, width: 390, height: 160 } });

  await menuButton(page).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByText(`Welcome, ${LONG_NAME}`)).toBeVisible();
  await settled(menu);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: "/tmp/edges-menu-390.png" });
  await expectAccessible(page);
});

test("Logout from the mobile menu says 'Logged out' and goes home, as the user menu does", async ({
  gatePassed: page,
  request,
}) => {
  await signInByApi(page, request, "Hana Yusof");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/support");
  await menuButton(page).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByText("Welcome, Hana Yusof")).toBeVisible();

  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
  await expect(page.getByText("You have been successfully logged out.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
  await expectAccessible(page);

  await menuButton(page).click();
  await expect(
    page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Login" }),
  ).toBeVisible();
});

test("the support page's service hours run from the Morning window's start to the Night window's end", async ({
  gatePassed: page,
}) => {
  await page.goto("/support");
  await expect(page.getByRole("region", { name: "Service Hours" })).toContainText("8 AM - 12 AM");
});

test("a 43-character email wraps on the booking card, the confirmation and My Account at 390 px", async ({
  gatePassed: page,
}) => {
  // A hotel concierge books for a guest: the address is the desk's, and as long as such addresses get.
  const email = `concierge.${Date.now()}@mandarinoriental-kl.com`.slice(-43);
  expect(email).toHaveLength(43);
  const name = "Front Desk, Mandarin Oriental Kuala Lumpur";
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/service/nmn-150");
  await chooseWindow(page, 4, "Afternoon 12PM - 4PM");
  await fillDetails(page, { name, email });
  await page.getByText("Card", { exact: true }).click();
  await expectNoHorizontalOverflow(page);
  await page.getByRole("button", { name: "Complete Booking - RM 1,600" }).click();
  await finishSignUpFromBooking(page, name, email);
  // The health screening and the consent to treatment (issue 36), on the phone too without overflow.
  await fillHealthScreening(page);
  await signTreatmentConsent(page, name);
  await expectNoHorizontalOverflow(page);
  await payButton(page).click();
  await page.getByRole("button", { name: "Pay RM 1600" }).click();
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await expectWhole(page.locator("#main").getByText(email, { exact: true }));
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: "test-results/screens/long-email-confirmation-390.png", fullPage: true });

  await page.goto("/account");
  await expect(page.getByRole("listitem").filter({ hasText: "NMN 150" })).toContainText(name);
  await expectNoHorizontalOverflow(page);
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByRole("tabpanel", { name: "Profile" })).toBeVisible();
  await expectWhole(page.getByRole("tabpanel", { name: "Profile" }).getByText(email, { exact: true }));
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: "test-results/screens/long-email-account-390.png", fullPage: true });
});

import { en } from "../apps/web/src/locales/en/en";
import { ms } from "../apps/web/src/locales/ms/ms";
import { zh } from "../apps/web/src/locales/zh/zh";
import { expect, test } from "./fixtures";

/*
 * Issue 35, item 4: a missing field is marked, scrolled to and focused, with its message under it in the
 * reader's language (not a general toast). In each language, at a phone's and a laptop's width between them.
 */
const RUNS = [
  { language: "en", locale: "en-GB", width: 390, texts: en },
  { language: "ms", locale: "ms-MY", width: 1280, texts: ms },
  { language: "zh", locale: "zh-CN", width: 390, texts: zh },
  { language: "en", locale: "en-GB", width: 1280, texts: en },
] as const;

for (const { language, locale, width, texts } of RUNS) {
  test.describe(`a browser reading ${language}`, () => {
    test.use({ locale });

    test(`at ${width} px Complete Booking without an address focuses the address and says why`, async ({
      gatePassed: page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/service/nmn-150");
      const card = page.getByRole("region", { name: texts.booking.card.title });
      // A day later in the week, and its first window with a place.
      await card
        .getByRole("group", { name: texts.booking.dateStrip.chooseDate })
        .getByRole("button", { disabled: false })
        .nth(3)
        .click();
      await card
        .getByRole("group", { name: texts.timeWindows.chooseTimeWindow })
        .getByRole("button", { disabled: false })
        .first()
        .click();
      await card.getByLabel(texts.booking.card.fullName).fill("Aisyah Rahman");
      await card.getByLabel(texts.booking.phone.label).fill("123456789");
      await card.getByLabel(texts.booking.card.email, { exact: true }).fill("aisyah@example.com");
      await card.getByText(texts.payments.method.card, { exact: true }).click();
      await page.evaluate(() => window.scrollTo(0, 0));

      await card.getByRole("button", { name: /RM 1,600/ }).click();
      const address = card.getByLabel(texts.place.form.line1, { exact: true });
      await expect(address).toBeFocused();
      await expect(address).toHaveAttribute("aria-invalid", "true");
      await expect(address).toBeInViewport();
      const message = page.locator("#booking-place-line1-error");
      await expect(message).toBeVisible();
      if (language !== "en") expect(await message.textContent()).not.toMatch(/address/i);
      // Still on the page: nothing was sent for the checkout.
      await expect(page).toHaveURL(/\/service\/nmn-150$/);
    });
  });
}

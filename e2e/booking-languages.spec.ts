import { en } from "../apps/web/src/locales/en/en";
import { ms } from "../apps/web/src/locales/ms/ms";
import { zh } from "../apps/web/src/locales/zh/zh";
import { completeClearance, newEmail, PASSWORD } from "./booking-helpers";
import { expect, test } from "./fixtures";

/*
 * Issue 35's journeys in the readers' languages (the English runs are in booking.spec.ts and
 * booking-lifecycle.spec.ts): signing up inside the card goes on to the checkout with one press, Back from the
 * checkout keeps the day, window and address, and after paying the confirmation opens at its top. Malay on a
 * phone, Chinese on a laptop; the sandbox checkout is the server's own page, in English.
 */
const RUNS = [
  { language: "ms", locale: "ms-MY", width: 390, texts: ms },
  { language: "zh", locale: "zh-CN", width: 1280, texts: zh },
] as const;

const ADDRESS = "Residensi Kenanga, 12 Jalan Ampang";

for (const { language, locale, width, texts } of RUNS) {
  test.describe(`a browser reading ${language}`, () => {
    test.use({ locale });

    test(`at ${width} px: sign up in the card, Back keeps the form, pay, the confirmation opens at its top`, async ({
      gatePassed: page,
    }) => {
      // Sign-up, a checkout left and one paid, each a page load or two on a busy machine.
      test.slow();
      expect(texts.booking.card.title).not.toBe(en.booking.card.title);
      const name = `Aisyah Rahman ${language}`;
      const email = newEmail(`lang-${language}`);
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/service/nmn-150");
      const card = page.getByRole("region", { name: texts.booking.card.title });
      const day = card
        .getByRole("group", { name: texts.booking.dateStrip.chooseDate })
        .getByRole("button", { disabled: false })
        .nth(5);
      await day.click();
      const timeWindow = card
        .getByRole("group", { name: texts.timeWindows.chooseTimeWindow })
        .getByRole("button", { disabled: false })
        .first();
      // Its hours, as it shows them (its name also says the places left, which the checkout's hold changes).
      const hours =
        (await timeWindow.innerText()).split("\n").find((line) => /\d/.test(line) && !/[,，]/.test(line)) ??
        "";
      expect(hours).toMatch(/\d/);
      await timeWindow.click();
      await card.getByLabel(texts.booking.card.fullName).fill(name);
      await card.getByLabel(texts.booking.phone.label).fill("123456789");
      await card.getByLabel(texts.booking.card.email, { exact: true }).fill(email);
      await card.getByLabel(texts.place.form.line1, { exact: true }).fill(ADDRESS);
      await card.getByLabel(texts.place.form.postcode, { exact: true }).fill("50450");
      await card.getByText(texts.payments.method.card, { exact: true }).click();
      const submit = card.getByRole("button", { name: /RM 1,600/ });
      await submit.click();

      // Signed out: the sign-up opens with what was typed; making the account goes on to the checkout.
      const signUp = page.getByRole("dialog", { name: texts.auth.signUp.title });
      await expect(signUp.getByLabel(texts.auth.signUp.email)).toHaveValue(email);
      await expect(signUp.getByLabel(texts.auth.signUp.fullName)).toHaveValue(name);
      await signUp.getByLabel(texts.auth.signUp.password).fill(PASSWORD);
      await signUp.getByRole("button", { name: texts.auth.signUp.submit }).click();
      // Then the health screening and the consent to treatment, in the reader's language (issue 36).
      await completeClearance(page, name, { screening: true, texts, language });
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);

      // Back from the checkout: the card has the day, the window and the address it had.
      await page.goBack({ waitUntil: "commit" });
      await expect(page).toHaveURL(/\/service\/nmn-150$/);
      await expect(day).toHaveAttribute("aria-pressed", "true");
      await expect(
        card
          .getByRole("group", { name: texts.timeWindows.chooseTimeWindow })
          .getByRole("button")
          .filter({ hasText: hours }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(card.getByLabel(texts.place.form.line1, { exact: true })).toHaveValue(ADDRESS);

      // Signed in and screened now: one press goes to the consent to treatment, signed again, then the
      // checkout; paid, the confirmation opens at its top.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await submit.click();
      await completeClearance(page, name, { texts, language });
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
      await page.getByRole("button", { name: "Pay RM 1600" }).click();
      await expect(page.getByRole("heading", { level: 1, name: texts.confirmation.title })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator("html")).toHaveAttribute("lang", language === "zh" ? "zh-CN" : language);
    });
  });
}

import { ms } from "../apps/web/src/locales/ms/ms";
import { CATALOGUE } from "../apps/api/src/seed/catalogue-data";
import { CATALOGUE_TRANSLATIONS } from "../apps/api/src/seed/catalogue-translations";
import { expect, expectAccessible, screenshotAtEveryWidth, test } from "./fixtures";

/** Issue 35 item 9: a Malay reader can tell what will be infused. */

const english = CATALOGUE.find((entry) => entry.id === "nutriglow");
const malay = CATALOGUE_TRANSLATIONS.ms.nutriglow;
const chinese = CATALOGUE_TRANSLATIONS.zh.nutriglow;

test("the Malay service page shows Malay content, switched without a reload", async ({
  gatePassed: page,
}) => {
  // Two languages' screenshots at every width: a slow test's time.
  test.slow();
  if (!english || !malay || !chinese) throw new Error("nutriglow has no seeded translations");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/service/nutriglow");
  const main = page.getByRole("main");
  await expect(main.getByText(english.description, { exact: true })).toBeVisible();
  await expect(main.getByText("45-60 min", { exact: true })).toBeVisible();

  // The header's switcher: the page's content follows without a reload (the same document throughout).
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole("button", { name: "Language: English" }).click();
  await page.getByRole("menuitem", { name: "Bahasa Melayu" }).click();
  await expect(main.getByText(malay.description, { exact: true })).toBeVisible();
  for (const text of [...malay.benefits, ...malay.ingredients]) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(main.getByText("45-60 minit", { exact: true })).toBeVisible();
  await expect(main.getByText(english.description, { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await expect(page.getByRole("heading", { level: 1, name: "NutriGlow" })).toBeVisible();
  await expect(main.getByRole("heading", { name: ms.booking.page.about })).toBeVisible();

  // A Malay reader coming back: the page is Malay from the start (not prerendered in English).
  await page.reload();
  await expect(main.getByText(malay.description, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "ms-service-nutriglow", async () => {
    await expect(main.getByText(malay.description, { exact: true })).toBeVisible();
  });

  await page.getByRole("button", { name: "Bahasa: Bahasa Melayu" }).click();
  await page.getByRole("menuitem", { name: "简体中文" }).click();
  await expect(main.getByText(chinese.description, { exact: true })).toBeVisible();
  await expect(main.getByText("45-60 分钟", { exact: true })).toBeVisible();
  await screenshotAtEveryWidth(page, "zh-service-nutriglow", async () => {
    await expect(main.getByText(chinese.description, { exact: true })).toBeVisible();
  });
});

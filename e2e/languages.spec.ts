import type { Page } from "@playwright/test";
import { en } from "../apps/web/src/locales/en/en";
import { ms } from "../apps/web/src/locales/ms/ms";
import { SAME_AS_ENGLISH } from "../apps/web/src/locales/same-as-english";
import { zh } from "../apps/web/src/locales/zh/zh";
import { expect, expectAccessible, screenshotAtEveryWidth, test } from "./fixtures";

type Translated = "ms" | "zh";
const CATALOGUES = { ms, zh } as const;
const HTML_LANG: Record<Translated, string> = { ms: "ms", zh: "zh-CN" };

/** "namespace.key" → text for every leaf of a catalogue. */
function leaves(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "object" && value !== null
      ? leaves(value as object, path)
      : [[path, String(value)]];
  });
}

/**
 * The English texts that must not be on a page shown in `language`: every catalogue text the language
 * translates differently, cut at its placeholders, keeping the pieces long enough (two words or more) not to
 * occur by chance in data the API sends (service descriptions stay in English).
 */
function englishLeftovers(language: Translated): string[] {
  const translated = new Map(leaves(CATALOGUES[language]));
  const allowed = new Set(SAME_AS_ENGLISH[language]);
  return leaves(en)
    .filter(([key, text]) => !allowed.has(key) && translated.get(key) !== text)
    .flatMap(([, text]) => text.split(/\{\w+\}/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 12 && /\s/.test(piece));
}

const NAMESPACES = Object.keys(en).join("|");
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES})\\.[a-z][A-Za-z]+\\b`);

/** The page shows the language: `<html lang>`, no raw key, no unfilled placeholder, no English catalogue text. */
async function expectPageIn(page: Page, language: Translated) {
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[language]);
  await page.waitForLoadState("networkidle");
  const text = await page.locator("body").innerText();
  expect(text, "a raw catalogue key on the page").not.toMatch(RAW_KEY);
  expect(text, "an unfilled {placeholder} on the page").not.toMatch(/\{[A-Za-z]+\}/);
  const shown = englishLeftovers(language).filter((piece) => text.includes(piece));
  expect(shown, "English texts left on a page shown in another language").toEqual([]);
}

const PAGES = [
  { path: "/", name: "home" },
  { path: "/services", name: "services" },
  { path: "/support", name: "support" },
] as const;

test("the header switcher turns three pages into Bahasa Melayu, and the browser remembers it", async ({
  gatePassed: page,
}) => {
  // Three pages, each checked by axe and photographed at every width: 15-25 s on a quiet machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("button", { name: "Language: English" }).click();
  await page.getByRole("menuitem", { name: "Bahasa Melayu" }).click();
  await expect(page.getByRole("navigation", { name: ms.header.mainNavigation })).toContainText(
    ms.header.support,
  );

  for (const entry of PAGES) {
    await page.goto(entry.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectPageIn(page, "ms");
    await expectAccessible(page);
    await screenshotAtEveryWidth(page, `ms-${entry.name}`, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await expect(page.getByRole("button", { name: `${ms.header.language}: Bahasa Melayu` })).toBeVisible();
});

test("the mobile menu switches three pages to 简体中文, and back to English", async ({
  gatePassed: page,
}) => {
  // Three pages, each checked by axe and photographed at every width: 15-25 s on a quiet machine.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("button", { name: "简体中文" }).click();
  // The menu is now titled in Chinese.
  const zhMenu = page.getByRole("dialog", { name: zh.header.menu });
  await expect(zhMenu.getByRole("button", { name: "简体中文" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");

  for (const entry of PAGES) {
    await page.goto(entry.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectPageIn(page, "zh");
    await screenshotAtEveryWidth(page, `zh-${entry.name}`, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: zh.header.openMenu }).click();
  await page.getByRole("dialog", { name: zh.header.menu }).getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
});

import type { Page } from "@playwright/test";
import { apiCustomer } from "./booking-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 35, item 2: the floating WhatsApp button and the service page's Book bar never lie over a button, a
 * link or a field, at any width from a small phone to a laptop, in any of the three languages. A control
 * covered on the first screen, or still covered with the page scrolled to its end, can never be reached.
 */

const WIDTHS = [360, 390, 768, 1024, 1280] as const;

/** The customer pages with the most controls; the clinic's desk and the console have their own frames. */
const CUSTOMER_PAGES = ["/", "/services", "/service/nmn-150", "/support", "/account"] as const;

/** Every visible control that a floating element lies over, said so that a failure names it. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return element.getClientRects().length > 0 && style.display !== "none" && style.visibility !== "hidden";
    };
    const floats = [...document.querySelectorAll("[data-whatsapp-float], [data-book-bar]")].filter(shown);
    const controls = [
      ...document.querySelectorAll(
        "a[href], button, input, select, textarea, [role=button], [role=tab], [role=combobox]",
      ),
    ].filter(shown);
    const found: string[] = [];
    for (const control of controls) {
      if (floats.some((float) => float.contains(control))) continue;
      const box = control.getBoundingClientRect();
      // Screen-reader-only controls (skip links) are a pixel wide; off-screen ones are not covered now.
      if (box.width <= 1 || box.height <= 1 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
      for (const float of floats) {
        const over = float.getBoundingClientRect();
        const width = Math.min(box.right, over.right) - Math.max(box.left, over.left);
        const height = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top);
        if (width > 0 && height > 0) {
          const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 50);
          const by = float.hasAttribute("data-book-bar") ? "the Book bar" : "the WhatsApp button";
          found.push(`${control.tagName.toLowerCase()} "${name}" under ${by}`);
        }
      }
    }
    return found;
  });
}

/** What is covered on the first screen and at the page's end. */
async function coveredAtTopAndEnd(page: Page): Promise<string[]> {
  const scrolledTo = async (where: "top" | "end") => {
    await page.evaluate(
      (to) => window.scrollTo(0, to === "top" ? 0 : document.documentElement.scrollHeight),
      where,
    );
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    return (await coveredControls(page)).map((finding) => `${where}: ${finding}`);
  };
  return [...(await scrolledTo("top")), ...(await scrolledTo("end"))];
}

async function openReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // The chat button comes with the app's public settings: wait until it is there to be measured.
  await expect(page.locator("[data-whatsapp-float]")).toBeAttached();
  if (path.startsWith("/service/")) await expect(page.locator("[data-book-bar]")).toBeAttached();
}

test("no customer page has a control under the WhatsApp button or the Book bar, from 360 to 1280 px", async ({
  gatePassed: page,
  request,
}) => {
  test.slow();
  const { token } = await apiCustomer(request, "Farah Nadia");
  await page.addInitScript((value) => localStorage.setItem("auth_token", value), token);
  const findings: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    for (const path of CUSTOMER_PAGES) {
      await openReady(page, path);
      findings.push(...(await coveredAtTopAndEnd(page)).map((finding) => `${width} px ${path} ${finding}`));
    }
  }
  expect(findings).toEqual([]);
});

for (const language of ["ms", "zh"] as const) {
  test(`in ${language}, the service page and the home page at 390 and 1280 px have nothing covered`, async ({
    gatePassed: page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem("language", value), language);
    const findings: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 780 });
      for (const path of ["/", "/service/nmn-150"]) {
        await openReady(page, path);
        await expect(page.locator("html")).toHaveAttribute("lang", language === "ms" ? "ms" : "zh-CN");
        findings.push(...(await coveredAtTopAndEnd(page)).map((finding) => `${width} px ${path} ${finding}`));
      }
    }
    expect(findings).toEqual([]);
  });
}

test("on a phone the Book bar stands in for the chat button; on a laptop the card sits beside the page", async ({
  gatePassed: page,
}) => {
  await page.setViewportSize({ width: 390, height: 780 });
  await openReady(page, "/service/nmn-150");
  await expect(page.locator("[data-book-bar]")).toBeVisible();
  await expect(page.locator("[data-whatsapp-float]")).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator("[data-book-bar]")).toBeHidden();
  await expect(page.locator("[data-whatsapp-float]")).toBeVisible();
});

test("the clinic's desk and the console have no floating chat button over their controls", async ({
  gatePassed: page,
}) => {
  for (const path of ["/clinic", "/admin"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.locator("[data-whatsapp-float]")).toHaveCount(0);
  }
});

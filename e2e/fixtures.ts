import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Where every page's screenshots go; printed once so a reader of the output can find them. */
export const SCREENS_DIR = path.join(import.meta.dirname, "..", "test-results", "screens");
mkdirSync(SCREENS_DIR, { recursive: true });

export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;

interface Guards {
  /** Console errors and failed requests seen so far; the fixture fails the test if any remain. */
  problems: string[];
  /** Requests this test expects to fail (e.g. a 401 for a wrong password): matched by URL part and status. */
  allowFailure(urlPart: string, status: number): void;
}

/**
 * Every browser test runs under these guards: any console error, uncaught page error or failed request
 * (a 4xx/5xx answer not expected by the test, or a request that never completed) fails it.
 */
export const test = base.extend<{ guards: Guards; gatePassed: Page }>({
  guards: async ({ page }, use) => {
    const problems: string[] = [];
    const allowed: { urlPart: string; status: number }[] = [];
    const isAllowed = (url: string, status: number) =>
      allowed.some((entry) => entry.status === status && url.includes(entry.urlPart));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // The browser also logs every 4xx/5xx answer; those the test expects are not problems.
      const status = /status of (\d{3})/.exec(message.text())?.[1];
      if (status && isAllowed(message.location().url, Number(status))) return;
      problems.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("requestfailed", (request) => {
      const reason = request.failure()?.errorText ?? "failed";
      // A navigation away cancels what the old page was still loading: that is not a failure of the app.
      if (reason.includes("ERR_ABORTED")) return;
      problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
    });
    page.on("response", (response) => {
      const status = response.status();
      if (status < 400) return;
      const url = response.url();
      if (isAllowed(url, status)) return;
      problems.push(`HTTP ${status}: ${response.request().method()} ${url}`);
    });
    await use({ problems, allowFailure: (urlPart, status) => allowed.push({ urlPart, status }) });
    expect(problems, "console errors and failed requests").toEqual([]);
  },
  /** A page whose browser already passed the invite gate (the flag SPEC §4 describes). */
  gatePassed: async ({ page, guards }, use) => {
    void guards;
    await page.addInitScript(() => localStorage.setItem("invite_code_verified", "true"));
    await use(page);
  },
});

export { expect };

/** A full-page screenshot at each viewport, named `{name}-{width}.png` in SCREENS_DIR. */
export async function screenshotAtEveryWidth(page: Page, name: string, ready: () => Promise<void>) {
  const before = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await ready();
    // Scroll through once so lazily loaded images are in the picture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** axe-core on what is on screen: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(severe, "serious or critical accessibility violations").toEqual([]);
}

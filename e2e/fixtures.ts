import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { INVITE_COOKIE_NAME } from "@ivdrips/contract/invites";
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
} from "@playwright/test";
import { E2E_INVITE_CODE, E2E_STAFF_EMAIL, E2E_STAFF_PASSWORD } from "./e2e-constants";

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

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/** A browser state with no cookies and nothing stored: a visitor who never entered a code. */
export const NO_INVITE_PASS: StorageState = { cookies: [], origins: [] };

/**
 * POST /api/invite-codes/verify with the E2E code through `request`, whose cookie jar keeps the pass; `origin`
 * names another server than the configured one (e.g. one a spec starts itself).
 */
async function verifyInviteCode(request: APIRequestContext, origin = ""): Promise<void> {
  const response = await request.post(`${origin}/api/invite-codes/verify`, {
    data: { code: E2E_INVITE_CODE },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ valid: true });
}

/** Whether this browser context holds an invite pass (the httpOnly cookie). */
export async function hasInvitePass(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((cookie) => cookie.name === INVITE_COOKIE_NAME);
}

/**
 * Enters the E2E code through the context's own request (the cookie lands in the browser) and sets the flag:
 * for a browser that talks to a server of its own, at `origin`. Cookies do not tell ports apart, so this pass
 * replaces the one of the configured server in that context.
 */
export async function passInviteGate(context: BrowserContext, origin = ""): Promise<void> {
  await verifyInviteCode(context.request, origin);
  await context.addInitScript(() => localStorage.setItem("invite_code_verified", "true"));
}

/**
 * A live event stream (GET /api/clinics/events, /api/bookings/events, /api/admin/events) stays open as long as
 * its page: like the EventSource streams Playwright already leaves out of "networkidle", it is not the page
 * still loading.
 */
const LIVE_STREAM = /^\/api\/(clinics|bookings|admin)\/events$/;
interface PageNetwork {
  open: Set<Request>;
  /** When a request last started or ended. */
  lastActivity: number;
}
const networks = new WeakMap<Page, PageNetwork>();

/**
 * Counts the page's requests in flight, live streams left out (see networkSettled). The fixtures' own page is
 * tracked; call it on a page a test opens itself before the page loads anything.
 */
export function trackRequests(page: Page): void {
  const network: PageNetwork = { open: new Set(), lastActivity: Date.now() };
  networks.set(page, network);
  page.on("request", (request) => {
    if (LIVE_STREAM.test(new URL(request.url()).pathname)) return;
    network.open.add(request);
    network.lastActivity = Date.now();
  });
  const done = (request: Request) => {
    if (network.open.delete(request)) network.lastActivity = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
}

/**
 * "networkidle" (no request for 500 ms), except that an open live event stream does not count; on a page the
 * fixtures did not make, Playwright's own.
 */
export async function networkSettled(page: Page, timeoutMs = 30_000): Promise<void> {
  const network = networks.get(page);
  if (!network) return page.waitForLoadState("networkidle");
  await page.waitForLoadState("load");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const quietFor = Date.now() - network.lastActivity;
    if (network.open.size === 0 && quietFor >= 500) return;
    if (Date.now() > deadline) throw new Error(`the network did not settle within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, network.open.size === 0 ? 500 - quietFor : 50));
  }
}

/**
 * Every browser test runs under these guards: any console error, uncaught page error or failed request
 * (a 4xx/5xx answer not expected by the test, or a request that never completed) fails it.
 */
export const test = base.extend<{ guards: Guards; gatePassed: Page }, { invitePass: StorageState }>({
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
  /**
   * The server's invite pass, fetched once per worker: verification is limited to 10 a minute per client, and
   * every test runs from 127.0.0.1. Its cookie then starts every browser context (the page's, and any a test
   * opens with browser.newContext) and every API request context, as after entering the code.
   */
  invitePass: [
    async ({ playwright }, use, workerInfo) => {
      // Kept for the run (the output directory is emptied when a run starts), as a worker restarted after a
      // failed test would otherwise spend another of the ten verifications a minute.
      const run = path.basename(process.env.IVDRIPS_E2E_DATA_DIR ?? "default");
      const saved = path.join(workerInfo.project.outputDir, `.invite-pass-${run}.json`);
      if (existsSync(saved)) {
        await use(JSON.parse(readFileSync(saved, "utf8")) as StorageState);
        return;
      }
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      try {
        await verifyInviteCode(request);
        const state = await request.storageState();
        mkdirSync(workerInfo.project.outputDir, { recursive: true });
        writeFileSync(saved, JSON.stringify(state));
        await use(state);
      } finally {
        await request.dispose();
      }
    },
    { scope: "worker" },
  ],
  storageState: async ({ invitePass }, use) => {
    await use(invitePass);
  },
  /** API calls made by tests themselves carry the pass too (unless a test starts from NO_INVITE_PASS). */
  request: async ({ playwright, baseURL, storageState }, use) => {
    const request = await playwright.request.newContext({
      ...(baseURL ? { baseURL } : {}),
      ...(storageState ? { storageState } : {}),
    });
    await use(request);
    await request.dispose();
  },
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
    // React reports an error it recovered from (#520) with the real one only as its `cause`, which the page
    // error does not carry: the page says the cause too, so a failure names what went wrong.
    await page.addInitScript(() => {
      const report = window.reportError.bind(window);
      window.reportError = (error: unknown) => {
        if (error instanceof Error && error.cause !== undefined) {
          const cause =
            error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : error.cause;
          console.error("recovered from:", cause);
        }
        report(error);
      };
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
  /**
   * A page whose browser really passed the invite gate: the server's pass cookie in its context (verified here
   * through the context's own request when the context did not start with it) and the flag SPEC §4 describes.
   */
  gatePassed: async ({ page, guards }, use) => {
    void guards;
    if (await hasInvitePass(page.context())) {
      await page.addInitScript(() => localStorage.setItem("invite_code_verified", "true"));
    } else {
      await passInviteGate(page.context());
    }
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
    await networkSettled(page);
    await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${viewport.width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** The page no wider than its window: nothing pushes out sideways (a phone would scroll it). */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(
    innerWidth,
  );
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

/** Signs the E2E staff member in from `from` (a signed-out visitor lands on the console's sign-in page). */
export async function staffSignIn(page: Page, from: string) {
  await page.goto(from);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await page.locator('input[type="email"]').fill(E2E_STAFF_EMAIL);
  await page.locator('input[type="password"]').fill(E2E_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeHidden();
}

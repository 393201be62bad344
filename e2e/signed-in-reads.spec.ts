import type { Page } from "@playwright/test";
import { apiCustomer } from "./booking-helpers";
import { clinicToken } from "./clinic-portal";
import { expect, networkSettled, test, trackRequests } from "./fixtures";

/*
 * Issue 35, item 3 (LCP ≤ 2.5 s signed in), decision 044: My Account and the clinic's desk come as
 * signed-in.html, whose own small script asks for the page's first data while the app's entry is still on its
 * way; the app takes those answers instead of asking again.
 */

/** The app's entry, held back until `release()`: what is asked for meanwhile is not the app's doing. */
async function holdAppEntry(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every request under /api the page makes, by path, in order. */
function apiReads(page: Page) {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) paths.push(pathname);
  });
  return paths;
}

const sorted = (paths: string[]) => [...paths].sort();

test.describe("a signed-in page asks for its first data from its HTML", () => {
  test("My Account: the profile and bookings are asked for before the app runs, and only once", async ({
    gatePassed: page,
    request,
  }) => {
    const customer = await apiCustomer(request, "Farah Signed-In");
    await page.addInitScript((token) => localStorage.setItem("auth_token", token), customer.token);
    trackRequests(page);
    const reads = apiReads(page);
    const release = await holdAppEntry(page);

    const loaded = page.goto("/account");
    const first = ["/api/bookings", "/api/config", "/api/users/profile"];
    await expect.poll(() => sorted(reads)).toEqual(first);
    release();
    await loaded;
    await expect(page.getByText("Welcome back, Farah Signed-In", { exact: false })).toBeVisible();
    await expect(page.getByText("No upcoming bookings")).toBeVisible();
    await networkSettled(page);
    // The app took the three answers: none was asked for again (the customer's live stream is its own). The
    // customer's drip packages (issue 39) are the app's own read, after the bookings they are listed below.
    expect(sorted(reads.filter((path) => path !== "/api/bookings/events"))).toEqual(
      sorted([...first, "/api/account/credits"]),
    );
  });

  test("the clinic's desk: its clinic, bookings and live stream, before the app runs, and only once", async ({
    gatePassed: page,
    request,
  }) => {
    const token = await clinicToken(request);
    await page.addInitScript((clinic) => localStorage.setItem("clinic_auth_token", clinic), token);
    trackRequests(page);
    const reads = apiReads(page);
    const release = await holdAppEntry(page);

    const loaded = page.goto("/clinic");
    const first = ["/api/clinics/bookings", "/api/clinics/events", "/api/clinics/profile", "/api/config"];
    await expect.poll(() => sorted(reads)).toEqual(first);
    release();
    await loaded;
    await expect(page.getByText("Clinic Management Dashboard")).toBeVisible();
    await expect(page.getByText("On: new bookings appear here as soon as they are paid.")).toBeVisible();
    await networkSettled(page);
    expect(sorted(reads)).toEqual(first);
  });

  test("a visitor without a session asks for nothing but the site's configuration", async ({
    gatePassed: page,
  }) => {
    const reads = apiReads(page);
    await page.goto("/clinic");
    await expect(page.getByLabel("Username")).toBeVisible();
    expect(reads).toEqual(["/api/config"]);
  });
});

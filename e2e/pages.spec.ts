import { expect, expectAccessible, screenshotAtEveryWidth, SCREENS_DIR, test } from "./fixtures";

/**
 * Every public page: it renders its heading, has its own title, passes axe-core with no serious or critical
 * violation, and is photographed at 1280 px and 390 px.
 */
const PAGES = [
  { name: "home", path: "/", heading: /IV therapy/i },
  { name: "services", path: "/services", heading: /IV Therapy Services|Our IV Therapy/i },
  { name: "supplier", path: "/supplier/dr-aisha-rahman", heading: /Aisha Rahman/ },
  { name: "service-detail", path: "/service/nmn-150", heading: "NMN 150" },
  { name: "clinic", path: "/clinic", heading: "Clinic Portal" },
  { name: "become-partner", path: "/become-partner", heading: "Become a Partner" },
  { name: "support", path: "/support", heading: /support|help/i },
  { name: "privacy-policy", path: "/privacy-policy", heading: "Privacy Policy" },
  { name: "terms-conditions", path: "/terms-conditions", heading: "Terms & Conditions" },
  { name: "refund-policy", path: "/refund-policy", heading: "Refund Policy" },
  { name: "contact", path: "/contact", heading: /contact/i },
  { name: "not-found", path: "/no-such-page", heading: "Oops! Page not found" },
] as const;

test.beforeAll(() => {
  console.log(`Screenshots of every page: ${SCREENS_DIR}`);
});

for (const entry of PAGES) {
  test(`${entry.name}: renders, has a title, passes axe, and is photographed`, async ({
    gatePassed: page,
    guards,
  }) => {
    if (entry.name === "not-found") guards.allowFailure("/no-such-page", 404);
    await page.goto(entry.path);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(entry.heading);
    await expect(page).toHaveTitle(/IV Drips/);
    await expectAccessible(page);
    await screenshotAtEveryWidth(page, entry.name, async () => {
      await expect(heading).toBeVisible();
      await page.waitForLoadState("networkidle");
    });
  });
}

test("404: says so, logs the path, and returns home", async ({ gatePassed: page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/definitely/not/here");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  expect(warnings.some((text) => text.includes("/definitely/not/here"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("services filters show exactly the services of a category and a price band", async ({
  gatePassed: page,
}) => {
  const services = (await (await page.request.get("/api/services")).json()) as {
    name: string;
    category: string;
    price: number;
  }[];
  await page.goto("/services");
  // The pills are labels around visually hidden radio buttons: a person clicks the label.
  const choose = (name: string) =>
    page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name, exact: true }) })
      .click();
  const shown = () =>
    page
      .getByRole("link", { name: /^View Details & Book: / })
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute("aria-label")?.replace("View Details & Book: ", "")),
      );
  await expect(page.getByText(`Showing ${services.length} of ${services.length} services`)).toBeVisible();

  await choose("Beauty");
  const beauty = services.filter((service) => service.category === "beauty").map((service) => service.name);
  await expect(page.getByText(`Showing ${beauty.length} of ${services.length} services`)).toBeVisible();
  expect((await shown()).sort()).toEqual(beauty.sort());
  await expect(page).toHaveURL(/category=beauty/);

  // Each step waits for its own URL: two filters can show the same count, so the summary alone can be stale.
  await choose("All");
  await expect(page).not.toHaveURL(/category=/);
  await expect(page.getByText(`Showing ${services.length} of ${services.length} services`)).toBeVisible();
  await choose("Over RM 1,500");
  await expect(page).toHaveURL(/price=/);
  const high = services.filter((service) => service.price > 1500).map((service) => service.name);
  await expect(page.getByText(`Showing ${high.length} of ${services.length} services`)).toBeVisible();
  await expect.poll(async () => (await shown()).sort()).toEqual(high.sort());

  await page.reload();
  await expect(page.getByText(`Showing ${high.length} of ${services.length} services`)).toBeVisible();
  expect((await shown()).sort()).toEqual(high.sort());
});

test("a supplier's drips book with the supplier; an unknown supplier is not found", async ({
  gatePassed: page,
}) => {
  await page.goto("/supplier/dr-aisha-rahman");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Aisha Rahman/);
  const bookNow = page.getByRole("link", { name: /^Book Now: / });
  await expect(bookNow.first()).toBeVisible();
  const hrefs = await bookNow.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/service\/[a-z0-9-]+\?supplier=dr-aisha-rahman$/);

  await page.goto("/supplier/dr-nobody");
  await expect(page.getByRole("heading", { name: "Supplier Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Services" }).click();
  await expect(page).toHaveURL("/services");
});

import { expect, expectAccessible, screenshotAtEveryWidth, SCREENS_DIR, test } from "./fixtures";

/**
 * Every public page: it renders its heading, has its own title, passes axe-core with no serious or critical
 * violation, and is photographed at 1280 px and 390 px.
 */
const PAGES = [
  { name: "home", path: "/", heading: /IV therapy/i },
  { name: "services", path: "/services", heading: /IV Therapy Services|Our IV Therapy/i },
  { name: "supplier", path: "/supplier/dr-aisha-rahman", heading: /Aisha Rahman/ },
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

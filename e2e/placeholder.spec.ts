import path from "node:path";
import { expect, test } from "@playwright/test";

const SCREENS_DIR = path.join(import.meta.dirname, "..", "test-results", "screens");
const ONLINE = "Service online. The booking app is on its way.";

test.describe("placeholder web app", () => {
  test("shows the brand and that the API answers", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IV Drips");
    await expect(page.getByRole("status")).toHaveText(ONLINE);
  });

  test("serves the app for unknown client routes", async ({ page }) => {
    const response = await page.goto("/service/nmn-150");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IV Drips");
    await expect(page.getByRole("status")).toHaveText(ONLINE);
  });

  test("lists the seeded catalogue through the API", async ({ page }) => {
    const response = await page.request.get("/api/services");
    expect(response.status()).toBe(200);
    const services: unknown = await response.json();
    expect(Array.isArray(services)).toBe(true);
    expect(services).toHaveLength(10);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`renders at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await expect(page.getByRole("status")).toHaveText(ONLINE);
      await page.screenshot({
        path: path.join(SCREENS_DIR, `placeholder-${viewport.width}.png`),
        fullPage: true,
      });
    });
  }
});

import path from "node:path";
import { E2E_INVITE_CODE } from "./e2e-constants";
import {
  expect,
  expectAccessible,
  networkSettled,
  NO_INVITE_PASS,
  SCREENS_DIR,
  test,
  VIEWPORTS,
} from "./fixtures";

/**
 * Issue 25: a visitor's first visit, at the invite gate. The guards fail the test on any console error and any
 * 4xx/5xx answer, and none is allowed here: the page asks nothing under /api that would be refused.
 */
test.describe("a first visit", () => {
  test.use({ storageState: NO_INVITE_PASS });

  for (const address of ["/", "/service/nmn-150"]) {
    test(`${address}: the gate arrives rendered, nothing is asked of the API until the code, then the site works`, async ({
      page,
      guards: _guards,
    }) => {
      const apiCalls: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/api/")) apiCalls.push(`${request.method()} ${pathname}`);
      });
      const response = await page.goto(address);
      // The server's own HTML already holds the gate over the page, and says this browser has no pass.
      const served = (await response?.text()) ?? "";
      expect(served).toContain('<div id="root" data-invite-gate="closed">');
      expect(served).toContain("Please enter your invite code to access IV Drips");

      const gate = page.getByRole("dialog", { name: "Access Required" });
      await expect(gate).toBeVisible();
      await expect(gate.getByLabel("Invite Code")).toBeFocused();
      await networkSettled(page);
      expect(apiCalls, "API calls before a code was entered").toEqual([]);

      await gate.getByLabel("Invite Code").fill(E2E_INVITE_CODE);
      // Tab goes round the dialog: the page under it is out of reach.
      await page.keyboard.press("Tab");
      await expect(gate.getByRole("button", { name: "Verify & Enter" })).toBeFocused();
      // Then the ways to ask for a code, in the server's HTML, and back to the field.
      for (const link of [/WhatsApp/, /Email/, /Call/]) {
        await page.keyboard.press("Tab");
        await expect(gate.getByRole("link", { name: link })).toBeFocused();
      }
      await page.keyboard.press("Tab");
      await expect(gate.getByLabel("Invite Code")).toBeFocused();
      await gate.getByRole("button", { name: "Verify & Enter" }).click();
      await expect(page.getByText("Access Granted", { exact: true })).toBeVisible();
      await expect(gate).toBeHidden();
      expect(apiCalls[0]).toBe("POST /api/invite-codes/verify");
      if (address === "/") {
        await expect(page.locator("#services").getByRole("link", { name: "Book Now" })).toHaveCount(10);
      } else {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("NMN 150");
      }
      // The next page comes from the server as a visitor with a pass gets it: no gate, no mark.
      const next = await page.goto("/services");
      expect(await next?.text()).not.toContain("data-invite-gate");
      await expect(page.locator("#main").getByRole("link", { name: "View Details & Book" })).toHaveCount(10);
      await expect(page.getByRole("dialog", { name: "Access Required" })).toHaveCount(0);
    });
  }

  test("the gate at phone and desktop widths, accessible", async ({ page, guards: _guards }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto("/");
      const gate = page.getByRole("dialog", { name: "Access Required" });
      await expect(gate.getByLabel("Invite Code")).toBeFocused();
      await networkSettled(page);
      await page.screenshot({ path: path.join(SCREENS_DIR, `first-visit-gate-${viewport.width}.png`) });
    }
    await expectAccessible(page);
  });
});

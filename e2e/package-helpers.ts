import type { APIRequestContext, Page } from "@playwright/test";
import { nextClientAddress } from "./booking-helpers";
import { E2E_STAFF_EMAIL, E2E_STAFF_PASSWORD } from "./e2e-constants";
import { expect } from "./fixtures";

/** Staff put a package on sale through the console's API; its id. */
export async function packageOnSale(request: APIRequestContext, body: object): Promise<string> {
  const login = await request.post("/api/admin/login", {
    // The console's sign-in allows 10 a minute per client: an address of its own (the server trusts it here).
    headers: { "x-forwarded-for": nextClientAddress() },
    data: { email: E2E_STAFF_EMAIL, password: E2E_STAFF_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const created = await request.post("/api/admin/packages", {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** My Account's "Your packages", and the card of the package `name` in it. */
export function yourPackages(page: Page, name: string) {
  const section = page.locator("section").filter({
    has: page.getByRole("heading", { level: 2, name: "Your packages" }),
  });
  const card = section.locator("[data-slot=card]").filter({
    has: page.getByRole("heading", { level: 3, name }),
  });
  return { section, card };
}

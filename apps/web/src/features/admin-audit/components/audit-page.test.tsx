import type { AuditEntry } from "@ivdrips/contract/admin";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import { mockApi, renderApp } from "../../../test/render-app";
import { AuditPage } from "./audit-page";

const ENTRY: AuditEntry = {
  id: "a1",
  createdAt: "2026-11-26T02:05:00.000Z",
  staff: { id: "s1", email: "demo.staff@ivdrips.my", name: "Demo Staff" },
  action: "service.update",
  targetType: "service",
  targetId: "nutriyouth",
  before: { priceSen: 169900, name: "NutriYouth" },
  after: { priceSen: 179900, name: "NutriYouth" },
  note: "New season price",
};

const STAFF = [
  { id: "s1", email: "demo.staff@ivdrips.my", name: "Demo Staff", active: true },
  { id: "s2", email: "owen@ivdrips.my", name: "Old Owen", active: false },
];

beforeAll(async () => {
  await loadAdminTexts("en");
});
afterEach(() => vi.unstubAllGlobals());

describe("the audit log", () => {
  it("shows who, when, what, the fields that changed before → after, and the note; filters by the address", async () => {
    const fetchMock = mockApi({
      "GET /admin/audit": () => ({ body: { entries: [ENTRY], page: 1, pageSize: 50, total: 1 } }),
      "GET /admin/staff": () => ({ body: { staff: STAFF } }),
    });
    const { router } = renderApp(
      [{ path: "/admin/audit", element: <AuditPage /> }],
      "/admin/audit?action=service.update",
      {
        session: false,
      },
    );
    expect(await screen.findByText("Demo Staff (demo.staff@ivdrips.my)")).toBeInTheDocument();
    expect(screen.getByText("priceSen")).toBeInTheDocument();
    expect(screen.getByText("169900")).toBeInTheDocument();
    expect(screen.getByText("179900")).toBeInTheDocument();
    // Unchanged fields are left out.
    expect(screen.queryByText("name")).toBeNull();
    expect(screen.getByText("New season price")).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain("/api/admin/audit?page=1&action=service.update");

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Action"));
    await user.type(screen.getByLabelText("Target ID"), "nutriyouth");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(router.state.location.search).toBe("?targetId=nutriyouth");
  });

  it("filters by a staff member chosen by name, disabled accounts included", async () => {
    mockApi({
      "GET /admin/audit": () => ({ body: { entries: [ENTRY], page: 1, pageSize: 50, total: 1 } }),
      "GET /admin/staff": () => ({ body: { staff: STAFF } }),
    });
    const { router } = renderApp([{ path: "/admin/audit", element: <AuditPage /> }], "/admin/audit", {
      session: false,
    });
    const who = await screen.findByLabelText("Staff member");
    expect(
      await screen.findByRole("option", { name: "Old Owen (disabled) · owen@ivdrips.my" }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(who, "Demo Staff · demo.staff@ivdrips.my");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(router.state.location.search).toBe("?staffId=s1");
  });
});

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
      "GET /admin/audit": () => ({ body: { entries: [ENTRY], names: {}, page: 1, pageSize: 50, total: 1 } }),
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
    // Money in RM, under the field's name without its unit.
    expect(screen.getByText("price")).toBeInTheDocument();
    expect(screen.getByText("RM 1,699")).toBeInTheDocument();
    expect(screen.getByText("RM 1,799")).toBeInTheDocument();
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
      "GET /admin/audit": () => ({ body: { entries: [ENTRY], names: {}, page: 1, pageSize: 50, total: 1 } }),
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

  it("names the target and the ids a change holds, keeps the ids in tooltips, and shows times in KL", async () => {
    const move: AuditEntry = {
      id: "a2",
      // 01:30 UTC is 09:30 in Kuala Lumpur (the tests run in New York, where it is still the 25th).
      createdAt: "2026-11-26T01:30:00.000Z",
      staff: { id: "s1", email: "demo.staff@ivdrips.my", name: "Demo Staff" },
      action: "booking.move",
      targetType: "booking",
      targetId: "b-uuid-1",
      before: { providerId: "p-old", holdExpiresAt: "2026-11-26T04:00:00.000Z", refundSen: null },
      after: { providerId: "p-new", holdExpiresAt: null, refundSen: 30050 },
      note: null,
    };
    mockApi({
      "GET /admin/audit": () => ({
        body: {
          entries: [move],
          names: { "b-uuid-1": "IVD-W922AX", "p-old": "Klinik Lama", "p-new": "Klinik Baru" },
          page: 1,
          pageSize: 50,
          total: 1,
        },
      }),
      "GET /admin/staff": () => ({ body: { staff: STAFF } }),
    });
    renderApp([{ path: "/admin/audit", element: <AuditPage /> }], "/admin/audit", { session: false });

    const target = await screen.findByRole("link", { name: "IVD-W922AX" });
    expect(target).toHaveAttribute("href", "/admin/bookings/b-uuid-1");
    expect(target).toHaveAttribute("title", "b-uuid-1");
    expect(screen.getByText("Klinik Lama")).toHaveAttribute("title", "p-old");
    expect(screen.getByText("Klinik Baru")).toHaveAttribute("title", "p-new");
    expect(screen.queryByText("p-old")).toBeNull();
    expect(screen.getByText("26 Nov 2026, 12:00 pm")).toBeInTheDocument();
    expect(screen.getByText("RM 300.50")).toBeInTheDocument();
    expect(screen.getByText("refund")).toBeInTheDocument();
    expect(screen.getByText("26 Nov 2026, 9:30 am")).toBeInTheDocument();
  });
});

import type { Dashboard } from "@ivdrips/contract/admin-bookings";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import { mockApi, renderApp } from "../../../test/render-app";
import { DashboardPage } from "./dashboard-page";

const link = (path: string, query: Record<string, string> = {}) => ({ path, query });
const DASHBOARD: Dashboard = {
  generatedAt: "2026-11-26T02:00:00.000Z",
  today: {
    date: "2026-11-26",
    count: 3,
    bookings: [],
    link: link("/admin/bookings", { from: "2026-11-26", to: "2026-11-26" }),
  },
  tomorrow: {
    date: "2026-11-27",
    count: 0,
    bookings: [],
    link: link("/admin/bookings", { from: "2026-11-27", to: "2026-11-27" }),
  },
  awaitingClinic: { count: 2, bookings: [], link: link("/admin/bookings", { status: "awaiting_clinic" }) },
  paymentAttention: {
    count: 1,
    bookings: [],
    link: link("/admin/bookings", { status: "flagged" }),
    cryptoCount: 0,
    cryptoPayments: [],
  },
  refunds: {
    pending: 1,
    failed: 1,
    bookings: [],
    pendingLink: link("/admin/bookings", { refundStatus: "pending" }),
    failedLink: link("/admin/bookings", { refundStatus: "failed" }),
  },
  visitDay: {
    unfinished: 1,
    bookings: [],
    outcomes: { patient_absent: 2, access_refused: 0, not_treatable: 0, clinician_late: 1 },
    link: link("/admin/bookings", { status: "approved" }),
  },
  outbox: {
    failed: 0,
    retrying: 0,
    emails: [],
    link: { path: "/admin/bookings", query: { emails: "failing" } },
  },
  phoneMessages: { failed: 2 },
  prepaid: {
    days: 30,
    packages: { count: 3, amount: 6000 },
    giftCards: { count: 1, amount: 250 },
    giftCardLiability: 1234.5,
    link: link("/admin/gift-cards"),
  },
  inbox: {
    partnerApplications: 4,
    supportMessages: 1,
    contactMessages: 1,
    partnerLink: link("/admin/inbox", { kind: "partner" }),
    messagesLink: link("/admin/inbox"),
  },
};

beforeAll(async () => {
  await loadAdminTexts("en");
});
afterEach(() => vi.unstubAllGlobals());

describe("the dashboard", () => {
  it("shows each tile's count and links it to its list", async () => {
    mockApi({ "GET /admin/dashboard": () => ({ body: DASHBOARD }) });
    renderApp([{ path: "/admin", element: <DashboardPage /> }], "/admin", { session: false });
    expect(await screen.findByRole("heading", { name: "Paid, waiting for a clinic" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open list: Paid, waiting for a clinic" })).toHaveAttribute(
      "href",
      "/admin/bookings?status=awaiting_clinic",
    );
    expect(screen.getByRole("link", { name: "1 failed" })).toHaveAttribute(
      "href",
      "/admin/bookings?refundStatus=failed",
    );
    expect(screen.getByRole("link", { name: "Open list: Emails failing" })).toHaveAttribute(
      "href",
      "/admin/bookings?emails=failing",
    );
    const visitDay = screen.getByRole("heading", { name: "Visits not finished" }).closest("section");
    expect(visitDay).toHaveTextContent("Visits that could not happen, last 30 days:");
    expect(visitDay).toHaveTextContent(/patient absent after the clinician waited.*2/);
    expect(visitDay).toHaveTextContent(/over 45 minutes late.*1/);
    expect(visitDay).not.toHaveTextContent("entry refused");
    expect(screen.getByRole("link", { name: "4 partner applications" })).toHaveAttribute(
      "href",
      "/admin/inbox?kind=partner",
    );
  });

  it("shows packages and gift cards sold, and what gift cards still hold", async () => {
    mockApi({ "GET /admin/dashboard": () => ({ body: DASHBOARD }) });
    renderApp([{ path: "/admin", element: <DashboardPage /> }], "/admin", { session: false });
    const prepaid = (await screen.findByRole("heading", { name: "Paid ahead, last 30 days" })).closest(
      "section",
    );
    if (!prepaid) throw new Error("the tile is not a section");
    expect(prepaid).toHaveTextContent("3 drip packages: RM 6,000");
    expect(prepaid).toHaveTextContent("1 gift card: RM 250");
    expect(prepaid).toHaveTextContent("Gift cards still hold RM 1,234.50");
    expect(within(prepaid).getByRole("link")).toHaveAttribute("href", "/admin/gift-cards");
  });

  it("counts the messages to phones that failed, in a tile of its own with no list to open", async () => {
    mockApi({ "GET /admin/dashboard": () => ({ body: DASHBOARD }) });
    renderApp([{ path: "/admin", element: <DashboardPage /> }], "/admin", { session: false });
    const heading = await screen.findByRole("heading", { name: "Messages to phones failed" });
    const tile = heading.closest("section");
    if (!tile) throw new Error("the tile is not a section");
    expect(within(tile).getByText("2")).toBeInTheDocument();
    expect(tile).toHaveTextContent("WhatsApp failed, and the SMS too, or no SMS could stand in.");
    expect(within(tile).queryByRole("link")).toBeNull();
    expect(screen.queryByRole("link", { name: "Open list: Messages to phones failed" })).toBeNull();
    // The emails' tile keeps its own count and list.
    const emails = screen.getByRole("heading", { name: "Emails failing" }).closest("section");
    expect(emails).toHaveTextContent("0 failed, 0 retrying");
  });
});

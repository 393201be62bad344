import type { PackageCredit } from "@ivdrips/contract/drip-packages";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { booking } from "../../../test/bookings";
import { closest, mockApi, renderApp } from "../../../test/render-app";
import { MyBookings } from "./my-bookings";

const credit = (overrides: Partial<PackageCredit>): PackageCredit => ({
  purchaseId: "pp1",
  packageName: "4 × NMN 150",
  credits: 4,
  creditsLeft: 3,
  // The end of 1 September 2026 in Kuala Lumpur.
  expiresAt: "2026-09-01T16:00:00.000Z",
  usable: true,
  services: [{ id: "nmn-150", name: "NMN 150" }],
  paidAt: "2026-06-01T01:00:00.000Z",
  ...overrides,
});

function renderBookings(credits: PackageCredit[] | { status: number }) {
  const fetchMock = mockApi({
    "GET /bookings": () => ({ body: [booking()] }),
    "GET /account/credits": () =>
      Array.isArray(credits)
        ? { body: { credits } }
        : { status: credits.status, body: { message: "Boom", statusCode: credits.status } },
  });
  renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
  return fetchMock;
}

const cardOf = (name: string) => closest(screen.getByRole("heading", { level: 3, name }), "[data-slot=card]");

afterEach(() => vi.unstubAllGlobals());

describe("My Account: Your packages (issue 39)", () => {
  it("lists each package with its drips left, last day and drips covered; usable ones first", async () => {
    renderBookings([
      credit({
        purchaseId: "used",
        packageName: "2 × Glow",
        credits: 2,
        creditsLeft: 0,
        usable: false,
        expiresAt: "2026-12-01T16:00:00.000Z",
      }),
      credit({
        purchaseId: "old",
        packageName: "6 × NAD+",
        credits: 6,
        creditsLeft: 2,
        usable: false,
        expiresAt: "2026-05-20T16:00:00.000Z",
        services: [
          { id: "nad-500", name: "NAD+ 500" },
          { id: "nutriglow", name: "NutriGlow" },
        ],
      }),
      credit({}),
    ]);
    const section = closest(
      await screen.findByRole("heading", { level: 2, name: "Your packages" }),
      "section",
    );
    // After the bookings: the list arriving moves nothing above it.
    expect(screen.getByRole("heading", { name: "Upcoming Bookings" }).compareDocumentPosition(section)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["4 × NMN 150", "6 × NAD+", "2 × Glow"]);
    expect(within(section).getByRole("link", { name: "See Drip Packages" })).toHaveAttribute(
      "href",
      "/packages",
    );

    const usable = cardOf("4 × NMN 150");
    expect(usable).toHaveTextContent("3 of 4 drips left");
    expect(usable).toHaveTextContent("Valid until 1 September 2026");
    expect(usable).toHaveTextContent("Covers: NMN 150");
    expect(usable).not.toHaveTextContent(/Expired|Used up/);

    const expired = cardOf("6 × NAD+");
    expect(expired).toHaveTextContent("Expired");
    expect(expired).toHaveTextContent("2 of 6 drips left");
    expect(expired).toHaveTextContent("Expired on 20 May 2026");
    expect(expired).toHaveTextContent("Covers: NAD+ 500, NutriGlow");

    const usedUp = cardOf("2 × Glow");
    expect(usedUp).toHaveTextContent("Used up");
    expect(usedUp).toHaveTextContent("0 of 2 drips left");
    expect(usedUp).toHaveTextContent("Valid until 1 December 2026");
  });

  const answers: [string, PackageCredit[] | { status: number }][] = [
    ["has no package", []],
    ["cannot have the list read", { status: 500 }],
  ];
  it.each(answers)("is not there for a customer who %s", async (_, credits) => {
    const fetchMock = renderBookings(credits);
    expect(await screen.findByRole("heading", { name: "Upcoming Bookings" })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/account/credits"),
    );
    // Its answer has been given a moment to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: "Your packages" })).not.toBeInTheDocument();
  });
});

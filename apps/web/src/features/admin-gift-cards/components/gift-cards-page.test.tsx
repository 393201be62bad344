import type { AdminGiftCard } from "@ivdrips/contract/gift-cards";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import {
  at,
  clearToasts,
  closest,
  findToast,
  mockApi,
  renderApp,
  type ApiHandler,
} from "../../../test/render-app";
import { GiftCardsPage } from "./gift-cards-page";

const CODE = "7KQ2M9XD4HTWPB3N";
const BOOKING = "0b6f3a52-7d1e-4c8a-9f2b-5e4d3c2b1a00";

/** RM 300 bought on 20 Nov, RM 120 spent on a booking on 25 Nov; RM 180 left. */
const CARD: AdminGiftCard = {
  id: "5d0c7e1a-2b3c-4d5e-8f90-a1b2c3d4e5f6",
  codeEnd: "PB3N",
  status: "active",
  amount: 300,
  balance: 180,
  recipientName: "Nur Aisyah",
  recipientEmail: "aisyah@example.com",
  createdAt: "2026-11-20T02:00:00.000Z",
  ledger: [
    {
      kind: "issue",
      amount: 300,
      balanceAfter: 300,
      bookingId: null,
      purchaseReference: null,
      at: "2026-11-20T02:00:00.000Z",
    },
    {
      kind: "redeem",
      amount: -120,
      balanceAfter: 180,
      bookingId: BOOKING,
      purchaseReference: null,
      at: "2026-11-25T06:30:00.000Z",
    },
  ],
};

const VOIDED: AdminGiftCard = {
  ...CARD,
  status: "void",
  balance: 0,
  ledger: [
    ...CARD.ledger,
    {
      kind: "void",
      amount: -180,
      balanceAfter: 0,
      bookingId: null,
      purchaseReference: null,
      at: "2026-11-29T01:15:00.000Z",
    },
  ],
};

const NOT_FOUND = {
  status: 404,
  body: {
    message: "No gift card has this code",
    statusCode: 404,
    code: "NOT_FOUND",
    messageId: "giftCardNotFound",
  },
};

/** The console's gift card reads: the card for CODE (as `card()` says it is now), none for any other code. */
function consoleApi(card: () => AdminGiftCard, writes: Record<string, ApiHandler> = {}) {
  return mockApi({
    "GET /admin/gift-cards": ({ url }) =>
      url.searchParams.get("code") === CODE ? { body: card() } : NOT_FOUND,
    ...writes,
  });
}

function renderPage() {
  renderApp([{ path: "/", element: <GiftCardsPage /> }], "/", { session: false });
  return userEvent.setup();
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, code: string) {
  const search = await screen.findByRole("search", { name: "Look up a gift card" });
  const field = within(search).getByLabelText("Gift card code");
  await user.clear(field);
  await user.type(field, code);
  await user.click(within(search).getByRole("button", { name: "Look up" }));
}

const cells = (row: Element) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);
const ledgerRows = () =>
  within(screen.getByRole("table", { name: "Ledger entries" }))
    .getAllByRole("row")
    .slice(1);

beforeAll(async () => {
  await loadAdminTexts("en");
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the gift cards page", () => {
  it("looks a card up by its code typed any way and shows it with its ledger, oldest first", async () => {
    const fetchMock = consoleApi(() => CARD);
    const user = renderPage();
    await lookUp(user, "7kq2 m9xd-4htw pb3n");

    expect(await screen.findByRole("heading", { name: "Gift card •••• PB3N" })).toBeVisible();
    // The contract's reading of the code: the server is asked once, for the code as it stands on the card.
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost").searchParams.get("code")).toBe(
      CODE,
    );
    const card = within(closest(screen.getByRole("heading", { name: "Gift card •••• PB3N" }), "section"));
    expect(card.getByText("Active")).toBeInTheDocument();
    expect(card.getByText("Balance").nextSibling).toHaveTextContent("RM 180");
    expect(card.getByText("Bought for").nextSibling).toHaveTextContent("RM 300");
    expect(card.getByText("Created").nextSibling).toHaveTextContent("20 Nov 2026, 10:00 am");
    expect(card.getByText("Nur Aisyah")).toBeInTheDocument();
    expect(card.getByText("aisyah@example.com")).toBeInTheDocument();

    // Kuala Lumpur time, signed amounts, the balance after each entry and the booking it was for.
    expect(ledgerRows().map(cells)).toEqual([
      ["20 Nov 2026, 10:00 am", "Issued", "+RM 300", "RM 300", "—No booking or package"],
      ["25 Nov 2026, 2:30 pm", "Redeemed", "−RM 120", "RM 180", "0b6f3a52"],
    ]);
    // The booking's page, from the table and from the phone's card.
    const links = screen.getAllByRole("link", { name: "Booking 0b6f3a52" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `/admin/bookings/${BOOKING}`,
      `/admin/bookings/${BOOKING}`,
    ]);
    // On a phone the same entries, a card each.
    const entries = within(screen.getByRole("list", { name: "Ledger entries" })).getAllByRole("listitem");
    expect(entries).toHaveLength(2);
    expect(at(entries, 1)).toHaveTextContent(/Redeemed\s*−RM 120/);
    expect(screen.getByRole("button", { name: "Void card" })).toBeEnabled();
  });

  it("names a package the card paid for by its purchase's reference", async () => {
    const withPackage: AdminGiftCard = {
      ...CARD,
      balance: 80,
      ledger: [
        ...CARD.ledger,
        {
          kind: "redeem",
          amount: -100,
          balanceAfter: 80,
          bookingId: null,
          purchaseReference: "IVP-7K3M9Q",
          at: "2026-11-26T03:00:00.000Z",
        },
      ],
    };
    consoleApi(() => withPackage);
    const user = renderPage();
    await lookUp(user, CODE);
    await screen.findByRole("heading", { name: "Gift card •••• PB3N" });
    expect(ledgerRows().map(cells).at(-1)).toEqual([
      "26 Nov 2026, 11:00 am",
      "Redeemed",
      "−RM 100",
      "RM 80",
      "Package IVP-7K3M9Q",
    ]);
    const entries = within(screen.getByRole("list", { name: "Ledger entries" })).getAllByRole("listitem");
    expect(at(entries, 2)).toHaveTextContent(/Booking or package\s*Package IVP-7K3M9Q/);
  });

  it("refuses what cannot be a code before asking, and says when no card has the code", async () => {
    const fetchMock = consoleApi(() => CARD);
    const user = renderPage();
    await lookUp(user, "1234");
    expect(screen.getByLabelText("Gift card code")).toHaveAccessibleDescription(
      /Enter the gift card's 16-character code/,
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await lookUp(user, "ABCD-EFGH-JKMN-PQRS");
    expect(await screen.findByRole("alert")).toHaveTextContent("No gift card has this code");
    expect(screen.queryByRole("heading", { name: /Gift card ••••/ })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("voids a card only with a reason, then shows it void with the void in its ledger", async () => {
    let current = CARD;
    const post = vi.fn(() => {
      current = VOIDED;
      return { body: VOIDED };
    });
    consoleApi(() => current, { [`POST /admin/gift-cards/${CARD.id}/void`]: post });
    const user = renderPage();
    await lookUp(user, CODE);
    await user.click(await screen.findByRole("button", { name: "Void card" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Void gift card •••• PB3N" }));
    expect(
      dialog.getByText(
        "The RM 180 left on it is taken off and it can no longer be spent. This cannot be undone.",
      ),
    ).toBeInTheDocument();
    // No reason: the form says so and sends nothing; blanks are no reason either.
    await user.click(dialog.getByRole("button", { name: "Void card" }));
    const reason = dialog.getByLabelText("Reason, for the audit log");
    expect(reason).toHaveAccessibleDescription("Please give a reason");
    await user.type(reason, "   ");
    await user.click(dialog.getByRole("button", { name: "Void card" }));
    expect(reason).toHaveAccessibleDescription("Please give a reason");
    expect(post).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.type(reason, "Reported stolen by the buyer");
    await user.click(dialog.getByRole("button", { name: "Void card" }));
    expect(await findToast("Gift card voided")).toBeInTheDocument();
    expect(screen.getByText("•••• PB3N is void: RM 180 was taken off.")).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]).toEqual([
      expect.objectContaining({ body: { note: "Reported stolen by the buyer" } }),
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // The card read again: void, nothing left, the void its last entry, and no second void offered.
    await waitFor(() => expect(ledgerRows()).toHaveLength(3));
    expect(cells(at(ledgerRows(), 2))).toEqual([
      "29 Nov 2026, 9:15 am",
      "Voided",
      "−RM 180",
      "RM 0",
      "—No booking or package",
    ]);
    const card = within(closest(screen.getByRole("heading", { name: "Gift card •••• PB3N" }), "section"));
    expect(card.getByText("Void")).toBeInTheDocument();
    expect(card.getByText("Balance").nextSibling).toHaveTextContent("RM 0");
    expect(screen.getByRole("button", { name: "Void card" })).toBeDisabled();
    expect(screen.getByText("This card is void: nothing more can be spent from it.")).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    consoleApi(() => CARD, {
      [`POST /admin/gift-cards/${CARD.id}/void`]: () => ({
        status: 409,
        body: {
          message: "This gift card is already void",
          statusCode: 409,
          code: "CONFLICT",
          messageId: "giftCardAlreadyVoid",
        },
      }),
    });
    const user = renderPage();
    await lookUp(user, CODE);
    await user.click(await screen.findByRole("button", { name: "Void card" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByLabelText("Reason, for the audit log"), "Duplicate card");
    await user.click(dialog.getByRole("button", { name: "Void card" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("This gift card is already void");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("offers no void for a card with nothing left", async () => {
    consoleApi(() => ({ ...CARD, balance: 0 }));
    const user = renderPage();
    await lookUp(user, CODE);
    expect(await screen.findByRole("button", { name: "Void card" })).toBeDisabled();
    expect(screen.getByText("Nothing is left on this card to void.")).toBeInTheDocument();
  });
});

import type { User } from "@ivdrips/contract/auth";
import type { Booking } from "@ivdrips/contract/bookings";
import { type Preferences } from "@ivdrips/contract/account";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../lib/session";
import { booking } from "../../../test/bookings";
import {
  clearToasts,
  fakeToken,
  findToast,
  mockApi,
  renderApp,
  requestAt,
  type ApiHandler,
} from "../../../test/render-app";
import { SupportPanel } from "./support-panel";

const aisha: User = {
  id: "u1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

function Home() {
  const { status } = useSession();
  return <h1>Home: {status}</h1>;
}

/** The Support tab for a signed-in customer, with Home at "/". */
function renderSupport(handlers: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({
    "GET /users/profile": () => ({ body: aisha }),
    "GET /config": () => ({
      body: {
        supportPhone: "+60 3-1234 5678",
        whatsappNumber: "60312345678",
        supportEmail: "care@ivdrips.my",
      },
    }),
    ...handlers,
  });
  const user = userEvent.setup();
  const { router } = renderApp(
    [
      { path: "/", element: <Home /> },
      { path: "/account", element: <SupportPanel userId="u1" /> },
    ],
    "/account",
  );
  return { fetchMock, user, router };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === `/api${path}` && (init?.method ?? "GET") === method,
  );

const clickedLinks: HTMLAnchorElement[] = [];

beforeAll(() => {
  // jsdom has no object URLs and cannot download: record what would have been saved.
  URL.createObjectURL = vi.fn(() => "blob:receipt");
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  localStorage.setItem("auth_token", fakeToken({ sub: "u1" }));
  clickedLinks.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clickedLinks.push(this);
  });
});

afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Quick Actions: documents", () => {
  const bookings: Booking[] = [
    booking({ _id: "older", reference: "IV-1", paidAt: "2026-05-01T10:00:00.000Z" }),
    booking({ _id: "unpaid", reference: "IV-2", paidAt: null, status: "pending", paymentStatus: "pending" }),
    booking({
      _id: "latest",
      reference: "IV-3",
      paidAt: "2026-06-02T09:00:00.000Z",
      // An earlier visit than "older", paid later: the receipt follows the payment, not the visit.
      windowStartsAt: "2026-04-01T00:00:00.000Z",
    }),
    booking({
      _id: "visit-1",
      reference: "IV-4",
      status: "completed",
      windowStartsAt: "2026-03-01T00:00:00.000Z",
    }),
    booking({
      _id: "visit-2",
      reference: "IV-5",
      status: "completed",
      windowStartsAt: "2026-05-20T00:00:00.000Z",
    }),
  ];

  it("Download Receipt saves the receipt of the booking paid last", async () => {
    const { fetchMock, user } = renderSupport({
      "GET /bookings": () => ({ body: bookings }),
      "GET /bookings/latest/receipt": () => ({ body: "%PDF-1.7" }),
    });
    await user.click(await screen.findByRole("button", { name: "Download Receipt" }));

    await waitFor(() => expect(clickedLinks).toHaveLength(1));
    expect(clickedLinks[0]).toHaveAttribute("download", "IV-Drips-receipt-IV-3.pdf");
    expect(clickedLinks[0]).toHaveAttribute("href", "blob:receipt");
    const [receipt] = calls(fetchMock, "GET", "/bookings/latest/receipt");
    expect(new Headers(receipt?.[1]?.headers).get("authorization")).toMatch(/^Bearer /);
  });

  it("Request Service Certificate saves the certificate of the latest completed visit", async () => {
    const { fetchMock, user } = renderSupport({
      "GET /bookings": () => ({ body: bookings }),
      "GET /bookings/visit-2/certificate": () => ({ body: "%PDF-1.7" }),
    });
    await user.click(await screen.findByRole("button", { name: "Request Service Certificate" }));
    await waitFor(() => expect(clickedLinks).toHaveLength(1));
    expect(clickedLinks[0]).toHaveAttribute("download", "IV-Drips-certificate-IV-5.pdf");
    expect(calls(fetchMock, "GET", "/bookings/visit-2/certificate")).toHaveLength(1);
  });

  it("says so when there is nothing to download yet", async () => {
    const { user } = renderSupport({
      "GET /bookings": () => ({
        body: [booking({ paidAt: null, status: "pending", paymentStatus: "pending" })],
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Download Receipt" }));
    expect(await findToast("No receipts yet")).toHaveTextContent(
      "A receipt is available once a booking has been paid.",
    );
    await user.click(screen.getByRole("button", { name: "Request Service Certificate" }));
    expect(await findToast("No completed visits yet")).toBeInTheDocument();
    expect(clickedLinks).toHaveLength(0);
  });

  it("shows the server's reason when a download fails", async () => {
    const { user } = renderSupport({
      "GET /bookings": () => ({ body: bookings }),
      "GET /bookings/latest/receipt": () => ({
        status: 409,
        body: { message: "This booking has not been paid.", statusCode: 409, code: "CONFLICT" },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Download Receipt" }));
    const toast = await findToast("Download failed");
    expect(toast).toHaveTextContent("This booking has not been paid.");
    expect(clickedLinks).toHaveLength(0);
  });
});

describe("Quick Actions: Update Preferences", () => {
  it("loads the marketing choice and saves it, sending the reminders' email back as read", async () => {
    let saved: Preferences = { emailReminders: false, marketingEmails: false, language: "ms" };
    const { fetchMock, user } = renderSupport({
      "GET /users/preferences": () => ({ body: saved }),
      "PUT /users/preferences": ({ body }) => {
        saved = { ...saved, ...(body as Partial<Preferences>) };
        return { body: saved };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Update Preferences" }));
    const dialog = await screen.findByRole("dialog", { name: "Email Preferences" });

    const marketing = await within(dialog).findByRole("switch", { name: "Marketing emails" });
    expect(marketing).not.toBeChecked();
    expect(marketing).toHaveAccessibleDescription("News and offers, at most twice a month");
    // Reminders are chosen in one place only: the message channels, where they are sent back from.
    expect(within(dialog).queryByRole("switch", { name: "Email reminders" })).toBeNull();
    expect(dialog).toHaveTextContent("Reminders and messages about your bookings are chosen under Profile");

    await user.click(marketing);
    await user.click(within(dialog).getByRole("button", { name: "Save Preferences" }));

    expect(await findToast("Preferences saved")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const put = requestAt(
      fetchMock,
      fetchMock.mock.calls.findIndex(([, init]) => init?.method === "PUT"),
    );
    expect(put.url).toBe("/api/users/preferences");
    expect(put.headers.get("authorization")).toMatch(/^Bearer /);
    // The email choices only: the language is the header switcher's, and a PUT without it keeps it.
    expect(put.body).toEqual({ emailReminders: false, marketingEmails: true });

    // Opened again: the saved choice.
    await user.click(screen.getByRole("button", { name: "Update Preferences" }));
    expect(await screen.findByRole("switch", { name: "Marketing emails" })).toBeChecked();
  });

  it("keeps the dialog open with the reason when saving fails", async () => {
    const { user } = renderSupport({
      "GET /users/preferences": () => ({
        body: { emailReminders: true, marketingEmails: false, language: "en" },
      }),
      "PUT /users/preferences": () => ({
        status: 503,
        body: { message: "Service temporarily unavailable", statusCode: 503, code: "NOT_READY" },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Update Preferences" }));
    const dialog = await screen.findByRole("dialog", { name: "Email Preferences" });
    await user.click(await within(dialog).findByRole("button", { name: "Save Preferences" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Service temporarily unavailable");
  });
});

describe("Quick Actions: Delete Account", () => {
  async function openDelete(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole("button", { name: "Delete Account" }));
    return screen.findByRole("alertdialog", { name: "Delete your account?" });
  }

  it("explains what happens and needs the password", async () => {
    const { fetchMock, user } = renderSupport();
    const dialog = await openDelete(user);
    expect(dialog).toHaveAccessibleDescription(/upcoming bookings will be cancelled and refunded/);
    expect(dialog).toHaveTextContent("This cannot be undone.");
    expect(within(dialog).getByRole("link", { name: "Refund Policy" })).toHaveAttribute(
      "href",
      "/refund-policy",
    );

    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    expect(await within(dialog).findByLabelText("Password")).toHaveAccessibleDescription(
      "Password is required",
    );
    expect(calls(fetchMock, "DELETE", "/users/profile")).toHaveLength(0);
  });

  it("shows a wrong password under the field and keeps the account", async () => {
    const { user } = renderSupport({
      "DELETE /users/profile": () => ({
        status: 403,
        body: {
          message: "The password is incorrect.",
          messageId: "incorrectPassword",
          statusCode: 403,
          code: "INCORRECT_PASSWORD",
        },
      }),
    });
    const dialog = await openDelete(user);
    await user.type(within(dialog).getByLabelText("Password"), "not-my-password");
    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));

    const password = within(dialog).getByLabelText("Password");
    await waitFor(() => expect(password).toHaveAccessibleDescription("The password is incorrect."));
    expect(password).toHaveFocus();
    expect(localStorage.getItem("auth_token")).not.toBeNull();
    expect(screen.getByRole("alertdialog", { name: "Delete your account?" })).toBeInTheDocument();
  });

  it("deletes with the password, signs out here without calling logout, says so and goes home", async () => {
    const { fetchMock, user, router } = renderSupport({
      "DELETE /users/profile": () => ({
        body: { deleted: true, cancelledBookings: [{ reference: "IV-100001", refundAmount: 1200 }] },
      }),
    });
    const dialog = await openDelete(user);
    await user.type(within(dialog).getByLabelText("Password"), "Secret123");
    await user.click(within(dialog).getByRole("button", { name: "Delete Account" }));

    expect(await findToast("Account deleted")).toHaveTextContent(
      "Your account and personal details have been deleted.",
    );
    expect(await screen.findByRole("heading", { name: "Home: unauthenticated" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(localStorage.getItem("auth_token")).toBeNull();

    const [request] = calls(fetchMock, "DELETE", "/users/profile");
    expect(new Headers(request?.[1]?.headers).get("authorization")).toMatch(/^Bearer /);
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ password: "Secret123" });
    expect(calls(fetchMock, "POST", "/auth/logout")).toHaveLength(0);
  });
});

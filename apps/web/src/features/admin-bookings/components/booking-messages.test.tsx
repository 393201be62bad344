import type { BookingMessage } from "@ivdrips/contract/phone-messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import {
  at,
  clearToasts,
  fakeToken,
  findToast,
  mockApi,
  renderApp,
  requestAt,
} from "../../../test/render-app";
import { BookingMessages } from "./booking-messages";

const BOOKING = "3c1a7e52-5d0a-4f1e-9f38-5d7e2b8c9a01";

/** The approval on WhatsApp, failed; the SMS sent instead, delivered; then a reminder, read. */
const FAILED: BookingMessage = {
  id: "m1",
  kind: "booking_approved",
  channel: "whatsapp",
  to: "••••6789",
  language: "ms",
  status: "failed",
  attempts: 3,
  lastError: "131026: Message undeliverable",
  createdAt: "2026-11-20T03:00:00.000Z",
  statusAt: "2026-11-20T03:05:00.000Z",
  fallbackOf: null,
};
const FALLBACK: BookingMessage = {
  ...FAILED,
  id: "m2",
  channel: "sms",
  status: "delivered",
  attempts: 1,
  lastError: null,
  statusAt: "2026-11-20T03:06:00.000Z",
  fallbackOf: "m1",
};
const REMINDER: BookingMessage = {
  ...FAILED,
  id: "m3",
  kind: "booking_reminder_24h",
  status: "read",
  attempts: 1,
  lastError: null,
  statusAt: "2026-12-09T00:10:00.000Z",
};

const path = `/admin/bookings/${BOOKING}/messages`;

function renderMessages() {
  renderApp([{ element: <BookingMessages bookingId={BOOKING} /> }], "/", { session: false });
  return userEvent.setup();
}

beforeAll(async () => {
  await loadAdminTexts("en");
});

beforeEach(() => localStorage.setItem("staff_auth_token", fakeToken({ type: "staff" })));
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("a booking's messages to the phone", () => {
  it("lists each message with its status, attempts and last error, a fallback saying what it replaces", async () => {
    mockApi({ [`GET ${path}`]: () => ({ body: { messages: [FAILED, FALLBACK, REMINDER] } }) });
    renderMessages();
    const section = await screen.findByRole("region", { name: "Messages to the phone" });
    const items = await within(section).findAllByRole("listitem");
    expect(items).toHaveLength(3);

    const failed = at(items, 0);
    expect(within(failed).getByRole("heading", { name: "Booking approved" })).toBeInTheDocument();
    expect(within(failed).getByText("Failed")).toHaveClass("text-destructive");
    expect(failed).toHaveTextContent("20 Nov 2026, 11:05 am");
    expect(failed).toHaveTextContent("WhatsApp to ••••6789 · ms · 3 attempts");
    expect(failed).toHaveTextContent("Last error: 131026: Message undeliverable");

    const fallback = at(items, 1);
    expect(fallback).toHaveTextContent("Instead of “Booking approved” on WhatsApp");
    expect(fallback).toHaveTextContent("SMS to ••••6789 · ms · 1 attempt");
    expect(within(fallback).getByText("Delivered")).toHaveClass("text-success");

    expect(
      within(at(items, 2)).getByRole("heading", { name: "Reminder, 24 hours before" }),
    ).toBeInTheDocument();
    // Only a failed message can be sent again.
    expect(within(section).getAllByRole("button", { name: /^Send again/ })).toHaveLength(1);
    expect(within(failed).getByRole("button", { name: "Send again: Booking approved" })).toBeInTheDocument();
  });

  it("sends a failed message again after a confirm with a note, and reads the list again", async () => {
    let resent = false;
    const fetchMock = mockApi({
      [`GET ${path}`]: () => ({
        body: { messages: resent ? [{ ...FAILED, status: "queued", lastError: null }] : [FAILED] },
      }),
      [`POST ${path}/m1/resend`]: () => {
        resent = true;
        return { body: { messages: [{ ...FAILED, status: "queued", lastError: null }] } };
      },
    });
    const user = renderMessages();
    await user.click(await screen.findByRole("button", { name: "Send again: Booking approved" }));
    const dialog = await screen.findByRole("dialog", { name: "Send this message again?" });
    expect(dialog).toHaveAccessibleDescription("“Booking approved” goes again by WhatsApp to ••••6789.");
    await user.type(within(dialog).getByLabelText("Note (optional)"), "Customer asked on the phone");
    await user.click(within(dialog).getByRole("button", { name: "Send again" }));

    expect(await findToast("Message queued")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(requestAt(fetchMock, post).url).toBe(`/api${path}/m1/resend`);
    expect(requestAt(fetchMock, post).headers.get("authorization")).toMatch(/^Bearer /);
    expect(requestAt(fetchMock, post).body).toEqual({ note: "Customer asked on the phone" });
    expect(await screen.findByText("Queued")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Send again/ })).toBeNull();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === `/api${path}`)).toHaveLength(2),
    );
  });

  it("sends no note when none is written, and shows the server's refusal in the dialog", async () => {
    const fetchMock = mockApi({
      [`GET ${path}`]: () => ({ body: { messages: [FAILED] } }),
      [`POST ${path}/m1/resend`]: () => ({
        status: 409,
        body: {
          message: "Only a message that failed, and was not sent again already, can be sent again",
          messageId: "messageNotResendable",
          statusCode: 409,
          code: "CONFLICT",
        },
      }),
    });
    const user = renderMessages();
    await user.click(await screen.findByRole("button", { name: "Send again: Booking approved" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Send again" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Only a message that failed, and was not sent again already, can be sent again",
    );
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(requestAt(fetchMock, post).body).toEqual({});
  });

  it("says when the booking has no message to a phone", async () => {
    mockApi({ [`GET ${path}`]: () => ({ body: { messages: [] } }) });
    renderMessages();
    expect(await screen.findByText("No WhatsApp or SMS message for this booking yet.")).toBeInTheDocument();
  });
});

import type { Preferences } from "@ivdrips/contract/account";
import type { User } from "@ivdrips/contract/auth";
import { MESSAGES_OPT_IN_TEXTS, MESSAGES_OPT_IN_VERSION } from "@ivdrips/contract/consent-texts";
import {
  DEFAULT_MESSAGE_CHANNELS,
  type MessageChannels,
  type MessageSettings,
} from "@ivdrips/contract/phone-messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Button } from "../../../components/ui/button";
import {
  clearToasts,
  fakeToken,
  findToast,
  mockApi,
  renderApp,
  requestAt,
  type ApiHandler,
} from "../../../test/render-app";
import { MessagesPanel } from "./messages-panel";
import { PreferencesDialog } from "./preferences-dialog";

const aisha: User = {
  id: "u1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const NO_NUMBER: MessageSettings = { phone: null, channels: DEFAULT_MESSAGE_CHANNELS };

const NUMBER: NonNullable<MessageSettings["phone"]> = {
  number: "+60123456789",
  verifiedAt: "2026-11-29T03:00:00.000Z",
  optInVersion: MESSAGES_OPT_IN_VERSION,
  optedOut: false,
};

const VERIFIED: MessageSettings = { phone: NUMBER, channels: DEFAULT_MESSAGE_CHANNELS };

/** 3:45 pm in Kuala Lumpur. */
const EXPIRES_AT = "2026-11-29T07:45:00.000Z";

function renderPanel(handlers: Record<string, ApiHandler>, user: User = aisha) {
  const fetchMock = mockApi(handlers);
  const events = userEvent.setup();
  const { queryClient } = renderApp([{ element: <MessagesPanel user={user} /> }], "/", { session: false });
  return { fetchMock, user: events, queryClient };
}

const requestsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .map((_, index) => requestAt(fetchMock, index))
    .filter((request) => request.method === method && request.url === `/api${path}`);

/** A refusal as the API words it: by id (with its values), and the field it is about where it is about one. */
function refusal(
  statusCode: number,
  code: string,
  messageId: string,
  message: string,
  { field, params }: { field?: string; params?: Record<string, number> } = {},
) {
  return {
    status: statusCode,
    body: {
      message,
      messageId,
      statusCode,
      code,
      ...(params ? { params } : {}),
      ...(field ? { field } : {}),
    },
  };
}

beforeEach(() => localStorage.setItem("auth_token", fakeToken({ sub: "u1" })));
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("Messages: verifying a mobile number", () => {
  it("sends a code, shows a bad number at its field, then verifies with the code and the opt-in", async () => {
    let settings = NO_NUMBER;
    const { fetchMock, user } = renderPanel({
      "GET /account/messages": () => ({ body: settings }),
      "POST /account/phone/verify": ({ body }) => {
        const { phone } = body as { phone: string };
        if (phone === "+60312345678") {
          // A landline: a number, but not one WhatsApp or SMS can reach. Said at the field, by id.
          return {
            status: 400,
            body: {
              message: "Enter a mobile number with its country code, e.g. +60 12-345 6789",
              messageId: "mobileNumberInvalid",
              statusCode: 400,
              code: "VALIDATION_ERROR",
              details: { phone: "Enter a mobile number with its country code, e.g. +60 12-345 6789" },
              detailMessages: { phone: { messageId: "mobileNumberInvalid" } },
            },
          };
        }
        return { body: { phone, expiresAt: EXPIRES_AT, channel: "whatsapp" } };
      },
      "POST /account/phone/confirm": ({ body }) => {
        if ((body as { code: string }).code !== "654321") {
          return refusal(
            400,
            "VALIDATION_ERROR",
            "phoneCodeWrong",
            "That code is not right. Check the latest message we sent and try again.",
            { field: "code" },
          );
        }
        settings = VERIFIED;
        return { body: settings };
      },
    });

    const number = await screen.findByLabelText("Mobile number");
    expect(number).toHaveAttribute("type", "tel");
    expect(number).toHaveAttribute("autocomplete", "tel");

    // Not a number at all: refused before anything is sent.
    await user.type(number, "12345");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(number).toHaveAttribute("aria-invalid", "true"));
    expect(number).toHaveAccessibleDescription(/Enter a mobile number with its country code/);
    expect(requestsTo(fetchMock, "POST", "/account/phone/verify")).toHaveLength(0);

    // A number the server refuses: its message at the field.
    await user.clear(number);
    await user.type(number, "03-1234 5678");
    await waitFor(() => expect(number).not.toHaveAttribute("aria-invalid"));
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(number).toHaveAttribute("aria-invalid", "true"));
    expect(number).toHaveAccessibleDescription(/Enter a mobile number with its country code/);
    expect(number).toHaveFocus();

    // A mobile number, written nationally: sent in E.164.
    await user.clear(number);
    await user.type(number, "012-345 6789");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    const code = await screen.findByLabelText("6-digit code");
    expect(requestsTo(fetchMock, "POST", "/account/phone/verify").at(-1)?.body).toEqual({
      phone: "+60123456789",
    });
    expect(screen.getByRole("status")).toHaveTextContent(
      "We sent a 6-digit code to +60123456789 on WhatsApp.",
    );
    expect(screen.getByRole("status")).toHaveTextContent("The code works for 10 minutes, until 3:45 pm.");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    // The opt-in, word for word in the page's language.
    expect(screen.getByRole("region", { name: "Consent to messages" })).toHaveTextContent(
      MESSAGES_OPT_IN_TEXTS.en,
    );

    // A wrong code: the server's message at the code's field.
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Verify and agree" }));
    await waitFor(() => expect(code).toHaveAttribute("aria-invalid", "true"));
    expect(code).toHaveAccessibleDescription(
      "That code is not right. Check the latest message we sent and try again.",
    );

    await user.clear(code);
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Verify and agree" }));
    expect(await findToast("Number verified")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "POST", "/account/phone/confirm").at(-1)?.body).toEqual({
      phone: "+60123456789",
      code: "654321",
      optInVersion: MESSAGES_OPT_IN_VERSION,
    });
    const region = screen.getByRole("region", { name: "Messages" });
    expect(within(region).getByText("+60123456789")).toBeInTheDocument();
    expect(within(region).getByText("Verified")).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Remove number" })).toBeInTheDocument();
    expect(within(region).queryByLabelText("6-digit code")).toBeNull();
    // With a number, WhatsApp can be chosen.
    expect(within(region).getByRole("checkbox", { name: "WhatsApp for reminders" })).toBeEnabled();
  });

  it("sends a new code (by SMS when WhatsApp cannot take it), says when too many were asked, and changes the number", async () => {
    let asked = 0;
    const { fetchMock, user } = renderPanel(
      {
        "GET /account/messages": () => ({ body: NO_NUMBER }),
        "POST /account/phone/verify": ({ body }) => {
          asked += 1;
          if (asked === 3) {
            return refusal(
              429,
              "RATE_LIMITED",
              "phoneVerifyTooOften",
              "Too many codes asked for. Please try again in 15 minutes.",
              { params: { minutes: 15 } },
            );
          }
          const { phone } = body as { phone: string };
          return { body: { phone, expiresAt: EXPIRES_AT, channel: asked === 1 ? "whatsapp" : "sms" } };
        },
        "POST /account/phone/confirm": () =>
          refusal(
            410,
            "GONE",
            "phoneCodeExpired",
            "That code has expired or had too many tries. Ask for a new one.",
          ),
      },
      // The profile's phone is offered first.
      { ...aisha, phone: "+60 12-345 6789" },
    );
    expect(await screen.findByLabelText("Mobile number")).toHaveValue("+60 12-345 6789");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(
      await screen.findByText("We sent a 6-digit code to +60123456789 on WhatsApp."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await findToast("New code sent")).toBeInTheDocument();
    expect(screen.getByText("We sent a 6-digit code to +60123456789 by SMS.")).toBeInTheDocument();

    // An expired code is said at the code's field too.
    const code = screen.getByLabelText("6-digit code");
    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "Verify and agree" }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        "That code has expired or had too many tries. Ask for a new one.",
      ),
    );

    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many codes asked for. Please try again in 15 minutes.",
    );

    await user.click(screen.getByRole("button", { name: "Change number" }));
    // The number as the customer wrote it, to correct.
    expect(await screen.findByLabelText("Mobile number")).toHaveValue("+60 12-345 6789");
    expect(requestsTo(fetchMock, "POST", "/account/phone/verify")).toHaveLength(3);
  });

  it("shows a verified number, says what a STOP means, and removes the number after asking", async () => {
    let settings: MessageSettings = {
      phone: { ...NUMBER, optedOut: true },
      channels: { ...DEFAULT_MESSAGE_CHANNELS, reminders: { email: true, whatsapp: true } },
    };
    const { fetchMock, user } = renderPanel({
      "GET /account/messages": () => ({ body: settings }),
      "DELETE /account/phone": () => {
        settings = { phone: null, channels: DEFAULT_MESSAGE_CHANNELS };
        return { body: settings };
      },
    });
    const region = await screen.findByRole("region", { name: "Messages" });
    expect(await within(region).findByText("+60123456789")).toBeInTheDocument();
    expect(within(region).getByText("Verified on 29 November 2026")).toBeInTheDocument();
    expect(within(region).getByRole("note")).toHaveTextContent(
      "This number replied STOP, so we send it nothing. To get messages again, reply START to our WhatsApp.",
    );
    expect(within(region).getByRole("checkbox", { name: "WhatsApp for reminders" })).toBeChecked();

    await user.click(within(region).getByRole("button", { name: "Remove number" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove this number?" });
    expect(dialog).toHaveAccessibleDescription(/switch off your WhatsApp choices/);
    await user.click(within(dialog).getByRole("button", { name: "Remove number" }));

    expect(await findToast("Number removed")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "DELETE", "/account/phone")).toHaveLength(1);
    expect(await within(region).findByLabelText("Mobile number")).toBeInTheDocument();
    const whatsapp = within(region).getByRole("checkbox", { name: "WhatsApp for reminders" });
    expect(whatsapp).toBeDisabled();
    expect(whatsapp).not.toBeChecked();
  });
});

describe("Messages: the channels per topic", () => {
  it("locks WhatsApp without a number and the receipts' email, and saves the choices", async () => {
    let settings = NO_NUMBER;
    const { fetchMock, user } = renderPanel({
      "GET /account/messages": () => ({ body: settings }),
      "PUT /account/messages": ({ body }) => {
        settings = { ...settings, ...(body as { channels: MessageChannels }) };
        return { body: settings };
      },
    });
    const table = await screen.findByRole("table", { name: "What we send, and where" });
    for (const name of [
      "WhatsApp for bookings and receipts",
      "WhatsApp on the day of the visit",
      "WhatsApp for reminders",
    ]) {
      const cell = within(table).getByRole("checkbox", { name });
      expect(cell).toBeDisabled();
      expect(cell).not.toBeChecked();
      expect(cell).toHaveAccessibleDescription("Verify a mobile number above to choose WhatsApp.");
    }
    const receipts = within(table).getByRole("checkbox", { name: "Email for bookings and receipts" });
    expect(receipts).toBeChecked();
    expect(receipts).toBeDisabled();
    expect(receipts).toHaveAccessibleDescription("Receipts always go by email.");
    expect(screen.getByText("If WhatsApp cannot reach your number, we send an SMS instead.")).toBeVisible();

    const save = screen.getByRole("button", { name: "Save choices" });
    expect(save).toBeDisabled();
    await user.click(within(table).getByRole("checkbox", { name: "Email for reminders" }));
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
    await user.click(save);

    expect(await findToast("Message choices saved")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "PUT", "/account/messages")[0]?.body).toEqual({
      channels: {
        bookings: { email: true, whatsapp: false },
        visitDay: { email: true, whatsapp: false },
        reminders: { email: false, whatsapp: false },
      },
    });
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(within(table).getByRole("checkbox", { name: "Email for reminders" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Save choices" })).toBeDisabled();
  });

  it("chooses WhatsApp once a number is verified, and shows the server's refusal", async () => {
    let refuse = true;
    const { fetchMock, user } = renderPanel({
      "GET /account/messages": () => ({ body: VERIFIED }),
      "PUT /account/messages": ({ body }) => {
        if (refuse) {
          refuse = false;
          return refusal(
            400,
            "VALIDATION_ERROR",
            "phoneNotVerified",
            "Verify a mobile number before choosing WhatsApp",
          );
        }
        return { body: { ...VERIFIED, ...(body as object) } };
      },
    });
    const table = await screen.findByRole("table", { name: "What we send, and where" });
    await user.click(within(table).getByRole("checkbox", { name: "WhatsApp for reminders" }));
    await user.click(within(table).getByRole("checkbox", { name: "WhatsApp on the day of the visit" }));
    await user.click(screen.getByRole("button", { name: "Save choices" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Verify a mobile number before choosing WhatsApp",
    );

    await user.click(screen.getByRole("button", { name: "Save choices" }));
    expect(await findToast("Message choices saved")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "PUT", "/account/messages").at(-1)?.body).toEqual({
      channels: {
        bookings: { email: true, whatsapp: false },
        visitDay: { email: true, whatsapp: true },
        reminders: { email: true, whatsapp: true },
      },
    });
  });

  it("keeps the reminders' email one value with the preferences dialog", async () => {
    // The server keeps one value: the preferences' emailReminders is the channels' reminders email.
    let channels = DEFAULT_MESSAGE_CHANNELS;
    let marketingEmails = false;
    const preferences = (): Preferences => ({
      emailReminders: channels.reminders.email,
      marketingEmails,
      language: "en",
    });
    const fetchMock = mockApi({
      "GET /account/messages": () => ({ body: { phone: null, channels } }),
      "PUT /account/messages": ({ body }) => {
        channels = (body as { channels: MessageChannels }).channels;
        return { body: { phone: null, channels } };
      },
      "GET /users/preferences": () => ({ body: preferences() }),
      "PUT /users/preferences": ({ body }) => {
        const sent = body as Preferences;
        channels = { ...channels, reminders: { ...channels.reminders, email: sent.emailReminders } };
        marketingEmails = sent.marketingEmails;
        return { body: preferences() };
      },
    });
    const user = userEvent.setup();
    renderApp(
      [
        {
          element: (
            <>
              <MessagesPanel user={aisha} />
              <PreferencesDialog userId="u1" trigger={<Button>Update Preferences</Button>} />
            </>
          ),
        },
      ],
      "/",
      { session: false },
    );

    // The preferences read once (the dialog opened and closed), then the reminders' email turned off here.
    await user.click(await screen.findByRole("button", { name: "Update Preferences" }));
    await screen.findByRole("switch", { name: "Marketing emails" });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("checkbox", { name: "Email for reminders" }));
    await user.click(screen.getByRole("button", { name: "Save choices" }));
    expect(await findToast("Message choices saved")).toBeInTheDocument();

    // Saving the marketing choice then sends the reminders' email as the table saved it, not as first read.
    await waitFor(() => expect(requestsTo(fetchMock, "GET", "/users/preferences")).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Update Preferences" }));
    await user.click(await screen.findByRole("switch", { name: "Marketing emails" }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await findToast("Preferences saved")).toBeInTheDocument();
    expect(requestsTo(fetchMock, "PUT", "/users/preferences")[0]?.body).toEqual({
      emailReminders: false,
      marketingEmails: true,
    });
    // And the table is read again after the preferences' save.
    await waitFor(() => expect(requestsTo(fetchMock, "GET", "/account/messages")).toHaveLength(2));
    expect(screen.getByRole("checkbox", { name: "Email for reminders" })).not.toBeChecked();
  });
});

import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n/language-store";
import { sayMessage } from "../../../lib/i18n/say-message";
import {
  clearToasts,
  findToast,
  mockApi,
  renderApp,
  requestAt,
  type ApiHandler,
} from "../../../test/render-app";
import { ContactForm } from "./contact-form";

const CONFIRMATION = "Thank you for getting in touch, we have your message and will reply within 24 hours.";
const RECEIVED = {
  status: 201,
  body: {
    message: "Thank you. Your message has been sent; we reply within 24 hours.",
    messageId: "messageReceived",
  },
};

const MESSAGES = {
  firstName: "Please enter your first name",
  lastName: "Please enter your last name",
  email: "Please enter your email address",
  phone: "Please enter your phone number",
  subject: "Please enter a subject",
  message: "Please enter your message",
};

function setup(handler: ApiHandler = () => RECEIVED) {
  const fetchMock = mockApi({ "POST /contact/messages": handler });
  const user = userEvent.setup();
  renderApp([{ path: "/", element: <ContactForm /> }], "/", { session: false });
  const fields = {
    firstName: screen.getByLabelText("First Name"),
    lastName: screen.getByLabelText("Last Name"),
    email: screen.getByLabelText("Email"),
    phone: screen.getByLabelText("Phone Number"),
    subject: screen.getByLabelText("Subject"),
    message: screen.getByLabelText("Message"),
  };
  const submit = () => user.click(screen.getByRole("button", { name: "Send Message" }));
  const fillIn = async () => {
    await user.type(fields.firstName, "Daniel");
    await user.type(fields.lastName, "Tan");
    await user.type(fields.email, "Daniel@Example.my");
    await user.type(fields.phone, "012-345 6789");
    await user.type(fields.subject, "Corporate wellness day");
    await user.type(fields.message, "We would like drips for 12 people.");
  };
  return { user, fields, submit, fillIn, fetchMock };
}

afterEach(async () => {
  clearToasts();
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

describe("ContactForm", () => {
  it("validates nothing before the first submit", async () => {
    const { user, fields } = setup();
    await user.type(fields.phone, "abc");
    await user.tab();
    expect(screen.queryByText("Please enter a valid phone number")).not.toBeInTheDocument();
  });

  it("shows every message on submit, then clears each one on change once fixed; nothing is sent", async () => {
    const { user, fields, submit, fetchMock } = setup();
    await submit();

    for (const [key, message] of Object.entries(MESSAGES)) {
      const field = fields[key as keyof typeof fields];
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(fields.firstName).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(fields.firstName, "Daniel");
    await waitFor(() => expect(screen.queryByText(MESSAGES.firstName)).not.toBeInTheDocument());
    expect(fields.firstName).not.toHaveAttribute("aria-invalid");

    await user.type(fields.lastName, "Tan");
    await waitFor(() => expect(screen.queryByText(MESSAGES.lastName)).not.toBeInTheDocument());

    await user.type(fields.email, "daniel");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    await user.type(fields.email, "@example.my");
    await waitFor(() =>
      expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument(),
    );

    await user.type(fields.phone, "12ab");
    expect(await screen.findByText("Please enter a valid phone number")).toBeInTheDocument();
    await user.clear(fields.phone);
    await user.type(fields.phone, "+60 12-345 6789");
    await waitFor(() =>
      expect(screen.queryByText("Please enter a valid phone number")).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(MESSAGES.phone)).not.toBeInTheDocument();

    await user.type(fields.subject, "Corporate wellness day");
    await waitFor(() => expect(screen.queryByText(MESSAGES.subject)).not.toBeInTheDocument());

    await user.type(fields.message, "We would like drips for 12 people.");
    await waitFor(() => expect(screen.queryByText(MESSAGES.message)).not.toBeInTheDocument());

    for (const field of Object.values(fields)) expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("sends the message with an empty honeypot, confirms it in the page and empties the form", async () => {
    const { fields, submit, fillIn, fetchMock } = setup();
    await fillIn();
    await submit();

    expect(await screen.findByText(CONFIRMATION)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(CONFIRMATION);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = requestAt(fetchMock, 0);
    expect(request.url).toBe("/api/contact/messages");
    expect(request.method).toBe("POST");
    expect(request.body).toEqual({
      firstName: "Daniel",
      lastName: "Tan",
      email: "daniel@example.my",
      phone: "012-345 6789",
      subject: "Corporate wellness day",
      message: "We would like drips for 12 people.",
      website: "",
    });
    await waitFor(() => {
      for (const field of Object.values(fields)) expect(field).toHaveValue("");
    });
    for (const message of Object.values(MESSAGES))
      expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("disables the button while sending", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { fillIn, submit } = setup(() => new Promise((resolve) => (answer = resolve)));
    await fillIn();
    await submit();

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    answer(RECEIVED);
    expect(await screen.findByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(screen.getByText(CONFIRMATION)).toBeInTheDocument();
  });

  it("puts a 400's per-field messages under their fields and keeps what was typed", async () => {
    const { fields, submit, fillIn } = setup(() => ({
      status: 400,
      body: {
        message: "Please enter a valid phone number",
        messageId: "phoneInvalid",
        statusCode: 400,
        code: "VALIDATION_ERROR",
        details: { phone: "Please enter a valid phone number" },
      },
    }));
    await fillIn();
    await submit();

    const toast = await findToast("Message not sent");
    expect(toast).toHaveTextContent("Please enter a valid phone number");
    expect(fields.phone).toHaveAttribute("aria-invalid", "true");
    expect(fields.phone).toHaveAccessibleDescription("Please enter a valid phone number");
    expect(fields.phone).toHaveFocus();
    expect(fields.firstName).toHaveValue("Daniel");
    expect(fields.message).toHaveValue("We would like drips for 12 people.");
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });

  it("shows Malay labels, button and a Malay validation message", async () => {
    await act(() => setLanguage("ms"));
    const user = userEvent.setup();
    mockApi({});
    renderApp([{ path: "/", element: <ContactForm /> }], "/", { session: false });

    expect(screen.getByLabelText("Nama Pertama")).toBeInTheDocument();
    expect(screen.getByLabelText("Nombor Telefon")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Hantar Mesej" }));

    const expected = sayMessage({ messageId: "firstNameRequired" });
    expect(expected).not.toBe(MESSAGES.firstName);
    expect(screen.getByLabelText("Nama Pertama")).toHaveAccessibleDescription(expected);
    expect(screen.queryByText(MESSAGES.firstName)).not.toBeInTheDocument();
  });
});

describe("ContactForm when the API refuses", () => {
  it("shows the rate limit in a toast and keeps what was typed", async () => {
    const { fields, submit, fillIn } = setup(() => ({
      status: 429,
      body: {
        message: "Too many submissions. Please try again in 15 minutes.",
        messageId: "tooManySubmissions",
        statusCode: 429,
        code: "RATE_LIMITED",
      },
    }));
    await fillIn();
    await submit();

    const toast = await findToast("Message not sent");
    expect(toast).toHaveTextContent("Too many submissions. Please try again in 15 minutes.");
    expect(fields.email).toHaveValue("Daniel@Example.my");
    expect(fields.subject).toHaveValue("Corporate wellness day");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });
});

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
import { SupportMessageForm } from "./support-message-form";

const SUPPORT_CONFIRMATION = "Thank you, we have your message and will reply within 24 hours.";
const RECEIVED = {
  status: 201,
  body: {
    message: "Thank you. Your message has been sent; we reply within 24 hours.",
    messageId: "messageReceived",
  },
};

const MESSAGES = {
  name: "Please enter your name",
  email: "Please enter your email address",
  subject: "Please enter a subject",
  category: "Please choose a category",
  message: "Please enter your message",
};

function setup(handler: ApiHandler = () => RECEIVED) {
  const fetchMock = mockApi({ "POST /support/messages": handler });
  const user = userEvent.setup();
  renderApp([{ path: "/", element: <SupportMessageForm /> }], "/", { session: false });
  const fields = {
    name: screen.getByLabelText("Name"),
    email: screen.getByLabelText("Email"),
    subject: screen.getByLabelText("Subject"),
    category: screen.getByLabelText("Category"),
    message: screen.getByLabelText("Message"),
  };
  const submit = () => user.click(screen.getByRole("button", { name: "Send Message" }));
  const fillIn = async () => {
    await user.type(fields.name, "  Aisha Rahman ");
    await user.type(fields.email, "aisha@example.com");
    await user.type(fields.subject, "Question about my booking");
    await user.selectOptions(fields.category, "payment");
    await user.type(fields.message, "Can I pay with Apple Pay?");
  };
  return { user, fields, submit, fillIn, fetchMock };
}

afterEach(async () => {
  clearToasts();
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

describe("SupportMessageForm", () => {
  it("shows no message before the first submit, even while typing", async () => {
    const { user, fields } = setup();
    await user.type(fields.email, "not-an-email");
    await user.tab();
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    for (const message of Object.values(MESSAGES))
      expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("shows every message on submit, tied to its field, then clears each one as it is fixed", async () => {
    const { user, fields, submit } = setup();
    await submit();

    for (const [key, message] of Object.entries(MESSAGES)) {
      const field = fields[key as keyof typeof fields];
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(message);
    }
    // The first invalid field takes the focus.
    expect(fields.name).toHaveFocus();
    expect(screen.queryByText(SUPPORT_CONFIRMATION)).not.toBeInTheDocument();

    // After a submit, each change re-validates: the message goes as soon as the field is right.
    await user.type(fields.name, "Aisha Rahman");
    await waitFor(() => expect(screen.queryByText(MESSAGES.name)).not.toBeInTheDocument());
    expect(fields.name).not.toHaveAttribute("aria-invalid");
    expect(fields.name).not.toHaveAccessibleDescription();

    await user.type(fields.email, "aisha@");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.email)).not.toBeInTheDocument();
    await user.type(fields.email, "example.com");
    await waitFor(() =>
      expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument(),
    );
    expect(fields.email).not.toHaveAttribute("aria-invalid");

    await user.type(fields.subject, "Question about my booking");
    await waitFor(() => expect(screen.queryByText(MESSAGES.subject)).not.toBeInTheDocument());

    await user.selectOptions(fields.category, "booking");
    expect(screen.queryByText(MESSAGES.category)).not.toBeInTheDocument();

    await user.type(fields.message, "Can my nurse arrive at 9 AM instead?");
    await waitFor(() => expect(screen.queryByText(MESSAGES.message)).not.toBeInTheDocument());

    // Clearing a fixed field brings its message back at once.
    await user.clear(fields.subject);
    expect(await screen.findByText(MESSAGES.subject)).toBeInTheDocument();
  });

  it("treats whitespace as empty", async () => {
    const { user, fields, submit } = setup();
    await user.type(fields.name, "   ");
    await submit();
    expect(await screen.findByText(MESSAGES.name)).toBeInTheDocument();
  });

  it("sends the message with an empty honeypot, confirms it in the page and empties the form", async () => {
    const { user, fields, submit, fillIn, fetchMock } = setup();
    await fillIn();
    await submit();

    expect(await screen.findByText(SUPPORT_CONFIRMATION)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(SUPPORT_CONFIRMATION);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = requestAt(fetchMock, 0);
    expect(request.url).toBe("/api/support/messages");
    expect(request.method).toBe("POST");
    expect(request.body).toEqual({
      name: "Aisha Rahman",
      email: "aisha@example.com",
      subject: "Question about my booking",
      category: "payment",
      message: "Can I pay with Apple Pay?",
      website: "",
    });
    await waitFor(() => {
      for (const field of Object.values(fields)) expect(field).toHaveValue("");
    });
    for (const message of Object.values(MESSAGES))
      expect(screen.queryByText(message)).not.toBeInTheDocument();

    // The emptied form is back to validating on submit: typing does not flag the other fields.
    await user.type(fields.name, "A");
    await waitFor(() => expect(screen.queryByText(MESSAGES.email)).not.toBeInTheDocument());
  });

  it("says Sending... on a disabled button until the API answers", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { fillIn, submit } = setup(() => new Promise((resolve) => (answer = resolve)));
    await fillIn();
    await submit();

    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    answer(RECEIVED);
    expect(await screen.findByText(SUPPORT_CONFIRMATION)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("puts a 400's per-field messages under their fields and keeps what was typed", async () => {
    const { fields, submit, fillIn } = setup(() => ({
      status: 400,
      body: {
        message: "Please enter a valid email address",
        messageId: "emailInvalid",
        statusCode: 400,
        code: "VALIDATION_ERROR",
        details: { email: "Please enter a valid email address", website: "Leave this field empty" },
      },
    }));
    await fillIn();
    await submit();

    expect(await findToast("Message not sent")).toHaveTextContent("Please enter a valid email address");
    expect(fields.email).toHaveAttribute("aria-invalid", "true");
    expect(fields.email).toHaveAccessibleDescription("Please enter a valid email address");
    expect(fields.name).toHaveValue("  Aisha Rahman ");
    expect(fields.category).toHaveValue("payment");
    expect(screen.queryByText(SUPPORT_CONFIRMATION)).not.toBeInTheDocument();
  });

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

    expect(await findToast("Message not sent")).toHaveTextContent(
      "Too many submissions. Please try again in 15 minutes.",
    );
    expect(fields.subject).toHaveValue("Question about my booking");
    expect(fields.message).toHaveValue("Can I pay with Apple Pay?");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("speaks Chinese: labels, categories, the button, a validation message and the rate-limit toast", async () => {
    await act(() => setLanguage("zh"));
    const user = userEvent.setup();
    const submit = () => user.click(screen.getByRole("button", { name: "发送留言" }));
    mockApi({
      "POST /support/messages": () => ({
        status: 429,
        body: {
          message: "Too many submissions. Please try again in 15 minutes.",
          messageId: "tooManySubmissions",
          statusCode: 429,
          code: "RATE_LIMITED",
        },
      }),
    });
    renderApp([{ path: "/", element: <SupportMessageForm /> }], "/", { session: false });

    expect(screen.getByRole("option", { name: "医疗问题" })).toBeInTheDocument();
    await submit();
    const expected = sayMessage({ messageId: "nameRequired" });
    expect(expected).not.toBe(MESSAGES.name);
    expect(screen.getByLabelText("姓名")).toHaveAccessibleDescription(expected);

    await user.type(screen.getByLabelText("姓名"), "陈美玲");
    await user.type(screen.getByLabelText("电子邮件"), "mei@example.com");
    await user.type(screen.getByLabelText("主题"), "预约");
    await user.selectOptions(screen.getByLabelText("类别"), "booking");
    await user.type(screen.getByLabelText("留言内容"), "可以改期吗？");
    await submit();
    const toast = await findToast("留言未发送");
    expect(toast).toHaveTextContent(sayMessage({ messageId: "tooManySubmissions" }));
    expect(sayMessage({ messageId: "tooManySubmissions" })).not.toBe(
      "Too many submissions. Please try again in 15 minutes.",
    );
  });
});

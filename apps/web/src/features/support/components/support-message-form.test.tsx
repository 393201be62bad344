import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SUPPORT_CONFIRMATION, SupportMessageForm } from "./support-message-form";

const MESSAGES = {
  name: "Please enter your name",
  email: "Please enter your email address",
  subject: "Please enter a subject",
  category: "Please choose a category",
  message: "Please enter your message",
};

function setup() {
  const user = userEvent.setup();
  render(<SupportMessageForm />);
  const fields = {
    name: screen.getByLabelText("Name"),
    email: screen.getByLabelText("Email"),
    subject: screen.getByLabelText("Subject"),
    category: screen.getByLabelText("Category"),
    message: screen.getByLabelText("Message"),
  };
  const submit = () => user.click(screen.getByRole("button", { name: "Send Message" }));
  return { user, fields, submit };
}

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
    expect(screen.queryByText(MESSAGES.name)).not.toBeInTheDocument();
    expect(fields.name).not.toHaveAttribute("aria-invalid");
    expect(fields.name).not.toHaveAccessibleDescription();

    await user.type(fields.email, "aisha@");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.email)).not.toBeInTheDocument();
    await user.type(fields.email, "example.com");
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
    expect(fields.email).not.toHaveAttribute("aria-invalid");

    await user.type(fields.subject, "Question about my booking");
    expect(screen.queryByText(MESSAGES.subject)).not.toBeInTheDocument();

    await user.selectOptions(fields.category, "booking");
    expect(screen.queryByText(MESSAGES.category)).not.toBeInTheDocument();

    await user.type(fields.message, "Can my nurse arrive at 9 AM instead?");
    expect(screen.queryByText(MESSAGES.message)).not.toBeInTheDocument();

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

  it("confirms a valid message in the page and empties the form", async () => {
    const { user, fields, submit } = setup();
    await user.type(fields.name, "Aisha Rahman");
    await user.type(fields.email, "aisha@example.com");
    await user.type(fields.subject, "Question about my booking");
    await user.selectOptions(fields.category, "payment");
    await user.type(fields.message, "Can I pay with Apple Pay?");
    await submit();

    const status = screen.getByRole("status");
    expect(await screen.findByText(SUPPORT_CONFIRMATION)).toBeInTheDocument();
    expect(status).toHaveTextContent(SUPPORT_CONFIRMATION);
    expect(SUPPORT_CONFIRMATION).toBe("Thank you, we have your message and will reply within 24 hours.");
    await waitFor(() => {
      for (const field of Object.values(fields)) expect(field).toHaveValue("");
    });
    for (const message of Object.values(MESSAGES))
      expect(screen.queryByText(message)).not.toBeInTheDocument();

    // The emptied form is back to validating on submit: typing does not flag the other fields.
    await user.type(fields.name, "A");
    expect(screen.queryByText(MESSAGES.email)).not.toBeInTheDocument();
  });
});

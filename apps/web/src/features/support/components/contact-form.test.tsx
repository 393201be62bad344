import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CONTACT_CONFIRMATION, ContactForm } from "./contact-form";

const MESSAGES = {
  firstName: "Please enter your first name",
  lastName: "Please enter your last name",
  email: "Please enter your email address",
  phone: "Please enter your phone number",
  subject: "Please enter a subject",
  message: "Please enter your message",
};

function setup() {
  const user = userEvent.setup();
  render(<ContactForm />);
  const fields = {
    firstName: screen.getByLabelText("First Name"),
    lastName: screen.getByLabelText("Last Name"),
    email: screen.getByLabelText("Email"),
    phone: screen.getByLabelText("Phone Number"),
    subject: screen.getByLabelText("Subject"),
    message: screen.getByLabelText("Message"),
  };
  const submit = () => user.click(screen.getByRole("button", { name: "Send Message" }));
  return { user, fields, submit };
}

describe("ContactForm", () => {
  it("validates nothing before the first submit", async () => {
    const { user, fields } = setup();
    await user.type(fields.phone, "abc");
    await user.tab();
    expect(screen.queryByText("Please enter a valid phone number")).not.toBeInTheDocument();
  });

  it("shows every message on submit, then clears each one on change once fixed", async () => {
    const { user, fields, submit } = setup();
    await submit();

    for (const [key, message] of Object.entries(MESSAGES)) {
      const field = fields[key as keyof typeof fields];
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(fields.firstName).toHaveFocus();

    await user.type(fields.firstName, "Daniel");
    expect(screen.queryByText(MESSAGES.firstName)).not.toBeInTheDocument();
    expect(fields.firstName).not.toHaveAttribute("aria-invalid");

    await user.type(fields.lastName, "Tan");
    expect(screen.queryByText(MESSAGES.lastName)).not.toBeInTheDocument();

    await user.type(fields.email, "daniel");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    await user.type(fields.email, "@example.my");
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();

    await user.type(fields.phone, "12ab");
    expect(await screen.findByText("Please enter a valid phone number")).toBeInTheDocument();
    await user.clear(fields.phone);
    await user.type(fields.phone, "+60 12-345 6789");
    expect(screen.queryByText("Please enter a valid phone number")).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.phone)).not.toBeInTheDocument();

    await user.type(fields.subject, "Corporate wellness day");
    expect(screen.queryByText(MESSAGES.subject)).not.toBeInTheDocument();

    await user.type(fields.message, "We would like drips for 12 people.");
    expect(screen.queryByText(MESSAGES.message)).not.toBeInTheDocument();

    for (const field of Object.values(fields)) expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("confirms a valid message in the page and empties the form", async () => {
    const { user, fields, submit } = setup();
    await user.type(fields.firstName, "Daniel");
    await user.type(fields.lastName, "Tan");
    await user.type(fields.email, "daniel@example.my");
    await user.type(fields.phone, "012-345 6789");
    await user.type(fields.subject, "Corporate wellness day");
    await user.type(fields.message, "We would like drips for 12 people.");
    await submit();

    expect(await screen.findByText(CONTACT_CONFIRMATION)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(CONTACT_CONFIRMATION);
    await waitFor(() => {
      for (const field of Object.values(fields)) expect(field).toHaveValue("");
    });
    for (const message of Object.values(MESSAGES))
      expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

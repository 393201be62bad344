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
import { PartnerApply } from "./partner-apply";

const RECEIVED = {
  status: 201,
  body: {
    message:
      "Thank you. Your application has been submitted; our medical team will review it within 2-3 business days.",
    messageId: "applicationReceived",
  },
};

function setup(handler: ApiHandler = () => RECEIVED) {
  const fetchMock = mockApi({ "POST /partners/applications": handler });
  const user = userEvent.setup();
  renderApp([{ path: "/", element: <PartnerApply /> }], "/", { session: false });
  const field = (label: string | RegExp) => screen.getByLabelText(label);
  const submit = () => user.click(screen.getByRole("button", { name: "Submit Application" }));
  const fillIn = async () => {
    await user.type(field("Full Name"), "Dr Nurul Aina");
    await user.selectOptions(field("Profession"), "doctor");
    await user.type(field("MMC / MNC registration number"), "MMC 54321");
    await user.type(field("Years of clinical experience"), "7");
    await user.type(field("Email"), "nurul@example.my");
    await user.type(field("Phone Number"), "012-345 6789");
    await user.type(field("City"), "Petaling Jaya");
    await user.type(field("Message (optional)"), "Evenings and weekends in PJ and Bangsar.");
  };
  return { user, field, submit, fillIn, fetchMock };
}

afterEach(async () => {
  clearToasts();
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

describe("PartnerApply", () => {
  it("lists the documents to have ready, and labels every field", () => {
    setup();
    expect(screen.getByRole("heading", { name: "Apply" })).toBeInTheDocument();
    expect(screen.getByText("MMC or MNC registration certificate")).toBeInTheDocument();
    for (const label of [
      "Full Name",
      "Profession",
      "MMC / MNC registration number",
      "Years of clinical experience",
      "Email",
      "Phone Number",
      "City",
      "Message (optional)",
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    // The honeypot is out of reach: no tab stop, no autofill, hidden from assistive technology.
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest("[aria-hidden=true]")).not.toBeNull();
  });

  it("shows every required field's message on submit and sends nothing", async () => {
    const { field, submit, fetchMock } = setup();
    await submit();

    await waitFor(() =>
      expect(field("Full Name")).toHaveAccessibleDescription("Please enter your full name"),
    );
    expect(field("Profession")).toHaveAccessibleDescription("Please choose doctor or nurse");
    expect(field("MMC / MNC registration number")).toHaveAccessibleDescription(
      expect.stringContaining("Please enter your MMC or MNC registration number"),
    );
    expect(field("Years of clinical experience")).toHaveAccessibleDescription(
      "Years of experience must be a whole number from 0 to 60",
    );
    expect(field("Email")).toHaveAccessibleDescription("Please enter your email address");
    expect(field("Phone Number")).toHaveAccessibleDescription(
      expect.stringContaining("Please enter your phone number"),
    );
    expect(field("City")).toHaveAccessibleDescription("Please enter your city");
    expect(field("Message (optional)")).not.toHaveAttribute("aria-invalid");
    expect(field("Full Name")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the application (+60 added, honeypot empty) and shows 'Application Submitted!' in place of the form", async () => {
    const { submit, fillIn, fetchMock } = setup();
    await fillIn();
    await submit();

    const heading = await screen.findByRole("heading", { name: "Application Submitted!" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/review your application within 2-3 business days/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Application" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Full Name")).not.toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = requestAt(fetchMock, 0);
    expect(request.url).toBe("/api/partners/applications");
    expect(request.method).toBe("POST");
    expect(request.body).toEqual({
      name: "Dr Nurul Aina",
      profession: "doctor",
      licenceNumber: "MMC 54321",
      yearsOfExperience: 7,
      email: "nurul@example.my",
      phone: "+60 12-345 6789",
      city: "Petaling Jaya",
      message: "Evenings and weekends in PJ and Bangsar.",
      website: "",
    });
  });

  it("keeps a number that already has its country code", async () => {
    const { user, field, submit, fillIn, fetchMock } = setup();
    await fillIn();
    await user.clear(field("Phone Number"));
    await user.type(field("Phone Number"), "+65 8123 4567");
    await submit();

    await screen.findByRole("heading", { name: "Application Submitted!" });
    expect(requestAt(fetchMock, 0).body).toMatchObject({ phone: "+65 8123 4567" });
  });

  it("says Sending... on a disabled button until the API answers", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { submit, fillIn } = setup(() => new Promise((resolve) => (answer = resolve)));
    await fillIn();
    await submit();

    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    answer(RECEIVED);
    expect(await screen.findByRole("heading", { name: "Application Submitted!" })).toBeInTheDocument();
  });

  it("puts a 400's per-field messages under their fields and keeps the form as typed", async () => {
    const message = "Registration number may only contain letters, digits, spaces, dots, slashes and dashes";
    const { field, submit, fillIn } = setup(() => ({
      status: 400,
      body: { message, statusCode: 400, code: "VALIDATION_ERROR", details: { licenceNumber: message } },
    }));
    await fillIn();
    await submit();

    expect(await findToast("Application not sent")).toHaveTextContent(message);
    expect(field("MMC / MNC registration number")).toHaveAttribute("aria-invalid", "true");
    expect(field("MMC / MNC registration number")).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(field("Full Name")).toHaveValue("Dr Nurul Aina");
    expect(field("Years of clinical experience")).toHaveValue(7);
    expect(screen.queryByText("Application Submitted!")).not.toBeInTheDocument();
  });

  it("shows the rate limit in a toast and keeps the form as typed", async () => {
    const { field, submit, fillIn } = setup(() => ({
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

    expect(await findToast("Application not sent")).toHaveTextContent(
      "Too many submissions. Please try again in 15 minutes.",
    );
    expect(field("City")).toHaveValue("Petaling Jaya");
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  });

  it("speaks Malay, down to the validation messages and the confirmation", async () => {
    await act(() => setLanguage("ms"));
    const fetchMock = mockApi({ "POST /partners/applications": () => RECEIVED });
    const user = userEvent.setup();
    renderApp([{ path: "/", element: <PartnerApply /> }], "/", { session: false });

    expect(screen.getByRole("heading", { name: "Mohon" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Jururawat berdaftar (MNC)" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Hantar Permohonan" }));
    const expected = sayMessage({ messageId: "cityRequiredPartner" });
    expect(expected).not.toBe("Please enter your city");
    expect(screen.getByLabelText("Bandar")).toHaveAccessibleDescription(expected);

    await user.type(screen.getByLabelText("Nama Penuh"), "Siti Aminah");
    await user.selectOptions(screen.getByLabelText("Profesion"), "nurse");
    await user.type(screen.getByLabelText("Nombor pendaftaran MMC / MNC"), "MNC/12345");
    await user.type(screen.getByLabelText("Tahun pengalaman klinikal"), "3");
    await user.type(screen.getByLabelText("E-mel"), "siti@example.my");
    await user.type(screen.getByLabelText("Nombor Telefon"), "0198765432");
    await user.type(screen.getByLabelText("Bandar"), "Shah Alam");
    await user.click(screen.getByRole("button", { name: "Hantar Permohonan" }));

    expect(await screen.findByRole("heading", { name: "Permohonan Dihantar!" })).toBeInTheDocument();
    expect(requestAt(fetchMock, 0).body).toEqual({
      name: "Siti Aminah",
      profession: "nurse",
      licenceNumber: "MNC/12345",
      yearsOfExperience: 3,
      email: "siti@example.my",
      phone: "+60 198765432",
      city: "Shah Alam",
      message: "",
      website: "",
    });
  });
});

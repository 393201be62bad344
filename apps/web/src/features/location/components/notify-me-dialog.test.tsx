import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n/language-store";
import {
  clearToasts,
  findToast,
  mockApi,
  renderApp,
  requestAt,
  type ApiAnswer,
} from "../../../test/render-app";
import { LocationProvider, useLocationSelection } from "../location-context";
import { NotifyMeDialog } from "./notify-me-dialog";

/** Stands in for the country picker: choosing a coming-soon country is what opens the dialog. */
function ChooseCountry({ name }: { name: string }) {
  const { chooseCountry, country } = useLocationSelection();
  return (
    <>
      <button type="button" onClick={() => chooseCountry(name)}>
        Choose {name}
      </button>
      <p>Selected: {country}</p>
    </>
  );
}

function renderNotifyMe(
  answer: ApiAnswer = {
    status: 200,
    body: {
      message: "Thank you. We will email you when IV Drips arrives in your country.",
      messageId: "waitlistJoined",
    },
  },
) {
  const fetchMock = mockApi({ "POST /waitlist": () => answer });
  renderApp(
    [
      {
        path: "/",
        element: (
          <LocationProvider>
            <ChooseCountry name="France" />
            <NotifyMeDialog />
          </LocationProvider>
        ),
      },
    ],
    "/",
    { session: false },
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(async () => {
  clearToasts();
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

describe("Notify Me", () => {
  it("joins the waitlist with the English country name and an empty honeypot, thanks, closes and clears", async () => {
    const { fetchMock, user } = renderNotifyMe();
    await user.click(screen.getByRole("button", { name: "Choose France" }));
    const dialog = screen.getByRole("dialog", { name: "Coming soon to France" });
    await user.type(within(dialog).getByLabelText("Email"), " traveller@example.com ");
    await user.click(within(dialog).getByRole("button", { name: "Notify Me" }));

    const toast = await findToast("Thank you!");
    expect(toast).toHaveTextContent("We'll let you know as soon as IV Drips launches in France.");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = requestAt(fetchMock, 0);
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/waitlist");
    expect(request.body).toEqual({ email: "traveller@example.com", country: "France", website: "" });
    // The selection stays Malaysia (SPEC §4), and the form comes back empty.
    expect(screen.getByText("Selected: Malaysia")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Choose France" }));
    expect(within(screen.getByRole("dialog")).getByLabelText("Email")).toHaveValue("");
  });

  it("validates the email with the contract's schema and sends nothing until it is valid", async () => {
    const { fetchMock, user } = renderNotifyMe();
    await user.click(screen.getByRole("button", { name: "Choose France" }));
    const dialog = screen.getByRole("dialog");
    const email = within(dialog).getByLabelText("Email");
    expect(email).toBeRequired();
    await user.click(within(dialog).getByRole("button", { name: "Notify Me" }));
    expect(await within(dialog).findByText("Please enter your email address")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    await user.type(email, "not-an-email");
    expect(await within(dialog).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps a hidden honeypot named website out of the tab order, and sends what a bot typed", async () => {
    const { fetchMock, user } = renderNotifyMe();
    await user.click(screen.getByRole("button", { name: "Choose France" }));
    const dialog = screen.getByRole("dialog");
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest("[aria-hidden=true]")).not.toBeNull();
    await user.type(within(dialog).getByLabelText("Email"), "bot@example.com");
    await user.type(honeypot as HTMLInputElement, "https://spam.example");
    await user.click(within(dialog).getByRole("button", { name: "Notify Me" }));
    await findToast("Thank you!");
    expect(requestAt(fetchMock, 0).body).toMatchObject({ website: "https://spam.example" });
  });

  it("on an API error says why in a toast and stays open with the email", async () => {
    const { user } = renderNotifyMe({
      status: 429,
      body: {
        message: "Too many submissions. Please try again in 15 minutes.",
        messageId: "tooManySubmissions",
        statusCode: 429,
        code: "RATE_LIMITED",
      },
    });
    await user.click(screen.getByRole("button", { name: "Choose France" }));
    const dialog = screen.getByRole("dialog", { name: "Coming soon to France" });
    await user.type(within(dialog).getByLabelText("Email"), "traveller@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Notify Me" }));

    const toast = await findToast("We could not add you to the list");
    expect(toast).toHaveTextContent("Too many submissions. Please try again in 15 minutes.");
    expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(screen.getByRole("dialog", { name: "Coming soon to France" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveValue("traveller@example.com");
    expect(within(dialog).getByRole("button", { name: "Notify Me" })).toBeEnabled();
  });

  it("disables the button while sending", async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    const pending = new Promise<ApiAnswer>((resolve) => {
      answer = resolve;
    });
    mockApi({ "POST /waitlist": () => pending });
    renderApp(
      [
        {
          path: "/",
          element: (
            <LocationProvider>
              <ChooseCountry name="Monaco" />
              <NotifyMeDialog />
            </LocationProvider>
          ),
        },
      ],
      "/",
      { session: false },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Choose Monaco" }));
    const dialog = screen.getByRole("dialog", { name: "Coming soon to Monaco" });
    await user.type(within(dialog).getByLabelText("Email"), "traveller@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Notify Me" }));
    expect(await within(dialog).findByRole("button", { name: "Sending..." })).toBeDisabled();
    answer({
      status: 200,
      body: {
        message: "Thank you. We will email you when IV Drips arrives in your country.",
        messageId: "waitlistJoined",
      },
    });
    expect(await findToast("Thank you!")).toHaveTextContent("launches in Monaco.");
  });

  it("speaks Malay: the country's Malay name, a translated validation message and thank-you, the English name sent", async () => {
    const { fetchMock, user } = renderNotifyMe();
    await act(() => setLanguage("ms"));
    await user.click(screen.getByRole("button", { name: "Choose France" }));
    const dialog = screen.getByRole("dialog", { name: "Akan datang ke Perancis" });
    expect(dialog).toHaveTextContent(
      "IV Drips kini beroperasi di Kuala Lumpur. Tinggalkan e-mel anda dan kami akan memaklumkan anda apabila kami tiba di Perancis.",
    );
    expect(within(dialog).getByRole("button", { name: "Tutup" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Maklumkan Saya" }));
    expect(await within(dialog).findByText("Sila masukkan alamat e-mel anda")).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("E-mel"), "pelancong@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Maklumkan Saya" }));
    const toast = await findToast("Terima kasih!");
    expect(toast).toHaveTextContent(
      "Kami akan memaklumkan anda sebaik sahaja IV Drips dilancarkan di Perancis.",
    );
    expect(requestAt(fetchMock, 0).body).toEqual({
      email: "pelancong@example.com",
      country: "France",
      website: "",
    });
  });
});

import { klDateOf } from "@ivdrips/contract/kl-dates";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { redirectTo } from "../../../lib/redirect";
import { useAuthDialogs, useSession } from "../../../lib/session";
import { fakeToken, mockApi, renderApp, type ApiHandler } from "../../../test/render-app";
import { GiveGiftCard } from "./give-gift-card";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));

const USER = {
  id: "user-1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: "+60123456789",
  createdAt: "2026-01-01T00:00:00.000Z",
};
const CHECKOUT = {
  url: "https://checkout.example/pay/cs_gift_1",
  sessionId: "cs_gift_1",
  purchaseId: "3f1c1f55-8f3e-4a55-9d7e-0d8f7c1f2a10",
};
const today = () => klDateOf(new Date());

/** The form, and which auth dialog it asked for (the dialogs themselves live in the layout). */
function Page() {
  const { open, setOpen } = useAuthDialogs();
  const { signIn } = useSession();
  return (
    <>
      <GiveGiftCard />
      <p data-testid="auth-dialog">{open ?? "none"}</p>
      <button
        type="button"
        onClick={() => {
          signIn({ token: fakeToken({ sub: USER.id }), user: USER });
          setOpen(null);
        }}
      >
        Signed in through the dialog
      </button>
      <button type="button" onClick={() => setOpen(null)}>
        Closed the dialog
      </button>
    </>
  );
}

function renderForm({
  signedIn = true,
  handlers = {},
}: { signedIn?: boolean; handlers?: Record<string, ApiHandler> } = {}) {
  if (signedIn) localStorage.setItem("auth_token", fakeToken({ sub: USER.id }));
  const api = mockApi({ "GET /users/profile": () => ({ body: USER }), ...handlers });
  renderApp([{ path: "/gift-cards", element: <Page /> }], "/gift-cards");
  return api;
}

const purchases = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([url, init]) => String(url) === "/api/gift-cards" && init?.method === "POST");

async function fillRecipient(
  user: ReturnType<typeof userEvent.setup>,
  name = "Nur Hidayah",
  email = "nur@example.com",
) {
  await user.type(screen.getByLabelText("Recipient's name"), name);
  await user.type(screen.getByLabelText("Recipient's email"), email);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(redirectTo).mockReset();
});

describe("GiveGiftCard", () => {
  it("posts what was typed (another amount, GrabPay, a later day) and goes to the checkout", async () => {
    const user = userEvent.setup();
    const api = renderForm({ handlers: { "POST /gift-cards": () => ({ body: CHECKOUT }) } });
    // RM 500 is chosen to begin with, sent today, paid by card.
    expect(screen.getByRole("radio", { name: "RM 500" })).toBeChecked();
    expect(screen.getByLabelText("Send on")).toHaveValue(today());
    expect(screen.getByRole("radio", { name: "Card" })).toBeChecked();
    // The hosted checkout's methods only: never crypto.
    expect(screen.getAllByRole("radio", { name: /Card|Apple Pay|Google Pay|FPX|GrabPay|USDT/ })).toHaveLength(
      5,
    );
    expect(await screen.findByRole("button", { name: "Pay RM 500" })).toBeEnabled();

    await user.click(screen.getByRole("radio", { name: "Other amount" }));
    await user.type(screen.getByLabelText("Your amount (RM)"), "250.50");
    await fillRecipient(user, "  Nur Hidayah ");
    await user.type(screen.getByLabelText("Message (optional)"), "Selamat hari jadi!");
    expect(screen.getByText("18/500")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Send on"), { target: { value: nextWeek() } });
    await user.click(screen.getByRole("radio", { name: "GrabPay" }));
    await user.click(screen.getByRole("button", { name: "Pay RM 250.50" }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(CHECKOUT.url));
    const [call] = purchases(api);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      amount: 250.5,
      currency: "MYR",
      recipientName: "Nur Hidayah",
      recipientEmail: "nur@example.com",
      message: "Selamat hari jadi!",
      sendOn: nextWeek(),
      paymentMethod: "grabpay",
    });
    expect(new Headers(call?.[1]?.headers).get("authorization")).toMatch(/^Bearer /);
    expect(screen.getByRole("button", { name: "Opening the checkout..." })).toBeDisabled();
  });

  it("a preset amount, no message and today's date: sent as they are, without a message", async () => {
    const user = userEvent.setup();
    const api = renderForm({ handlers: { "POST /gift-cards": () => ({ body: CHECKOUT }) } });
    await user.click(screen.getByRole("radio", { name: "RM 1,000" }));
    await fillRecipient(user);
    await user.click(await screen.findByRole("button", { name: "Pay RM 1,000" }));
    await waitFor(() => expect(purchases(api)).toHaveLength(1));
    expect(JSON.parse(String(purchases(api)[0]?.[1]?.body))).toEqual({
      amount: 1000,
      currency: "MYR",
      recipientName: "Nur Hidayah",
      recipientEmail: "nur@example.com",
      sendOn: today(),
      paymentMethod: "card",
    });
  });

  it("refuses an amount outside RM 100-5,000, a bad email and a past day under their fields, and posts nothing", async () => {
    const user = userEvent.setup();
    const api = renderForm({ handlers: { "POST /gift-cards": () => ({ body: CHECKOUT }) } });
    await screen.findByRole("button", { name: "Pay RM 500" });
    await user.click(screen.getByRole("radio", { name: "Other amount" }));
    await user.type(screen.getByLabelText("Your amount (RM)"), "99");
    await user.type(screen.getByLabelText("Recipient's name"), "Nur Hidayah");
    await user.type(screen.getByLabelText("Recipient's email"), "nur@example");
    fireEvent.change(screen.getByLabelText("Send on"), { target: { value: "2020-01-01" } });
    await user.click(screen.getByRole("button", { name: "Pay" }));

    const amount = screen.getByLabelText("Your amount (RM)");
    expect(await screen.findByText("A gift card is from RM 100 to RM 5,000")).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(amount).toHaveAccessibleDescription(/A gift card is from RM 100 to RM 5,000/);
    expect(screen.getByLabelText("Recipient's email")).toHaveAccessibleDescription(/valid email/i);
    expect(screen.getByLabelText("Send on")).toHaveAccessibleDescription(
      /Choose a send date from today to a year ahead/,
    );
    // Below the sen, and not a number at all, are refused the same way.
    for (const typed of ["100.005", "abc", "5001"]) {
      await user.clear(amount);
      await user.type(amount, typed);
      expect(amount).toHaveAccessibleDescription(/A gift card is from RM 100 to RM 5,000/);
    }
    expect(purchases(api)).toHaveLength(0);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("a message over 500 characters is refused and marked", async () => {
    const user = userEvent.setup();
    const api = renderForm();
    await fillRecipient(user);
    const message = screen.getByLabelText("Message (optional)");
    fireEvent.change(message, { target: { value: "x".repeat(501) } });
    await user.click(await screen.findByRole("button", { name: "Pay RM 500" }));
    expect(await screen.findByText("Keep the message to 500 characters")).toBeInTheDocument();
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(purchases(api)).toHaveLength(0);
  });

  it("shows the server's refusal, and under its field when it names one", async () => {
    const user = userEvent.setup();
    const refusals = [
      {
        statusCode: 400,
        code: "VALIDATION_ERROR",
        message: "Choose a send date from today to a year ahead",
        messageId: "giftCardSendOnInvalid",
      },
      {
        statusCode: 400,
        code: "VALIDATION_ERROR",
        message: "Please enter a valid email address",
        details: { recipientEmail: "Please enter a valid email address" },
        detailMessages: { recipientEmail: { messageId: "emailInvalid" } },
      },
    ];
    renderForm({ handlers: { "POST /gift-cards": () => ({ status: 400, body: refusals.shift() }) } });
    await fillRecipient(user);
    await user.click(await screen.findByRole("button", { name: "Pay RM 500" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Choose a send date from today to a year ahead",
    );
    expect(redirectTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Pay RM 500" }));
    const email = screen.getByLabelText("Recipient's email");
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Please enter a valid email address/));
    expect(email).toHaveFocus();
    expect(screen.getByRole("button", { name: "Pay RM 500" })).toBeEnabled();
  });

  it("asks a visitor who is not signed in to sign in first, keeping the form, then pays", async () => {
    const user = userEvent.setup();
    const api = renderForm({ signedIn: false, handlers: { "POST /gift-cards": () => ({ body: CHECKOUT }) } });
    expect(screen.getByText(/Sign in or create an account to pay/)).toBeInTheDocument();
    await fillRecipient(user);
    await user.click(screen.getByRole("button", { name: "Sign in to pay" }));
    expect(screen.getByTestId("auth-dialog")).toHaveTextContent("login");
    expect(screen.getByLabelText("Recipient's name")).toHaveValue("Nur Hidayah");
    expect(purchases(api)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Signed in through the dialog" }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(CHECKOUT.url));
    expect(JSON.parse(String(purchases(api)[0]?.[1]?.body))).toMatchObject({
      amount: 500,
      recipientName: "Nur Hidayah",
    });
  });

  it("a visitor who closes the sign-in without signing in pays nothing later by surprise", async () => {
    const user = userEvent.setup();
    const api = renderForm({ signedIn: false, handlers: { "POST /gift-cards": () => ({ body: CHECKOUT }) } });
    await fillRecipient(user);
    await user.click(screen.getByRole("button", { name: "Sign in to pay" }));
    await user.click(screen.getByRole("button", { name: "Closed the dialog" }));
    await user.click(screen.getByRole("button", { name: "Signed in through the dialog" }));
    expect(await screen.findByRole("button", { name: "Pay RM 500" })).toBeEnabled();
    expect(purchases(api)).toHaveLength(0);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it("previews the card as it is typed", async () => {
    const user = userEvent.setup();
    renderForm();
    const preview = within(screen.getByTestId("gift-card-preview"));
    expect(preview.getByText("RM 500")).toBeInTheDocument();
    expect(preview.getByText("For someone special")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Recipient's name"), "Nur");
    expect(preview.getByText("For Nur")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "RM 200" }));
    expect(preview.getByText("RM 200")).toBeInTheDocument();
    expect(screen.getByTestId("gift-card-preview")).toHaveAttribute("aria-hidden", "true");
  });
});

function nextWeek(): string {
  return new Date(Date.parse(`${today()}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
}

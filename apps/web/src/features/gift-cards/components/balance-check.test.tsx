import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app";
import { BalanceCheck } from "./balance-check";

const CODE = "7KQ2M9XD4HTWPB3N";
const NOT_FOUND = {
  status: 404,
  body: {
    statusCode: 404,
    code: "NOT_FOUND",
    message: "No gift card has this code",
    messageId: "giftCardNotFound",
  },
};

function renderBox(balanceOf: (code: string) => { status?: number; body?: unknown }) {
  const api = mockApi({});
  api.mockImplementation(async (input) => {
    const code = /\/api\/gift-cards\/([^/]+)\/balance$/.exec(String(input))?.[1] ?? "";
    const answer = balanceOf(decodeURIComponent(code));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  renderApp([{ element: <BalanceCheck /> }], "/gift-cards", { session: false });
  return api;
}

const codeField = () => screen.getByLabelText("Gift card code");
const check = () => screen.getByRole("button", { name: "Check balance" });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("BalanceCheck", () => {
  it("shows what is left on a code typed any way, asking once per code as the server reads it", async () => {
    const user = userEvent.setup();
    const api = renderBox((code) =>
      code === CODE ? { body: { balance: 180.5, currency: "MYR" } } : NOT_FOUND,
    );
    expect(screen.getByRole("heading", { name: "Check a gift card's balance" })).toBeInTheDocument();
    await user.type(codeField(), "7kq2 m9xd-4htw pb3n");
    await user.click(check());
    expect(await screen.findByText("RM 180.50 left")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("RM 180.50 left");
    expect(api).toHaveBeenCalledTimes(1);
    expect(String(api.mock.calls[0]?.[0])).toBe(`/api/gift-cards/${CODE}/balance`);
  });

  it("says the server's word for a code no card has, and asks again for the same code", async () => {
    const user = userEvent.setup();
    const api = renderBox(() => NOT_FOUND);
    await user.type(codeField(), "ABCD-EFGH-JKMN-PQRS");
    await user.click(check());
    expect(await screen.findByText("No gift card has this code")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("No gift card has this code");
    await user.click(check());
    await vi.waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(await screen.findByText("No gift card has this code")).toBeInTheDocument();
  });

  it("a void card, in the server's words", async () => {
    const user = userEvent.setup();
    renderBox(() => ({
      status: 409,
      body: {
        statusCode: 409,
        code: "CONFLICT",
        message: "This gift card can no longer be used",
        messageId: "giftCardVoid",
      },
    }));
    await user.type(codeField(), CODE);
    await user.click(check());
    expect(await screen.findByText("This gift card can no longer be used")).toBeInTheDocument();
  });

  it("refuses what cannot be a code under the field, and asks nothing", async () => {
    const user = userEvent.setup();
    const api = renderBox(() => NOT_FOUND);
    await user.type(codeField(), "GIFT-123");
    await user.click(check());
    expect(await screen.findByText("Enter the gift card's 16-character code")).toBeInTheDocument();
    expect(codeField()).toHaveAttribute("aria-invalid", "true");
    expect(codeField()).toHaveAccessibleDescription("Enter the gift card's 16-character code");
    expect(api).not.toHaveBeenCalled();
  });
});

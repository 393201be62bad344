import { INVITE_GATE_ATTRIBUTE } from "@ivdrips/contract/prerender";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app";
import { InviteGateDialog } from "../components/invite-gate-dialog";
import { INVITE_FLAG_KEY } from "../../../lib/invite-flag";
import { startFirstVisitGate } from "./first-visit-gate";

/**
 * The page as the server sends it to a browser without a pass: the page inert in #root, and the gate's dialog
 * (the app's own markup, taken from InviteGateDialog) rendered in place over it.
 */
function serverPage() {
  renderApp([{ path: "/", element: <InviteGateDialog onGranted={() => {}} /> }], "/", {
    session: false,
  });
  const dialogMarkup = [...document.body.querySelectorAll('[data-slot^="dialog-"]')]
    .filter((node) => !node.parentElement?.closest('[data-slot^="dialog-"]'))
    .map((node) => node.outerHTML)
    .join("");
  cleanup();
  document.body.innerHTML =
    `<div id="root" ${INVITE_GATE_ATTRIBUTE}="closed"><div inert style="display:contents">` +
    `<main><h1>IV Drips</h1><a href="/services">Services</a></main>${dialogMarkup}</div></div>`;
}

const gate = () => screen.getByRole("dialog", { name: "Access Required" });
const field = () => within(gate()).getByLabelText("Invite Code");
const submit = () => within(gate()).getByRole("button", { name: /Verify & Enter|Verifying/ });
async function toastTitled(title: string) {
  return within(await screen.findByRole("region", { name: "Notifications" })).findByText(title);
}

afterEach(() => {
  document.body.innerHTML = "";
  document.body.removeAttribute("style");
  vi.unstubAllGlobals();
});

describe("the first visit's gate, before the app has loaded", () => {
  it("works the server's dialog: focus, the page out of reach, the button only with a code", async () => {
    serverPage();
    localStorage.setItem(INVITE_FLAG_KEY, "true");
    startFirstVisitGate(vi.fn(async () => undefined));

    expect(field()).toHaveFocus();
    // The server saw no pass: a flag set by hand is forgotten.
    expect(localStorage.getItem(INVITE_FLAG_KEY)).toBeNull();
    expect(document.getElementById("root")?.inert).toBe(true);
    expect(gate().closest("#root")).toBeNull();
    expect(document.body.style.overflow).toBe("hidden");

    const user = userEvent.setup();
    expect(submit()).toBeDisabled();
    await user.type(field(), "   ");
    expect(submit()).toBeDisabled();
    await user.type(field(), "CODE");
    expect(submit()).toBeEnabled();
    // Tab goes round the dialog's controls and never reaches the page.
    await user.tab();
    expect(submit()).toHaveFocus();
    await user.tab();
    expect(field()).toHaveFocus();
  });

  it("refuses a wrong code with the app's toast, and stays", async () => {
    serverPage();
    const fetchMock = mockApi({ "POST /invite-codes/verify": () => ({ body: { valid: false } }) });
    const loadApp = vi.fn(async () => undefined);
    startFirstVisitGate(loadApp);
    const user = userEvent.setup();
    await user.type(field(), "  nope  ");
    await user.click(submit());

    const title = await toastTitled("Invalid Code");
    const toast = title.closest("[data-slot=toast]");
    expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(toast).toHaveAttribute("role", "alert");
    expect(toast).toHaveTextContent("Please enter a valid invite code.");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/invite-codes/verify",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ code: "nope" }) }),
    );
    expect(gate()).toBeVisible();
    expect(submit()).toHaveTextContent("Verify & Enter");
    expect(submit()).toBeEnabled();
    expect(loadApp).not.toHaveBeenCalled();
    expect(localStorage.getItem(INVITE_FLAG_KEY)).toBeNull();

    await user.click(within(toast as HTMLElement).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByText("Invalid Code")).toBeNull());
  });

  it("says 'Verifying...' while it asks, and the server's words when it fails", async () => {
    serverPage();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    mockApi({
      "POST /invite-codes/verify": () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    startFirstVisitGate(vi.fn(async () => undefined));
    const user = userEvent.setup();
    await user.type(field(), "CODE");
    await user.click(submit());
    expect(submit()).toHaveTextContent("Verifying...");
    expect(submit()).toBeDisabled();
    expect(submit().querySelector("svg.animate-spin")).not.toBeNull();

    answer({ status: 429, body: { message: "Too many attempts. Please wait a minute.", statusCode: 429 } });
    const title = await toastTitled("Verification Failed");
    expect(title.closest("[data-slot=toast]")).toHaveTextContent("Too many attempts. Please wait a minute.");
    expect(submit()).toHaveTextContent("Verify & Enter");
  });

  it("says why when the server cannot be reached", async () => {
    serverPage();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    startFirstVisitGate(vi.fn(async () => undefined));
    const user = userEvent.setup();
    await user.type(field(), "CODE");
    await user.click(submit());
    const title = await toastTitled("Verification Failed");
    expect(title.closest("[data-slot=toast]")).toHaveTextContent(
      "We could not reach IV Drips. Please check your connection and try again.",
    );
  });

  it("lets a valid code in: the flag, the toast, the page back, and then the app", async () => {
    serverPage();
    mockApi({ "POST /invite-codes/verify": () => ({ body: { valid: true } }) });
    const root = document.getElementById("root");
    const loadApp = vi.fn(async () => {
      // The app starts as for a visitor with a pass: no mark on #root, the flag set.
      expect(root?.hasAttribute(INVITE_GATE_ATTRIBUTE)).toBe(false);
      expect(localStorage.getItem(INVITE_FLAG_KEY)).toBe("true");
    });
    startFirstVisitGate(loadApp);
    const user = userEvent.setup();
    await user.type(field(), "IVDRIPS-DEMO");
    await user.click(submit());

    const title = await toastTitled("Access Granted");
    expect(title.closest("[data-slot=toast]")).toHaveTextContent("Welcome to IV Drips!");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector('[data-slot="dialog-overlay"]')).toBeNull();
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(root?.inert).toBe(false);
    expect(document.body.style.overflow).toBe("");
  });

  it("closes a failed attempt's toast when the next code is accepted", async () => {
    serverPage();
    let attempts = 0;
    mockApi({
      "POST /invite-codes/verify": () => {
        attempts += 1;
        return { body: { valid: attempts > 1 } };
      },
    });
    startFirstVisitGate(vi.fn(async () => undefined));
    const user = userEvent.setup();
    await user.type(field(), "WRONG");
    await user.click(submit());
    const invalid = (await toastTitled("Invalid Code")).closest("[data-slot=toast]");

    await user.clear(field());
    await user.type(field(), "IVDRIPS-DEMO");
    await user.click(submit());
    await toastTitled("Access Granted");
    expect(invalid).toHaveAttribute("data-state", "closed");
    await waitFor(() => expect(screen.queryByText("Invalid Code")).toBeNull());
  });

  it("starts the app at once on a page without the gate's markup", () => {
    document.body.innerHTML = `<div id="root" ${INVITE_GATE_ATTRIBUTE}="closed"></div>`;
    const loadApp = vi.fn(async () => undefined);
    startFirstVisitGate(loadApp);
    expect(loadApp).toHaveBeenCalledTimes(1);
  });
});

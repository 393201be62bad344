import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFetch, releaseInviteHold } from "../../../lib/api-client";
import { clearToasts, mockApi, renderApp, requestAt } from "../../../test/render-app";
import { INVITE_FLAG_KEY } from "../../../lib/invite-flag";
import { InviteGate, preloadInviteGate } from "./invite-gate";

const GATED = {
  status: 403,
  body: {
    message: "Invite code required",
    messageId: "inviteRequired",
    statusCode: 403,
    code: "INVITE_REQUIRED",
  },
};

/** A page behind the gate: it lists what GET /api/services answers. */
function ServicesProbe() {
  const services = useQuery({
    queryKey: ["probe-services"],
    queryFn: () => apiFetch<{ name: string }[]>("/services"),
  });
  if (services.isError) return <p>No services</p>;
  return (
    <ul aria-label="Services">
      {(services.data ?? []).map((service) => (
        <li key={service.name}>{service.name}</li>
      ))}
    </ul>
  );
}

function renderGateOverPage() {
  const user = userEvent.setup();
  renderApp(
    [
      {
        path: "/",
        element: (
          <>
            <ServicesProbe />
            <InviteGate />
          </>
        ),
      },
    ],
    "/",
    { session: false },
  );
  return user;
}

/** The server as it behaves: /services needs the pass that a valid code hands out. */
function serverWithGate({ passed }: { passed: boolean }) {
  const state = { passed };
  const fetchMock = mockApi({
    "GET /services": () => (state.passed ? { body: [{ name: "NMN 150" }] } : GATED),
    // Needs no pass: the gate shows how to ask for a code.
    "GET /invite-codes/contact": () => ({ body: CONTACT }),
    "POST /invite-codes/verify": ({ body }) => {
      const valid = (body as { code: string }).code === "IVDRIPS-DEMO";
      if (valid) state.passed = true;
      return { body: { valid } };
    },
  });
  return { fetchMock, state };
}

const CONTACT = {
  whatsappNumber: "60123456789",
  supportPhone: "+60 3-2785 0000",
  supportEmail: "care@ivdrips.my",
  serviceName: null,
};

/** The calls made, but the gate's own contact call (which needs no pass): in order. */
const callsBut = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => !url.startsWith("/api/invite-codes/contact"));

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  releaseInviteHold();
  document.getElementById("root")?.remove();
});

describe("InviteGate and the server's invite pass", () => {
  it("a hand-set flag without the pass: the server refuses, the flag is forgotten and the gate shows again", async () => {
    localStorage.setItem(INVITE_FLAG_KEY, "true");
    const { fetchMock } = serverWithGate({ passed: false });
    const user = renderGateOverPage();

    const gate = await screen.findByRole("dialog", { name: "Access Required" });
    expect(localStorage.getItem(INVITE_FLAG_KEY)).toBeNull();
    expect(screen.queryByText("NMN 150")).toBeNull();
    // Refused once, not retried.
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/services")).toHaveLength(1);

    await user.type(within(gate).getByLabelText("Invite Code"), "IVDRIPS-DEMO");
    await user.click(within(gate).getByRole("button", { name: "Verify & Enter" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Access Required" })).toBeNull());
    expect(localStorage.getItem(INVITE_FLAG_KEY)).toBe("true");
    // What the gate refused is fetched again, now with the pass.
    expect(await screen.findByText("NMN 150")).toBeInTheDocument();
    const verifyCall = fetchMock.mock.calls.findIndex(([url]) => String(url) === "/api/invite-codes/verify");
    expect(requestAt(fetchMock, verifyCall)).toMatchObject({ method: "POST" });
  });

  it("with the flag and a valid pass, the gate stays hidden and the page has its data", async () => {
    localStorage.setItem(INVITE_FLAG_KEY, "true");
    serverWithGate({ passed: true });
    renderGateOverPage();
    expect(await screen.findByText("NMN 150")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Access Required" })).toBeNull();
    expect(localStorage.getItem(INVITE_FLAG_KEY)).toBe("true");
  });

  it("a wrong code keeps the gate up and fetches nothing again", async () => {
    const { fetchMock } = serverWithGate({ passed: false });
    const user = renderGateOverPage();
    const gate = await screen.findByRole("dialog", { name: "Access Required" });
    await screen.findByText("No services");
    await user.type(within(gate).getByLabelText("Invite Code"), "WRONG-CODE");
    await user.click(within(gate).getByRole("button", { name: "Verify & Enter" }));
    expect(await screen.findAllByText("Invalid Code")).not.toHaveLength(0);
    expect(screen.getByRole("dialog", { name: "Access Required" })).toBeInTheDocument();
    expect(callsBut(fetchMock)).toEqual(["/api/services", "/api/invite-codes/verify"]);
    expect(localStorage.getItem(INVITE_FLAG_KEY)).toBeNull();
  });
});

describe("InviteGate when the server said this browser has no pass", () => {
  /** What apps/api/src/plugins/web-app.ts sends a browser without a valid pass: #root marked so. */
  function pageFromServerWithoutPass() {
    const root = document.createElement("div");
    root.id = "root";
    root.setAttribute("data-invite-gate", "closed");
    document.body.append(root);
  }

  it("asks the API nothing until a code is accepted, even with a hand-set flag; then the page has its data", async () => {
    localStorage.setItem(INVITE_FLAG_KEY, "true");
    pageFromServerWithoutPass();
    const { fetchMock } = serverWithGate({ passed: false });
    await preloadInviteGate();
    expect(localStorage.getItem(INVITE_FLAG_KEY)).toBeNull();
    const user = renderGateOverPage();

    const gate = await screen.findByRole("dialog", { name: "Access Required" });
    await user.type(within(gate).getByLabelText("Invite Code"), "WRONG-CODE");
    await user.click(within(gate).getByRole("button", { name: "Verify & Enter" }));
    expect(await screen.findAllByText("Invalid Code")).not.toHaveLength(0);
    expect(callsBut(fetchMock)).toEqual(["/api/invite-codes/verify"]);

    await user.clear(within(gate).getByLabelText("Invite Code"));
    await user.type(within(gate).getByLabelText("Invite Code"), "IVDRIPS-DEMO");
    await user.click(within(gate).getByRole("button", { name: "Verify & Enter" }));
    expect(await screen.findByText("NMN 150")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Access Required" })).toBeNull();
    expect(callsBut(fetchMock)).toEqual([
      "/api/invite-codes/verify",
      "/api/invite-codes/verify",
      "/api/services",
    ]);
    expect(localStorage.getItem(INVITE_FLAG_KEY)).toBe("true");
  });
});

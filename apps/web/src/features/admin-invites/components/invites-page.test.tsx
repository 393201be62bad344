import type { AdminInvite } from "@ivdrips/contract/admin-invites";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import { clearToasts, findToast, mockApi, renderApp } from "../../../test/render-app";
import { InvitesPage } from "./invites-page";

const INVITE: AdminInvite = {
  id: "5b0e7c1a-2d3f-4a5b-8c9d-0e1f2a3b4c5d",
  code: "IVDRIPS-2027",
  status: "active",
  uses: 3,
  maxUses: 10,
  expiresAt: null,
  lastValidDay: null,
  revokedAt: null,
  createdAt: "2026-11-20T02:00:00.000Z",
};

beforeAll(async () => {
  await loadAdminTexts("en");
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the invite codes page", () => {
  it("creates a code with only the fields given", async () => {
    const post = vi.fn(({ body }: { body: unknown }) => ({
      status: 201,
      body: { ...INVITE, ...(body as object) },
    }));
    mockApi({ "GET /admin/invites": () => ({ body: { invites: [] } }), "POST /admin/invites": post });
    renderApp([{ path: "/", element: <InvitesPage /> }], "/", { session: false });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Code"), "IVDRIPS-2027");
    await user.type(screen.getByLabelText("Uses allowed"), "10");
    await user.click(screen.getByRole("button", { name: "Create code" }));
    expect(await findToast("Code created")).toBeInTheDocument();
    expect(post.mock.calls[0]?.[0].body).toEqual({ code: "IVDRIPS-2027", maxUses: 10 });
  });

  it("shows uses, revokes a code only after the confirm, then reads its status and uses again", async () => {
    let revoked = false;
    const revoke = vi.fn(() => {
      revoked = true;
      return { body: { ...INVITE, status: "revoked", revokedAt: "2026-11-26T02:00:00.000Z" } };
    });
    mockApi({
      "GET /admin/invites": () => ({
        body: {
          invites: [
            // A visitor entered with the code just before it was revoked: the list shows the use.
            revoked
              ? { ...INVITE, uses: 4, status: "revoked", revokedAt: "2026-11-26T02:00:00.000Z" }
              : INVITE,
          ],
        },
      }),
      [`PUT /admin/invites/${INVITE.id}/revoke`]: revoke,
    });
    renderApp([{ path: "/", element: <InvitesPage /> }], "/", { session: false });
    const user = userEvent.setup();
    expect(await screen.findByText("Used 3 of 10")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Revoke/ }));
    const dialog = await screen.findByRole("dialog");
    // What revoking does, as the invite gate does it: passes from the code stop within 30 s (a process's cache).
    expect(
      within(dialog).getByText(
        "The code stops working at once, and everyone who entered with it is shut out within 30 seconds: they see the gate again and need another code, even if signed in.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/keep their pass/)).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Revoke code" }));
    expect(await findToast("Code revoked")).toBeInTheDocument();
    expect(await screen.findByText("Revoked")).toBeInTheDocument();
    expect(await screen.findByText("Used 4 of 10")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Revoke/ })).toBeNull();
  });
});

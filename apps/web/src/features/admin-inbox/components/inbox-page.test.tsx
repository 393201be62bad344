import type { InboxItem } from "@ivdrips/contract/admin-inbox";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import { clearToasts, findToast, mockApi, renderApp } from "../../../test/render-app";
import { InboxPage } from "./inbox-page";

const MESSAGE: InboxItem = {
  kind: "support",
  id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  status: "new",
  staffNote: null,
  language: "ms",
  createdAt: "2026-11-25T02:00:00.000Z",
  email: "aminah@example.my",
  name: "Aminah",
  subject: "Change my visit",
  category: "booking",
  message: "Can I move my visit to Friday?",
};

beforeAll(async () => {
  await loadAdminTexts("en");
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the inbox", () => {
  it("lists a kind from the address and saves an item's status and note", async () => {
    const fetchMock = mockApi({
      "GET /admin/inbox": () => ({ body: { items: [MESSAGE], page: 1, pageSize: 50, total: 1 } }),
      [`PUT /admin/inbox/support/${MESSAGE.id}`]: ({ body }) => ({
        body: { ...MESSAGE, ...(body as object) },
      }),
    });
    renderApp([{ path: "/admin/inbox", element: <InboxPage /> }], "/admin/inbox?kind=support", {
      session: false,
    });
    const card = (await screen.findByRole("heading", { name: "Aminah: Change my visit" })).closest("article");
    if (!card) throw new Error("no card");
    expect(within(card).getByText("Booking")).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/admin/inbox?kind=support&page=1");

    const user = userEvent.setup();
    await user.selectOptions(within(card).getByLabelText("Status"), "done");
    await user.type(within(card).getByLabelText("Team note"), "Moved to Friday");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await findToast("Saved")).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: "done", note: "Moved to Friday" });
  });
});

import type { AdminClinic } from "@ivdrips/contract/admin-clinics";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import { clearToasts, findToast, mockApi, renderApp } from "../../../test/render-app";
import { ClinicsPage } from "./clinics-page";

const CLINIC: AdminClinic = {
  id: "1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b",
  name: "KL Wellness Clinic",
  username: "klwellness",
  email: null,
  coordinatorPhone: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  providers: [
    {
      id: "7d4b1f0e-2a3c-4e5f-8a9b-0c1d2e3f4a5b",
      name: "KL Mobile Team",
      cities: ["Kuala Lumpur"],
      capacityPerWindow: 2,
      isActive: true,
    },
  ],
  pendingCount: 3,
  decisionTimes: { count: 12, medianHours: 1.5, averageHours: 2.25 },
};

beforeAll(async () => {
  await loadAdminTexts("en");
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function renderPage(handlers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({ "GET /admin/clinics": () => ({ body: { clinics: [CLINIC] } }), ...handlers });
  renderApp([{ path: "/", element: <ClinicsPage /> }], "/", { session: false });
  return fetchMock;
}

describe("the clinics page", () => {
  it("shows each clinic's pending count, decision times and providers", async () => {
    renderPage({});
    expect(await screen.findByText("3 awaiting decision")).toBeInTheDocument();
    expect(screen.getByText(/12 decisions in 30 days · median 1\.5 h · average 2\.3 h/)).toBeInTheDocument();
    expect(screen.getByText("Kuala Lumpur · 2 visits per window")).toBeInTheDocument();
  });

  it("edits a provider's cities, capacity and status", async () => {
    const put = vi.fn(({ body }: { body: unknown }) => ({
      body: { ...CLINIC.providers[0], ...(body as object) },
    }));
    renderPage({ [`PUT /admin/providers/${CLINIC.providers[0]?.id}`]: put });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Edit provider/ }));
    const dialog = await screen.findByRole("dialog");
    const cities = within(dialog).getByLabelText("Cities");
    await user.clear(cities);
    await user.type(cities, "Kuala Lumpur, Petaling Jaya");
    const capacity = within(dialog).getByLabelText("Visits per window");
    await user.clear(capacity);
    await user.type(capacity, "4");
    await user.click(within(dialog).getByRole("switch"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await findToast("Saved")).toBeInTheDocument();
    expect(put.mock.calls[0]?.[0].body).toEqual({
      name: "KL Mobile Team",
      cities: ["Kuala Lumpur", "Petaling Jaya"],
      capacityPerWindow: 4,
      isActive: false,
    });
  });

  it("sets the coordinator's mobile for WhatsApp, sent in E.164 and refused at its field when it is not one", async () => {
    const put = vi.fn(({ body }: { body: unknown }) => ({ body: { ...CLINIC, ...(body as object) } }));
    renderPage({ [`PUT /admin/clinics/${CLINIC.id}`]: put });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Edit clinic/ }));
    const dialog = await screen.findByRole("dialog");
    const phone = within(dialog).getByLabelText("Coordinator's mobile (WhatsApp)");
    await user.type(phone, "12345");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("Enter a mobile number with its country code, e.g. +60 12-345 6789"),
    ).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.clear(phone);
    await user.type(phone, "012-345 6789");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await findToast("Saved")).toBeInTheDocument();
    expect(put.mock.calls[0]?.[0].body).toMatchObject({ coordinatorPhone: "+60123456789" });
  });

  it("resets a clinic's password, and shows the server's refusal in place", async () => {
    renderPage({
      [`POST /admin/clinics/${CLINIC.id}/password`]: () => ({
        status: 400,
        body: { message: "Password is too weak", statusCode: 400, code: "VALIDATION_ERROR" },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Reset password/ }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("New password"), "Clinic2026Strong");
    await user.click(within(dialog).getByRole("button", { name: "Reset password" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Password is too weak");
  });
});

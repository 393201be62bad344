import type { Clinician, NewClinician } from "@ivdrips/contract/clinical";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearToasts,
  fakeToken,
  findToast,
  mockApi,
  renderApp,
  type ApiHandler,
} from "../../../test/render-app";
import { ClinicSessionProvider } from "../clinic-session";
import { clinician } from "../test/clinical-data";
import { ClinicPortal } from "./clinic-portal";

vi.setConfig({ testTimeout: 20_000 });

const PROFILE = { id: "c1", name: "KL Wellness Clinic", username: "klwellness", providers: [] };

async function renderClinicians(handlers: Record<string, ApiHandler> = {}) {
  localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
  let list: Clinician[] = [
    clinician(),
    clinician({
      id: "d1",
      name: "Dr Tan Wei Ming",
      role: "doctor",
      registrationBody: "MMC",
      registrationNumber: "54321",
    }),
  ];
  const api = mockApi({
    "GET /clinics/profile": () => ({ body: PROFILE }),
    "GET /clinics/bookings": () => ({ body: [] }),
    "GET /clinics/clinicians": () => ({ body: list }),
    "POST /clinics/clinicians": ({ body }) => {
      const created = { ...(body as NewClinician), id: "n9", isActive: true };
      list = [...list, created];
      return { status: 201, body: created };
    },
    "PUT /clinics/clinicians/n1": ({ body }) => {
      const { isActive } = body as { isActive: boolean };
      list = list.map((item) => (item.id === "n1" ? { ...item, isActive } : item));
      return { body: list.find((item) => item.id === "n1") };
    },
    ...handlers,
  });
  renderApp(
    [
      {
        path: "/clinic",
        element: (
          <ClinicSessionProvider>
            <ClinicPortal />
          </ClinicSessionProvider>
        ),
      },
    ],
    "/clinic?view=clinicians",
    { session: false },
  );
  const section = await screen.findByRole("region", { name: "Clinicians" }, { timeout: 10_000 });
  const calls = (method: string, path: string) =>
    api.mock.calls.filter(
      ([url, init]) => (init?.method ?? "GET") === method && String(url) === `/api${path}`,
    );
  return { section, calls, user: userEvent.setup() };
}

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the Clinicians section (issue 36)", () => {
  it("is a section of the portal that lists the clinic's doctors and nurses", async () => {
    const { section } = await renderClinicians();
    const nav = screen.getByRole("navigation", { name: "Clinic portal sections" });
    expect(within(nav).getByRole("link", { name: "Clinicians" })).toHaveAttribute("aria-current", "page");
    const list = within(section).getByRole("region", { name: "Registered clinicians" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Siti Aminah");
    expect(rows[0]).toHaveTextContent("Nurse");
    expect(rows[0]).toHaveTextContent("Registration: LJM LJM/12345");
    expect(rows[0]).toHaveTextContent("Active");
    expect(rows[1]).toHaveTextContent("Dr Tan Wei Ming");
    expect(rows[1]).toHaveTextContent("Doctor");
    expect(rows[1]).toHaveTextContent("MMC 54321");
  });

  it("refuses a nurse registered with the MMC, then registers her with the LJM", async () => {
    const { section, calls, user } = await renderClinicians();
    const form = within(section).getByRole("region", { name: "Register a clinician" });
    await user.type(within(form).getByRole("textbox", { name: "Full name" }), "  Nur Aisyah Binti Ali ");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Role" }), "nurse");
    const body = within(form).getByRole("combobox", { name: "Registration body" });
    await user.selectOptions(body, "MMC");
    await user.type(within(form).getByRole("textbox", { name: "Registration number" }), "LJM/55501");
    await user.click(within(form).getByRole("button", { name: "Register clinician" }));

    expect(
      await within(form).findByText("Doctors are registered with the MMC; nurses with the LJM or NMC"),
    ).toBeVisible();
    expect(body).toHaveAttribute("aria-invalid", "true");
    expect(calls("POST", "/clinics/clinicians")).toHaveLength(0);

    await user.selectOptions(body, "LJM");
    await user.click(within(form).getByRole("button", { name: "Register clinician" }));
    expect(await findToast("Clinician registered")).toHaveTextContent(
      "Nur Aisyah Binti Ali can now clear patients.",
    );
    const posts = calls("POST", "/clinics/clinicians");
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({
      name: "Nur Aisyah Binti Ali",
      role: "nurse",
      registrationBody: "LJM",
      registrationNumber: "LJM/55501",
    });
    const list = within(section).getByRole("region", { name: "Registered clinicians" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(within(form).getByRole("textbox", { name: "Full name" })).toHaveValue("");
  });

  it("says why the server refused a registration (a number listed twice)", async () => {
    const { section, user } = await renderClinicians({
      "POST /clinics/clinicians": () => ({
        status: 409,
        body: {
          message: "A clinician with this registration number is already registered with your clinic",
          messageId: "clinicianExists",
          statusCode: 409,
          code: "CONFLICT",
        },
      }),
    });
    const form = within(section).getByRole("region", { name: "Register a clinician" });
    await user.type(within(form).getByRole("textbox", { name: "Full name" }), "Dr Tan Wei Ming");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Role" }), "doctor");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Registration body" }), "MMC");
    await user.type(within(form).getByRole("textbox", { name: "Registration number" }), "54321");
    await user.click(within(form).getByRole("button", { name: "Register clinician" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "A clinician with this registration number is already registered with your clinic",
    );
  });

  it("marks a clinician no longer active with PUT {isActive: false}, and active again", async () => {
    const { section, calls, user } = await renderClinicians();
    const list = within(section).getByRole("region", { name: "Registered clinicians" });
    const siti = within(list).getAllByRole("listitem")[0] as HTMLElement;
    const button = within(siti).getByRole("button", { name: "Mark no longer active" });
    expect(button).toHaveAccessibleDescription("Siti Aminah");
    await user.click(button);

    expect(await findToast("Clinician updated")).toHaveTextContent(
      "Siti Aminah is no longer offered for approvals.",
    );
    const puts = calls("PUT", "/clinics/clinicians/n1");
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]?.[1]?.body))).toEqual({ isActive: false });
    // No longer active: listed after the active ones.
    await waitFor(() =>
      expect(within(list).getAllByRole("listitem")[1]).toHaveTextContent("No longer active"),
    );
    const row = within(list).getAllByRole("listitem")[1] as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Mark active again" }));
    await waitFor(() => expect(calls("PUT", "/clinics/clinicians/n1")).toHaveLength(2));
    expect(JSON.parse(String(calls("PUT", "/clinics/clinicians/n1")[1]?.[1]?.body))).toEqual({
      isActive: true,
    });
  });
});

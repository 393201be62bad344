import type { Booking } from "@ivdrips/contract/bookings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clinicBooking } from "../../../test/bookings";
import { clearToasts, findToast, mockApi, renderApp } from "../../../test/render-app";
import { clinician } from "../test/clinical-data";
import { visitDay } from "../../../test/visits";
import { assignClinicianDialog, ClinicBookingCard } from "./clinic-booking-card";

// The dialog loads on first intent: here, before the tests.
beforeAll(() => assignClinicianDialog());

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const CLINICIANS = [
  clinician(),
  clinician({
    id: "d1",
    name: "Dr Tan Wei Ming",
    role: "doctor",
    registrationBody: "MMC",
    registrationNumber: "54321",
  }),
  clinician({ id: "n2", name: "Nurse Who Left", isActive: false }),
];

function renderCard(overrides: Partial<Booking>) {
  const approved = (changes: Partial<Booking> = {}) =>
    clinicBooking({ clinicApprovalStatus: "approved", actions: ["on_the_way"], ...overrides, ...changes });
  const api = mockApi({
    "GET /clinics/clinicians": () => ({ body: CLINICIANS }),
    "PUT /clinics/bookings/b1/clinician": ({ body }) => {
      const { clinicianId } = body as { clinicianId: string };
      const chosen = CLINICIANS.find((item) => item.id === clinicianId) ?? CLINICIANS[0];
      return { body: approved({ visit: visitDay({ clinician: chosen ? { ...chosen } : null }) }) };
    },
  });
  renderApp([{ element: <ClinicBookingCard booking={approved()} clinicId="c1" /> }], "/", { session: false });
  const puts = () =>
    api.mock.calls
      .filter(([, init]) => init?.method === "PUT")
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { puts, user: userEvent.setup() };
}

describe("who comes to an approved visit (issue 37)", () => {
  it("shows nobody yet, and assigns an active clinician without a reason", async () => {
    const { user, puts } = renderCard({ visit: visitDay({ clinician: null }) });
    expect(screen.getByText("No clinician assigned yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the visit" })).toHaveAttribute(
      "href",
      expect.stringContaining("?view=visit&booking=b1"),
    );

    await user.click(screen.getByRole("button", { name: "Assign clinician" }));
    const dialog = await screen.findByRole("dialog", { name: "Who goes to this visit" });
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    const select = await within(dialog).findByRole("combobox", { name: "Clinician" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Choose a clinician",
      "Siti Aminah · Nurse · LJM LJM/12345",
      "Dr Tan Wei Ming · Doctor · MMC 54321",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Assign" }));
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(puts()).toEqual([]);

    await user.selectOptions(select, "d1");
    await user.click(within(dialog).getByRole("button", { name: "Assign" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(puts()).toEqual([{ clinicianId: "d1" }]);
    expect(await findToast("Clinician assigned")).toHaveTextContent("Dr Tan Wei Ming goes to this visit.");
  });

  it("asks why before reassigning, and to someone else", async () => {
    const { user, puts } = renderCard({ visit: visitDay() });
    expect(screen.getByText(/Siti Aminah · Nurse/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reassign" }));
    const dialog = await screen.findByRole("dialog", { name: "Who goes to this visit" });
    expect(dialog).toHaveTextContent("Now assigned: Siti Aminah");
    const select = await within(dialog).findByRole("combobox", { name: "Clinician" });
    const reason = within(dialog).getByRole("textbox", { name: "Why another clinician" });
    expect(reason).toHaveAccessibleDescription(
      "Kept in the booking's history; the customer does not see it.",
    );

    await user.selectOptions(select, "n1");
    await user.type(reason, "Siti is unwell today");
    await user.click(within(dialog).getByRole("button", { name: "Assign" }));
    expect(within(dialog).getByText("Choose a clinician other than the one assigned")).toBeVisible();

    await user.selectOptions(select, "d1");
    await user.clear(reason);
    await user.click(within(dialog).getByRole("button", { name: "Assign" }));
    expect(
      within(dialog).getByText("Say why the visit goes to another clinician (3-300 characters)"),
    ).toBeVisible();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveFocus();
    expect(puts()).toEqual([]);

    await user.type(reason, "Siti is unwell today");
    await user.click(within(dialog).getByRole("button", { name: "Assign" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(puts()).toEqual([{ clinicianId: "d1", reason: "Siti is unwell today" }]);
  });
});

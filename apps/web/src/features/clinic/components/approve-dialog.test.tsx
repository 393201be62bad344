import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Booking } from "@ivdrips/contract/bookings";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n/language-store";
import { clinicBooking as booking } from "../../../test/bookings";
import { clearToasts, findToast, mockApi, renderApp, type ApiHandler } from "../../../test/render-app";
import { clearance, clinician } from "../test/clinical-data";
import { approveDialog, ClinicBookingCard } from "./clinic-booking-card";

// The dialog loads on first intent (the desk paints without it): here, before the tests.
beforeAll(() => approveDialog());

afterEach(async () => {
  clearToasts();
  vi.unstubAllGlobals();
  await act(async () => {
    await setLanguage("en");
  });
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
  clinician({ id: "n2", name: "Nurse Who Left", registrationNumber: "LJM/999", isActive: false }),
];

function renderCard(handlers: Record<string, ApiHandler>, overrides: Partial<Booking> = {}) {
  const api = mockApi({
    "GET /clinics/bookings/b1/clearance": () => ({ body: clearance() }),
    "GET /clinics/clinicians": () => ({ body: CLINICIANS }),
    ...handlers,
  });
  renderApp(
    [
      {
        element: (
          <ClinicBookingCard
            booking={booking({ clinicalFlags: ["diabetes", "pregnancy_or_breastfeeding"], ...overrides })}
            clinicId="c1"
          />
        ),
      },
    ],
    "/",
    { session: false },
  );
  const puts = () => api.mock.calls.filter(([, init]) => init?.method === "PUT");
  return { api, puts, user: userEvent.setup() };
}

describe("approving a booking (issue 36: a clearance by a named clinician)", () => {
  it("shows the flags on the card, then the screening flags first, and approves only with a clinician", async () => {
    const { puts, user } = renderCard({
      "PUT /clinics/bookings/b1/status": () => ({ body: booking({ clinicApprovalStatus: "approved" }) }),
    });

    // On the card, before opening: said with the Approve button too.
    expect(screen.getByText("Check first: Diabetes, Pregnancy or breastfeeding")).toBeInTheDocument();
    const approve = screen.getByRole("button", { name: "Approve" });
    expect(approve).toHaveAccessibleDescription(/Check first: Diabetes, Pregnancy or breastfeeding/);

    await user.click(approve);
    const dialog = await screen.findByRole("dialog", { name: "Clear this patient" });
    const flags = await within(dialog).findByRole("region", { name: "Check first" });
    expect(
      within(flags)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Diabetes", "Pregnancy or breastfeeding"]);
    // The flags come first: before the answers, the consent and the choice of clinician.
    const headings = within(dialog)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(["Check first", "Health screening", "Consent to treatment"]);
    const answers = within(dialog).getByRole("region", { name: "Health screening" });
    expect(answers).toHaveTextContent("Age at booking34 years");
    expect(answers).toHaveTextContent("Pregnant or breastfeedingBreastfeeding");
    expect(answers).toHaveTextContent("Weight58 kg");
    expect(answers).toHaveTextContent("Allergies to medicinesPenicillin");
    expect(answers).toHaveTextContent("Food allergiesNone known");
    expect(answers).toHaveTextContent("Current medicationMetformin 500 mg twice a day");
    expect(answers).toHaveTextContent("Previous reaction to a dripNo");
    expect(answers).toHaveTextContent("Emergency contactFarid Rahman, +60129876543");
    expect(within(dialog).getByRole("region", { name: "Consent to treatment" })).toHaveTextContent(
      /Version 1\.2, signed by Aisha Rahman on Monday, 1 June 2026/,
    );

    // Only the active clinicians are offered.
    const select = within(dialog).getByRole("combobox", { name: "Cleared by" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Choose a clinician",
      "Siti Aminah · Nurse · LJM LJM/12345",
      "Dr Tan Wei Ming · Doctor · MMC 54321",
    ]);

    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await within(dialog).findByText("Choose the clinician who cleared this patient")).toBeVisible();
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveFocus();
    expect(puts()).toHaveLength(0);

    await user.selectOptions(select, "d1");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await findToast("Booking Updated")).toHaveTextContent("Booking has been approved");
    expect(puts()).toHaveLength(1);
    expect(String(puts()[0]?.[0])).toBe("/api/clinics/bookings/b1/status");
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({ status: "approved", clinicianId: "d1" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("with no active clinician, says so, links to Clinicians and cannot approve", async () => {
    const { puts, user } = renderCard(
      {
        "GET /clinics/bookings/b1/clearance": () => ({ body: clearance({ flags: [] }) }),
        "GET /clinics/clinicians": () => ({ body: [clinician({ isActive: false })] }),
      },
      { clinicalFlags: [] },
    );
    expect(screen.queryByText(/Check first/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear this patient" });
    expect(
      await within(dialog).findByText("None of this drip's precautions are met by the patient's answers."),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText(/No clinician of your clinic is registered yet/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Register clinicians" })).toHaveAttribute(
      "href",
      expect.stringContaining("?view=clinicians"),
    );
    expect(within(dialog).queryByRole("combobox")).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole("button", { name: "Approve" });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(puts()).toHaveLength(0);
  });

  it("waits for the screening before Approve; a booking with none (404) says so and cannot be approved", async () => {
    let answer: ReturnType<ApiHandler> = { status: 503, body: { message: "Down", statusCode: 503 } };
    const { puts, user } = renderCard({
      "GET /clinics/bookings/b1/clearance": () => answer,
      "PUT /clinics/bookings/b1/status": () => ({ body: booking({ clinicApprovalStatus: "approved" }) }),
    });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear this patient" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The health screening could not be loaded: Down",
    );
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: "Cleared by" }), "n1");
    expect(within(dialog).getByRole("button", { name: "Approve" })).toBeDisabled();

    answer = {
      status: 404,
      body: {
        message: "No clearance exists for this booking",
        messageId: "clearanceNotFound",
        statusCode: 404,
      },
    };
    await user.click(within(dialog).getByRole("button", { name: "Try Again" }));
    expect(await within(dialog).findByText(/This booking has no health screening/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Approve" })).toBeDisabled();
    expect(puts()).toHaveLength(0);
  });

  it("names the flags in the site's language", async () => {
    await act(async () => {
      await setLanguage("ms");
    });
    const { user } = renderCard({});
    expect(screen.getByText("Semak dahulu: Diabetes, Hamil atau menyusu badan")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Luluskan" }));
    const dialog = await screen.findByRole("dialog", { name: "Luluskan pesakit ini" });
    const flags = await within(dialog).findByRole("region", { name: "Semak dahulu" });
    expect(flags).toHaveTextContent("Hamil atau menyusu badan");
    expect(within(dialog).getByRole("region", { name: "Saringan kesihatan" })).toHaveTextContent(
      "Umur semasa tempahan34 tahun",
    );
  });
});

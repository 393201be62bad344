import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clinicBooking as booking } from "../../../test/bookings";
import { clearToasts, findToast, mockApi, renderApp } from "../../../test/render-app";
import { clinician } from "../test/clinical-data";
import { ClinicBookingCard, rejectDialog } from "./clinic-booking-card";

beforeAll(() => rejectDialog());

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

function renderCard() {
  const api = mockApi({
    "GET /clinics/clinicians": () => ({
      body: [
        clinician(),
        clinician({
          id: "d1",
          name: "Dr Tan",
          role: "doctor",
          registrationBody: "MMC",
          registrationNumber: "54321",
        }),
      ],
    }),
    "PUT /clinics/bookings/b1/status": () => ({
      body: booking({ clinicApprovalStatus: "rejected", status: "cancelled" }),
    }),
  });
  renderApp([{ element: <ClinicBookingCard booking={booking()} clinicId="c1" /> }], "/", { session: false });
  const puts = () => api.mock.calls.filter(([, init]) => init?.method === "PUT");
  return { puts, user: userEvent.setup() };
}

describe("rejecting a booking (issue 36: medical or scheduling grounds)", () => {
  it("sends a medical rejection with clinical: true and the clinician who declined, who is required", async () => {
    const { puts, user } = renderCard();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this booking?" });
    const grounds = within(dialog).getByRole("group", { name: "Why are you rejecting?" });
    expect(within(grounds).getByRole("radio", { name: "Scheduling or availability" })).toBeChecked();

    await user.click(within(grounds).getByRole("radio", { name: /^Medical reasons/ }));
    expect(grounds).toHaveAccessibleDescription(
      "The customer is refunded in full and told, in their language, to consult a doctor. Your reason is kept only in your clinic's clinical record.",
    );
    await user.type(
      within(dialog).getByRole("textbox", { name: "Reason for the clinical record" }),
      "  Uncontrolled diabetes: needs her doctor's review first.  ",
    );
    const select = await within(dialog).findByRole("combobox", { name: "Declined by" });
    await user.click(within(dialog).getByRole("button", { name: "Reject Booking" }));
    expect(await within(dialog).findByText("Choose the clinician who declines this patient")).toBeVisible();
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(puts()).toHaveLength(0);

    await user.selectOptions(select, "d1");
    await user.click(within(dialog).getByRole("button", { name: "Reject Booking" }));
    expect(await findToast("Booking Updated")).toHaveTextContent("Booking has been rejected");
    expect(puts()).toHaveLength(1);
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({
      status: "rejected",
      reason: "Uncontrolled diabetes: needs her doctor's review first.",
      clinical: true,
      clinicianId: "d1",
    });
  });

  it("warns that a scheduling reason is emailed to the customer, and sends the reason alone", async () => {
    const { puts, user } = renderCard();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this booking?" });
    const grounds = within(dialog).getByRole("group", { name: "Why are you rejecting?" });
    expect(grounds).toHaveAccessibleDescription(
      "Your reason is sent to the customer by email and shown in their account. Do not write any medical detail in it.",
    );
    expect(within(dialog).queryByRole("combobox")).not.toBeInTheDocument();

    // A clinician chosen under medical grounds, then the grounds changed back: not sent.
    await user.click(within(grounds).getByRole("radio", { name: /^Medical reasons/ }));
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: "Declined by" }), "n1");
    await user.click(within(grounds).getByRole("radio", { name: "Scheduling or availability" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "Reason for the customer" }),
      "No nurse is free that evening.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Reject Booking" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({
      status: "rejected",
      reason: "No nurse is free that evening.",
    });
  });
});

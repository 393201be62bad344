import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { en } from "../apps/web/src/locales/en/en";
import { apiCustomer, bookingRequest, nextClientAddress, paidBookingByApi } from "./booking-helpers";
import { E2E_CLINIC_PASSWORD, E2E_CLINIC_USERNAME } from "./e2e-constants";
import { expect, trackRequests } from "./fixtures";

/**
 * The e2e clinic's token, signed in over the API. Each sign-in comes from its own address (the server trusts
 * the forwarded address in these runs): sign-in is limited to 10 a minute per client, and the suite signs the
 * clinic in more often than that.
 */
export async function clinicToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/clinics/login", {
    headers: { "x-forwarded-for": nextClientAddress() },
    data: { username: E2E_CLINIC_USERNAME, password: E2E_CLINIC_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The nurse registered with the e2e clinic (ensureE2eNurse), who clears its patients in these runs. */
export const E2E_NURSE = {
  name: "Nurse Farah binti Ismail",
  role: "nurse",
  registrationBody: "LJM",
  registrationNumber: "LJM-E2E-0001",
} as const;

/** "Nurse Farah binti Ismail · Nurse · LJM LJM-E2E-0001", as the portal's clinician choice names her. */
export const clinicianOption = (clinician: {
  name: string;
  registrationBody: string;
  registrationNumber: string;
}) => `${clinician.name} · Nurse · ${clinician.registrationBody} ${clinician.registrationNumber}`;

let nurseId: string | undefined;
/**
 * The e2e clinic's nurse, registered the first time a test needs her (the admin command line that makes the
 * clinic registers no clinician): approving a booking names a clinician of the clinic (issue 36). Her id.
 */
export async function ensureE2eNurse(request: APIRequestContext): Promise<string> {
  if (nurseId) return nurseId;
  const headers = { authorization: `Bearer ${await clinicToken(request)}` };
  const list = await request.get("/api/clinics/clinicians", { headers });
  expect(list.status()).toBe(200);
  const found = ((await list.json()) as { id: string; registrationNumber: string }[]).find(
    (clinician) => clinician.registrationNumber === E2E_NURSE.registrationNumber,
  );
  if (found) return (nurseId = found.id);
  const created = await request.post("/api/clinics/clinicians", { headers, data: E2E_NURSE });
  expect(created.status(), await created.text()).toBe(201);
  return (nurseId = ((await created.json()) as { id: string }).id);
}

/** The body of an approval over the API (PUT /api/clinics/bookings/{id}/status): cleared by the e2e nurse. */
export async function approvalByE2eNurse(request: APIRequestContext) {
  return { status: "approved", clinicianId: await ensureE2eNurse(request) } as const;
}

/**
 * The e2e clinic's portal, signed in through its form, in a browser context of its own (past the invite gate),
 * opened at one of its sections when `view` names it. The context comes from an address of its own, as
 * clinicToken's sign-ins do: the suite signs the clinic in through the browser more than the ten times a minute
 * one client may.
 */
export async function openClinicPortal(browser: Browser, view?: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": nextClientAddress() } });
  await context.addInitScript(() => localStorage.setItem("invite_code_verified", "true"));
  // Its bookings are approved in the name of its nurse.
  await ensureE2eNurse(context.request);
  const portal = await context.newPage();
  // So that "the network is quiet" leaves out the portal's live event stream, which stays open (fixtures.ts).
  trackRequests(portal);
  await portal.goto("/clinic");
  await portal.getByLabel("Username").fill(E2E_CLINIC_USERNAME);
  await portal.getByLabel("Password").fill(E2E_CLINIC_PASSWORD);
  await portal.getByRole("button", { name: "Sign In" }).click();
  await expect(portal.getByText("Clinic Management Dashboard")).toBeVisible();
  if (view)
    await portal
      .getByRole("navigation", { name: "Clinic portal sections" })
      .getByRole("link", { name: view })
      .click();
  return portal;
}

/**
 * Approves the booking on a portal card as a clinic does (issue 36): Approve opens "Clear this patient", with
 * the patient's health screening, where the clinician who clears them is chosen ("Cleared by"); Approve in
 * the dialog confirms it.
 */
export async function approveInPortal(
  card: Locator,
  clinician: { name: string; registrationBody: string; registrationNumber: string } = E2E_NURSE,
): Promise<void> {
  await card.getByRole("button", { name: "Approve" }).click();
  const dialog = card.page().getByRole("dialog", { name: "Clear this patient" });
  await expect(dialog.getByRole("heading", { name: "Health screening" })).toBeVisible();
  await dialog.getByLabel("Cleared by").selectOption({ label: clinicianOption(clinician) });
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Rejects the booking on a portal card as a clinic does: Reject opens a dialog that asks for the reason the
 * customer is shown, and Reject Booking confirms it.
 */
export async function rejectInPortal(card: Locator, reason: string): Promise<void> {
  await card.getByRole("button", { name: "Reject" }).click();
  const dialog = card.page().getByRole("dialog", { name: "Reject this booking?" });
  await dialog.getByRole("textbox", { name: "Reason for the customer" }).fill(reason);
  await dialog.getByRole("button", { name: "Reject Booking" }).click();
  await expect(dialog).toHaveCount(0);
}

/** The e2e clinic approves a paid booking over the API, cleared by its nurse; the booking's reference. */
export async function approveByApi(request: APIRequestContext, bookingId: string): Promise<string> {
  const decided = await request.put(`/api/clinics/bookings/${bookingId}/status`, {
    headers: { authorization: `Bearer ${await clinicToken(request)}` },
    data: await approvalByE2eNurse(request),
  });
  expect(decided.status(), await decided.text()).toBe(200);
  return ((await decided.json()) as { reference: string }).reference;
}

/** The clinician's Visit page of the approved booking `reference`, in the portal on a phone. */
export async function openVisitOnPhone(browser: Browser, reference: string): Promise<Page> {
  const portal = await openClinicPortal(browser);
  await portal.setViewportSize({ width: 390, height: 844 });
  await portal.getByRole("tab", { name: /Approved/ }).click();
  await portal
    .getByRole("listitem")
    .filter({ hasText: reference })
    .getByRole("link", { name: en.visit.clinic.open })
    .click();
  return portal;
}

/**
 * A visit ready for its day, all over HTTP: a new customer `name` books and pays NMN 150 for `window` of
 * `date`, and the e2e clinic approves it. The customer, the booking and its reference.
 */
export async function approvedVisit(request: APIRequestContext, name: string, date: string, window: string) {
  const customer = await apiCustomer(request, name);
  const bookingId = await paidBookingByApi(
    request,
    customer.token,
    bookingRequest(date, window, { name, email: customer.user.email }),
  );
  return { customer, bookingId, reference: await approveByApi(request, bookingId) };
}

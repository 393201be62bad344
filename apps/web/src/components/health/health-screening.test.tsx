import { apiMessagesEn } from "@ivdrips/contract/api-messages/en";
import { apiMessagesMs } from "@ivdrips/contract/api-messages/ms";
import type { HealthAnswers, HealthProfileResponse } from "@ivdrips/contract/clinical";
import { HEALTH_DATA_CONSENT_VERSION } from "@ivdrips/contract/consent-texts";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../lib/i18n/language-store";
import { fakeToken, mockApi, renderApp, type ApiHandler } from "../../test/render-app";
import { HealthScreening } from "./health-screening";
import { fillHealthForm, HEALTH_CONSENT, HEALTHY_ANSWERS, healthProfile } from "./test/health-fixtures";

// The form is long and typed field by field: more than the default 5 seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const USER = {
  id: "user-1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: "+60 123456789",
  createdAt: "2026-01-01T00:00:00.000Z",
};

beforeEach(() => localStorage.setItem("auth_token", fakeToken({ sub: USER.id })));
afterEach(() => vi.unstubAllGlobals());

/** The screening for the signed-in customer, with the API given; `onDone` records what it handed back. */
function renderScreening(handlers: Record<string, ApiHandler>) {
  const fetchMock = mockApi({ "GET /users/profile": () => ({ body: USER }), ...handlers });
  const onDone = vi.fn<(profile: HealthProfileResponse) => void>();
  const onCancel = vi.fn();
  renderApp([
    {
      path: "/",
      element: <HealthScreening onDone={onDone} cancelLabel="Back to Your Details" onCancel={onCancel} />,
    },
  ]);
  return { fetchMock, onDone, onCancel, user: userEvent.setup() };
}

const puts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT");

/** The field's group (a radio group or the conditions) by its legend. */
const group = (name: string) => screen.getByRole("group", { name });

describe("HealthScreening: the consent to keep health data", () => {
  it("shows the consent's text, and only after 'I agree' (POST with its version) the profile's form", async () => {
    let consented = false;
    const { fetchMock, user } = renderScreening({
      "GET /account/health-profile": () => ({
        body: healthProfile(consented ? "missing" : "no_consent"),
      }),
      "GET /account/health-consent": () => ({ body: HEALTH_CONSENT }),
      "POST /account/health-consent": () => {
        consented = true;
        return {
          body: { ...HEALTH_CONSENT, given: { version: HEALTH_DATA_CONSENT_VERSION, givenAt: "2026-06-01" } },
        };
      },
    });

    const text = await screen.findByRole("region", { name: "Consent to keep health information" });
    expect(text).toHaveTextContent("I agree that IV Drips keeps the health information");
    expect(screen.queryByLabelText("Date of birth")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "I agree" }));
    expect(await screen.findByLabelText("Date of birth")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ version: HEALTH_DATA_CONSENT_VERSION });
  });
});

describe("HealthScreening: the profile's form", () => {
  const missing = { "GET /account/health-profile": () => ({ body: healthProfile("missing") }) };

  it("marks every required answer, in the reader's language, and sends nothing", async () => {
    const { fetchMock, user } = renderScreening(missing);
    await user.click(await screen.findByRole("button", { name: "Save Health Profile" }));

    const birthday = screen.getByLabelText("Date of birth");
    await waitFor(() => expect(birthday).toHaveAttribute("aria-invalid", "true"));
    expect(birthday).toHaveFocus();
    expect(birthday).toHaveAccessibleDescription(apiMessagesEn.dateOfBirthInvalid);
    expect(within(group("Sex")).getByRole("radio", { name: "Female" })).toHaveAccessibleDescription(
      apiMessagesEn.sexRequired,
    );
    expect(
      within(group("Are you allergic to latex?")).getByRole("radio", { name: "Yes" }),
    ).toHaveAccessibleDescription(apiMessagesEn.yesOrNoRequired);
    expect(screen.getByRole("checkbox", { name: "None of these" })).toHaveAccessibleDescription(
      apiMessagesEn.conditionsRequired,
    );
    expect(
      within(group("Have you ever had a reaction to a drip?")).getByRole("radio", { name: "No" }),
    ).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Emergency contact's full name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Emergency contact's phone number")).toHaveAttribute("aria-invalid", "true");
    // Optional: no message for the weight, nor for the allergies and medicines left empty.
    expect(screen.getByLabelText("Weight in kg (optional)")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Allergies to medicines")).not.toHaveAttribute("aria-invalid");
    expect(puts(fetchMock)).toEqual([]);
  });

  it("speaks the reader's language: the conditions' names and the messages in Malay", async () => {
    await act(() => setLanguage("ms"));
    try {
      const { user } = renderScreening(missing);
      expect(await screen.findByRole("checkbox", { name: "Kekurangan G6PD" })).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Simpan Profil Kesihatan" }));
      const birthday = screen.getByLabelText("Tarikh lahir");
      await waitFor(() => expect(birthday).toHaveAccessibleDescription(apiMessagesMs.dateOfBirthInvalid));
    } finally {
      await act(() => setLanguage("en"));
    }
  });

  it("'None of these' and a condition exclude each other", async () => {
    const { user } = renderScreening(missing);
    const none = await screen.findByRole("checkbox", { name: "None of these" });
    const diabetes = screen.getByRole("checkbox", { name: "Diabetes" });
    const kidney = screen.getByRole("checkbox", { name: "Kidney disease" });

    await user.click(diabetes);
    await user.click(kidney);
    expect(diabetes).toBeChecked();
    await user.click(none);
    expect(none).toBeChecked();
    expect(diabetes).not.toBeChecked();
    expect(kidney).not.toBeChecked();
    await user.click(kidney);
    expect(kidney).toBeChecked();
    expect(none).not.toBeChecked();
  });

  it("asks about pregnancy and breastfeeding only a woman", async () => {
    const { user } = renderScreening(missing);
    const sex = await screen.findByRole("group", { name: "Sex" });
    const pregnancy = () => screen.queryByRole("group", { name: "Are you pregnant or breastfeeding?" });
    expect(pregnancy()).not.toBeInTheDocument();
    await user.click(within(sex).getByRole("radio", { name: "Female" }));
    expect(pregnancy()).toBeInTheDocument();
    await user.click(within(sex).getByRole("radio", { name: "Male" }));
    expect(pregnancy()).not.toBeInTheDocument();

    // A woman must answer it.
    await user.click(within(sex).getByRole("radio", { name: "Female" }));
    await user.click(screen.getByRole("button", { name: "Save Health Profile" }));
    await waitFor(() =>
      expect(
        within(pregnancy() as HTMLElement).getByRole("radio", { name: "No" }),
      ).toHaveAccessibleDescription(apiMessagesEn.pregnancyRequired),
    );
  });

  it("puts back what was typed after a reload (this tab's storage), and forgets it once saved", async () => {
    const { user } = renderScreening({
      ...missing,
      "PUT /account/health-profile": ({ body }) => ({
        body: healthProfile("current", body as HealthAnswers),
      }),
    });
    await user.type(await screen.findByLabelText("Allergies to medicines"), "Penicillin");
    await user.click(within(group("Sex")).getByRole("radio", { name: "Male" }));
    await user.click(screen.getByRole("checkbox", { name: "Diabetes" }));
    expect(JSON.stringify(Object.values(sessionStorage))).toContain("Penicillin");
    expect(localStorage.getItem("health_profile_draft:user-1")).toBeNull();

    cleanup();
    const again = renderScreening({
      ...missing,
      "PUT /account/health-profile": ({ body }) => ({
        body: healthProfile("current", body as HealthAnswers),
      }),
    });
    expect(await screen.findByLabelText("Allergies to medicines")).toHaveValue("Penicillin");
    expect(within(group("Sex")).getByRole("radio", { name: "Male" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Diabetes" })).toBeChecked();
    expect(screen.getByLabelText("Emergency contact's phone number")).toHaveValue("+60 ");

    await user.type(screen.getByLabelText("Date of birth"), "1985-02-03");
    await user.click(within(group("Are you allergic to latex?")).getByRole("radio", { name: "No" }));
    await user.click(
      within(group("Have you ever had a reaction to a drip?")).getByRole("radio", { name: "No" }),
    );
    await user.type(screen.getByLabelText("Emergency contact's full name"), "Farid Rahman");
    await user.type(screen.getByLabelText("Emergency contact's phone number"), "12-345 6789");
    await user.click(screen.getByRole("button", { name: "Save Health Profile" }));
    await waitFor(() => expect(again.onDone).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem("health_profile_draft:user-1")).toBeNull();
  });

  it("saves exactly the answers (PUT) and hands back the profile", async () => {
    const { fetchMock, onDone, user } = renderScreening({
      ...missing,
      "PUT /account/health-profile": ({ body }) => ({
        body: healthProfile("current", body as HealthAnswers),
      }),
    });
    await fillHealthForm(user);
    // What happened is asked only after a reaction; said, then taken back, it is not sent.
    const reaction = group("Have you ever had a reaction to a drip?");
    await user.click(within(reaction).getByRole("radio", { name: "Yes" }));
    await user.type(screen.getByLabelText("What happened?"), "Felt faint");
    await user.click(within(reaction).getByRole("radio", { name: "No" }));
    await user.click(screen.getByRole("button", { name: "Save Health Profile" }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [put] = puts(fetchMock);
    expect(String(put?.[0])).toBe("/api/account/health-profile");
    expect(new Headers(put?.[1]?.headers).get("authorization")).toMatch(/^Bearer /);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual(HEALTHY_ANSWERS);
    expect(onDone).toHaveBeenCalledWith(healthProfile("current", HEALTHY_ANSWERS));
  });

  it("a stale profile: the saved answers, to be checked", async () => {
    renderScreening({ "GET /account/health-profile": () => ({ body: healthProfile("stale") }) });
    expect(await screen.findByText("Please check your answers are still right")).toBeInTheDocument();
    expect(screen.getByLabelText("Date of birth")).toHaveValue(HEALTHY_ANSWERS.dateOfBirth);
    expect(screen.getByLabelText("Emergency contact's full name")).toHaveValue(
      HEALTHY_ANSWERS.emergencyContactName,
    );
    expect(screen.getByRole("checkbox", { name: "None of these" })).toBeChecked();
  });

  it("offers the way out it is given", async () => {
    const { onCancel, user } = renderScreening(missing);
    await user.click(await screen.findByRole("button", { name: "Back to Your Details" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

import type { User } from "@ivdrips/contract/auth";
import type { HealthProfileResponse } from "@ivdrips/contract/clinical";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HEALTH_CONSENT,
  HEALTHY_ANSWERS,
  healthProfile,
} from "../../../components/health/test/health-fixtures";
import { clearToasts, fakeToken, findToast, mockApi, renderApp } from "../../../test/render-app";
import { HealthTab } from "./health-tab";

const aisha: User = {
  id: "user-1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: "+60 12-345 6789",
  createdAt: "2026-01-01T00:00:00.000Z",
};

const token = fakeToken({ sub: aisha.id });

beforeEach(() => {
  localStorage.setItem("auth_token", token);
  // Midday on Monday 1 June 2026 in Kuala Lumpur.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00+08:00"));
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The Health tab for Aisha, whose profile reads as `profile()` says at each request. */
function renderHealthTab(profile: () => HealthProfileResponse, extra: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    "GET /users/profile": () => ({ body: aisha }),
    "GET /account/health-profile": () => ({ body: profile() }),
    "GET /account/health-consent": () => ({ body: HEALTH_CONSENT }),
    ...extra,
  });
  renderApp([{ path: "/", element: <HealthTab user={aisha} /> }]);
  return { fetchMock, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }) };
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? "GET") === method && String(url) === path);

describe("My Account: Health", () => {
  it("says where the profile stands and shows the answers, read only", async () => {
    renderHealthTab(() =>
      healthProfile("current", { ...HEALTHY_ANSWERS, conditions: ["diabetes", "thalassaemia"] }),
    );
    expect(await screen.findByText("Up to date until 20 May 2027")).toBeInTheDocument();
    expect(screen.getByText("Consent given on 2 January 2026")).toBeInTheDocument();
    const answers = screen.getByText("Date of birth").closest("dl") as HTMLElement;
    expect(within(answers).getByText("12 April 1990")).toBeInTheDocument();
    expect(within(answers).getByText("Diabetes, Thalassaemia")).toBeInTheDocument();
    expect(within(answers).getByText("58 kg")).toBeInTheDocument();
    expect(within(answers).getByText("Farid Rahman, +60 12-345 6789")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
  });

  it("a profile more than 12 months old: needs checking, and Check opens the form with the answers", async () => {
    const { user } = renderHealthTab(() => healthProfile("stale"));
    expect(await screen.findByText("Needs checking: confirmed more than 12 months ago")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Check My Answers" }));
    expect(await screen.findByText("Please check your answers are still right")).toBeInTheDocument();
    expect(screen.getByLabelText("Date of birth")).toHaveValue(HEALTHY_ANSWERS.dateOfBirth);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Needs checking: confirmed more than 12 months ago")).toBeInTheDocument();
  });

  it("no consent yet: says so, and filling in starts with the consent's text", async () => {
    const { user } = renderHealthTab(() => healthProfile("no_consent"));
    expect(await screen.findByText("Not started: your consent is needed first")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Withdraw Consent" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Fill In Health Profile" }));
    expect(
      await screen.findByRole("region", { name: "Consent to keep health information" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "I agree" })).toBeInTheDocument();
  });

  it("Withdraw Consent asks first, saying what it deletes, then DELETEs the consent", async () => {
    let withdrawn = false;
    const { fetchMock, user } = renderHealthTab(() => healthProfile(withdrawn ? "no_consent" : "current"), {
      "DELETE /account/health-consent": () => {
        withdrawn = true;
        return {
          body: {
            message: "Your consent has been withdrawn and your health profile deleted.",
            messageId: "healthConsentWithdrawn",
          },
        };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Withdraw Consent" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Withdraw your consent?" });
    expect(dialog).toHaveTextContent("Your health profile will be deleted");
    expect(dialog).toHaveTextContent("you cannot book a drip until you give your consent again");

    // Kept: nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Keep My Consent" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls(fetchMock, "DELETE", "/api/account/health-consent")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Withdraw Consent" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Withdraw and Delete" }),
    );
    await waitFor(() => expect(calls(fetchMock, "DELETE", "/api/account/health-consent")).toHaveLength(1));
    const [[, init]] = calls(fetchMock, "DELETE", "/api/account/health-consent") as [[unknown, RequestInit]];
    expect(new Headers(init.headers).get("authorization")).toBe(`Bearer ${token}`);
    expect(await findToast("Consent withdrawn")).toBeInTheDocument();
    expect(await screen.findByText("Not started: your consent is needed first")).toBeInTheDocument();
  });

  it("Download My Data: GET /api/account/export with the token, saved as ivdrips-my-data-<day>.json", async () => {
    const exported = { exportedAt: "2026-06-01T04:00:00.000Z", bookings: [] };
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => "blob:my-data");
    // jsdom has no object URLs and cannot download: record what would have been saved.
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const { fetchMock, user } = renderHealthTab(() => healthProfile("current"), {
      "GET /account/export": () => ({ body: exported }),
    });

    await user.click(await screen.findByRole("button", { name: "Download My Data" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [[, init]] = calls(fetchMock, "GET", "/api/account/export") as [[unknown, RequestInit]];
    expect(new Headers(init.headers).get("authorization")).toBe(`Bearer ${token}`);
    expect(saved[0]).toEqual({ name: "ivdrips-my-data-2026-06-01.json", href: "blob:my-data" });
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(JSON.parse(await (blob as Blob).text())).toEqual(exported);
  });
});

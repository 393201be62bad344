import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeToken, mockApi } from "../../test/render-app";

const PROFILE = { id: "clinic-1", name: "KL Wellness Clinic", username: "klwellness", providers: [] };

/** The session module and React Query as a page load evaluates them: after the token is stored, at `path`. */
async function freshSession(path: string) {
  window.history.replaceState(null, "", path);
  vi.resetModules();
  const [session, query] = await Promise.all([import("./clinic-session"), import("@tanstack/react-query")]);
  function Status() {
    const { status, clinic } = session.useClinicSession();
    return <p role="status">{clinic ? `${status}: ${clinic.name}` : status}</p>;
  }
  return () =>
    render(
      <query.QueryClientProvider client={new query.QueryClient()}>
        <session.ClinicSessionProvider>
          <Status />
        </session.ClinicSessionProvider>
      </query.QueryClientProvider>,
    );
}

describe("the clinic's profile on /clinic", () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
  });

  it("is asked for as the portal's code loads, before any render, and the session takes that one answer", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    const fetchMock = mockApi({ "GET /clinics/profile": () => ({ body: PROFILE }) });
    const renderSession = await freshSession("/clinic");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/clinics/profile");

    renderSession();
    expect(await screen.findByText("authenticated: KL Wellness Clinic")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is not asked for early when the code loads on another page, or with a customer's token", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    const fetchMock = mockApi({ "GET /clinics/profile": () => ({ body: PROFILE }) });
    await freshSession("/services");
    expect(fetchMock).not.toHaveBeenCalled();

    localStorage.setItem("clinic_auth_token", fakeToken({ type: "customer" }));
    await freshSession("/clinic");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is asked again when the token changed before the first render", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic", sub: "clinic-0" }));
    const fetchMock = mockApi({ "GET /clinics/profile": () => ({ body: PROFILE }) });
    const renderSession = await freshSession("/clinic");
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic", sub: "clinic-1" }));

    renderSession();
    expect(await screen.findByText("authenticated: KL Wellness Clinic")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

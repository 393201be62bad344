import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clinicBooking } from "../../test/bookings";
import { eventStreamBody } from "../../test/event-stream";
import { fakeToken } from "../../test/render-app";

const PROFILE = { id: "clinic-1", name: "KL Wellness Clinic", username: "klwellness", providers: [] };
const BOOKING = clinicBooking({ reference: "IVD-EARLY1" });
const LIVE_ON = "On: new bookings appear here as soon as they are paid.";

/** The API the desk reads: its clinic, its bookings and its live stream (one per connection asked for). */
function stubDeskApi() {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    // The clinic comes a moment after the stream has answered, as on a real desk.
    if (path === "/api/clinics/profile")
      return new Promise<Response>((resolve) => setTimeout(() => resolve(json(PROFILE)), 20));
    if (path === "/api/clinics/bookings") return Promise.resolve(json([BOOKING]));
    if (path === "/api/clinics/events") {
      const stream = eventStreamBody();
      stream.write(": connected\n\n");
      init?.signal?.addEventListener("abort", () => aborted.push(path));
      return Promise.resolve(stream.response());
    }
    return Promise.resolve(new Response("{}", { status: 404 }));
  });
  const aborted: string[] = [];
  vi.stubGlobal("fetch", fetchMock);
  // The desk's own calls (the invite gate around it may ask for its contact details).
  const paths = () =>
    fetchMock.mock.calls.map(([input]) => String(input)).filter((path) => path.startsWith("/api/clinics/"));
  return { paths, aborted };
}

/** /clinic's code as a page load evaluates it (after the token is stored, at `path`), and its render. */
async function loadClinicPage(path: string) {
  window.history.replaceState(null, "", path);
  vi.resetModules();
  const [page, app, language] = await Promise.all([
    import("./clinic"),
    import("../../test/render-app"),
    import("../../lib/i18n/language-store"),
  ]);
  // The fresh modules' texts, as test/setup.ts loads them for the others.
  await language.ensureCatalogue();
  const render = () => app.renderApp([{ element: <page.ClinicPage /> }], path, { session: false });
  return Object.assign(render, { pageReady: page.pageReady });
}

const DESK = ["/api/clinics/bookings", "/api/clinics/events", "/api/clinics/profile"];

describe("/clinic's first requests", () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, "", "/");
    vi.unstubAllGlobals();
  });

  it("are asked for at once as the code loads, before any render, and the desk takes those answers", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    const api = stubDeskApi();
    const renderPage = await loadClinicPage("/clinic");
    expect([...api.paths()].sort()).toEqual(DESK);

    renderPage();
    expect(await screen.findByRole("heading", { name: "KL Wellness Clinic" })).toBeInTheDocument();
    expect(await screen.findByText(/IVD-EARLY1/)).toBeInTheDocument();
    expect(await screen.findByText(LIVE_ON)).toBeVisible();
    expect([...api.paths()].sort()).toEqual(DESK);
  });

  it("let the desk's first render say it is live, when the stream answered before the clinic", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    stubDeskApi();
    const renderPage = await loadClinicPage("/clinic");
    // The DOM as the desk's first render left it: the one in which its heading appears.
    const liveAtFirstRender = new Promise<boolean>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector("main h1")) return;
        observer.disconnect();
        resolve(screen.getByText(LIVE_ON).getAttribute("aria-hidden") === null);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });

    renderPage();
    expect(await liveAtFirstRender).toBe(true);
  });

  it("are waited for by the router, so the desk's first render is the desk, live, not 'Loading...'", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    stubDeskApi();
    const renderPage = await loadClinicPage("/clinic");
    await renderPage.pageReady();

    renderPage();
    // No await: what the first render committed.
    expect(screen.getByRole("heading", { name: "KL Wellness Clinic" })).toBeInTheDocument();
    expect(screen.getByText(LIVE_ON)).not.toHaveAttribute("aria-hidden");
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
  });

  it("are not asked for early when the code loads on another page, or with a customer's token", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    const api = stubDeskApi();
    await loadClinicPage("/services");
    expect(api.paths()).toEqual([]);

    localStorage.setItem("clinic_auth_token", fakeToken({ type: "customer" }));
    await loadClinicPage("/clinic");
    expect(api.paths()).toEqual([]);
  });

  it("are asked again when the token changed before the first render, and the early stream is closed", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic", sub: "clinic-0" }));
    const api = stubDeskApi();
    const renderPage = await loadClinicPage("/clinic");
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic", sub: "clinic-1" }));

    renderPage();
    expect(await screen.findByText(LIVE_ON)).toBeVisible();
    expect(await screen.findByText(/IVD-EARLY1/)).toBeInTheDocument();
    expect([...api.paths()].sort()).toEqual([...DESK, ...DESK].sort());
    expect(api.aborted).toEqual(["/api/clinics/events"]);
  });
});

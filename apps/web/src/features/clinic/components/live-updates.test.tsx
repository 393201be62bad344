import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventStreamBody, stubFetch } from "../../../test/event-stream";
import { fakeToken, renderApp } from "../../../test/render-app";
import { ClinicSessionProvider } from "../clinic-session";
import { LiveUpdates } from "./live-updates";

afterEach(() => vi.unstubAllGlobals());

describe("the clinic portal's live updates", () => {
  it("announces an event and reads the clinic's bookings again; the sound is off until turned on", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    const stream = eventStreamBody();
    stubFetch((_call, url) =>
      url === "/api/clinics/events"
        ? stream.response()
        : new Response("[]", { headers: { "content-type": "application/json" } }),
    );
    const { queryClient } = renderApp(
      [
        {
          path: "/",
          element: (
            <ClinicSessionProvider>
              <LiveUpdates clinicId="c1" />
            </ClinicSessionProvider>
          ),
        },
      ],
      "/",
      { session: false },
    );
    const invalidated = vi.spyOn(queryClient, "invalidateQueries");

    stream.write(": connected\n\n");
    expect(await screen.findByText("On: new bookings appear here as soon as they are paid.")).toBeVisible();
    const sound = screen.getByRole("switch", { name: "Sound" });
    expect(sound).not.toBeChecked();

    stream.event(3, "booking_paid", "IVD-7K3M9Q");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("New paid booking IVD-7K3M9Q"));
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ["clinic", "c1", "bookings"] });

    await userEvent.setup().click(sound);
    expect(sound).toBeChecked();
    expect(localStorage.getItem("clinic_live_sound")).toBe("on");
  });

  it("signs the portal out when the server refuses the stream's token (the clinic's session ended)", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    const fetchMock = stubFetch((_call, url) =>
      url === "/api/clinics/events"
        ? new Response('{"code":"INVALID_TOKEN"}', { status: 401 })
        : new Response("{}", { headers: { "content-type": "application/json" } }),
    );
    renderApp(
      [
        {
          path: "/",
          element: (
            <ClinicSessionProvider>
              <LiveUpdates clinicId="c1" />
            </ClinicSessionProvider>
          ),
        },
      ],
      "/",
      { session: false },
    );
    await waitFor(() => expect(localStorage.getItem("clinic_auth_token")).toBeNull());
    const streams = fetchMock.mock.calls.filter(([url]) => String(url) === "/api/clinics/events");
    expect(streams).toHaveLength(1);
  });
});

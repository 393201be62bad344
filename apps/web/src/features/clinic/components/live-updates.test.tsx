import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventStreamBody, stubFetch } from "../../../test/event-stream";
import { fakeToken, renderApp } from "../../../test/render-app";
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
    const { queryClient } = renderApp([{ path: "/", element: <LiveUpdates clinicId="c1" /> }], "/", {
      session: false,
    });
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
});

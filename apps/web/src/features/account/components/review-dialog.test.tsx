import type { Booking } from "@ivdrips/contract/bookings";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { booking as baseBooking } from "../../../test/bookings";
import {
  clearToasts,
  closest,
  findToast,
  mockApi,
  renderApp,
  requestAt,
  type ApiHandler,
} from "../../../test/render-app";
import { MyBookings } from "./my-bookings";
import { accountDialogs } from "./booking-card";

// The dialogs load when first reached for (issue 35: LCP): here, before the tests.
beforeAll(() => accountDialogs());

const completed = baseBooking({
  _id: "done",
  status: "completed",
  clinicApprovalStatus: "approved",
  date: "2026-05-02",
  windowStartsAt: "2026-05-02T00:00:00.000Z",
});

function renderBookings(bookings: Booking[], extra: Record<string, ApiHandler> = {}) {
  const fetchMock = mockApi({ "GET /bookings": () => ({ body: bookings }), ...extra });
  const user = userEvent.setup();
  const { queryClient } = renderApp([{ path: "/", element: <MyBookings userId="u1" /> }]);
  return { fetchMock, user, queryClient };
}

async function openReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Leave Review" }));
  return screen.findByRole("dialog", { name: "Leave a Review" });
}

const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("Leave Review", () => {
  it("needs a star rating and at most 1000 characters of comment, counted as they are typed", async () => {
    const { fetchMock, user } = renderBookings([completed]);
    const dialog = await openReview(user);

    const stars = within(dialog).getByRole("radiogroup", { name: "Your rating" });
    expect(
      within(stars)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["1", "2", "3", "4", "5"]);
    expect(within(stars).getByRole("radio", { name: "1 star" })).not.toBeChecked();
    expect(within(stars).getByRole("radio", { name: "5 stars" })).not.toBeChecked();

    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await within(dialog).findByText("Please choose a rating from 1 to 5 stars")).toBeInTheDocument();
    expect(stars).toHaveAccessibleDescription("Please choose a rating from 1 to 5 stars");

    const comment = within(dialog).getByLabelText("Comment (optional)");
    expect(comment).toHaveAccessibleDescription("0 of 1000 characters");
    await user.click(comment);
    await user.paste("a".repeat(1001));
    expect(within(dialog).getByText("1001/1000")).toBeInTheDocument();
    // After a refused submit, each change is checked again at once.
    expect(comment).toHaveAccessibleDescription(
      `1001 of 1000 characters ${"Comment must be at most 1000 characters"}`,
    );
    await user.click(within(stars).getByRole("radio", { name: "3 stars" }));
    expect(within(dialog).queryByText("Please choose a rating from 1 to 5 stars")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await within(dialog).findByText("Comment must be at most 1000 characters")).toBeInTheDocument();
    await user.keyboard("{Backspace}");
    expect(await within(dialog).findByText("1000/1000")).toBeInTheDocument();
    expect(within(dialog).queryByText("Comment must be at most 1000 characters")).not.toBeInTheDocument();

    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("sends the stars and the comment, then shows the rating instead of the button", async () => {
    // The server's list, as it stands: the review is in it once posted.
    let current = completed;
    const { fetchMock, user, queryClient } = renderBookings([], {
      "GET /bookings": () => ({ body: [current] }),
      "POST /bookings/done/review": ({ body }) => {
        const review = body as { rating: number; comment: string | null };
        current = { ...completed, review: { ...review, createdAt: "2026-05-03T00:00:00.000Z" } };
        return { status: 201, body: current };
      },
    });
    // A service page seen earlier in the session: its rating must not stay cached without this review.
    queryClient.setQueryData(["services", "en", "nutriglow"], { id: "nutriglow" });
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole("radio", { name: "4 stars" }));
    await user.type(within(dialog).getByLabelText("Comment (optional)"), "  Lovely nurse, on time.  ");
    expect(within(dialog).getByText("26/1000")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));

    expect(await findToast("Review submitted")).toBeInTheDocument();
    const post = requestAt(
      fetchMock,
      fetchMock.mock.calls.findIndex(([, init]) => init?.method === "POST"),
    );
    expect(post.url).toBe("/api/bookings/done/review");
    expect(post.body).toEqual({ rating: 4, comment: "Lovely nurse, on time." });

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const card = closest(screen.getByText("Your rating:"), "li");
    expect(card).toHaveTextContent("Your rating: ★★★★☆");
    expect(within(card).getByText("4 out of 5 stars")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Leave Review" })).not.toBeInTheDocument();
    expect(queryClient.getQueryState(["services", "en", "nutriglow"])?.isInvalidated).toBe(true);
  });

  it("sends no comment when none is written", async () => {
    const { fetchMock, user } = renderBookings([completed], {
      "POST /bookings/done/review": () => ({
        status: 201,
        body: { ...completed, review: { rating: 5, comment: null, createdAt: "2026-05-03T00:00:00.000Z" } },
      }),
    });
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole("radio", { name: "5 stars" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    await findToast("Review submitted");
    const post = requestAt(
      fetchMock,
      fetchMock.mock.calls.findIndex(([, init]) => init?.method === "POST"),
    );
    expect(post.body).toEqual({ rating: 5, comment: null });
  });

  it("shows the server's refusal in the dialog", async () => {
    const { user } = renderBookings([completed], {
      "POST /bookings/done/review": () => ({
        status: 409,
        body: {
          message: "You have already reviewed this booking",
          messageId: "alreadyReviewed",
          statusCode: 409,
          code: "ALREADY_REVIEWED",
        },
      }),
    });
    const dialog = await openReview(user);
    await user.click(within(dialog).getByRole("radio", { name: "2 stars" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You have already reviewed this booking",
    );
  });

  it("offers no review for a cancelled booking, and shows an existing review's stars", async () => {
    renderBookings([
      baseBooking({
        _id: "off",
        status: "cancelled",
        serviceId: { _id: "nutriglow", name: "NutriGlow" },
        clinicApprovalStatus: "rejected",
      }),
      { ...completed, review: { rating: 2, comment: null, createdAt: "2026-05-03T00:00:00.000Z" } },
    ]);
    const cancelled = closest(await screen.findByText("NutriGlow"), "li");
    expect(within(cancelled).queryByRole("button", { name: "Leave Review" })).not.toBeInTheDocument();
    expect(within(cancelled).queryByText("Your rating:")).not.toBeInTheDocument();
    const reviewed = closest(screen.getByText("Your rating:"), "li");
    expect(reviewed).toHaveTextContent("Your rating: ★★☆☆☆");
    expect(screen.queryByRole("button", { name: "Leave Review" })).not.toBeInTheDocument();
  });
});

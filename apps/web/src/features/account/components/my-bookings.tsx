import { say } from "../../../lib/stand-ins/lingui";
import { holdsPlace } from "@ivdrips/contract/booking-state";
import type { Booking } from "@ivdrips/contract/bookings";
import { useEffect } from "react";
import { CalendarPlus, RefreshCw } from "lucide-react";
import { Link } from "../../../lib/router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { actionsLapsed } from "../../../lib/allowed-actions";
import { errorMessage } from "../../../lib/api-client";

import { useT } from "../../../lib/i18n/use-t";
import { useMyBookings } from "../api/get-my-bookings";
import { useBookingClock } from "../hooks/use-booking-clock";
import { BookingCard } from "./booking-card";
import { MyPackages } from "./my-packages";

/** Still to come: an unpaid hold while it runs, and a paid visit the clinic has not turned down. */
function isUpcoming(booking: Booking, now: Date): boolean {
  if (booking.state === "held") return holdsPlace(booking, now);
  return booking.state === "awaiting_clinic" || booking.state === "approved";
}

/**
 * SPEC §2 "My Account" → My Bookings: upcoming visits (soonest first), then the history (latest first). Where
 * a booking goes follows its state, so a hold that runs out moves to the history on its own.
 */
export function MyBookings({ userId }: { userId: string }) {
  const t = useT();
  const bookings = useMyBookings(userId);
  // Reschedule closes 24 hours before a visit and a hold's minutes run out: the cards are judged again as
  // they change.
  const now = useBookingClock(bookings.data);
  // A card's actions hold until a moment the server named (a hold running out, a window starting): past it,
  // the list is read again for what the table allows now.
  const lapsed = bookings.data !== undefined && actionsLapsed(bookings.data, now);
  const { refetch } = bookings;
  useEffect(() => {
    if (lapsed) void refetch();
  }, [lapsed, now, refetch]);

  if (bookings.isPending) {
    return (
      <div
        role="status"
        className="text-muted-foreground flex items-center justify-center gap-3 py-16 text-sm"
      >
        <Spinner className="text-primary size-5" />
        {t.account.bookings.loading}
      </div>
    );
  }

  if (bookings.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <p className="text-destructive font-medium">
          {say("account.bookings.loadFailed", {
            message: errorMessage(bookings.error, t.account.bookings.loadFailedFallback),
          })}
        </p>
        <Button variant="outline" onClick={() => void bookings.refetch()} disabled={bookings.isFetching}>
          {bookings.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {t.account.bookings.tryAgain}
        </Button>
      </Card>
    );
  }

  const upcoming = bookings.data
    .filter((booking) => isUpcoming(booking, now))
    .sort((a, b) => a.windowStartsAt.localeCompare(b.windowStartsAt));
  const history = bookings.data.filter((booking) => !isUpcoming(booking, now));

  return (
    <div className="grid grid-cols-1 gap-10">
      <section aria-labelledby="upcoming-bookings" className="grid grid-cols-1 gap-4">
        <h2 id="upcoming-bookings" className="font-display text-xl font-semibold tracking-tight">
          {t.account.bookings.upcoming}
        </h2>
        {upcoming.length === 0 ? (
          <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
            <span aria-hidden="true" className="bg-primary-soft text-primary rounded-full p-3">
              <CalendarPlus className="size-6" />
            </span>
            <p className="text-muted-foreground">{t.account.bookings.noUpcoming}</p>
            <Button asChild>
              <Link to="/services">{t.account.bookings.bookNew}</Link>
            </Button>
          </Card>
        ) : (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {upcoming.map((booking) => (
              <li key={booking._id} className="grid grid-cols-1">
                <BookingCard booking={booking} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {history.length > 0 ? (
        <section aria-labelledby="booking-history" className="grid grid-cols-1 gap-4">
          <h2 id="booking-history" className="font-display text-xl font-semibold tracking-tight">
            {t.account.bookings.history}
          </h2>
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {history.map((booking) => (
              <li key={booking._id} className="grid grid-cols-1">
                <BookingCard booking={booking} history now={now} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* Last: the list of packages arrives on its own, and moves nothing above it as it does. */}
      <MyPackages userId={userId} />
    </div>
  );
}

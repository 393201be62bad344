import { say } from "../../../lib/stand-ins/lingui";
import type { Booking } from "@ivdrips/contract/bookings";
import type { Clinic } from "@ivdrips/contract/clinics";
import { CalendarCheck, CalendarX, Hourglass, LogOut, RefreshCw, Search, Stethoscope } from "lucide-react";
import { useDeferredValue, useEffect, useId, useState } from "react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { toast } from "../../../components/ui/use-toast";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { sayMessage } from "../../../lib/i18n/say-message";
import { useT } from "../../../lib/i18n/use-t";
import { useNow } from "../../../lib/use-now";
import { useClinicBookings } from "../api/get-clinic-bookings";
import { logoutClinicEverywhere } from "../api/logout-clinic-everywhere";
import { useClinicSession } from "../clinic-session";
import { groupClinicBookings } from "../lib/group-bookings";
import { matchesSearch } from "../lib/search-bookings";
import { ClinicBookingCard } from "./clinic-booking-card";
import { ClinicSections } from "./clinic-sections";

/**
 * SPEC §2 "Clinic portal", signed in: the clinic's name, Logout, and the Pending/Approved/Rejected tabs. Kept
 * compact (issue 35): signing out everywhere is a button beside Logout, so that a phone shows the first
 * booking on its first screen, and nothing under the list moves when it loads.
 */
export function ClinicDashboard({ clinic }: { clinic: Clinic }) {
  const session = useClinicSession();
  const [signingOut, setSigningOut] = useState(false);
  const t = useT();

  return (
    <div className="grid grid-cols-1 gap-5 sm:gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="bg-primary-soft text-primary hidden rounded-full p-2.5 sm:block"
          >
            <Stethoscope className="size-5" />
          </span>
          <div className="grid min-w-0">
            <h1 className="font-display text-xl font-semibold tracking-tight break-words sm:text-2xl">
              {clinic.name}
            </h1>
            <p className="text-muted-foreground text-sm">{t.clinic.dashboard.subtitle}</p>
          </div>
        </div>
        <div className="ml-auto flex flex-wrap justify-end gap-2">
          <SignOutEverywhere />
          <Button
            variant="outline"
            size="sm"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void session.signOut();
            }}
          >
            {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
            {t.clinic.dashboard.logout}
          </Button>
        </div>
      </header>
      <ClinicSections clinicId={clinic.id} bookings={<ClinicBookings clinicId={clinic.id} />} />
    </div>
  );
}

/** Ends every session of the clinic (other staff's browsers too), this one included. */
function SignOutEverywhere() {
  const session = useClinicSession();
  const texts = useT().auth.password;
  const [working, setWorking] = useState(false);
  const onClick = async () => {
    setWorking(true);
    try {
      const response = await logoutClinicEverywhere();
      toast({ title: texts.everywhereDoneTitle, description: sayMessage(response, response.message) });
      session.expire();
    } catch (error) {
      setWorking(false);
      toast({
        title: texts.everywhereFailed,
        description: errorMessage(error, texts.failureFallback),
        variant: "destructive",
      });
    }
  };
  const descriptionId = useId();
  return (
    <>
      {/* What it does, for a screen reader; the toast tells everyone once it is done. */}
      <span id={descriptionId} className="sr-only">
        {texts.everywhereDescription}
      </span>
      <Button
        variant="ghost"
        size="sm"
        aria-describedby={descriptionId}
        disabled={working}
        onClick={() => void onClick()}
      >
        {working ? <Spinner /> : <LogOut aria-hidden="true" />}
        {working ? texts.everywhereWorking : texts.everywhere}
      </Button>
    </>
  );
}

function ClinicBookings({ clinicId }: { clinicId: string }) {
  const session = useClinicSession();
  const bookings = useClinicBookings(clinicId);
  const texts = useT().clinic.dashboard;
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search);
  // Today's visits change with the day; a minute's clock is enough for that.
  const now = useNow();
  const expired = bookings.error instanceof ApiError && bookings.error.statusCode === 401;

  // A token the server no longer accepts (revoked, expired meanwhile): back to the sign-in form.
  useEffect(() => {
    if (expired) session.expire();
  }, [expired, session]);

  if (bookings.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <span role="status" className="sr-only">
          {texts.loadingBookings}
        </span>
        <Skeleton className="h-11 w-full max-w-md" />
        <Skeleton className="h-11 w-full max-w-md" />
        <div className={LIST_GRID}>
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      </div>
    );
  }

  if (bookings.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <p className="text-destructive font-medium">
          {say("clinic.dashboard.loadError", {
            error: errorMessage(bookings.error, texts.loadErrorFallback),
          })}
        </p>
        <Button variant="outline" onClick={() => void bookings.refetch()} disabled={bookings.isFetching}>
          {bookings.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {texts.tryAgain}
        </Button>
      </Card>
    );
  }

  const groups = groupClinicBookings(
    bookings.data.filter((booking) => matchesSearch(booking, query)),
    now,
  );
  const searching = query.trim() !== "";
  const emptyText = (text: string) => (searching ? say("clinic.dashboard.noMatches", { query }) : text);
  const tabs = {
    pending: say("clinic.dashboard.tabs.pending", { count: groups.pending.length }),
    approved: say("clinic.dashboard.tabs.approved", { count: groups.approved.length }),
    rejected: say("clinic.dashboard.tabs.rejected", { count: groups.rejected.length }),
  };
  // Each panel starts with its tab's name as a heading (for screen readers: the tab shows it), so the cards'
  // headings sit under one rather than straight under the page's.
  const panelHeading = (name: string) => <h2 className="sr-only">{name}</h2>;

  return (
    <div className="grid gap-4">
      <div role="search" className="relative w-full max-w-md">
        <Search
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        />
        <Input
          type="search"
          aria-label={texts.search}
          placeholder={texts.searchPlaceholder}
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <Tabs defaultValue="pending" className="gap-5">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger className="px-2.5 sm:px-4" value="pending">
            <Hourglass aria-hidden="true" className="max-[399px]:hidden" />
            {tabs.pending}
          </TabsTrigger>
          <TabsTrigger className="px-2.5 sm:px-4" value="approved">
            <CalendarCheck aria-hidden="true" className="max-[399px]:hidden" />
            {tabs.approved}
          </TabsTrigger>
          <TabsTrigger className="px-2.5 sm:px-4" value="rejected">
            <CalendarX aria-hidden="true" className="max-[399px]:hidden" />
            {tabs.rejected}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="pending" className="grid gap-8">
          {panelHeading(tabs.pending)}
          <BookingList bookings={groups.pending} clinicId={clinicId} empty={emptyText(texts.empty.pending)} />
          <TodaysVisits bookings={groups.today} clinicId={clinicId} />
          <CancelledByCustomer
            bookings={groups.cancelledByCustomer}
            clinicId={clinicId}
            note={texts.cancelledByCustomerNote}
          />
        </TabsContent>
        <TabsContent value="approved" className="grid gap-8">
          {panelHeading(tabs.approved)}
          <BookingList
            bookings={groups.approved}
            clinicId={clinicId}
            empty={emptyText(texts.empty.approved)}
          />
          <CancelledByCustomer
            bookings={groups.cancelledAfterApproval}
            clinicId={clinicId}
            note={texts.cancelledAfterApprovalNote}
          />
        </TabsContent>
        <TabsContent value="rejected">
          {panelHeading(tabs.rejected)}
          <BookingList
            bookings={groups.rejected}
            clinicId={clinicId}
            empty={emptyText(texts.empty.rejected)}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** After the decisions: the approved visits of today, so the desk sees its day without changing tab. */
function TodaysVisits({ bookings, clinicId }: { bookings: Booking[]; clinicId: string }) {
  const headingId = useId();
  const texts = useT().clinic.dashboard;
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-0.5">
        <h2 id={headingId} className="font-display text-lg font-semibold tracking-tight">
          {say("clinic.dashboard.todayTitle", { count: bookings.length })}
        </h2>
        <p className="text-muted-foreground text-sm">{texts.todayNote}</p>
      </div>
      <BookingList bookings={bookings} clinicId={clinicId} />
    </section>
  );
}

/** Visits the customer called off, beside the tab they left: listed for the record, never counted in it. */
function CancelledByCustomer({
  bookings,
  clinicId,
  note,
}: {
  bookings: Booking[];
  clinicId: string;
  note: string;
}) {
  const headingId = useId();
  useT(); // renders again in another language: its messages are said below
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-0.5">
        <h2 id={headingId} className="font-display text-lg font-semibold tracking-tight">
          {say("clinic.dashboard.cancelledByCustomerTitle", { count: bookings.length })}
        </h2>
        <p className="text-muted-foreground text-sm">{note}</p>
      </div>
      <BookingList bookings={bookings} clinicId={clinicId} />
    </section>
  );
}

/** Several bookings per laptop screen: two columns from a tablet's width, three on a laptop's. */
const LIST_GRID = "grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3";

function BookingList({
  bookings,
  clinicId,
  empty,
}: {
  bookings: Booking[];
  clinicId: string;
  empty?: ReactNode;
}) {
  if (bookings.length === 0) {
    return (
      <Card className="text-muted-foreground flex flex-col items-center gap-3 px-6 py-10 text-center">
        <span aria-hidden="true" className="bg-primary-soft text-primary rounded-full p-3">
          <CalendarCheck className="size-6" />
        </span>
        <p>{empty}</p>
      </Card>
    );
  }
  return (
    <ul className={LIST_GRID}>
      {bookings.map((booking) => (
        <li key={booking._id} className="grid grid-cols-1">
          <ClinicBookingCard booking={booking} clinicId={clinicId} />
        </li>
      ))}
    </ul>
  );
}

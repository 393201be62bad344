import { say } from "../../../lib/stand-ins/lingui";
import type { User } from "@ivdrips/contract/auth";
import { CalendarDays, HeartPulse, LifeBuoy, UserRound } from "lucide-react";
import { lazy, Suspense, useDeferredValue } from "react";
import { SectionLoading } from "../../../components/ui/section-loading";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useT } from "../../../lib/i18n/use-t";
import { useSearchParams } from "../../../lib/router";
import { useMyLiveEvents } from "../hooks/use-my-live-events";
import { MyBookings } from "./my-bookings";

// Fetched when first opened, with their forms: the bookings tab paints without them (issue 35: LCP).
const ProfileTab = lazy(() => import("./profile-tab").then((module) => ({ default: module.ProfileTab })));
const SupportPanel = lazy(() =>
  import("./support-panel").then((module) => ({ default: module.SupportPanel })),
);
const HealthTab = lazy(() => import("./health-tab").then((module) => ({ default: module.HealthTab })));

const TABS = ["bookings", "profile", "health", "support"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/**
 * SPEC §2 "My Account": tabs My Bookings (default), Profile, Health (issue 36), Support. `?tab=health` opens
 * one of them first (a message saying a step is needed links there).
 */
export function MyAccount({ user }: { user: User }) {
  const t = useT();
  useMyLiveEvents(user.id);
  const [searchParams] = useSearchParams();
  const asked = searchParams.get("tab");
  const firstTab: Tab = isTab(asked) ? asked : "bookings";
  // The heading and the greeting (the page's largest text) paint first; the tabs, with their widget's work,
  // render just after in the background, drawn as their outline meanwhile (issue 35: LCP).
  const showTabs = useDeferredValue(true, false);
  return (
    <div className="grid grid-cols-1 gap-8">
      <header className="grid gap-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t.account.title}</h1>
        <p className="text-muted-foreground">{say("account.welcome", { name: user.fullName })}</p>
      </header>
      {showTabs ? (
        <Tabs defaultValue={firstTab} className="gap-6">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger className="px-2 sm:px-3.5" value="bookings">
              <CalendarDays aria-hidden="true" className="max-sm:hidden" />
              {t.account.tabs.bookings}
            </TabsTrigger>
            <TabsTrigger className="px-2 sm:px-3.5" value="profile">
              <UserRound aria-hidden="true" className="max-sm:hidden" />
              {t.account.tabs.profile}
            </TabsTrigger>
            <TabsTrigger className="px-2 sm:px-3.5" value="health">
              <HeartPulse aria-hidden="true" className="max-sm:hidden" />
              {t.account.tabs.health}
            </TabsTrigger>
            <TabsTrigger className="px-2 sm:px-3.5" value="support">
              <LifeBuoy aria-hidden="true" className="max-sm:hidden" />
              {t.account.tabs.support}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="bookings">
            <MyBookings userId={user.id} />
          </TabsContent>
          <TabsContent value="profile">
            <Suspense fallback={<SectionLoading />}>
              <ProfileTab user={user} />
            </Suspense>
          </TabsContent>
          <TabsContent value="health">
            <Suspense fallback={<SectionLoading />}>
              <HealthTab user={user} />
            </Suspense>
          </TabsContent>
          <TabsContent value="support">
            <Suspense fallback={<SectionLoading />}>
              <SupportPanel userId={user.id} />
            </Suspense>
          </TabsContent>
        </Tabs>
      ) : (
        <SectionLoading />
      )}
    </div>
  );
}

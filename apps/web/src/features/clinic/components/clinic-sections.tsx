import {
  CalendarCog,
  CalendarDays,
  CalendarOff,
  ListChecks,
  Stethoscope,
  type LucideIcon,
} from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { Link, useSearchParams } from "../../../lib/router";
import { cn } from "../../../lib/stand-ins/cn";
import { useT } from "../../../lib/i18n/use-t";
import { SectionLoading } from "../../../components/ui/section-loading";

// Loaded when first opened: a clinic that only decides today's bookings never downloads the calendar.
const WeekView = lazy(() => import("./week-view").then((module) => ({ default: module.WeekView })));
const ScheduleForm = lazy(() =>
  import("./schedule-form").then((module) => ({ default: module.ScheduleForm })),
);
const ClosuresPanel = lazy(() =>
  import("./closures-panel").then((module) => ({ default: module.ClosuresPanel })),
);
// The clinician's phone-first Visit page (issue 37), opened from an approved booking's card.
const VisitPage = lazy(() => import("./visit-page").then((module) => ({ default: module.VisitPage })));
const CliniciansPanel = lazy(() =>
  import("./clinicians-panel").then((module) => ({ default: module.CliniciansPanel })),
);

const SECTIONS = ["bookings", "week", "schedule", "closures", "clinicians"] as const;
type Section = (typeof SECTIONS)[number];

const ICONS: Record<Section, LucideIcon> = {
  bookings: ListChecks,
  week: CalendarDays,
  schedule: CalendarCog,
  closures: CalendarOff,
  clinicians: Stethoscope,
};

const isSection = (value: string | null): value is Section =>
  value !== null && (SECTIONS as readonly string[]).includes(value);

/**
 * The portal's sections: the bookings (as they always were), the week at a glance, the weekly schedule and
 * the closures (issue 23), and the clinicians who clear patients (issue 36). Links that set `?view=`: a reload,
 * Back and a shared address keep the section.
 */
export function ClinicSections({ clinicId, bookings }: { clinicId: string; bookings: ReactNode }) {
  const t = useT();
  const texts = t.clinicCalendar.sections;
  const labels: Record<Section, string> = { ...texts, clinicians: t.clinic.sections.clinicians };
  const [params] = useSearchParams();
  const view = params.get("view");
  const section: Section = isSection(view) ? view : "bookings";
  // A visit of the day, by its booking: not a tab of its own, it belongs with the bookings.
  const visitId = view === "visit" ? params.get("booking") : null;

  return (
    <div className="grid gap-6">
      {/* min-w-0: a grid item is as wide as its content by default; the list scrolls inside the page instead. */}
      <nav aria-label={texts.label} className="min-w-0">
        <ul className="bg-muted text-muted-foreground flex w-full max-w-full gap-1 overflow-x-auto rounded-lg p-1 sm:w-fit">
          {SECTIONS.map((name) => {
            const Icon = ICONS[name];
            const current = name === section && visitId === null;
            return (
              <li key={name} className="flex flex-1">
                <Link
                  to={name === "bookings" ? "?" : `?view=${name}`}
                  replace
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-9 flex-1 items-center justify-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap sm:px-4",
                    "hover:text-foreground focus-visible:ring-ring transition-[color,background-color,box-shadow] focus-visible:ring-2 focus-visible:outline-hidden",
                    current && "bg-background text-foreground shadow-sm",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 max-[399px]:hidden" />
                  {labels[name]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {section === "bookings" && visitId === null ? bookings : null}
      <Suspense fallback={<SectionLoading />}>
        {visitId !== null ? <VisitPage clinicId={clinicId} bookingId={visitId} /> : null}
        {section === "week" ? <WeekView clinicId={clinicId} /> : null}
        {section === "schedule" ? <ScheduleForm clinicId={clinicId} /> : null}
        {section === "closures" ? <ClosuresPanel clinicId={clinicId} /> : null}
        {section === "clinicians" ? <CliniciansPanel clinicId={clinicId} /> : null}
      </Suspense>
    </div>
  );
}

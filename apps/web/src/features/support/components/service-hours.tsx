import { Clock } from "lucide-react";
import { useT } from "../../../lib/i18n/use-t";
import { sayServiceHours } from "../../../lib/service-hours";

/** Visits are delivered across the bookable windows (SERVICE_HOURS); the phone line answers around the clock. */
export function ServiceHours() {
  const t = useT();
  const text = t.support.serviceHours;
  return (
    <section
      aria-labelledby="service-hours"
      className="border-border bg-secondary text-secondary-foreground rounded-xl border p-6"
    >
      <div className="flex items-center gap-3">
        <span className="bg-background text-primary flex size-11 items-center justify-center rounded-full">
          <Clock aria-hidden="true" className="size-5" />
        </span>
        <h2 id="service-hours" className="font-display text-xl font-semibold">
          {text.title}
        </h2>
      </div>
      <p className="text-foreground mt-5 text-3xl font-semibold tracking-tight">
        {sayServiceHours("support.serviceHours.hours", t)}
      </p>
      <p className="mt-1 text-sm">{text.everyDay}</p>
      <dl className="mt-6 grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{text.phoneSupport}</dt>
          <dd className="text-foreground text-right font-medium">{text.allDay}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{text.whatsappReplies}</dt>
          <dd className="text-foreground text-right font-medium">{text.within30Minutes}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{text.emailReplies}</dt>
          <dd className="text-foreground text-right font-medium">{text.within24Hours}</dd>
        </div>
      </dl>
    </section>
  );
}

import { Clock } from "lucide-react";

/** SPEC §9: visits are delivered 8 AM - 10 PM; the phone line answers around the clock. */
export function ServiceHours() {
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
          Service Hours
        </h2>
      </div>
      <p className="text-foreground mt-5 text-3xl font-semibold tracking-tight">8 AM - 10 PM</p>
      <p className="mt-1 text-sm">Every day, Kuala Lumpur time</p>
      <dl className="mt-6 grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt>Phone support</dt>
          <dd className="text-foreground font-medium">24/7</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>WhatsApp replies</dt>
          <dd className="text-foreground font-medium">Within 30 minutes</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Email replies</dt>
          <dd className="text-foreground font-medium">Within 24 hours</dd>
        </div>
      </dl>
    </section>
  );
}

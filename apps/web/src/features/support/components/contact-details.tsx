import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ContactLink } from "./contact-link";

interface Detail {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
}

/** The contact page's details (SPEC §2 "Contact page", hours word for word). */
const DETAILS: Detail[] = [
  {
    icon: MapPin,
    title: "Location",
    body: (
      <>
        <p className="text-foreground font-medium">Kuala Lumpur, Malaysia</p>
        <p>Service area: Greater KL</p>
      </>
    ),
  },
  {
    icon: Phone,
    title: "Phone",
    body: (
      <>
        <p>
          <ContactLink kind="phone" />
        </p>
        <p>Call us for bookings and visits</p>
      </>
    ),
  },
  {
    icon: Mail,
    title: "Email",
    body: (
      <>
        <p>
          <ContactLink kind="email" />
        </p>
        <p>We reply within 24 hours</p>
      </>
    ),
  },
  {
    icon: Clock,
    title: "Hours",
    body: (
      <>
        <p className="text-foreground font-medium">Monday to Sunday 9:00 AM to 7:00 PM</p>
        <p>Emergency services 24/7</p>
      </>
    ),
  },
];

export function ContactDetails() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {DETAILS.map(({ icon: Icon, title, body }) => (
        <li key={title} className="border-border bg-card shadow-soft flex gap-4 rounded-xl border p-5">
          <span className="bg-primary-soft text-primary flex size-11 shrink-0 items-center justify-center rounded-full">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="text-muted-foreground min-w-0 space-y-1 text-sm">
            <h3 className="text-foreground font-display text-base font-semibold">{title}</h3>
            {body}
          </div>
        </li>
      ))}
    </ul>
  );
}

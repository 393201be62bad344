import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Catalogue } from "../../../locales/catalogue";
import { useT } from "../../../lib/i18n/use-t";
import { ContactLink } from "./contact-link";

interface Detail {
  id: string;
  icon: LucideIcon;
  title: string;
  body: ReactNode;
}

/** The contact page's details (SPEC §2 "Contact page", hours word for word in English). */
function details(text: Catalogue["support"]["contactDetails"]): Detail[] {
  return [
    {
      id: "location",
      icon: MapPin,
      title: text.location,
      body: (
        <>
          <p className="text-foreground font-medium">{text.locationValue}</p>
          <p>{text.serviceArea}</p>
        </>
      ),
    },
    {
      id: "phone",
      icon: Phone,
      title: text.phone,
      body: (
        <>
          <p>
            <ContactLink kind="phone" />
          </p>
          <p>{text.phoneNote}</p>
        </>
      ),
    },
    {
      id: "email",
      icon: Mail,
      title: text.email,
      body: (
        <>
          <p>
            <ContactLink kind="email" />
          </p>
          <p>{text.emailNote}</p>
        </>
      ),
    },
    {
      id: "hours",
      icon: Clock,
      title: text.hours,
      body: (
        <>
          <p className="text-foreground font-medium">{text.hoursValue}</p>
          <p>{text.emergency}</p>
        </>
      ),
    },
  ];
}

export function ContactDetails() {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {details(t.support.contactDetails).map(({ id, icon: Icon, title, body }) => (
        <li key={id} className="border-border bg-card shadow-soft flex gap-4 rounded-xl border p-5">
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

import { telLink, whatsappChatLink } from "@ivdrips/contract/contact-links";
import { Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { say } from "../../../lib/stand-ins/lingui";
import { useLocation } from "../../../lib/router";
import { useT } from "../../../lib/i18n/use-t";
import type { Catalogue } from "../../../locales/catalogue";
import { useGateContact } from "../api/get-gate-contact";
import { openedFrom } from "../opened-from";

/** The chat's first message, in the visitor's language: about the service or booking the gate was opened on. */
function chatText(
  texts: Catalogue["gateContact"],
  from: ReturnType<typeof openedFrom>,
  serviceName: string | null,
): string {
  if (from && "reference" in from) return say("gateContact.chatAboutBooking", { reference: from.reference });
  if (serviceName) return say("gateContact.chatAboutService", { service: serviceName });
  return texts.chat;
}

function ContactLink({
  href,
  icon,
  label,
  value,
  newTab,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  value?: string;
  newTab?: string;
}) {
  return (
    <Button asChild variant="outline" className="w-full min-w-0 justify-start">
      <a href={href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {icon}
        {label}
        {value ? (
          <span className="text-muted-foreground ml-auto min-w-0 truncate font-normal">{value}</span>
        ) : null}
        {newTab ? <span className="sr-only"> {newTab}</span> : null}
      </a>
    </Button>
  );
}

/**
 * How to get a code (issue 35, item 7): WhatsApp with a prefilled first message, email and phone, as real
 * links in the visitor's language. The row's height is kept while the numbers load, so nothing moves.
 */
export function GateContactLinks() {
  const location = useLocation();
  const from = openedFrom(location.pathname, location.search);
  const contact = useGateContact(from && "serviceId" in from ? from.serviceId : undefined);
  // Only once the catalogue with these texts is there (the query waits for it); undefined before then.
  const texts = useT().gateContact as Catalogue["gateContact"] | undefined;
  const data = contact.data;
  return (
    <nav aria-label={texts?.label} className="grid min-h-[8.25rem] gap-2">
      {data && texts ? (
        <>
          <ContactLink
            href={whatsappChatLink(data.whatsappNumber, chatText(texts, from, data.serviceName))}
            icon={<MessageCircle aria-hidden="true" className="text-primary" />}
            label={texts.whatsapp}
            newTab={texts.newTab}
          />
          <ContactLink
            href={`mailto:${data.supportEmail}`}
            icon={<Mail aria-hidden="true" className="text-primary" />}
            label={texts.email}
            value={data.supportEmail}
          />
          <ContactLink
            href={telLink(data.supportPhone)}
            icon={<Phone aria-hidden="true" className="text-primary" />}
            label={texts.call}
            value={data.supportPhone}
          />
        </>
      ) : null}
    </nav>
  );
}

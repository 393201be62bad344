import { telLink } from "@ivdrips/contract/contact-links";
import { whatsappLink } from "@ivdrips/contract/whatsapp";
import { Mail, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { useT } from "../../../lib/i18n/use-t";
import { usePublicConfig } from "../../../lib/public-config";
import { ContactLink, type ContactKind } from "./contact-link";

interface ChannelCard {
  kind: ContactKind;
  icon: LucideIcon;
}

/** SPEC §2 "Support page": phone 24/7, WhatsApp within 30 minutes, email within 24 hours. */
const CHANNELS: ChannelCard[] = [
  { kind: "phone", icon: Phone },
  { kind: "whatsapp", icon: MessageCircle },
  { kind: "email", icon: Mail },
];

function ChannelAction({ kind, label }: { kind: ContactKind; label: string }) {
  const { data } = usePublicConfig();
  const t = useT();
  if (!data) {
    // Same size as the link it becomes, so the card does not move when the configuration arrives.
    return (
      <Button variant="outline" className="w-full" disabled>
        {label}
      </Button>
    );
  }
  const href =
    kind === "phone"
      ? telLink(data.supportPhone)
      : kind === "email"
        ? `mailto:${data.supportEmail}`
        : whatsappLink(data.whatsappNumber);
  const external = kind === "whatsapp";
  return (
    <Button asChild variant="outline" className="w-full">
      <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
        {label}
        {external ? <span className="sr-only"> {t.support.opensInNewTab}</span> : null}
      </a>
    </Button>
  );
}

/** SPEC's support channels: WhatsApp, phone and email, each with its action. */
export function SupportContactCards() {
  const t = useT();
  return (
    // data-offers-whatsapp: the page has its own WhatsApp card, so the floating button stands down (styles.css).
    <ul className="grid gap-5 md:grid-cols-3" data-offers-whatsapp="">
      {CHANNELS.map(({ kind, icon: Icon }) => {
        const { title, badge, description, action } = t.support.channels[kind];
        return (
          <li key={kind} className="flex">
            <Card className="flex w-full flex-col">
              <CardHeader>
                <div className="flex items-center justify-between gap-3">
                  <span className="bg-primary-soft text-primary flex size-11 items-center justify-center rounded-full">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <Badge variant="secondary">{badge}</Badge>
                </div>
                <CardTitle className="mt-3">{title}</CardTitle>
                <CardDescription>{description}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto">
                <ContactLink kind={kind} plain />
              </CardContent>
              <CardFooter>
                <ChannelAction kind={kind} label={action} />
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

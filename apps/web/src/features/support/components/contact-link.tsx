import { telLink } from "@ivdrips/contract/contact-links";
import { whatsappLink } from "@ivdrips/contract/whatsapp";
import { cn } from "../../../lib/stand-ins/cn";
import { useT } from "../../../lib/i18n/use-t";
import { usePublicConfig } from "../../../lib/public-config";

export type ContactKind = "phone" | "email" | "whatsapp";

/** Placeholder widths close to the real text, so nothing moves when the configuration arrives. */
const PLACEHOLDER_WIDTH: Record<ContactKind, string> = {
  phone: "w-32",
  email: "w-40",
  whatsapp: "w-32",
};

interface ContactLinkProps {
  kind: ContactKind;
  /** Show the value as text only (when a button beside it already links to the same place). */
  plain?: boolean;
  className?: string;
}

/**
 * The business's phone number, email address or WhatsApp number as a link, from GET /api/config. While it
 * loads, a text-sized placeholder holds its place.
 */
export function ContactLink({ kind, plain = false, className }: ContactLinkProps) {
  const { data, isError } = usePublicConfig();
  const t = useT();
  const linkClass = cn(
    "text-primary font-medium underline-offset-4 hover:underline break-words rounded-sm",
    className,
  );

  if (!data) {
    if (isError) {
      return (
        <span className={cn("text-muted-foreground", className)}>{t.support.contactLink.unavailable}</span>
      );
    }
    return (
      <span className={cn("inline-flex h-[1.5em] items-center align-middle", className)}>
        <span
          className={cn("bg-muted inline-block h-[1em] animate-pulse rounded", PLACEHOLDER_WIDTH[kind])}
        />
        <span className="sr-only">{t.support.contactLink.loading}</span>
      </span>
    );
  }

  if (plain) {
    const text =
      kind === "phone" ? data.supportPhone : kind === "email" ? data.supportEmail : `+${data.whatsappNumber}`;
    return <span className={cn("text-foreground font-medium break-words", className)}>{text}</span>;
  }

  switch (kind) {
    case "phone":
      return (
        <a className={linkClass} href={telLink(data.supportPhone)}>
          {data.supportPhone}
        </a>
      );
    case "email":
      return (
        <a className={linkClass} href={`mailto:${data.supportEmail}`}>
          {data.supportEmail}
        </a>
      );
    case "whatsapp":
      return (
        <a
          className={linkClass}
          href={whatsappLink(data.whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
        >
          +{data.whatsappNumber}
          <span className="sr-only"> {t.support.contactLink.onWhatsapp}</span>
        </a>
      );
  }
}

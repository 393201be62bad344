import { Link } from "../../lib/router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import type { DeferredPopupParts } from "../../components/ui/deferred-popup";
import { useT } from "../../lib/i18n/use-t";
import { THERAPY_LINKS } from "./therapy-links";

/** The header's IV Therapy dropdown (its own chunk: loaded when the visitor reaches for it). */
export function TherapyMenu({ trigger, defaultOpen }: DeferredPopupParts) {
  const t = useT();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        {THERAPY_LINKS.map((link) => (
          <DropdownMenuItem key={link.id} asChild>
            <Link to={`/service/${link.id}`}>{t.header.therapies[link.label]}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { Droplet } from "lucide-react";
import { Link } from "../../lib/router";
import { useT } from "../../lib/i18n/use-t";

export function Logo() {
  const t = useT();
  return (
    <Link to="/" className="flex w-fit shrink-0 items-center gap-2 rounded-md" aria-label={t.layout.logoHome}>
      <span className="bg-primary text-primary-foreground grid size-9 place-items-center rounded-full">
        <Droplet className="size-5" aria-hidden />
      </span>
      <span className="font-display text-foreground text-xl font-semibold tracking-tight whitespace-nowrap">
        {t.common.brand}
      </span>
    </Link>
  );
}

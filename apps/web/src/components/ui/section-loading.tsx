import { useT } from "../../lib/i18n/use-t";
import { Skeleton } from "./skeleton";

/** While a section's data or code loads: said to assistive technology, drawn as its outline. */
export function SectionLoading() {
  const t = useT();
  return (
    <div aria-busy="true" className="grid gap-4">
      <span role="status" className="sr-only">
        {t.common.loading}
      </span>
      <Skeleton className="h-11 w-full max-w-md" />
      <Skeleton className="h-72" />
    </div>
  );
}

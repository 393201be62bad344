import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useAdminT } from "../../lib/i18n/admin-texts";
import { Button } from "../ui/button";

/**
 * A list's filters as a plain form: Apply sends what the fields hold (by their `name`), Clear empties them.
 * The page keeps the filters in its address, so a filtered list can be bookmarked and shared.
 */
export function FilterForm({
  label,
  onApply,
  onClear,
  children,
  more,
}: {
  label: string;
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
  children: ReactNode;
  /** Further filters: folded behind a button on a phone (their values still apply), shown from `sm`. */
  more?: ReactNode;
}) {
  const t = useAdminT().list;
  const moreId = useId();
  const [expanded, setExpanded] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === "string") values[key] = value.trim();
    onApply(values);
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      onReset={onClear}
      className="bg-background border-border mb-6 grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
      {more ? (
        <div id={moreId} className={expanded ? "contents" : "hidden sm:contents"}>
          {more}
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{t.apply}</Button>
        <Button type="reset" variant="outline">
          {t.clear}
        </Button>
        {more ? (
          <Button
            type="button"
            variant="ghost"
            className="sm:hidden"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t.fewerFilters : t.moreFilters}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

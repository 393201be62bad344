import type { FormEvent, ReactNode } from "react";
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
}: {
  label: string;
  onApply: (values: Record<string, string>) => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const t = useAdminT().list;
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
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{t.apply}</Button>
        <Button type="reset" variant="outline">
          {t.clear}
        </Button>
      </div>
    </form>
  );
}

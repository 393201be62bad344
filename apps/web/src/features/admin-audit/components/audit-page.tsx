import { useId } from "react";
import { Link, useSearchParams } from "../../../lib/router";
import { AdminPageHeader, EmptyState, Pager, QueryState } from "../../../components/admin/admin-page";
import { ChangeList } from "../../../components/admin/change-list";
import { FilterForm } from "../../../components/admin/filter-form";
import { NativeSelect } from "../../../components/admin/native-select";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { formatKlDateTime } from "../../../lib/admin-format";
import { useAdminT } from "../../../lib/i18n/admin-texts";
import { usePageMeta } from "../../../lib/page-meta";
import { useAudit } from "../api/get-audit";
import { useStaffList } from "../api/get-staff";

const FILTERS = ["action", "targetType", "targetId", "staffId"] as const;
const TEXT_FILTERS = ["targetType", "targetId"] as const;

/** /admin/audit: every staff action, newest first, filtered by who, what and which record. */
export function AuditPage() {
  const t = useAdminT();
  const texts = t.audit;
  usePageMeta(texts.title, texts.intro);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = {
    page,
    ...Object.fromEntries(
      FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : [])),
    ),
  };
  const audit = useAudit(query);
  const staff = useStaffList();
  const staffId = params.get("staffId") ?? "";

  return (
    <>
      <AdminPageHeader title={texts.title} intro={texts.intro} />
      <FilterForm
        key={params.toString()}
        label={texts.filters}
        onApply={(values) => setParams(Object.fromEntries(Object.entries(values).filter(([, v]) => v)))}
        onClear={() => setParams({})}
        more={
          <>
            {TEXT_FILTERS.map((key) => (
              <FormField key={key} id={`${id}-${key}`} label={texts[key]}>
                <Input
                  {...fieldA11y(`${id}-${key}`, undefined)}
                  name={key}
                  defaultValue={params.get(key) ?? ""}
                />
              </FormField>
            ))}
            <FormField id={`${id}-staffId`} label={texts.staffId}>
              <NativeSelect id={`${id}-staffId`} name="staffId" defaultValue={staffId}>
                <option value="">{t.list.any}</option>
                {staff.data?.staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.active ? member.name : `${member.name} (${texts.disabled})`} · {member.email}
                  </option>
                ))}
                {staffId && !staff.data?.staff.some((member) => member.id === staffId) ? (
                  <option value={staffId}>{staffId}</option>
                ) : null}
              </NativeSelect>
            </FormField>
          </>
        }
      >
        {FILTERS.slice(0, 1).map((key) => (
          <FormField key={key} id={`${id}-${key}`} label={texts[key]}>
            <Input
              {...fieldA11y(`${id}-${key}`, undefined)}
              name={key}
              defaultValue={params.get(key) ?? ""}
            />
          </FormField>
        ))}
      </FilterForm>

      <QueryState isPending={audit.isPending} error={audit.error} onRetry={() => void audit.refetch()} />
      {audit.data ? (
        audit.data.entries.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ol className="grid gap-3" aria-busy={audit.isPlaceholderData || undefined}>
              {audit.data.entries.map((entry) => (
                <li key={entry.id} className="bg-background border-border grid gap-2 rounded-lg border p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <p className="font-mono text-sm font-semibold break-all">{entry.action}</p>
                    <p className="text-muted-foreground text-xs">
                      <time dateTime={entry.createdAt}>{formatKlDateTime(entry.createdAt)}</time>
                    </p>
                  </div>
                  <dl className="grid gap-1 text-sm sm:grid-cols-2">
                    <div className="flex gap-2">
                      <dt className="text-muted-foreground">{texts.who}</dt>
                      <dd className="break-all" title={entry.staff?.id}>
                        {entry.staff ? `${entry.staff.name} (${entry.staff.email})` : texts.server}
                      </dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="text-muted-foreground">{texts.what}</dt>
                      <dd className="break-all">
                        {entry.targetType} ·{" "}
                        <TargetName
                          type={entry.targetType}
                          id={entry.targetId}
                          name={audit.data.names[entry.targetId]}
                        />
                      </dd>
                    </div>
                  </dl>
                  <ChangeList before={entry.before} after={entry.after} names={audit.data.names} />
                  {entry.note ? (
                    <p className="bg-muted rounded-md px-3 py-2 text-sm">
                      <span className="text-muted-foreground">{texts.note}: </span>
                      {entry.note}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
            <Pager
              page={audit.data.page}
              pageSize={audit.data.pageSize}
              total={audit.data.total}
              onPage={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set("page", String(next));
                setParams(nextParams);
              }}
            />
          </>
        )
      ) : null}
    </>
  );
}

/** What an entry was done to, by its name (a booking's reference) when the API knows one; the id in a tooltip. */
function TargetName({ type, id, name }: { type: string; id: string; name: string | undefined }) {
  const label = name ?? id;
  const look = name ? "font-medium" : "font-mono text-xs";
  return type === "booking" ? (
    <Link
      to={`/admin/bookings/${id}`}
      title={id}
      className={`text-primary ${look} underline-offset-4 hover:underline`}
    >
      {label}
    </Link>
  ) : (
    <span className={look} title={id}>
      {label}
    </span>
  );
}

import { COMING_SOON_COUNTRIES, type ComingSoonCountry } from "@ivdrips/contract/countries";
import { Download } from "lucide-react";
import { useSearchParams } from "../../../lib/router";
import { AdminPageHeader, EmptyState, QueryState } from "../../../components/admin/admin-page";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatKlDateTime } from "../../../lib/admin-format";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/stand-ins/cn";
import { sayAdmin, useAdminT } from "../../../lib/i18n/admin-texts";
import { usePageMeta } from "../../../lib/page-meta";
import { useDownloadWaitlist } from "../api/download-waitlist";
import { useWaitlist } from "../api/get-waitlist";

const isCountry = (value: string | null): value is ComingSoonCountry =>
  (COMING_SOON_COUNTRIES as readonly (string | null)[]).includes(value);

/** /admin/waitlist: who waits for each coming-soon country, and the list as a CSV file. */
export function WaitlistPage() {
  const t = useAdminT().waitlist;
  usePageMeta(t.title, t.intro);
  const [params, setParams] = useSearchParams();
  const country = params.get("country");
  const query = isCountry(country) ? { country } : {};
  const waitlist = useWaitlist(query);
  const download = useDownloadWaitlist();
  return (
    <>
      <AdminPageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate(query)}>
            {download.isPending ? <Spinner /> : <Download className="size-4" aria-hidden />}
            {query.country ? sayAdmin("waitlist.downloadCountry", { country: query.country }) : t.download}
          </Button>
        }
      />
      {download.error ? (
        <p role="alert" className="text-destructive mb-4 text-sm">
          {errorMessage(download.error, t.downloadFailed)}
        </p>
      ) : null}
      <div role="group" aria-label={t.countries} className="mb-6 flex flex-wrap gap-2">
        <Button
          variant={query.country ? "outline" : "default"}
          size="sm"
          aria-pressed={!query.country}
          onClick={() => setParams({})}
        >
          {t.all}
        </Button>
        {COMING_SOON_COUNTRIES.map((name) => {
          const count = waitlist.data?.countries.find((entry) => entry.country === name)?.count;
          return (
            <Button
              key={name}
              size="sm"
              variant={query.country === name ? "default" : "outline"}
              aria-pressed={query.country === name}
              onClick={() => setParams({ country: name })}
            >
              {name}
              {count === undefined ? null : (
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs",
                    query.country === name ? "bg-primary-foreground/20" : "bg-muted",
                  )}
                >
                  {count}
                </span>
              )}
            </Button>
          );
        })}
      </div>
      <QueryState
        isPending={waitlist.isPending}
        error={waitlist.error}
        onRetry={() => void waitlist.refetch()}
      />
      {waitlist.data ? (
        waitlist.data.entries.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="bg-background border-border divide-border divide-y rounded-lg border">
            {waitlist.data.entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
              >
                <span className="font-medium break-all">{entry.email}</span>
                <span className="text-muted-foreground">
                  {entry.country} · {entry.language} · {formatKlDateTime(entry.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}

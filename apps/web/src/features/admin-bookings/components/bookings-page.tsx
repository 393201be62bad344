import {
  ADMIN_EMAIL_FILTERS,
  type AdminEmailFilter,
  type AdminBookingSearchQuery,
  type AdminBookingSummary,
} from "@ivdrips/contract/admin-bookings";
import { LIFECYCLE_STATES, type LifecycleState } from "@ivdrips/contract/booking-state";
import { REFUND_STATUSES, type RefundStatus } from "@ivdrips/contract/bookings";
import { useId } from "react";
import { Link, useSearchParams } from "../../../lib/router";
import { AdminPageHeader, EmptyState, Pager, QueryState } from "../../../components/admin/admin-page";
import { FilterForm } from "../../../components/admin/filter-form";
import { NativeSelect } from "../../../components/admin/native-select";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { formatKlDay, formatRm } from "../../../lib/format";
import { useAdminT } from "../../../lib/i18n/admin-texts";
import { useT } from "../../../lib/i18n/use-t";
import { usePageMeta } from "../../../lib/page-meta";
import { timeWindowLabel } from "../../../lib/time-window-label";
import { useClinicOptions } from "../api/get-clinic-options";
import { useBookingSearch } from "../api/search-bookings";
import { StateBadge } from "./state-badge";

const FILTERS = ["query", "status", "refundStatus", "emails", "clinicId", "from", "to"] as const;

function queryFrom(params: URLSearchParams): AdminBookingSearchQuery {
  const query: AdminBookingSearchQuery = { page: Math.max(1, Number(params.get("page")) || 1) };
  const text = (key: string) => params.get(key) || undefined;
  const status = text("status");
  const refundStatus = text("refundStatus");
  const emails = text("emails");
  return {
    ...query,
    ...(text("query") ? { query: text("query") } : {}),
    ...(status && (LIFECYCLE_STATES as readonly string[]).includes(status)
      ? { status: status as LifecycleState }
      : {}),
    ...(refundStatus && (REFUND_STATUSES as readonly string[]).includes(refundStatus)
      ? { refundStatus: refundStatus as RefundStatus }
      : {}),
    ...(emails && (ADMIN_EMAIL_FILTERS as readonly string[]).includes(emails)
      ? { emails: emails as AdminEmailFilter }
      : {}),
    ...(text("clinicId") ? { clinicId: text("clinicId") } : {}),
    ...(text("from") ? { from: text("from") } : {}),
    ...(text("to") ? { to: text("to") } : {}),
  };
}

/** /admin/bookings: search by reference, name, email or phone; filter by state, clinic and visit day. */
export function BookingsPage() {
  const t = useAdminT();
  const texts = t.bookings;
  usePageMeta(texts.title, texts.intro);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const search = useBookingSearch(query);
  const clinics = useClinicOptions();

  return (
    <>
      <AdminPageHeader title={texts.title} intro={texts.intro} />
      <FilterForm
        key={params.toString()}
        label={texts.filters}
        onApply={(values) =>
          setParams(Object.fromEntries(FILTERS.flatMap((key) => (values[key] ? [[key, values[key]]] : []))))
        }
        onClear={() => setParams({})}
        more={
          <>
            <FormField id={`${id}-status`} label={texts.status}>
              <NativeSelect id={`${id}-status`} name="status" defaultValue={query.status ?? ""}>
                <option value="">{t.list.any}</option>
                {LIFECYCLE_STATES.map((state) => (
                  <option key={state} value={state}>
                    {texts.states[state]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={`${id}-clinic`} label={texts.clinic}>
              <NativeSelect id={`${id}-clinic`} name="clinicId" defaultValue={query.clinicId ?? ""}>
                <option value="">{t.list.any}</option>
                {clinics.data?.clinics.map((clinic) => (
                  <option key={clinic.id} value={clinic.id}>
                    {clinic.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={`${id}-from`} label={texts.from}>
              <Input
                {...fieldA11y(`${id}-from`, undefined)}
                type="date"
                name="from"
                defaultValue={query.from ?? ""}
              />
            </FormField>
            <FormField id={`${id}-to`} label={texts.to}>
              <Input
                {...fieldA11y(`${id}-to`, undefined)}
                type="date"
                name="to"
                defaultValue={query.to ?? ""}
              />
            </FormField>
            <FormField id={`${id}-refund`} label={texts.refundStatus}>
              <NativeSelect id={`${id}-refund`} name="refundStatus" defaultValue={query.refundStatus ?? ""}>
                <option value="">{t.list.any}</option>
                {REFUND_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {texts.refundStatuses[status]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={`${id}-emails`} label={texts.emails}>
              <NativeSelect id={`${id}-emails`} name="emails" defaultValue={query.emails ?? ""}>
                <option value="">{t.list.any}</option>
                {ADMIN_EMAIL_FILTERS.map((filter) => (
                  <option key={filter} value={filter}>
                    {texts.emailFilters[filter]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </>
        }
      >
        <FormField id={`${id}-query`} label={texts.search} className="sm:col-span-2">
          <Input
            {...fieldA11y(`${id}-query`, undefined)}
            type="search"
            name="query"
            placeholder={texts.searchPlaceholder}
            defaultValue={query.query ?? ""}
          />
        </FormField>
      </FilterForm>

      <QueryState isPending={search.isPending} error={search.error} onRetry={() => void search.refetch()} />
      {search.data ? (
        search.data.bookings.length === 0 ? (
          <EmptyState>{texts.none}</EmptyState>
        ) : (
          <div aria-busy={search.isPlaceholderData || undefined}>
            <BookingTable bookings={search.data.bookings} />
            <ul className="grid gap-3 md:hidden">
              {search.data.bookings.map((booking) => (
                <li key={booking._id}>
                  <BookingCard booking={booking} />
                </li>
              ))}
            </ul>
            <Pager
              page={search.data.page}
              pageSize={search.data.pageSize}
              total={search.data.total}
              onPage={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set("page", String(next));
                setParams(nextParams);
              }}
            />
          </div>
        )
      ) : null}
    </>
  );
}

function BookingTable({ bookings }: { bookings: AdminBookingSummary[] }) {
  const texts = useAdminT().bookings;
  const t = useT();
  return (
    <div className="bg-background border-border hidden overflow-x-auto rounded-lg border md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/60 text-muted-foreground text-xs tracking-wide uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {texts.reference}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {texts.customer}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {texts.visit}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {texts.clinic}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {texts.total}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {texts.status}
            </th>
          </tr>
        </thead>
        <tbody className="divide-border divide-y">
          {bookings.map((booking) => (
            <tr key={booking._id} className="hover:bg-muted/40 align-top">
              <td className="px-4 py-3">
                <Link
                  to={`/admin/bookings/${booking._id}`}
                  className="text-primary font-mono font-semibold underline-offset-4 hover:underline"
                >
                  {booking.reference}
                </Link>
              </td>
              <td className="px-4 py-3">
                <span className="block font-medium">{booking.customer.name}</span>
                <span className="text-muted-foreground block text-xs break-all">
                  {booking.customer.email}
                </span>
              </td>
              <td className="px-4 py-3">
                <span className="block">{formatKlDay(booking.date)}</span>
                <span className="text-muted-foreground block text-xs">
                  {timeWindowLabel(t, booking.timeSlot)}
                </span>
                <span className="text-muted-foreground block text-xs">{booking.service.name}</span>
              </td>
              <td className="px-4 py-3">
                <span className="block">{booking.clinic.name}</span>
                <span className="text-muted-foreground block text-xs">{booking.provider.name}</span>
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">{formatRm(booking.totalAmount)}</td>
              <td className="px-4 py-3">
                <StateBadge state={booking.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BookingCard({ booking }: { booking: AdminBookingSummary }) {
  const t = useT();
  return (
    <Link
      to={`/admin/bookings/${booking._id}`}
      className="bg-background border-border hover:border-primary/40 grid gap-2 rounded-lg border p-4"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-primary font-mono font-semibold">{booking.reference}</span>
        <StateBadge state={booking.state} />
      </span>
      <span className="font-medium">{booking.customer.name}</span>
      <span className="text-muted-foreground text-sm">
        {formatKlDay(booking.date)} · {timeWindowLabel(t, booking.timeSlot)}
      </span>
      <span className="text-muted-foreground text-sm">
        {booking.service.name} · {booking.clinic.name}
      </span>
      <span className="text-sm font-medium">{formatRm(booking.totalAmount)}</span>
    </Link>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { INBOX_STATUSES, type InboxStatus } from "@ivdrips/contract/admin";
import {
  INBOX_KINDS,
  UpdateInboxItemRequestSchema,
  type InboxItem,
  type InboxKind,
  type UpdateInboxItemRequest,
  type UpdateInboxItemRequestInput,
} from "@ivdrips/contract/admin-inbox";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "../../../lib/router";
import { AdminPageHeader, EmptyState, Pager, QueryState } from "../../../components/admin/admin-page";
import { NativeSelect } from "../../../components/admin/native-select";
import { Badge, type BadgeProps } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { formatKlDateTime } from "../../../lib/admin-format";
import { errorMessage } from "../../../lib/api-client";
import { useAdminT } from "../../../lib/i18n/admin-texts";
import { usePageMeta } from "../../../lib/page-meta";
import { useInbox } from "../api/get-inbox";
import { useUpdateInboxItem } from "../api/update-inbox-item";

const STATUS_VARIANTS: Record<InboxStatus, BadgeProps["variant"]> = {
  new: "warning",
  in_progress: "info",
  done: "success",
};

const isKind = (value: string | null): value is InboxKind =>
  (INBOX_KINDS as readonly (string | null)[]).includes(value);
const isStatus = (value: string | null): value is InboxStatus =>
  (INBOX_STATUSES as readonly (string | null)[]).includes(value);

/** /admin/inbox: partner applications, support and contact messages, each with its status and the team's note. */
export function InboxPage() {
  const all = useAdminT();
  const t = all.inbox;
  usePageMeta(t.title, t.intro);
  const [params, setParams] = useSearchParams();
  const kindParam = params.get("kind");
  const statusParam = params.get("status");
  const kind: InboxKind = isKind(kindParam) ? kindParam : "partner";
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const inbox = useInbox({ kind, page, ...(status ? { status } : {}) });
  const go = (next: Record<string, string | undefined>) => {
    const merged: Record<string, string | undefined> = { kind, status, ...next };
    setParams(
      Object.fromEntries(
        Object.entries(merged).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    );
  };
  return (
    <>
      <AdminPageHeader title={t.title} intro={t.intro} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div role="group" aria-label={t.kind} className="flex flex-wrap gap-2">
          {INBOX_KINDS.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === kind ? "default" : "outline"}
              aria-pressed={option === kind}
              onClick={() => go({ kind: option, page: undefined })}
            >
              {t.kinds[option]}
            </Button>
          ))}
        </div>
        <label className="grid gap-1 text-sm font-medium">
          {t.status}
          <NativeSelect
            className="w-48"
            value={status ?? ""}
            onChange={(event) => go({ status: event.target.value || undefined, page: undefined })}
          >
            <option value="">{all.list.any}</option>
            {INBOX_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t.statuses[option]}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <QueryState isPending={inbox.isPending} error={inbox.error} onRetry={() => void inbox.refetch()} />
      {inbox.data ? (
        inbox.data.items.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ul className="grid gap-3 xl:grid-cols-2">
              {inbox.data.items.map((item) => (
                <li key={item.id}>
                  <InboxCard item={item} />
                </li>
              ))}
            </ul>
            <Pager
              page={inbox.data.page}
              pageSize={inbox.data.pageSize}
              total={inbox.data.total}
              onPage={(next) => go({ page: String(next) })}
            />
          </>
        )
      ) : null}
    </>
  );
}

function Detail({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === "") return null;
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-all">{value}</dd>
    </div>
  );
}

function InboxCard({ item }: { item: InboxItem }) {
  const t = useAdminT().inbox;
  const id = useId();
  const update = useUpdateInboxItem();
  const { register, handleSubmit, formState } = useForm<
    UpdateInboxItemRequestInput,
    unknown,
    UpdateInboxItemRequest
  >({
    resolver: zodResolver(UpdateInboxItemRequestSchema),
    defaultValues: { status: item.status, note: item.staffNote ?? "" },
  });
  const title =
    item.kind === "partner"
      ? item.name
      : item.kind === "support"
        ? `${item.name}: ${item.subject}`
        : `${item.firstName} ${item.lastName}: ${item.subject}`;
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { kind: item.kind, id: item.id, ...values },
      { onSuccess: () => toast({ title: t.savedTitle, description: title }) },
    ),
  );
  return (
    <article className="bg-background border-border grid gap-3 rounded-lg border p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold break-words">{title}</h2>
        <Badge variant={STATUS_VARIANTS[item.status]}>{t.statuses[item.status]}</Badge>
      </div>
      <dl className="grid gap-1 text-sm">
        <Detail label={t.received} value={formatKlDateTime(item.createdAt)} />
        <Detail label={t.email} value={item.email} />
        {item.kind !== "support" ? <Detail label={t.phone} value={item.phone} /> : null}
        {item.kind === "partner" ? (
          <>
            <Detail label={t.profession} value={t.professions[item.profession]} />
            <Detail label={t.licence} value={item.licenceNumber} />
            <Detail label={t.experience} value={item.yearsOfExperience} />
            <Detail label={t.city} value={item.city} />
          </>
        ) : null}
        {item.kind === "support" ? <Detail label={t.category} value={t.categories[item.category]} /> : null}
        <Detail label={t.language} value={item.language} />
      </dl>
      {item.message ? (
        <p className="bg-muted rounded-md p-3 text-sm whitespace-pre-line">{item.message}</p>
      ) : null}
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-3 sm:grid-cols-[12rem_1fr]"
        aria-label={t.update}
      >
        <FormField id={`${id}-status`} label={t.status}>
          <NativeSelect {...fieldA11y(`${id}-status`, undefined)} {...register("status")}>
            {INBOX_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t.statuses[option]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${id}-note`} label={t.note} error={formState.errors.note?.message}>
          <Textarea
            className="min-h-11"
            {...fieldA11y(`${id}-note`, formState.errors.note?.message)}
            {...register("note")}
          />
        </FormField>
        {update.error ? (
          <p role="alert" className="text-destructive text-sm sm:col-span-2">
            {errorMessage(update.error, t.failed)}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? <Spinner /> : null}
            {t.save}
          </Button>
        </div>
      </form>
    </article>
  );
}

import type { AdminWaitlist, InboxItem, InboxList } from "@ivdrips/contract/admin-inbox";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { injectAs } from "../../../test/test-app";
import { runAdminCommand } from "../../cli/admin-commands";
import {
  auditLog,
  contactMessages,
  partnerApplications,
  supportMessages,
  waitlistEntries,
} from "../../db/schema";

const t = appUnderTest({ now: "2026-06-01T10:00:00+08:00" });

let staff: TestStaff;
beforeAll(async () => {
  staff = await addStaff(t.app, t.database.db);
});

const asStaff = () => injectAs(t.app, staff.token);
const auditOf = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
const at = (minute: number) => new Date(Date.UTC(2026, 4, 20, 1, minute));

async function addSupport(subject: string, minute: number) {
  const [row] = await t.database.db
    .insert(supportMessages)
    .values({
      name: "Aisha Rahman",
      email: "aisha@example.com",
      subject,
      category: "booking",
      message: "When is my visit?",
      createdAt: at(minute),
    })
    .returning();
  if (!row) throw new Error("not inserted");
  return row;
}

const inbox = (query: string) => asStaff()({ method: "GET", url: `/api/admin/inbox?${query}` });
const update = (kind: string, id: string, payload: Record<string, unknown>) =>
  asStaff()({ method: "PUT", url: `/api/admin/inbox/${kind}/${id}`, payload });

describe("GET /api/admin/inbox", () => {
  it("lists one kind, newest first, filtered by status, one page at a time", async () => {
    const older = await addSupport("Older", 1);
    const newer = await addSupport("Newer", 2);
    await t.database.db
      .update(supportMessages)
      .set({ status: "done" })
      .where(eq(supportMessages.id, older.id));

    const all = await inbox("kind=support");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<InboxList>()).toMatchObject({ page: 1, pageSize: 50, total: 2 });
    expect(all.json<InboxList>().items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(all.json<InboxList>().items[0]).toMatchObject({
      kind: "support",
      subject: "Newer",
      category: "booking",
      status: "new",
      staffNote: null,
    });
    const done = (await inbox("kind=support&status=done")).json<InboxList>();
    expect(done.items.map((item) => item.id)).toEqual([older.id]);
    expect((await inbox("kind=support&page=2")).json<InboxList>()).toMatchObject({ items: [], total: 2 });
  });

  it("reads partner applications and contact messages", async () => {
    await t.database.db.insert(partnerApplications).values({
      name: "Dr Tan",
      profession: "doctor",
      licenceNumber: "MMC 12345",
      yearsOfExperience: 8,
      email: "tan@example.com",
      phone: "+60 12-000 0000",
      city: "Kuala Lumpur",
    });
    await t.database.db.insert(contactMessages).values({
      firstName: "Mei",
      lastName: "Lim",
      email: "mei@example.com",
      phone: "+60 12-111 1111",
      subject: "Corporate wellness",
      message: "Do you visit offices?",
    });
    const partners = (await inbox("kind=partner")).json<InboxList>();
    expect(partners.items[0]).toMatchObject({ kind: "partner", name: "Dr Tan", profession: "doctor" });
    const contacts = (await inbox("kind=contact")).json<InboxList>();
    expect(contacts.items[0]).toMatchObject({
      kind: "contact",
      firstName: "Mei",
      subject: "Corporate wellness",
    });
  });

  it("validates the query", async () => {
    expect((await inbox("kind=email")).json()).toMatchObject({
      statusCode: 400,
      messageId: "inboxKindInvalid",
    });
    expect((await inbox("kind=support&status=closed")).json()).toMatchObject({
      statusCode: 400,
      messageId: "inboxStatusInvalid",
    });
    expect((await inbox("kind=support&page=0")).json()).toMatchObject({
      statusCode: 400,
      messageId: "pageInvalid",
    });
  });
});

describe("PUT /api/admin/inbox/:kind/:id", () => {
  it("sets the status and note, audited with before and after", async () => {
    const message = await addSupport("Refund?", 3);
    const response = await update("support", message.id, { status: "in_progress", note: "Called back" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<InboxItem>()).toMatchObject({ status: "in_progress", staffNote: "Called back" });
    const kept = await update("support", message.id, { status: "done" });
    expect(kept.json<InboxItem>()).toMatchObject({ status: "done", staffNote: "Called back" });
    const rows = await auditOf(message.id);
    expect(rows.map((row) => [row.action, row.targetType, row.before, row.after])).toEqual(
      expect.arrayContaining([
        [
          "inbox.update",
          "support_message",
          { status: "new", staffNote: null },
          { status: "in_progress", staffNote: "Called back" },
        ],
        ["inbox.update", "support_message", { status: "in_progress" }, { status: "done" }],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.staffId === staff.id)).toBe(true);
  });

  it("refuses an unknown item, a wrong kind for the id and a bad status, writing nothing", async () => {
    const message = await addSupport("Wrong kind", 4);
    expect((await update("contact", message.id, { status: "done" })).statusCode).toBe(404);
    expect((await update("support", message.id, { status: "closed" })).statusCode).toBe(400);
    expect((await update("support", message.id, { status: "done", note: "x".repeat(1001) })).statusCode).toBe(
      400,
    );
    expect((await update("support", "not-a-uuid", { status: "done" })).statusCode).toBe(400);
    expect(await auditOf(message.id)).toEqual([]);
    const [stored] = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, message.id));
    expect(stored).toMatchObject({ status: "new", staffNote: null });
  });
});

describe("GET /api/admin/waitlist and /api/admin/waitlist.csv", () => {
  beforeAll(async () => {
    await t.database.db.insert(waitlistEntries).values([
      { email: "a@example.com", country: "UAE", language: "en", createdAt: at(10) },
      { email: "=cmd@example.com", country: "France", language: "zh", createdAt: at(11) },
      { email: "b@example.com", country: "UAE", language: "ms", createdAt: at(12) },
    ]);
  });

  it("lists who waits, per country, with the count of each", async () => {
    const response = await asStaff()({ method: "GET", url: "/api/admin/waitlist?country=UAE" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminWaitlist>();
    expect(body.entries.map((entry) => entry.email)).toEqual(["a@example.com", "b@example.com"]);
    expect(body.countries).toEqual(
      expect.arrayContaining([
        { country: "UAE", count: 2 },
        { country: "France", count: 1 },
        { country: "Monaco", count: 0 },
      ]),
    );
    const bad = await asStaff()({ method: "GET", url: "/api/admin/waitlist?country=Narnia" });
    expect(bad.json()).toMatchObject({ statusCode: 400, messageId: "waitlistCountry" });
  });

  it("downloads the same CSV the CLI prints", async () => {
    for (const country of [undefined, "France"] as const) {
      const response = await asStaff()({
        method: "GET",
        url: `/api/admin/waitlist.csv${country ? `?country=${country}` : ""}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/csv/);
      expect(response.headers["content-disposition"]).toBe('attachment; filename="waitlist.csv"');
      const [printed] = await runAdminCommand(
        { kind: "waitlist-list", country, csv: true },
        { db: t.database.db, isProduction: false, clock: t.clock },
      );
      // The CLI prints its line and a "\n", which ends the last record's CRLF.
      expect(response.body).toBe(`${printed ?? ""}\n`);
    }
    const france = await asStaff()({ method: "GET", url: "/api/admin/waitlist.csv?country=France" });
    expect(france.body).toBe(
      "date,email,country,language\r\n2026-05-20T09:11:00+08:00,'=cmd@example.com,France,zh\r\n",
    );
  });
});

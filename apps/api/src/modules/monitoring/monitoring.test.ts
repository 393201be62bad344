import { sql, type SQLWrapper } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { queryRows, type Executor } from "../../db/client";
import { backlogQuery, bookingsByStatusQuery } from "./monitoring.repository";

/**
 * /metrics runs these counts on every scrape: each must read an index, never the whole table. With sequential
 * scans switched off, the planner still chooses one when no index can answer: so "no Seq Scan" proves one can.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function planOf(query: SQLWrapper): Promise<PlanNode[]> {
  return database.db.transaction(async (tx: Executor) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const [row] = await queryRows<{ "QUERY PLAN": unknown }>(tx, sql`explain (format json) ${query}`);
    const plan = row?.["QUERY PLAN"];
    const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
    return nodesOf(parsed[0].Plan);
  });
}

describe("the operational counts behind /metrics", () => {
  it("counts bookings by status from an index", async () => {
    const nodes = await planOf(bookingsByStatusQuery(database.db));
    expect(nodes.filter((node) => node["Node Type"] === "Seq Scan")).toEqual([]);
    expect(nodes.map((node) => node["Index Name"]).filter(Boolean)).toEqual(["bookings_status_approval_idx"]);
  });

  it("counts holds, the clinics' backlog, refunds and the outbox each from an index", async () => {
    const nodes = await planOf(backlogQuery(database.db, new Date()));
    expect(nodes.filter((node) => node["Node Type"] === "Seq Scan")).toEqual([]);
    const indexes = nodes.map((node) => node["Index Name"]).filter(Boolean);
    // Six counts, six index reads (an open hold may be counted through either partial index on pending rows).
    expect(indexes).toHaveLength(6);
    expect(indexes).toEqual(
      expect.arrayContaining([
        "bookings_status_approval_idx",
        "bookings_refund_open_idx",
        "outbox_emails_due_idx",
        "outbox_emails_failed_idx",
      ]),
    );
    expect(indexes.filter((name) => name?.startsWith("bookings_pending_"))).toHaveLength(1);
  });
});

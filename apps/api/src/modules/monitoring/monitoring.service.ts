import type { Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { countOperational, type OperationalCounts } from "./monitoring.repository";

/** What /metrics reports of the business, read afresh on each scrape. */
export function createMonitoringService(db: Executor, clock: Clock) {
  return {
    operationalCounts: (): Promise<OperationalCounts> => countOperational(db, clock()),
  };
}

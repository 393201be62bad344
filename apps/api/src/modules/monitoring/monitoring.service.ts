import type { Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { messagesByChannelAndStatus, type MessageCounts } from "../phone-messages/message-counts";
import { countOperational, type OperationalCounts } from "./monitoring.repository";

/** What /metrics reports of the business, read afresh on each scrape. */
export function createMonitoringService(db: Executor, clock: Clock) {
  return {
    operationalCounts: async (): Promise<
      OperationalCounts & { messagesByChannelAndStatus: MessageCounts }
    > => ({
      ...(await countOperational(db, clock())),
      messagesByChannelAndStatus: await messagesByChannelAndStatus(db),
    }),
  };
}

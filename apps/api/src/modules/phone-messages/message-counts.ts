import {
  MESSAGE_STATUSES,
  PHONE_CHANNELS,
  type MessageStatus,
  type PhoneChannel,
} from "@ivdrips/contract/phone-messages";
import type { Executor } from "../../db/client";
import { countFailedMessages, countMessagesByChannelAndStatus } from "./phone-messages.repository";

// The message outbox counted, for the modules that report on it: monitoring (/metrics) and the console's
// dashboard. They read it through here, not through the repository.

export type MessageCounts = Record<PhoneChannel, Record<MessageStatus, number>>;

/** The messages stored, by channel and status: every pair, 0 where there is none. */
export async function messagesByChannelAndStatus(db: Executor): Promise<MessageCounts> {
  const rows = await countMessagesByChannelAndStatus(db);
  const countOf = (channel: PhoneChannel, status: MessageStatus) =>
    rows.find((row) => row.channel === channel && row.status === status)?.count ?? 0;
  return Object.fromEntries(
    PHONE_CHANNELS.map((channel) => [
      channel,
      Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, countOf(channel, status)])),
    ]),
  ) as MessageCounts;
}

/** Chains created after `since` whose last message failed: no fallback stands in for it. */
export function failedMessageChains(db: Executor, since: Date): Promise<number> {
  return countFailedMessages(db, since);
}

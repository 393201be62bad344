import { apiMessagesZh } from "@ivdrips/contract/api-messages/zh";
import { compiledMessages } from "../icu";

/** The API's vocabulary (packages/contract/src/api-messages), compiled; at build, ahead of time. */
export const apiMessages = compiledMessages(apiMessagesZh);

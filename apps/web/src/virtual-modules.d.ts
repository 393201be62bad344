/** The API's vocabulary in one language, each message compiled at build (scripts/icu-messages.ts). */
declare module "virtual:api-messages/*" {
  import type { ApiMessageId } from "@ivdrips/contract/api-messages";
  import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

  const messages: Readonly<Record<ApiMessageId, { readonly $icu: CompiledMessage }>>;
  export default messages;
}

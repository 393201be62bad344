import { readSchemaMessage } from "@ivdrips/contract/api-messages";
import { currentCatalogue } from "./language-store";
import { sayMessage } from "./say-message";

/**
 * A form field's message: a shared schema's (an id, with its values) in the current language; a text the
 * app wrote itself (already in the current language) as it is.
 */
export function sayFieldMessage(text: string): string {
  const texts = currentCatalogue().apiMessages as Readonly<Record<string, unknown>> | undefined;
  const ref = texts ? readSchemaMessage(text, texts) : undefined;
  return ref ? sayMessage(ref) : text;
}

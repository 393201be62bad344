import type { Catalogue } from "../../locales/catalogue";
import { fill, placeholders } from "./fill";

type ApiMessages = Catalogue["apiMessages"];
type MessageId = keyof ApiMessages;

interface Pattern {
  id: MessageId;
  names: string[];
  regex: RegExp;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let exact: Map<string, MessageId> | null = null;
const patterns: Pattern[] = [];

// Built on first use from the English catalogue: its texts are exactly what the API and the shared schemas say.
function index(english: ApiMessages): Map<string, MessageId> {
  if (exact) return exact;
  const map = new Map<string, MessageId>();
  for (const [id, template] of Object.entries(english) as [MessageId, string][]) {
    if (placeholders(template).length === 0) {
      map.set(template, id);
      continue;
    }
    const ordered = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    const source = template
      .split(/\{\w+\}/)
      .map(escapeRegex)
      .join("(.+?)");
    patterns.push({ id, names: ordered, regex: new RegExp(`^${source}$`, "s") });
  }
  exact = map;
  return map;
}

/**
 * translateMessage for Malay and Chinese (loaded with their catalogues): a message the server or a shared
 * schema wrote in English ("Please enter your email address",
 * "Name must be at most 100 characters"), in the current language. A message the catalogue does not know
 * is shown as it came: better English than nothing.
 */
export function translateFromEnglish(message: string, english: ApiMessages, messages: ApiMessages): string {
  const id = index(english).get(message);
  if (id) return messages[id];
  for (const pattern of patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const params: Record<string, string> = {};
    pattern.names.forEach((name, position) => {
      // A part may itself be a message (a reason inside a sentence): translate it too.
      params[name] = translateFromEnglish(match[position + 1] ?? "", english, messages);
    });
    return fill(messages[pattern.id], params);
  }
  return message;
}

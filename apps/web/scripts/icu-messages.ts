import path from "node:path";
import { pathToFileURL } from "node:url";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { tsImport } from "tsx/esm/api";
import type { Plugin } from "vite";

/*
 * The web app's texts with values are Lingui messages (decision 011), compiled here, at build (and in the web
 * tests), so the browser carries only Lingui's runtime and never its ICU parser:
 * - in src/locales, each `icu("…")` becomes its compiled form, `{ $icu: [...] }` (locales/icu.ts);
 * - src/locales/<language>/api-messages.ts, the API's vocabulary compiled, is run here and replaced by its
 *   value.
 */

const LOCALES_DIR = `${path.sep}src${path.sep}locales${path.sep}`;
/** Where `icu` itself is defined, the one module of src/locales that is not a catalogue. */
const MARKER = `${LOCALES_DIR}icu.ts`;
const API_MESSAGES = /[\\/]src[\\/]locales[\\/](en|ms|zh)[\\/]api-messages\.ts$/;
/** icu("…") or icu(`…`) with one string literal, as Prettier lays it out (on one line or over three). */
const ICU_CALL = /\bicu\(\s*("(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.|\$(?!\{))*`)\s*,?\s*\)/g;

function literalText(literal: string): string {
  const body = literal.slice(1, -1);
  if (literal.startsWith('"')) return JSON.parse(`"${body.replace(/\\'/g, "'")}"`) as string;
  return JSON.parse(`"${body.replace(/\\`/g, "`").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`) as string;
}

function compiled(text: string, where: string): string {
  try {
    return JSON.stringify({ $icu: compileMessageOrThrow(text) });
  } catch (error) {
    throw new Error(`${where}: ${JSON.stringify(text)} is not ICU MessageFormat`, { cause: error });
  }
}

export function icuMessages(): Plugin {
  return {
    name: "ivdrips:icu-messages",
    enforce: "pre",
    async load(id) {
      if (!API_MESSAGES.test(id)) return null;
      const module = (await tsImport(pathToFileURL(id).href, import.meta.url)) as { apiMessages?: unknown };
      if (typeof module.apiMessages !== "object" || module.apiMessages === null)
        throw new Error(`${id} exports no apiMessages`);
      return `export const apiMessages = ${JSON.stringify(module.apiMessages)};`;
    },
    transform(code, id) {
      if (!id.includes(LOCALES_DIR) || id.endsWith(MARKER) || !code.includes("icu(")) return null;
      const out = code.replace(ICU_CALL, (_call, literal: string, offset: number) => {
        const line = code.slice(0, offset).split("\n").length;
        return compiled(literalText(literal), `${id}:${line}`);
      });
      const left = /\bicu\(/.exec(out);
      if (left) throw new Error(`${id}: icu() takes one string literal (it is compiled at build)`);
      return { code: out, map: null };
    },
  };
}

/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { en } from "../../locales/en/en";
import { setLanguage } from "./language-store";
import { translateMessage } from "./translate-message";

/**
 * Every message the server, a shared schema or the web's own schemas can show a user must be in the
 * `apiMessages` catalogue, or `translateMessage` leaves it in English. This test reads the sources, finds
 * the messages the way they are written, and checks that each one is translated; a message added later
 * without a translation fails here.
 *
 * Files read: packages/contract/src/**\/*.ts, apps/api/src/**\/*.ts and apps/web/src/**\/*.{ts,tsx}, without
 * tests; and without what never reaches the browser: the API's admin CLI (cli/), database seed (db/),
 * emails (notifications/, translated on the server) and environment checks (config.ts); the web's
 * catalogues (locales/), test helpers (test/) and the wallet's messages (crypto-payment/lib/wallet-errors.ts,
 * which the payments catalogue translates by key).
 *
 * A "literal" is a "string", a 'string' or a `template`, or several joined with `+`. Messages are:
 *  1. a literal after `error:` or `message:` (a zod message, an error or response body): /(?<![.\w])(?:error|message)\s*:\s*LITERAL/
 *  2. a literal argument of `new AppError(CODE, ...)`, `new ApiError(...)`, `new PaymentError(...)` (the
 *     arguments are read to their closing parenthesis; a literal right after ===, !==, == or != is a value
 *     compared, not a message: `status === "paid" ? "A" : "B"` gives A and B)
 *  3. the value of a constant used as a message: a name in SCREAMING_CASE that appears in place of a literal
 *     in 1 or 2, or any constant named *_MESSAGE / *_MESSAGES: /(?:const|let)\s+NAME(?:\s*:[^=]+)?\s*=\s*LITERAL/;
 *     if its value is an object ({ KEY: LITERAL, ... }), every literal value in it
 *  4. the template an arrow function named *Message returns: /const NAME\s*=\s*\([^)]*\)\s*=>\s*LITERAL/
 *  5. the contract's requiredText(label, max, emptyMessage) calls: the emptyMessage literal (or constant),
 *     and `${label} must be at most ${max} characters` with each label given.
 * A template is checked by instantiating it: `${label}` with each requiredText label, every other `${...}`
 * (and a `{name}` written for fill()) with a sample value.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../../../..");

/** Found by the rules above, yet never shown to someone using the web app. */
const NOT_SHOWN_IN_THE_WEB = new Set([
  // The WhatsApp chat's prefilled text, not an error or answer (the layout owns its wording).
  "Hi! I'm interested in booking an IV therapy session. Can you help me?",
  // The admin CLI's checks, thrown by services only the CLI calls.
  "--name must be 2-100 characters",
  "--city must be 2-100 characters",
  "--capacity must be a whole number from 1 to 100",
  "--max-uses must be a whole number of at least 1",
  "--expires must be today or a later day",
  "A clinic with username ${username.data} already exists",
  "Provider ${name} already exists",
  "Invite code ${code.data} already exists",
  "No invite code ${code.trim()}",
  "Bad code",
  // The lifecycle's refusal of an event by the wrong kind of caller: every route names its own caller.
  "A ${context.actor} cannot ${event} a booking",
  // Answered to Stripe's webhook calls and to the readiness probe, never to the browser.
  "The webhook body is missing",
  "Webhooks are not enabled",
  "Invalid webhook signature",
  "The database is not reachable.",
]);

const SAMPLE = "7";

function filesUnder(folder: string, keep: (path: string) => boolean): string[] {
  const found: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (name !== "node_modules") found.push(...filesUnder(path, keep));
    } else if (keep(path)) {
      found.push(path);
    }
  }
  return found;
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

function sourceFiles(): string[] {
  return [
    ...filesUnder(join(ROOT, "packages/contract/src"), (path) => path.endsWith(".ts") && !isTest(path)),
    ...filesUnder(
      join(ROOT, "apps/api/src"),
      (path) =>
        path.endsWith(".ts") &&
        !isTest(path) &&
        !/[/\\](cli|db|notifications)[/\\]|[/\\]config\.ts$/.test(path),
    ),
    ...filesUnder(
      join(ROOT, "apps/web/src"),
      (path) =>
        /\.tsx?$/.test(path) &&
        !isTest(path) &&
        !/[/\\](locales|test)[/\\]|[/\\]wallet-errors\.ts$/.test(path),
    ),
  ];
}

const LITERAL = String.raw`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|` + "`(?:[^`\\\\]|\\\\.)*`";
const JOINED = `(?:${LITERAL})(?:\\s*\\+\\s*(?:${LITERAL}))*`;
const NAME = "[A-Za-z_$][\\w$]*";
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;

/** The text of a literal or of literals joined with `+`, escapes resolved, `${...}` kept as written. */
function textOf(joined: string): string {
  return [...joined.matchAll(new RegExp(LITERAL, "g"))]
    .map(([literal]) => literal.slice(1, -1).replace(/\\(.)/g, "$1"))
    .join("");
}

/** The source between a call's opening parenthesis (at `open`) and its closing one. */
function callArguments(source: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index];
    if (quote) {
      if (char === "\\") index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === "`") {
      quote = char;
    } else if (char === "(") {
      depth += 1;
    } else if (char === ")") {
      depth -= 1;
      if (depth === 0) return source.slice(open + 1, index);
    }
  }
  return source.slice(open + 1);
}

interface Found {
  /** As written: a template keeps its `${...}`. */
  text: string;
  file: string;
}

function scan(): { messages: Found[]; labels: string[] } {
  const sources = sourceFiles().map((path) => ({
    file: relative(ROOT, path),
    source: readFileSync(path, "utf8"),
  }));
  const messages: Found[] = [];
  const labels = new Set<string>();
  const usedNames = new Set<string>();
  const add = (text: string, file: string) => {
    if (text.trim() !== "") messages.push({ text, file });
  };

  for (const { file, source } of sources) {
    // 1. error: "..." / message: "..." (or a constant in their place).
    const property = new RegExp(
      `(?<![.\\w])(?:error|message)\\s*:\\s*(?:(${JOINED})|(${NAME})(?![\\w$.(]))`,
      "g",
    );
    for (const [, literal, name] of source.matchAll(property)) {
      if (literal) add(textOf(literal), file);
      else if (name) usedNames.add(name);
    }
    // 2. new AppError(CODE, ...), new ApiError(...), new PaymentError(...).
    for (const match of source.matchAll(/new (?:AppError|ApiError|PaymentError)\(/g)) {
      const args = callArguments(source, (match.index ?? 0) + match[0].length - 1).replace(
        /^\s*"[A-Z_]+"\s*,/,
        "",
      );
      const literals = new RegExp(`(===?\\s*|!==?\\s*)?(${JOINED})`, "g");
      for (const [, compared, literal] of args.matchAll(literals))
        if (!compared && literal) add(textOf(literal), file);
      const code = args.replace(new RegExp(LITERAL, "g"), '""');
      for (const [, name] of code.matchAll(new RegExp(`(?<![\\w$.])(${NAME})(?![\\w$.])`, "g"))) {
        if (name) usedNames.add(name);
      }
    }
    // 5. requiredText(label, max, emptyMessage).
    const requiredText = new RegExp(
      `\\brequiredText\\(\\s*(${LITERAL})\\s*,[^,]+,\\s*(?:(${LITERAL})|(${NAME}))\\s*\\)`,
      "g",
    );
    for (const [, label, emptyMessage, emptyName] of source.matchAll(requiredText)) {
      if (label) labels.add(textOf(label));
      if (emptyMessage) add(textOf(emptyMessage), file);
      else if (emptyName) usedNames.add(emptyName);
    }
  }

  // 3 and 4. Constants used as messages, and message functions.
  const definition = new RegExp(
    `\\b(?:const|let)\\s+(${NAME})(?:\\s*:[^=]+)?\\s*=\\s*` +
      `(?:(${JOINED})|\\{([^}]*)\\}|\\([^)]*\\)\\s*(?::\\s*\\w+\\s*)?=>\\s*(${JOINED}))`,
    "g",
  );
  for (const { file, source } of sources) {
    for (const [, name = "", value, object, returned] of source.matchAll(definition)) {
      const isMessage =
        (CONSTANT.test(name) && usedNames.has(name)) || /_MESSAGES?$/.test(name) || /Message$/.test(name);
      if (!isMessage) continue;
      if (value) add(textOf(value), file);
      if (returned) add(textOf(returned), file);
      if (object) {
        const entries = new RegExp(`(?:${NAME}|${LITERAL})\\s*:\\s*(${JOINED})`, "g");
        for (const [, literal] of object.matchAll(entries)) if (literal) add(textOf(literal), file);
      }
    }
  }

  const unique = new Map(messages.map((found) => [found.text, found]));
  return { messages: [...unique.values()], labels: [...labels] };
}

/** What a user can see from a message as written: a template with sample values in its `${...}`. */
function instances(text: string, labels: string[]): string[] {
  const filled = (label: string) =>
    text
      .replace(/\$\{\s*label\s*\}/g, label)
      .replace(/\$\{[^}]*\}/g, SAMPLE)
      .replace(/\{\w+\}/g, SAMPLE);
  return /\$\{\s*label\s*\}/.test(text) ? labels.map(filled) : [filled("")];
}

const { messages, labels } = scan();
const shown = messages.filter((found) => !NOT_SHOWN_IN_THE_WEB.has(found.text));

afterEach(async () => {
  await setLanguage("en");
});

describe("the message scan", () => {
  it("finds messages of every kind it looks for", () => {
    const texts = messages.map((found) => found.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        "Please enter a valid email address", // a *_MESSAGE constant
        "Invalid username or password", // a constant thrown by the API
        "Status must be approved or rejected", // error: "..."
        "Something went wrong on our side. Please try again.", // the error handler's
        "Please sign in to continue.", // new AppError(CODE, "...")
        "This booking is already paid.", // one branch of a ternary in an AppError
        "This booking is no longer held for payment. Please book again.", // the other
        "Transaction not found", // a constant object of messages
        "No providers available in ${city}...", // a message function
        "Please enter your name", // requiredText's empty message
        "${label} must be at most ${max} characters", // requiredText's length message
        "We could not reach IV Drips. Please check your connection and try again.", // new ApiError("...")
      ]),
    );
    expect(labels).toEqual(expect.arrayContaining(["Name", "Subject", "Message"]));
    expect(texts).not.toContain("paid"); // a compared value, not a message
  });
});

describe.each(["ms", "zh"] as const)("every message a user can see, in %s", (language) => {
  it("is translated, with no placeholder left", async () => {
    await setLanguage(language);
    const untranslated = shown.flatMap(({ text, file }) =>
      instances(text, labels)
        .filter((message) => {
          const translated = translateMessage(message);
          return translated === message || /\{\w+\}/.test(translated);
        })
        .map((message) => `${message}   (${file})`),
    );
    expect(untranslated).toEqual([]);
  });
});

describe("the apiMessages catalogue", () => {
  it("has each English text once", () => {
    const texts = Object.values(en.apiMessages) as string[];
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });
});

describe("translateMessage", () => {
  it("translates a message the catalogue knows word for word", async () => {
    await setLanguage("ms");
    expect(translateMessage("Invalid username or password")).toBe("Nama pengguna atau kata laluan tidak sah");
    await setLanguage("zh");
    expect(translateMessage("Invalid username or password")).toBe("用户名或密码无效");
  });

  it("translates a message with variable parts through its {placeholder} pattern", async () => {
    await setLanguage("ms");
    expect(translateMessage("Comment must be at most 1000 characters")).toBe(
      "Ulasan mestilah tidak melebihi 1000 aksara",
    );
    expect(translateMessage("No providers available in Kuala Lumpur...")).toBe(
      "Tiada penyedia tersedia di Kuala Lumpur...",
    );
    await setLanguage("zh");
    expect(translateMessage("Comment must be at most 1000 characters")).toBe("评论最多 1000 个字符");
  });

  it("prefers the exact text to a pattern that also matches it", async () => {
    await setLanguage("ms");
    expect(translateMessage("Booking has already been approved")).toBe("Tempahan telah pun diluluskan");
  });

  it("returns a message it does not know unchanged", async () => {
    await setLanguage("ms");
    expect(translateMessage("Something nobody has written yet")).toBe("Something nobody has written yet");
  });

  it("gives the English text back in English", async () => {
    await setLanguage("ms");
    await setLanguage("en");
    expect(translateMessage("Invalid username or password")).toBe("Invalid username or password");
    expect(translateMessage("Comment must be at most 1000 characters")).toBe(
      "Comment must be at most 1000 characters",
    );
  });
});

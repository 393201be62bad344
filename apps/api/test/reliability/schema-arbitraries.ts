import fc from "fast-check";
import { z } from "zod";

/**
 * fast-check arbitraries derived from a route's own zod schemas (zod 4 classes, walked through their shape):
 * plausible values to start from, and mutations that make a request invalid (missing fields, wrong types,
 * huge and unicode strings, unknown fields), malformed JSON texts, odd content types and bad path values.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly string[];

/** Peels the wrappers that do not change what JSON a field expects: optional, nullable, default, pipe input. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return current;
    }
  }
}

export interface Field {
  path: Path;
  schema: z.ZodType;
  /** Leaving it out makes the value invalid. */
  required: boolean;
  isObject: boolean;
}

/** Every field of an object schema, nested objects included, each with its path. */
export function fieldsOf(schema: z.ZodType, path: Path = []): Field[] {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape).flatMap(([key, value]) => {
    const field = value as z.ZodType;
    const info: Field = {
      path: [...path, key],
      schema: field,
      required: !field.safeParse(undefined).success,
      isObject: unwrap(field) instanceof z.ZodObject,
    };
    return [info, ...fieldsOf(field, info.path)];
  });
}

/** Strings a real client might send; a field starts from those its own schema accepts. */
const PLAUSIBLE: Json[] = [
  "Aisha Rahman",
  "aisha@example.com",
  "+60 12-345 6789",
  "2026-06-10",
  "2026-06-10T10:00:00+08:00",
  "Malaysia",
  "Kuala Lumpur",
  "MYR",
  "nutriglow",
  "12 Jalan Ampang, 50450 Kuala Lumpur",
  "Sunrise2026",
  "NOT-A-REAL-CODE",
  "MMC 12345",
  "A question about my booking",
  "Hello, I would like to know more about the drips.",
  "cs_test_fuzz0000000000",
  `0x${"ab".repeat(32)}`,
  `0x${"cd".repeat(20)}`,
  "00000000-0000-4000-8000-000000000000",
  "",
  0,
  1,
  5,
  10,
  600,
  true,
  false,
  null,
];

/** Enum options and literal values found anywhere inside a schema. */
function literalsIn(schema: z.ZodType): Json[] {
  if (schema instanceof z.ZodEnum) return schema.options as Json[];
  if (schema instanceof z.ZodLiteral) {
    return [...schema.values].filter(
      (value): value is string | number | boolean | null =>
        ["string", "number", "boolean"].includes(typeof value) || value === null,
    );
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return literalsIn(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe)
    return [...literalsIn(schema.in as z.ZodType), ...literalsIn(schema.out as z.ZodType)];
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap(literalsIn);
  return [];
}

/** Values a client might send for this schema, valid as often as a small dictionary allows. */
export function plausible(schema: z.ZodType): fc.Arbitrary<Json> {
  const base = unwrap(schema);
  if (base instanceof z.ZodObject) {
    const fields = Object.entries(base.shape).map(([key, value]) => [key, value as z.ZodType] as const);
    const record: Record<string, fc.Arbitrary<Json>> = {};
    for (const [key, field] of fields) record[key] = plausible(field);
    const requiredKeys = fields
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([key]) => key);
    return fc.record(record, { requiredKeys }) as fc.Arbitrary<Json>;
  }
  if (base instanceof z.ZodArray) return fc.array(plausible(base.element as z.ZodType), { maxLength: 3 });
  const pool = [...PLAUSIBLE, ...literalsIn(schema)].filter((value) => schema.safeParse(value).success);
  if (pool.length > 0) return fc.constantFrom(...pool);
  if (base instanceof z.ZodString) return fc.string({ maxLength: 40 });
  if (base instanceof z.ZodNumber) return fc.integer({ min: -1000, max: 1000 });
  if (base instanceof z.ZodBoolean) return fc.boolean();
  return fc.constant(null);
}

/** Strings that have broken parsers, databases and templates before. */
export const NASTY_STRINGS = [
  "😀💉🩸👩🏽‍⚕️",
  "مرحبا بالعالم",
  "שלום עולם",
  "\u202Etxt.exe",
  "a\u0000b",
  "\u0000",
  "\u0001\u0002\u0003\u0008\u000b\u000c\u001b\u001f\u007f",
  "\ud800",
  "\udfff",
  "x\ud83dy",
  "\ufeffBOM",
  "\u200b\u200c\u200d\u2060",
  "e\u0301\u0301\u0301\u0301\u0301",
  "\u2028\u2029",
  "𝕳𝖊𝖑𝖑𝖔",
  "田中さん",
  "ﷺ",
  "' OR '1'='1' --",
  "'); drop table users; --",
  "<script>alert(1)</script>",
  "${jndi:ldap://example.invalid/a}",
  "{{7*7}}",
  "%00",
  "%s%s%s%n",
  "../../../etc/passwd",
  "\\\\server\\share",
  '"',
  "\r\n\r\n",
  "\t",
  " ",
];

/** Unicode text: the list above, arbitrary code points (lone surrogates included) and mixes of both. */
export const unicodeString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
  fc
    .tuple(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: "binary", maxLength: 10 }))
    .map(([a, b]) => a + b),
);

/** Long strings of one repeated unit; the longest pass any body limit on their own. */
export const hugeString = (bodyLimit: number): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom(1_000, 10_000, 60_000, 100 * 1024, bodyLimit + 1, bodyLimit * 2),
      fc.constantFrom("x", "é", "😀", "\u0000", "\ud800", "ab "),
    )
    .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Values of the wrong JSON type for most fields: numbers, objects, arrays, null, booleans, odd strings. */
export const wrongValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    "",
    " ",
    "0",
    "true",
    "null",
    "undefined",
    true,
    false,
    null,
    {},
    [],
    [null],
    ["a", 1],
    { $ne: null },
    { length: 1 },
    [[["deep"]]],
  ),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

/** Keys no schema here names, some aimed at prototype pollution or at fields the server owns. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "isAdmin",
    "role",
    "userId",
    "status",
    "paymentStatus",
    "clinicApprovalStatus",
    "unitPrice",
    "",
    "😀",
    "a.b",
    "$where",
  ),
  fc.string({ maxLength: 12 }),
);

export type Mutation =
  | { kind: "missing"; path: Path }
  | { kind: "wrong-type" | "huge-string" | "unicode"; path: Path; value: Json }
  | { kind: "extra-field"; path: Path; key: string; value: Json };

/** A change that makes a value for this object schema invalid, or (extra fields) merely adds noise. */
export function mutation(fields: Field[], bodyLimit: number): fc.Arbitrary<Mutation> {
  const paths = fields.map((field) => field.path);
  const required = fields.filter((field) => field.required).map((field) => field.path);
  const objects: Path[] = [[], ...fields.filter((field) => field.isObject).map((field) => field.path)];
  const at = fc.constantFrom(...(paths.length > 0 ? paths : [["value"]]));
  const options: fc.Arbitrary<Mutation>[] = [
    fc.record({ kind: fc.constant("wrong-type" as const), path: at, value: wrongValue }),
    fc.record({ kind: fc.constant("huge-string" as const), path: at, value: hugeString(bodyLimit) }),
    fc.record({ kind: fc.constant("unicode" as const), path: at, value: unicodeString }),
    fc.record({
      kind: fc.constant("extra-field" as const),
      path: fc.constantFrom(...objects),
      key: extraKey,
      value: wrongValue,
    }),
  ];
  if (required.length > 0) {
    options.push(fc.record({ kind: fc.constant("missing" as const), path: fc.constantFrom(...required) }));
  }
  return fc.oneof(...options);
}

const isRecord = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Sets an own property, even one named __proto__, so that JSON.stringify writes it out. */
function setOwn(target: { [key: string]: Json }, key: string, value: Json) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A deep copy of `value` with the mutation applied (objects on the way are created as needed). */
export function applyMutation(value: Json, change: Mutation): Json {
  const copy = structuredClone(value);
  const root: { [key: string]: Json } = isRecord(copy) ? copy : {};
  const parentPath = change.kind === "extra-field" ? change.path : change.path.slice(0, -1);
  let parent = root;
  for (const key of parentPath) {
    const next = parent[key];
    if (isRecord(next)) {
      parent = next;
    } else {
      const created: { [key: string]: Json } = {};
      setOwn(parent, key, created);
      parent = created;
    }
  }
  if (change.kind === "extra-field") setOwn(parent, change.key, change.value);
  else if (change.kind === "missing") Reflect.deleteProperty(parent, change.path.at(-1) ?? "");
  else setOwn(parent, change.path.at(-1) ?? "value", change.value);
  return root;
}

/** What the server sees after JSON travels: undefined dropped, NaN → null, -0 → 0. */
export const throughJson = (value: Json): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/**
 * The value itself when the schema refuses it once sent as JSON; otherwise (a mutation that happened to stay
 * valid) the value wrapped in an array, which no object schema accepts: a valid request would legitimately write.
 */
export function ensureInvalid(schema: z.ZodType, value: Json): { value: Json; wrapped: boolean } {
  if (!schema.safeParse(throughJson(value)).success) return { value, wrapped: false };
  const wrapped: Json = [value];
  if (schema.safeParse(throughJson(wrapped)).success) throw new Error("the schema accepts an array");
  return { value: wrapped, wrapped: true };
}

/**
 * Texts that are not JSON, each made from the JSON of a body that is itself invalid, so that even a parser
 * more lenient than Fastify's could not turn one into a valid request.
 */
export function malformedJson(
  invalidBodyText: fc.Arbitrary<string>,
): fc.Arbitrary<{ variant: string; text: string }> {
  return fc
    .tuple(
      invalidBodyText,
      fc.constantFrom(
        "truncated",
        "trailing-comma",
        "single-quotes",
        "unquoted-keys",
        "comment",
        "nan",
        "raw-newline",
        "bom",
        "two-documents",
        "deep-nesting",
        "lone-brace",
        "bad-escape",
      ),
      fc.nat(),
    )
    .map(([text, variant, n]) => {
      switch (variant) {
        case "truncated":
          return { variant, text: text.slice(0, text.length > 1 ? n % (text.length - 1) : 0) || "{" };
        case "trailing-comma":
          return { variant, text: text.endsWith("}") ? `${text.slice(0, -1)},}` : `[${text},]` };
        case "single-quotes":
          return { variant, text: `{'value':${text.replaceAll('"', "'")}}` };
        case "unquoted-keys":
          return { variant, text: `{a:1,${text.slice(1)}` };
        case "comment":
          return { variant, text: `/* note */${text}` };
        case "nan":
          return { variant, text: `{"value":NaN,"other":${text}` };
        case "raw-newline":
          return { variant, text: `{"value":"line one\nline two","other":${text}}` };
        case "bom":
          return { variant, text: `\ufeff\ufeff${text}` };
        case "two-documents":
          return { variant, text: `${text} ${text}` };
        case "deep-nesting":
          return { variant, text: `${"[".repeat(5000 + (n % 5000))}${text}` };
        case "lone-brace":
          return { variant, text: ["{", "}", "[", "]", ":", ",", '"', "nul", "tru"][n % 9] ?? "{" };
        default:
          return { variant, text: `{"value":"\\x41\\u12","other":${text}}` };
      }
    });
}

/** Content types no JSON route reads; text/plain only where a body schema will refuse a string. */
export const UNREADABLE_CONTENT_TYPES = [
  "application/xml",
  "multipart/form-data; boundary=----fuzz",
  "application/octet-stream",
  "application/x-msgpack",
  "application/jsonx",
  "image/png",
];

/** A path segment percent-encoded as UTF-8 bytes; a lone surrogate becomes its (invalid) 3-byte form. */
export function encodeSegment(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    let codePoint = unit;
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      codePoint = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
      i += 1;
    }
    const char = String.fromCodePoint(codePoint);
    if (/^[A-Za-z0-9\-._~]$/.test(char)) {
      out += char;
      continue;
    }
    const bytes =
      codePoint < 0x80
        ? [codePoint]
        : codePoint < 0x800
          ? [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 63)]
          : codePoint < 0x10000
            ? [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)]
            : [
                0xf0 | (codePoint >> 18),
                0x80 | ((codePoint >> 12) & 63),
                0x80 | ((codePoint >> 6) & 63),
                0x80 | (codePoint & 63),
              ];
    out += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
  }
  return out;
}

/** Values for a path parameter, as they go into the URL: unknown ids, huge, unicode, traversal, bad escapes. */
export const badPathValue: fc.Arbitrary<{ variant: string; segment: string }> = fc.oneof(
  fc.uuid().map((id) => ({ variant: "unknown-id", segment: id })),
  fc
    .string({ minLength: 1, maxLength: 30 })
    .map((s) => ({ variant: "unknown-id", segment: encodeSegment(s) })),
  unicodeString.map((s) => ({ variant: "unicode", segment: encodeSegment(s) })),
  fc
    .constantFrom(101, 300, 2_000, 20_000)
    .map((length) => ({ variant: "huge", segment: "9".repeat(length) })),
  fc
    .constantFrom("../../../etc/passwd", "..\\..\\windows\\win.ini", "....//....//", "/", "%2e%2e%2f", "..;/")
    .map((s) => ({ variant: "traversal", segment: encodeSegment(s) })),
  fc
    .constantFrom(
      "..%2F..%2F..%2Fetc%2Fpasswd",
      "%2e%2e%5c",
      "%",
      "%zz",
      "%E0%A4%A",
      "%C0%AF",
      "%ED%A0%80",
      "%FF%FE",
    )
    .map((s) => ({ variant: "bad-escape", segment: s })),
);

/** One sample of Prometheus' text exposition format: `name{label="value",...} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const LABEL = `([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`;
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? ([Nn][Aa][Nn]|[+-]?[Ii][Nn][Ff]|[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?)(?: -?\\d+)?$`,
);
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);

/**
 * A strict reading of the text format (version 0.0.4): every line is a HELP or TYPE comment or a sample, each
 * sample belongs to the metric its TYPE line announced (a histogram's _bucket/_sum/_count), and the text ends
 * with a newline. Throws on the first line that is none of these.
 */
export function parsePrometheusText(text: string): { samples: Sample[]; types: Map<string, string> } {
  if (!text.endsWith("\n")) throw new Error("the exposition does not end with a newline");
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const lines = text.slice(0, -1).split("\n");
  lines.forEach((line, index) => {
    const where = `line ${index + 1}: ${JSON.stringify(line)}`;
    if (line === "") return;
    const type = TYPE.exec(line);
    if (type?.[1] && type[2]) {
      if (types.has(type[1])) throw new Error(`${where}: a second TYPE for ${type[1]}`);
      types.set(type[1], type[2]);
      return;
    }
    if (HELP.test(line)) return;
    if (line.startsWith("#")) throw new Error(`${where}: neither HELP nor TYPE`);
    const match = SAMPLE.exec(line);
    if (!match?.[1]) throw new Error(`${where}: not a sample`);
    const name = match[1];
    const family = [name, name.replace(/_(bucket|sum|count|total|created)$/, "")].find((n) => types.has(n));
    if (!family) throw new Error(`${where}: a sample with no TYPE line before it`);
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (match[2] ?? "").matchAll(new RegExp(LABEL, "g"))) {
      if (key === undefined || raw === undefined) continue;
      if (key in labels) throw new Error(`${where}: label ${key} twice`);
      labels[key] = raw.replace(/\\(["\\n])/g, (_all, c: string) => (c === "n" ? "\n" : c));
    }
    const rawValue = match.at(-1) ?? "";
    // Prometheus reads these words in any case (Go's ParseFloat); prom-client writes NaN as "Nan".
    const word = rawValue.toLowerCase();
    const value =
      word === "nan"
        ? NaN
        : word.endsWith("inf")
          ? word.startsWith("-")
            ? -Infinity
            : Infinity
          : Number(rawValue);
    samples.push({ name, labels, value });
  });
  return { samples, types };
}

/** The value of the one sample with this name and (at least) these labels; throws when there is not exactly one. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length !== 1) {
    throw new Error(`${found.length} samples of ${name}${JSON.stringify(labels)}`);
  }
  return found[0]?.value ?? NaN;
}

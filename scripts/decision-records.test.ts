import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The decision records a reader can navigate (docs/decisions/README.md says how): every record has its Status
 * and Date, the records that change each other point at each other, and the README's index lists each one as
 * it says itself.
 */

const DIR = path.resolve(import.meta.dirname, "../docs/decisions");

/** A link to another record: `[005](005-booking-lifecycle.md)`. */
const RECORD_LINK = /\[(\d{3})\]\(([^)\s]+)\)/g;
const STATUS = /^(?:Accepted$|Amended by \d{3}\b|Superseded by \d{3}\b)/;

/** Links written as their numbers, as the README's index writes a status. */
const plain = (text: string) => text.replace(RECORD_LINK, "$1");
const linksIn = (text: string) =>
  [...text.matchAll(RECORD_LINK)].map(([, number = "", file = ""]) => ({ number, file }));

interface DecisionRecord {
  file: string;
  number: string;
  title: string | undefined;
  status: string | undefined;
  date: string | undefined;
  /** What the record says between its Date and its first section: what it amends and what amended it. */
  intro: string;
}

function parseRecord(file: string, text: string): DecisionRecord {
  const head = text.split(/^## /m)[0] ?? "";
  const line = (name: string) => new RegExp(`^${name}: (.*)$`, "m").exec(head)?.[1]?.trim();
  const number = file.slice(0, 3);
  const title = /^# (\d{3}): (.+)$/.exec(head.split("\n")[0] ?? "");
  return {
    file,
    number,
    title: title?.[1] === number ? title[2] : undefined,
    status: line("Status"),
    date: line("Date"),
    intro: head
      .split("\n")
      .filter((text) => !/^(#|Status:|Date:)/.test(text))
      .join("\n"),
  };
}

interface IndexRow {
  number: string;
  file: string;
  title: string;
  status: string;
  date: string;
  summary: string;
}

function parseIndex(readme: string): IndexRow[] {
  return readme
    .split("\n")
    .map((line) => /^\|\s*\[(\d{3})\]\(([^)]+)\)\s*\|(.*)\|\s*$/.exec(line))
    .filter((match) => match !== null)
    .map(([, number = "", file = "", rest = ""]) => {
      const [title = "", status = "", date = "", summary = ""] = rest.split("|").map((cell) => cell.trim());
      return { number, file, title, status, date, summary };
    });
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

/** Everything wrong with a set of records and their index, one sentence each; none when all is well. */
function problemsOf(files: Readonly<Record<string, string>>, readme: string): string[] {
  const problems: string[] = [];
  const records = Object.keys(files)
    .sort()
    .map((file) => parseRecord(file, files[file] ?? ""));
  const byNumber = new Map(records.map((record) => [record.number, record]));
  /** The records named in a record's Status: the later ones that changed it. */
  const changedBy = (record: DecisionRecord) => linksIn(record.status ?? "").map((link) => link.number);

  records.forEach((record, index) => {
    const { file } = record;
    const expected = String(index + 1).padStart(3, "0");
    if (record.number !== expected) problems.push(`${file}: numbered ${record.number}, expected ${expected}`);
    if (!record.title) problems.push(`${file}: no title "# ${record.number}: ..." on its first line`);
    if (!record.status) problems.push(`${file}: no "Status:" line before its first section`);
    else if (!STATUS.test(plain(record.status))) {
      problems.push(
        `${file}: Status "${record.status}" is not Accepted, Amended by NNN or Superseded by NNN`,
      );
    }
    if (!record.date || !isDate(record.date)) problems.push(`${file}: no "Date: YYYY-MM-DD" line`);
    const before = records[index - 1];
    if (before?.date && record.date && record.date < before.date) {
      problems.push(`${file}: dated ${record.date}, before ${before.file} (${before.date})`);
    }

    for (const link of linksIn(`${record.status ?? ""}\n${record.intro}`)) {
      const target = byNumber.get(link.number);
      if (!target || target.file !== link.file)
        problems.push(`${file}: links ${link.number} to ${link.file}`);
    }
    for (const later of changedBy(record)) {
      const other = byNumber.get(later);
      if (!other) continue;
      if (later <= record.number) problems.push(`${file}: changed by ${later}, which is not a later record`);
      if (!linksIn(other.intro).some((link) => link.number === record.number)) {
        problems.push(`${file}: changed by ${later}, which does not say so (no link to ${record.number})`);
      }
    }
    const superseder = /^Superseded by (\d{3})/.exec(plain(record.status ?? ""))?.[1];
    const supersedes = superseder ? byNumber.get(superseder) : undefined;
    if (supersedes && !new RegExp(`Supersedes \\[${record.number}\\]`).test(supersedes.intro)) {
      problems.push(`${file}: superseded by ${superseder}, which does not say "Supersedes ${record.number}"`);
    }
    // A record it links to above its first section is one it changed, or one that changed it.
    for (const { number } of linksIn(record.intro)) {
      const other = byNumber.get(number);
      if (other && !changedBy(record).includes(number) && !changedBy(other).includes(record.number)) {
        problems.push(
          `${file}: names ${number} at its top, but ${number}'s Status does not name ${record.number}`,
        );
      }
    }
  });

  const rows = parseIndex(readme);
  for (const record of records) {
    const row = rows.find((entry) => entry.number === record.number);
    if (!row) {
      problems.push(`README.md: no row for ${record.file}`);
      continue;
    }
    if (row.file !== record.file) problems.push(`README.md: ${record.number} links to ${row.file}`);
    if (row.title !== record.title) problems.push(`README.md: ${record.number}'s title is "${record.title}"`);
    if (row.status !== plain(record.status ?? "")) {
      problems.push(
        `README.md: ${record.number}'s status is "${plain(record.status ?? "")}", not "${row.status}"`,
      );
    }
    if (row.date !== record.date) problems.push(`README.md: ${record.number} is dated ${record.date}`);
    if (!row.summary) problems.push(`README.md: ${record.number} has no line of its own`);
  }
  for (const row of rows) {
    if (!byNumber.has(row.number)) problems.push(`README.md: a row for ${row.number}, which is no record`);
  }
  return problems;
}

const recordFiles = readdirSync(DIR).filter((file) => /^\d{3}-.+\.md$/.test(file));
const records = Object.fromEntries(
  recordFiles.map((file) => [file, readFileSync(path.join(DIR, file), "utf8")]),
);
const readme = readFileSync(path.join(DIR, "README.md"), "utf8");

describe("docs/decisions", () => {
  it("has records to check", () => {
    expect(recordFiles.length).toBeGreaterThan(30);
    expect(parseIndex(readme)).toHaveLength(recordFiles.length);
  });

  it("gives every record a Status and a Date, links that point both ways, and a row in the README", () => {
    expect(problemsOf(records, readme)).toEqual([]);
  });

  it("says 002 and 005 are one lifecycle: 005 supersedes 002's part, and 002 says what still stands", () => {
    const recordOf = (number: string) => {
      const [file = "", text = ""] = Object.entries(records).find(([name]) => name.startsWith(number)) ?? [];
      return parseRecord(file, text);
    };
    expect(plain(recordOf("002").status ?? "")).toMatch(/^Superseded by 005\b/);
    expect(recordOf("002").intro).toMatch(/still stands/);
    expect(recordOf("005").intro).toMatch(/^Supersedes \[002\]/m);
  });
});

describe("the checks", () => {
  const first = "001-first.md";
  const second = "002-second.md";
  const good = {
    [first]: `# 001: First\n\nStatus: Amended by [002](${second})\n\nDate: 2026-01-01\n\n## Context\n`,
    [second]: `# 002: Second\n\nStatus: Accepted\n\nDate: 2026-01-02\n\nAmends [001](${first}).\n\n## Context\n`,
  };
  const index = [
    "| Record | Title | Status | Date | In one line |",
    "| --- | --- | --- | --- | --- |",
    `| [001](${first}) | First | Amended by 002 | 2026-01-01 | The first. |`,
    `| [002](${second}) | Second | Accepted | 2026-01-02 | The second. |`,
  ].join("\n");

  it("find nothing wrong in records that are right", () => {
    expect(problemsOf(good, index)).toEqual([]);
  });

  type Files = Record<string, string>;
  const changeFirst = (change: (text: string) => string) => (files: Files) => ({
    ...files,
    [first]: change(files[first] ?? ""),
  });
  const changeSecond = (change: (text: string) => string) => (files: Files) => ({
    ...files,
    [second]: change(files[second] ?? ""),
  });

  it.each<[string, (files: Files) => Files, RegExp]>([
    ["a missing Status", changeFirst((text) => text.replace(/Status: .*\n/, "")), /no "Status:" line/],
    [
      "an unknown Status",
      changeFirst((text) => text.replace("Amended by", "Replaced by")),
      /is not Accepted/,
    ],
    ["a missing Date", changeFirst((text) => text.replace("Date: 2026-01-01", "")), /no "Date: YYYY-MM-DD"/],
    ["a date out of order", changeSecond((text) => text.replace("2026-01-02", "2025-12-31")), /before 001/],
    ["a link to no record", changeFirst((text) => text.replace(`(${second})`, "(002-gone.md)")), /links 002/],
    [
      "an amendment the later record leaves out",
      changeSecond((text) => text.replace(/Amends.*\n/, "")),
      /does not say so/,
    ],
    [
      "an amendment the earlier record leaves out",
      changeFirst((text) => text.replace(/Amended by.*/, "Accepted")),
      /Status does not name/,
    ],
    [
      "a title without its number",
      changeFirst((text) => text.replace("# 001: First", "# First")),
      /no title/,
    ],
    [
      "a gap in the numbers",
      ({ [first]: one = "" }) => ({ [first]: one, "003-third.md": good[second] }),
      /expected 002/,
    ],
  ])("find %s", (_, change, problem) => {
    const problems = problemsOf(change(good), index);
    expect(
      problems.some((text) => problem.test(text)),
      problems.join("\n"),
    ).toBe(true);
  });

  it("find an index that does not say what the record says", () => {
    expect(problemsOf(good, index.replace("| Amended by 002 |", "| Accepted |"))).toEqual([
      `README.md: 001's status is "Amended by 002", not "Accepted"`,
    ]);
    expect(problemsOf(good, index.split("\n").slice(0, 3).join("\n"))).toEqual([
      "README.md: no row for 002-second.md",
    ]);
  });
});

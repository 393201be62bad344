/**
 * CSV as RFC 4180 writes it: a header row, CRLF after every record, a field quoted (its quotes doubled) when it
 * holds a comma, a quote, CR or LF. A cell that a spreadsheet would run as a formula (starting with = + - @,
 * or a tab or CR) is prefixed with a single quote, so opening the file can never execute what a visitor typed.
 */
export function formatCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [headers, ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

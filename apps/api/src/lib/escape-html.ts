/**
 * Text made safe to place inside HTML, attribute values included: the same five entities React writes, so
 * a value escaped here is found in an email React rendered (account deletion erases customers' values so).
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

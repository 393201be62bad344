/**
 * The applicant's phone with Malaysia's code (+60) unless it has one: "012-345 6789" → "+60 12-345 6789"
 * (the trunk 0 dropped, as when dialling from abroad), "60123456789" → "+60123456789", "+65 8123 4567" as is.
 */
export function withMalaysianCode(phone: string): string {
  const trimmed = phone.trim();
  if (trimmed.startsWith("+")) return trimmed;
  if (trimmed.startsWith("60")) return `+${trimmed}`;
  return `+60 ${trimmed.replace(/^0+/, "")}`;
}

/**
 * The consent to treatment is signed by the patient: the name typed must be the one in the card's details,
 * compared as the server compares it (case, spacing and accents aside).
 */
export function sameName(a: string, b: string): boolean {
  const plain = (name: string) =>
    name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
  return plain(a) === plain(b);
}

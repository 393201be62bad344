/**
 * The health answers a customer has typed but not saved yet, kept so that a reload loses nothing (issue 36:
 * resumable). Clinical data, so session storage only: this tab, this customer (keyed by their id), gone with
 * the tab, and forgotten as soon as the answers are saved or the consent withdrawn. Never sent anywhere.
 */
const keyOf = (userId: string) => `health_profile_draft:${userId}`;

export function rememberHealthDraft(userId: string, values: unknown): void {
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify(values));
  } catch {
    // Without storage, a reload starts from the saved answers.
  }
}

/** What was typed, as stored: the caller reads it back through its own schema (storage is the browser's). */
export function readHealthDraft(userId: string): unknown {
  try {
    const text = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(keyOf(userId));
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function forgetHealthDraft(userId: string): void {
  try {
    sessionStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing was stored.
  }
}

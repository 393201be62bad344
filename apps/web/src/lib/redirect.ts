/** Leaves the app for a hosted checkout page (a module of its own so tests can watch it). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

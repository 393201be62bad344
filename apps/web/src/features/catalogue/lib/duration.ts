import { fill } from "../../../lib/i18n/fill";

const MINUTES = /^(\d+(?:\s*[-–]\s*\d+)?)\s*min$/i;

/**
 * A service's duration as the API writes it ("45-60 min") in the current language's words, given the
 * catalogue's `minutes` template ("{minutes} minit"); any other wording is shown as sent.
 */
export function durationLabel(duration: string, template: string): string {
  const minutes = MINUTES.exec(duration.trim())?.[1];
  return minutes === undefined ? duration : fill(template, { minutes });
}

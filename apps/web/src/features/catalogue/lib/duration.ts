import { say } from "../../../lib/stand-ins/lingui";

const MINUTES = /^(\d+(?:\s*[-–]\s*\d+)?)\s*min$/i;

/**
 * A service's duration as the API writes it ("45-60 min") in the current language's words ("45-60 minit");
 * any other wording is shown as sent.
 */
export function durationLabel(duration: string): string {
  const minutes = MINUTES.exec(duration.trim())?.[1];
  return minutes === undefined ? duration : say("catalogue.minutes", { minutes });
}

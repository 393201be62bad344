import { numberFormat } from "./intl-formatters";

/** Money is integer sen in storage and RM numbers on the wire (SPEC speaks RM). */

export function rmToSen(rm: number): number {
  return Math.round(rm * 100);
}

export function senToRm(sen: number): number {
  return sen / 100;
}

/**
 * "RM 1,600" for whole ringgit, "RM 1,600.50" otherwise, with the digit grouping of `locale` (an Intl locale:
 * the reader's language's, en-MY by default). The only money formatter: the web app, emails and PDFs use it.
 */
export function formatRm(sen: number, locale = "en-MY"): string {
  const whole = sen % 100 === 0;
  const format = numberFormat(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return `RM ${format.format(sen / 100)}`;
}

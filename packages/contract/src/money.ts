/** Money is integer sen in storage and RM numbers on the wire (SPEC speaks RM). */

export function rmToSen(rm: number): number {
  return Math.round(rm * 100);
}

export function senToRm(sen: number): number {
  return sen / 100;
}

const amountFormats = new Map<string, { whole: Intl.NumberFormat; withSen: Intl.NumberFormat }>();

/** Built once per locale: formatting money is on every price a page or an email shows. */
function amountFormat(locale: string) {
  let formats = amountFormats.get(locale);
  if (!formats) {
    formats = {
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      withSen: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    amountFormats.set(locale, formats);
  }
  return formats;
}

/**
 * "RM 1,600" for whole ringgit, "RM 1,600.50" otherwise, with the digit grouping of `locale` (an Intl locale:
 * the reader's language's, en-MY by default). The only money formatter: the web app, emails and PDFs use it.
 */
export function formatRm(sen: number, locale = "en-MY"): string {
  const { whole, withSen } = amountFormat(locale);
  return `RM ${(sen % 100 === 0 ? whole : withSen).format(sen / 100)}`;
}

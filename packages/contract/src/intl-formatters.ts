/**
 * Intl formatters, one per locale and options. Constructing one resolves locale data and costs far more than
 * formatting with it (a list of services spent most of its first render building number formats), so each
 * is built once and reused; the language switch changes the locale and so the key.
 */
function memoize<Options, Formatter>(
  create: (locale: string, options: Options) => Formatter,
): (locale: string, options: Options) => Formatter {
  const cache = new Map<string, Formatter>();
  return (locale, options) => {
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    let formatter = cache.get(key);
    if (formatter === undefined) {
      formatter = create(locale, options);
      cache.set(key, formatter);
    }
    return formatter;
  };
}

export const numberFormat = memoize(
  (locale, options: Intl.NumberFormatOptions = {}) => new Intl.NumberFormat(locale, options),
);

export const dateTimeFormat = memoize(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const displayNames = memoize(
  (locale, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames([locale], options),
);

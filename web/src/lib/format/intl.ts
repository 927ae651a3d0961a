/**
 * Intl formatters, one per locale and options, made once: creating one costs a phone a millisecond
 * or more, and a page formats dozens of amounts, dates and hours (the footer's opening hours alone
 * made 14 on every render).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return kept(
    numberFormats,
    `${locale}${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  return kept(
    dateTimeFormats,
    `${locale}${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

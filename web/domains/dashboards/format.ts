// Intl formatters made once per locale and options, not per render: building an
// Intl.DateTimeFormat costs about a millisecond (measured by the dashboard bench, ADR 031), and
// the Upcoming Shifts pane alone needs two per shift. Browser-safe.
const dates = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

/** 'en' | 'fr' → the Canadian locale the dashboard formats in. */
export const intlLocale = (locale: string) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dates.get(key);
  if (!f) dates.set(key, f = new Intl.DateTimeFormat(intlLocale(locale), options));
  return f;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numbers.get(key);
  if (!f) numbers.set(key, f = new Intl.NumberFormat(intlLocale(locale), options));
  return f;
}

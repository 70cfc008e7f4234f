// Money is integer cents everywhere (domain template); this is the one place that writes it for
// people: Canadian dollars with two decimals, the way each language writes them (spec 000 §9).
// The formatters are made once per language: building an Intl.NumberFormat is not free and pages
// format dozens of amounts. Browser-safe.
import type { Locale } from './i18n.tsx';

const formats = new Map<Locale, Intl.NumberFormat>();

function cad(locale: Locale): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
      style: 'currency',
      currency: 'CAD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(locale, format);
  }
  return format;
}

/** An amount in dollars (a rate such as $25.93/hr): "$25.93", "25,93 $". */
export function formatDollars(amount: number, locale: Locale = 'en'): string {
  return cad(locale).format(amount);
}

/** Integer cents as dollars: 123456 → "$1,234.56", "1 234,56 $". */
export function formatCents(cents: number, locale: Locale = 'en'): string {
  return cad(locale).format(cents / 100);
}

/** '18.50' in English, '18,50' in French: the bare amount a catalog's '${amount}/hr' wraps. */
export function amountText(cents: number, locale: Locale): string {
  const text = (cents / 100).toFixed(2);
  return locale === 'fr' ? text.replace('.', ',') : text;
}

import { i18n, t } from '../i18n/i18n';
import type { RowCount } from '../logic/jobProgress';

/**
 * Numbers for people in the pane's sentences, grouped as the display language groups them ("12,000"), the
 * way i18next's `{{count, number}}` in the pane's texts groups them (Intl.NumberFormat of the language),
 * whatever the browser's locale.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** The display language's number format with `fractionDigits` decimals at most (as many as given when unset). */
function numberFormat(fractionDigits?: number): Intl.NumberFormat {
  const key = `${i18n.language}|${fractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      i18n.language,
      fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
    formats.set(key, format);
  }
  return format;
}

/** A number as the pane's texts show it: `12,000`. */
export function count(value: number): string {
  return numberFormat().format(value);
}

/** `1 product`, `2,345 products`, in the display language. */
export function productsText(products: number): string {
  return t('jobs.products', { count: products });
}

/** `1 equivalent`, `30 equivalents`, in the display language. */
export function equivalentsText(equivalents: number): string {
  return t('jobs.equivalents', { count: equivalents });
}

/** A table's rows as its job counts them: `12 products`, `30 equivalents`. */
export function rowCountText(rows: RowCount): string {
  return rows.unit === 'equivalents' ? equivalentsText(rows.count) : productsText(rows.count);
}

/** "512 KB", "12.5 MB": a download's size as people read it. */
export function bytes(value: number): string {
  if (value < 1024) return t('jobs.bytes', { count: value });
  // Decided on the rounded figure: from 1,023.5 KB up, "1024 KB" would be shown where "1.0 MB" is meant.
  const kilobytes = Math.round(value / 1024);
  if (kilobytes < 1024) return `${count(kilobytes)} KB`;
  return `${numberFormat(1).format(value / (1024 * 1024))} MB`;
}

import { t } from '../../i18n/i18n';

// What the pane's words for failures are made of: sentences one after another, lists, values repeated in
// quotes and cut short, and where the user fixes a setting.

/** Longest value repeated in quotes: enough to recognise it, never a page. */
const MAX_SHOWN = 60;

/** Two sentences (or more), one after the other, as the display language writes them. */
export function sentences(first: string, ...next: string[]): string {
  return next.reduce((text, sentence) => t('errors.sentences', { first: text, next: sentence }), first);
}

/** Items as a list in the display language: `"A", "B" and "C"`. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return t('errors.listLast', {
    items: items.slice(0, -1).join(t('errors.listSeparator')),
    last: items[items.length - 1],
  });
}

/** A value in the quotes of the display language, cut when long. */
export function quoted(value: string): string {
  return t('errors.quoted', { value: shown(value) });
}

/** A value as the pane repeats it: text cut when long, lists as their values in quotes, others as written. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 1)}…` : value;
  if (Array.isArray(value)) return value.map((one) => quoted(String(one))).join(t('errors.listSeparator'));
  return String(value);
}

/** A sentence without its final period, so that another can follow it. */
export function clause(text: string): string {
  return text.trim().replace(/[.\s]+$/, '');
}

/**
 * Where the user fixes a setting, as the i18next context of the texts that name it: `inSettings` for the
 * words of Settings itself ("above"), none elsewhere ("Open Settings", "in Settings").
 */
export type Place = { readonly context?: 'inSettings' };

export const ELSEWHERE: Place = {};
export const IN_SETTINGS: Place = { context: 'inSettings' };

import { visiblePartno } from '../../core';

/** Longest value a cell's message repeats: the tooltip is small. */
export const MAX_SHOWN = 40;

/**
 * A value as a cell's message repeats it: cut when long, and with invisible characters made visible, so that
 * a value holding a RIGHT-TO-LEFT OVERRIDE cannot turn the message around it. Quotes are the language's.
 */
export function shown(value: unknown): string {
  const text = visible(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

/**
 * A sentence of the service's or the runtime's as a cell's message repeats it whole (the message is cut at
 * the tooltip's length anyway), with invisible characters made visible.
 */
export function visible(value: unknown): string {
  return visiblePartno(String(value));
}

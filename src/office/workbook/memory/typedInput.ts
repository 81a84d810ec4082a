import type { CellValue } from '../../../core';
import { serialOfDate } from './excelDate';

/** What a cell holds after text is typed into it (or written as a string through Office.js, which Excel reads alike). */
export interface TypedCell {
  readonly value: CellValue;
  readonly quotePrefixed: boolean;
  /** The formula's text, `=` included; `value` then holds the same text (formulas are not evaluated here). */
  readonly formula?: string;
  /** A number format Excel gives the cell because of how the input looked (a percentage, a date). */
  readonly numberFormat?: string;
}

export const EMPTY_CELL: TypedCell = { value: '', quotePrefixed: false };

const NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?(?:[eE][+-]?\d+)?$/;
const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * How Excel (en-US) takes a string typed into a cell, or written into a range through Office.js:
 * `''` empties the cell; a leading `'` makes the rest text and is not kept (the quote prefix); a leading
 * `=` makes a formula, and so does a leading `+` or `-` that does not start a number (Excel turns `-x`
 * into `=-x`); numbers (`12`, `-1.5e3`, `1,234`), percentages (`10%`), TRUE and FALSE, and dates written
 * `2024-03-01`, `2024/3/1` or `3/1/2024` become numbers, booleans and date serials. In a cell formatted
 * as text (`@`) everything typed stays text. Other locales' forms are not recognised.
 */
export function typedInput(text: string, cellFormat?: string): TypedCell {
  if (text === '') return EMPTY_CELL;
  if (text.startsWith("'")) {
    const rest = text.slice(1);
    return rest === '' ? EMPTY_CELL : { value: rest, quotePrefixed: true };
  }
  if (cellFormat === '@') return { value: text, quotePrefixed: false };
  if (text.length > 1 && text.startsWith('=')) return { value: text, quotePrefixed: false, formula: text };
  const trimmed = text.trim();
  const upper = trimmed.toUpperCase();
  if (upper === 'TRUE' || upper === 'FALSE') return { value: upper === 'TRUE', quotePrefixed: false };
  const number = numberOf(trimmed);
  if (number !== undefined) return number;
  const day = dateOf(trimmed);
  if (day !== undefined) return day;
  if (text.length > 1 && (text.startsWith('+') || text.startsWith('-'))) {
    return { value: `=${text}`, quotePrefixed: false, formula: `=${text}` };
  }
  return { value: text, quotePrefixed: false };
}

function numberOf(text: string): TypedCell | undefined {
  const percent = text.endsWith('%');
  const body = percent ? text.slice(0, -1).trimEnd() : text;
  if (!/\d/.test(body) || !NUMBER.test(body)) return undefined;
  const value = Number(body.replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  if (!percent) return { value, quotePrefixed: false };
  const decimals = /\.(\d+)/.exec(body)?.[1].length ?? 0;
  return {
    value: value / 100,
    quotePrefixed: false,
    numberFormat: decimals > 0 ? `0.${'0'.repeat(decimals)}%` : '0%',
  };
}

function dateOf(text: string): TypedCell | undefined {
  const iso = ISO_DATE.exec(text);
  const us = US_DATE.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : undefined;
  if (!parts) return undefined;
  const serial = serialOfDate(Number(parts[0]), Number(parts[1]), Number(parts[2]));
  if (serial === undefined) return undefined;
  return { value: serial, quotePrefixed: false, numberFormat: iso ? 'yyyy-mm-dd' : 'm/d/yyyy' };
}

import { type Language, LANGUAGES, localizedListedValue } from '../../../../core';
import type { Theme } from '../../../../office/host';
import type { RangeAddress, RowHighlight } from '../../../../office/workbook';
import type { BomLayout } from './bomLayout';

/**
 * Which rows of a refreshed BOM are marked by their Status, and how. Pure: the job writes the marks
 * (Workbook.highlightRows).
 */

/**
 * Marks of the statuses that put a part at risk, by meaning: amber for a part still made but on its way out
 * (NRND, then To be discontinued, deeper), red for one no longer made; fills with dark text of the same hue,
 * each pair at a contrast of at least 4.5:1 (WCAG AA for text). The Status text in the row says which.
 */
export const RISK_COLOURS: Readonly<
  Record<'NRND' | 'To be discontinued' | 'Discontinued', { fill: string; font: string }>
> = {
  NRND: { fill: '#FFF2CC', font: '#7A5700' },
  'To be discontinued': { fill: '#FFE699', font: '#6B4E00' },
  Discontinued: { fill: '#FFC7CE', font: '#9C0006' },
};

/** The statuses a chart of a BOM shows, and its parts not found. */
export type ChartStatus =
  'In Production' | 'Under Development' | 'NRND' | 'To be discontinued' | 'Discontinued' | 'Not found';

/**
 * Each status's colour in charts, by the same meanings as the marks: In Production green, Under Development
 * blue, NRND and To be discontinued amber (the later the deeper), Discontinued red, Not found grey. One set
 * per theme, each colour at a contrast of at least 3:1 with the pane's background (WCAG 1.4.11); the bars
 * carry their status as a label, never by colour alone.
 */
export const STATUS_CHART_COLOURS: Readonly<Record<Theme, Readonly<Record<ChartStatus, string>>>> = {
  light: {
    'In Production': '#107C10',
    'Under Development': '#0F6CBD',
    NRND: '#986F0B',
    'To be discontinued': '#7A5700',
    Discontinued: '#C50F1F',
    'Not found': '#616161',
  },
  dark: {
    'In Production': '#54B054',
    'Under Development': '#479EF5',
    NRND: '#F2C661',
    'To be discontinued': '#E0A12F',
    Discontinued: '#F1707B',
    'Not found': '#ADADAD',
  },
};

/**
 * The mark of parts Under Development: not a risk, but not yet a part to plan volume on. Blue, apart from
 * the risk hues, with dark blue text at a contrast of 7:1.
 */
export const UNDER_DEVELOPMENT_COLOURS: Readonly<{ fill: string; font: string }> = {
  fill: '#DDEBF7',
  font: '#1F4E79',
};

/** Every status a refresh marks, with its colours: Under Development, then the risks. */
export const STATUS_COLOURS: Readonly<Record<string, { fill: string; font: string }>> = {
  'Under Development': UNDER_DEVELOPMENT_COLOURS,
  ...RISK_COLOURS,
};

/** The status marks with the status texts in the language the Status column is written in. */
export function statusHighlights(lang: Language): RowHighlight[] {
  return Object.entries(STATUS_COLOURS).map(([english, colours]) => ({
    equals: localizedListedValue('Status', english, lang),
    ...colours,
  }));
}

/**
 * The marked statuses in every language, each once: the texts of marks an earlier refresh may have set,
 * in whichever language the pane had then, which a refresh replaces (Workbook.highlightRows).
 */
export function statusTexts(): string[] {
  return [...new Set(LANGUAGES.flatMap((lang) => statusHighlights(lang).map((highlight) => highlight.equals)))];
}

/** What Workbook.highlightRows is given to mark a BOM's rows by their Status. */
export interface StatusMarking {
  /** The BOM's data rows, across the columns written. */
  readonly rows: RangeAddress;
  /** The sheet column of Status, whose text decides a row's mark. */
  readonly keyColumn: number;
  readonly highlights: readonly RowHighlight[];
  /** The texts of marks an earlier refresh may have set, which this one replaces. */
  readonly earlierTexts: readonly string[];
}

/**
 * How the data rows of `written` (the block a refresh wrote, header row first) are marked: by the text in
 * their Status cell, in `lang`. Undefined when no Status column was written: nothing to mark them by.
 */
export function statusMarking(layout: BomLayout, written: RangeAddress, lang: Language): StatusMarking | undefined {
  const statusPlace = layout.columns.find((place) => place.field === 'Status');
  if (!statusPlace) return undefined;
  return {
    rows: { ...written, row: layout.firstDataRow, rowCount: layout.dataRowCount },
    keyColumn: statusPlace.column,
    highlights: statusHighlights(lang),
    earlierTexts: statusTexts(),
  };
}

import type {
  CategoryId,
  DescriptionNote,
  PartDescription,
  StatedSize,
  StatedValue,
  StatedVoltage,
} from '../../src/core';

// Writing expected readings briefly: each helper builds one field exactly as readPartDescription must give it.

/** What a line must read as; `footprint` is the separate footprint text given beside it. */
export type Expected = Partial<Omit<PartDescription, 'text'>> & { readonly footprint?: string };

export const farads = (value: number, text: string): StatedValue => ({ quantity: 'Capacitance', value, text });
export const henries = (value: number, text: string): StatedValue => ({ quantity: 'Inductance', value, text });

export const volts = (value: number, text: string, voltageClass?: 'AC' | 'DC'): StatedVoltage =>
  voltageClass ? { value, text, class: voltageClass } : { value, text };

export function size(
  inch: string | undefined,
  metric: string,
  text: string,
  source: 'text' | 'footprint' = 'text',
): StatedSize {
  return inch === undefined ? { metric, text, source } : { inch, metric, text, source };
}

/** The two codes of both systems, written out here rather than taken from the reader's table. */
const OTHER_READING = {
  '0402': { inch: '01005', metric: '0402' },
  '0603': { inch: '0201', metric: '0603' },
} as const;
const INCH_READING = { '0402': '1005', '0603': '1608' } as const;

/** `0402` or `0603` with no system said: the inch reading, the metric one beside it. */
export function eitherSize(code: '0402' | '0603', text: string = code): StatedSize {
  return { inch: code, metric: INCH_READING[code], text, source: 'text', otherReading: OTHER_READING[code] };
}

export function ambiguous(code: '0402' | '0603', text: string = code): DescriptionNote {
  return { kind: 'ambiguousSize', text, inch: code, metric: INCH_READING[code] };
}

export const guessed = (category: CategoryId): DescriptionNote => ({ kind: 'categoryGuessed', category });
export const valueCode = (text: string, value: number): DescriptionNote => ({ kind: 'valueCode', text, value });
export const conflict = (requirement: string, kept: string, ignored: string): DescriptionNote => ({
  kind: 'conflict',
  requirement,
  kept,
  ignored,
});

/** The text the reading says it read: the value text and the footprint joined by a space when both are given. */
export function joinedText(text: string, footprint?: string): string {
  return [text, footprint ?? ''].filter((part) => part.trim() !== '').join(' ');
}

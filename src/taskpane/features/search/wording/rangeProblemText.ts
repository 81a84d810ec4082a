import {
  FRIENDLY_EXAMPLES,
  type RangeProblem,
  SI_PREFIXES,
  SPAN_MARGIN,
  type Unit,
  unitSymbolAt,
} from '../../../../core';
import { t } from '../../../i18n/i18n';

/*
 * What a number row says when a value can be read but is no sensible value of its item (core's
 * rangeProblemOf): negative, below absolute zero, or a thousand times past every part in the catalogue.
 * Each message starts with the item, repeats what was typed, and says what to write instead.
 */

export interface RangeProblemContext {
  /** The search item's name, as the row shows it. */
  readonly item: string;
  readonly unit: Unit;
  /** The value as typed. */
  readonly typed: string;
}

export function rangeProblemText(problem: RangeProblem, context: RangeProblemContext): string {
  const { item, unit } = context;
  const words = { item, value: context.typed.trim(), example: FRIENDLY_EXAMPLES[unit] };
  switch (problem.kind) {
    case 'notFinite':
      return t('search.problems.notFinite', words);
    case 'negative':
      return t('search.problems.negative', { ...words, quantity: t(`search.problems.quantities.${unit}`) });
    case 'belowAbsoluteZero':
      return t('search.problems.belowAbsoluteZero', words);
    case 'tooSmall':
      return t('search.problems.tooSmall', {
        ...words,
        margin: SPAN_MARGIN,
        least: readableQuantity(problem.least, unit),
      });
    case 'tooLarge':
      return t('search.problems.tooLarge', {
        ...words,
        margin: SPAN_MARGIN,
        most: readableQuantity(problem.most, unit),
      });
  }
}

/**
 * A quantity as an engineer writes it, with the SI prefix that leaves 1 to 999 before it (`100 µF`,
 * `0.1 pF` below the smallest prefix, `40 kV`); temperatures take no prefix (`150 °C`).
 */
export function readableQuantity(value: number, unit: Unit): string {
  if (unit === 'degC' || value === 0) return `${value} ${unitSymbolAt(unit, 0)}`;
  const exponents = [...SI_PREFIXES.keys()];
  const wanted = Math.floor(Math.log10(Math.abs(value)) / 3) * 3;
  const exponent = Math.min(Math.max(wanted, Math.min(...exponents)), Math.max(...exponents));
  // toPrecision drops the binary noise of the division (1e-4 / 1e-6 is 100.00000000000001).
  const mantissa = Number((value / 10 ** exponent).toPrecision(12));
  return `${mantissa} ${unitSymbolAt(unit, exponent)}`;
}

import {
  displayExponentOf,
  readTypedQuantity,
  searchItemNamed,
  type TypedQuantityReading,
  type Unit,
  type UnitChoices,
  unitSymbolAt,
} from '../../../../core';

/*
 * A number input of the pane reads a bare number in the unit its item is shown in everywhere else
 * (DISPLAY_EXPONENTS, or the user's choice: the sheet's `Length (mm)` column), and names that unit beside the input, so that
 * `1.6` under Length is 1.6 mm as the person means it, not 1.6 m.
 */

/**
 * An example of a value in the unit shown beside the input: a bare number where that reads as people
 * write the quantity, with a prefix where the display unit is not how it is usually written (100nF
 * rather than 0.1 µF, 60mΩ rather than 0.06 Ω).
 */
const DISPLAY_EXAMPLES: Readonly<Record<Unit, string>> = {
  m: '1.6',
  g: '6',
  F: '100nF',
  H: '4.7',
  V: '50',
  A: '0.5',
  ohm: '60mΩ',
  Hz: '100',
  degC: '125',
};

/**
 * The decimal exponent of the unit a number item's bare numbers are read in: its field's display unit, or
 * the unit the user chose for that field (`units`, from Settings); undefined for items without a unit.
 */
export function inputExponent(item: string, units?: UnitChoices): number | undefined {
  const searchItem = searchItemNamed(item);
  return searchItem?.unit ? displayExponentOf(searchItem.field, searchItem.unit, units) : undefined;
}

/** The unit a number item's bare numbers are read in, as shown beside its input (`mm`, `µF`, `V`); undefined for other items. */
export function displayUnitSymbol(item: string, units?: UnitChoices): string | undefined {
  const unit = searchItemNamed(item)?.unit;
  const exponent = inputExponent(item, units);
  return unit && exponent !== undefined ? unitSymbolAt(unit, exponent) : undefined;
}

/** A value to show in an empty input of a number item, in the unit shown beside it (`1.6`, `100nF`). */
export function displayExample(unit: Unit): string {
  return DISPLAY_EXAMPLES[unit];
}

/** One typed value of a number item, read with bare numbers in its display unit; undefined for items without a unit. */
export function readTypedValue(item: string, text: string, units?: UnitChoices): TypedQuantityReading | undefined {
  const searchItem = searchItemNamed(item);
  const exponent = inputExponent(item, units);
  return searchItem?.unit && exponent !== undefined
    ? readTypedQuantity(text, searchItem.unit, searchItem.name, exponent)
    : undefined;
}

/**
 * What to show under a number input while it is typed in: how the value will be read (`= 1.6 mm`), or
 * nothing while it is empty or cannot be read (its problem comes with the row's, once the input is left).
 */
export function valueInterpretation(item: string, text: string, units?: UnitChoices): string | undefined {
  if (text.trim() === '') return undefined;
  const reading = readTypedValue(item, text, units);
  return reading && 'value' in reading ? `= ${reading.interpretation}` : undefined;
}

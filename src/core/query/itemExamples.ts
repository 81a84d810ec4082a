import { type SearchItem, UNIT_NAMES, type Unit } from '../catalog';
import { FRIENDLY_EXAMPLES } from './quantity';

// How the parser's messages tell someone to write a value of an item: the item's kind, its unit's name and an
// example, in the spec's syntax or in what an engineer types. Kept apart from the grammar, which only says
// where a filter went wrong.

/** An item's kind in a message's words: number, yes/no or text. */
export function describeType(searchItem: SearchItem): string {
  return searchItem.type === 'double' ? 'number' : searchItem.type === 'boolean' ? 'yes/no' : 'text';
}

/** A plain-number example per unit, for messages that say how to write a value. */
const EXAMPLES: Readonly<Record<Unit, string>> = {
  m: '0.0016 for 1.6 mm',
  g: '0.006',
  F: '1e-7 for 100 nF',
  H: '4.7e-6 for 4.7 µH',
  V: '50',
  A: '0.5 for 500 mA',
  ohm: '0.1',
  Hz: '1e8 for 100 MHz',
  degC: '125',
};

export function unitName(searchItem: SearchItem): string {
  return searchItem.unit ? UNIT_NAMES[searchItem.unit] : 'its unit';
}

/** A condition on the item in the spec's syntax: a plain number in SI base units. */
export function example(searchItem: SearchItem): string {
  return `${searchItem.name} ge ${searchItem.unit ? EXAMPLES[searchItem.unit] : '1'}`;
}

/** A condition on the item as an engineer types it: a number with its unit and prefix. */
export function friendlyExample(searchItem: SearchItem): string {
  return `${searchItem.name} ge ${searchItem.unit ? FRIENDLY_EXAMPLES[searchItem.unit] : '1'}`;
}

import type { BottomCategory } from './categories';
import { FIELDS, type FieldDefinition, type FieldPlace, fieldNamed, fieldsOfCategory } from './fields';
import { nearestNames } from './suggest';
import { UnknownFieldError } from './UnknownFieldError';

/** Where the whole list of field names can be seen, for messages about a name that is nowhere near one. */
const WHERE_TO_LOOK = 'PART.FIELDS() lists them';

/** The nested objects of a record (spec 2.3), whose names may prefix a field name: `Specs.Capacitance`. */
const OBJECT_PLACES: ReadonlyArray<Exclude<FieldPlace, 'product'>> = ['ComplianceInfo', 'Specs', 'MediaFileUrls'];

/**
 * Search-item names that differ from the field they search (spec 4.3: Rdc searches RdcMax, Srf searches
 * SrfMin), and their display strings, so that a name read in a filter also names a column.
 */
const ALIASES: Readonly<Record<string, string>> = {
  Rdc: 'RdcMax',
  RdcText: 'RdcMaxText',
  Srf: 'SrfMin',
  SrfText: 'SrfMinText',
};

const BY_LOWER_NAME = new Map<string, FieldDefinition>([
  ...FIELDS.map((definition) => [definition.name.toLowerCase(), definition] as const),
  ...Object.entries(ALIASES).map(([alias, name]) => [alias.toLowerCase(), fieldNamed(name)!] as const),
]);

const PLACE_BY_LOWER_NAME = new Map(OBJECT_PLACES.map((place) => [place.toLowerCase(), place]));

/** Every field name in the spec's order (2.3), or those a category's records carry. */
export function fieldNames(category?: BottomCategory): string[] {
  return (category ? fieldsOfCategory(category) : FIELDS).map((definition) => definition.name);
}

/**
 * The record field a person means by `name`, as typed in a header cell or a function argument: case and
 * surrounding spaces do not matter, the nested object may prefix it (`Specs.Capacitance`,
 * `ComplianceInfo.Rohs`), and the search-item names Rdc and Srf stand for RdcMax and SrfMin. A prefix
 * that is not where the field sits is an error, as is an unknown name: both throw UnknownFieldError.
 */
export function resolveField(name: string): FieldDefinition {
  const parts = name.split('.').map((part) => part.trim());
  if (parts.length > 2 || parts.some((part) => part === '')) {
    const shown = name.trim();
    throw new UnknownFieldError(
      shown === ''
        ? `A field name is empty; ${WHERE_TO_LOOK}`
        : `Unknown field "${shown}": write a field name, optionally after its object, e.g. Capacitance or Specs.Capacitance; ${WHERE_TO_LOOK}`,
      name,
    );
  }
  const bare = parts[parts.length - 1];
  const definition = BY_LOWER_NAME.get(bare.toLowerCase());
  if (!definition) {
    throw unknownField(name, bare);
  }
  if (parts.length === 2) {
    const place = PLACE_BY_LOWER_NAME.get(parts[0].toLowerCase());
    if (place !== definition.place) {
      const problem = place
        ? `${definition.name} is not in ${place}`
        : `"${parts[0]}" is not an object of a product record (${OBJECT_PLACES.join(', ')})`;
      const fix =
        definition.place === 'product'
          ? `${definition.name} sits directly in the record: write ${definition.name}`
          : `write ${definition.place}.${definition.name} or ${definition.name}`;
      throw new UnknownFieldError(`Unknown field "${name.trim()}": ${problem}; ${fix}`, name, [definition.name], {
        field: definition.name,
      });
    }
  }
  return definition;
}

function unknownField(given: string, bare: string): UnknownFieldError {
  const suggestions = withDisplayStrings(suggestedNames(bare));
  const hint = suggestions.length > 0 ? `; did you mean ${suggestions.join(', ')}?` : `; ${WHERE_TO_LOOK}`;
  return new UnknownFieldError(`Unknown field "${given.trim()}"${hint}`, given, suggestions);
}

/** The nearest field names; an alias that is near counts as the field it stands for. */
function suggestedNames(bare: string): string[] {
  const candidates = [...fieldNames(), ...Object.keys(ALIASES)];
  const names = nearestNames(bare, candidates).map((candidate) => ALIASES[candidate] ?? candidate);
  return names.filter((candidate, index) => names.indexOf(candidate) === index);
}

/**
 * A number field and its display string are both plausible meanings of a misspelt name (Capacitance
 * and CapacitanceText), so each suggested number field brings its display string along.
 */
function withDisplayStrings(names: readonly string[]): string[] {
  const result: string[] = [];
  for (const candidate of names) {
    const display = `${candidate}Text`;
    for (const name of fieldNamed(display)?.displayOf === candidate ? [candidate, display] : [candidate]) {
      if (!result.includes(name)) {
        result.push(name);
      }
    }
  }
  return result.slice(0, 4);
}

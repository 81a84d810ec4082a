import { type SearchItem, type SearchItemType, searchItemNamed } from '../catalog';
import type { Condition, Filter, SortOrder } from './ast';
import { NUMBER_OPERATORS, STRING_OPERATORS } from './ast';
import { VALUE_SEPARATOR } from './literal';
import { plainDecimal } from './plainDecimal';
import { UnsafeValueError } from './UnsafeValueError';

/**
 * Throws UnsafeValueError unless `value` can be sent as one value of the text item `item`: the item is a
 * text search item, and the value is not empty and holds neither `'` (a literal cannot contain it: the
 * spec shows no escape) nor `|` (it would split into two values, spec 4.3 rule 1). Any other character
 * can be sent: formatFilter and serializeFilter encode it.
 */
export function checkLiteral(item: string, value: string): void {
  checkItem(item, 'string', value);
  checkValue(item, value);
}

function checkItem(given: unknown, type: SearchItemType, value: unknown): SearchItem {
  const item = String(given);
  const searchItem = typeof given === 'string' ? searchItemNamed(given) : undefined;
  if (!searchItem) {
    throw new UnsafeValueError(`Cannot send a condition on "${item}": it is not a search item`, item, value, {
      reason: 'notSearchItem',
    });
  }
  if (searchItem.type !== type) {
    throw new UnsafeValueError(
      `Cannot send ${describe(value)} as a value of ${item}: ${item} is a ${TYPE_WORDS[searchItem.type]} item`,
      item,
      value,
      { reason: 'wrongType', itemType: searchItem.type },
    );
  }
  return searchItem;
}

const TYPE_WORDS: Readonly<Record<SearchItemType, string>> = { string: 'text', double: 'number', boolean: 'yes/no' };

function describe(value: unknown): string {
  if (typeof value === 'string') {
    return `the text "${value}"`;
  }
  if (Array.isArray(value)) {
    return `the text values ${JSON.stringify(value)}`;
  }
  return typeof value === 'number' ? `the number ${value}` : `the value ${String(value)}`;
}

function checkValue(item: string, value: unknown): void {
  if (typeof value !== 'string') {
    throw new UnsafeValueError(`Cannot send ${describe(value)} as a value of ${item}: give text`, item, value, {
      reason: 'wrongType',
      itemType: 'string',
    });
  }
  if (value === '') {
    throw new UnsafeValueError(`Cannot send an empty value of ${item}`, item, value, { reason: 'empty' });
  }
  if (value.includes("'")) {
    throw new UnsafeValueError(
      `Cannot send the value "${value}" of ${item}: it contains ', which the service's filter language has no escape for`,
      item,
      value,
      { reason: 'quote' },
    );
  }
  if (value.includes(VALUE_SEPARATOR)) {
    throw new UnsafeValueError(
      `Cannot send the value "${value}" of ${item}: it contains |, which the service reads as a separator between two values`,
      item,
      value,
      { reason: 'separator' },
    );
  }
  if (!isWellFormed(value)) {
    throw new UnsafeValueError(
      `Cannot send the value "${value}" of ${item}: it holds a broken character (a lone UTF-16 surrogate)`,
      item,
      value,
      { reason: 'brokenCharacter' },
    );
  }
}

/** No lone surrogate, which encodeURIComponent cannot encode. */
export function isWellFormed(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff) {
      const low = value.charCodeAt(index + 1);
      if (!(low >= 0xdc00 && low <= 0xdfff)) {
        return false;
      }
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * A value as it goes between the quotes. Inside a literal the service decodes %7C, %C2%B1 and %25 once
 * more (spec 4.3 rule 2), so a `%` that starts one of them is written %25: the value `a%7Cb` goes as
 * `a%257Cb`, which decodes back to `a%7Cb` rather than splitting into two values. Any other `%` stays.
 */
function literalText(value: string): string {
  return value.replace(/%(?=7C|C2%B1|25)/gi, '%25');
}

/** A condition as data: a Filter may come from anywhere at run time (a workbook, a saved setting), whatever its type says. */
interface LooseCondition {
  readonly kind?: unknown;
  readonly item?: unknown;
  readonly operator?: unknown;
  readonly value?: unknown;
  readonly values?: unknown;
}

/** The operators each type of item takes (spec 4.3), and the words for them in a refusal. */
const OPERATORS = {
  string: { allowed: STRING_OPERATORS, items: 'text items' },
  double: { allowed: NUMBER_OPERATORS, items: 'number items' },
} as const;

function checkOperator(item: string, operator: unknown, itemType: keyof typeof OPERATORS, value: unknown): void {
  const { allowed, items } = OPERATORS[itemType];
  if ((allowed as readonly unknown[]).includes(operator)) return;
  throw new UnsafeValueError(
    `Cannot send ${item} with the operator "${String(operator)}": ${items} take ${allowed.join(', ')}`,
    item,
    value,
    { reason: 'operator', operator: String(operator), itemType },
  );
}

function formatCondition(condition: Condition): string {
  const { kind, item: given, operator, value, values } = condition as LooseCondition;
  const item = typeof given === 'string' ? given : String(given);
  switch (kind) {
    case 'string': {
      checkItem(given, 'string', values);
      checkOperator(item, operator, 'string', values);
      if (!Array.isArray(values) || values.length === 0) {
        throw new UnsafeValueError(
          `Cannot send a condition on ${item} with no values: give at least one`,
          item,
          values,
          { reason: 'noValues' },
        );
      }
      values.forEach((one: unknown) => checkValue(item, one));
      const literal = `'${(values as string[]).map(literalText).join(VALUE_SEPARATOR)}'`;
      return operator === 'eq' ? `${item} eq ${literal}` : `${String(operator)}(${item},${literal})`;
    }
    case 'number':
      checkItem(given, 'double', value);
      checkOperator(item, operator, 'double', value);
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new UnsafeValueError(
          `Cannot send ${item} ${String(operator)} ${String(value)}: give a finite number`,
          item,
          value,
          { reason: typeof value === 'number' ? 'notFinite' : 'wrongType', itemType: 'double' },
        );
      }
      // Plain decimals, which every OData parser reads: 0.0000001, not 1e-7 (plainDecimal.ts).
      return `${item} ${String(operator)} ${plainDecimal(value)}`;
    case 'boolean':
      checkItem(given, 'boolean', value);
      if (typeof value !== 'boolean') {
        throw new UnsafeValueError(
          `Cannot send ${describe(value)} as a value of ${item}: give true or false`,
          item,
          value,
          { reason: 'wrongType', itemType: 'boolean' },
        );
      }
      return `${item} eq ${value}`;
    default:
      throw new UnsafeValueError(
        `Cannot send a condition of kind "${String(kind)}": use string, number or boolean`,
        item,
        value ?? values,
        { reason: 'unknownKind' },
      );
  }
}

/**
 * The filter as people read it, in the syntax of spec 4.3: `Capacitance ge 1e-7 and Status eq 'NRND|Discontinued'`.
 * Throws UnsafeValueError for a filter that cannot be written faithfully (see checkLiteral); it never
 * writes one that would mean something else.
 */
export function formatFilter(filter: Filter): string {
  return filter.conditions.map(formatCondition).join(' and ');
}

/**
 * The `$filter` value as it goes into a URL (spec 4.3 rule 2): percent-encoded, so `|` is %7C, `±` is
 * %C2%B1 and `%` is %25, as the spec names them. Throws UnsafeValueError as formatFilter does.
 */
export function serializeFilter(filter: Filter): string {
  return encodeURIComponent(formatFilter(filter));
}

/** `$orderby` as people read it: `Capacitance asc,RatedVoltage desc`. */
export function formatOrderBy(orders: readonly SortOrder[]): string {
  return orders.map((order) => `${order.item} ${order.direction}`).join(',');
}

import {
  CATEGORY_IDS,
  type Language,
  DEFAULT_LANGUAGE,
  type SearchItem,
  SEARCH_ITEMS,
  englishListedValue,
  listedValues,
  nearestNames,
  searchItemNamed,
  UNIT_NAMES,
  type Unit,
} from '../catalog';
import type { Condition, Filter, NumberOperator, StringOperator } from './ast';
import { NUMBER_OPERATORS, STRING_OPERATORS } from './ast';
import { FilterError } from './FilterError';
import { splitValues } from './literal';
import { type Token, tokenize } from './tokens';

export interface ParseFilterOptions {
  /** The request's language: restricted items accept their listed values in it (spec 4.3 rules 4 and 5). Default en. */
  readonly lang?: Language;
}

const ITEM_NAMES = SEARCH_ITEMS.map((searchItem) => searchItem.name);

/**
 * Parses a `$filter` in the syntax of spec 4.3 (after URL decoding) and checks it against the catalog:
 * known items, the forms their type allows, and listed values for restricted items. Throws FilterError
 * naming the problem and its position. Blank text is a search without conditions.
 */
export function parseFilter(source: string, options: ParseFilterOptions = {}): Filter {
  return new FilterParser(source, options.lang ?? DEFAULT_LANGUAGE).parse();
}

class FilterParser {
  private readonly tokens: Token[];
  private index = 0;

  constructor(
    private readonly source: string,
    private readonly lang: Language,
  ) {
    this.tokens = tokenize(source);
  }

  parse(): Filter {
    const conditions: Condition[] = [];
    if (this.peek().kind === 'end') {
      return { conditions };
    }
    conditions.push(this.condition());
    while (this.peek().kind !== 'end') {
      const joiner = this.next();
      if (joiner.kind !== 'word' || joiner.text !== 'and') {
        throw this.error(this.afterConditionProblem(joiner), joiner);
      }
      conditions.push(this.condition());
    }
    return { conditions };
  }

  private condition(): Condition {
    const first = this.next();
    if (first.kind !== 'word') {
      throw this.error(`Expected a condition such as Capacitance ge 1e-7 or startswith(Partno,'OCM')`, first);
    }
    if ((first.text === 'startswith' || first.text === 'contains') && this.peek().kind === '(') {
      return this.functionCondition(first.text);
    }
    const searchItem = this.item(first);
    const operatorToken = this.next();
    const operator = operatorToken.text;
    if (operatorToken.kind !== 'word' || !(NUMBER_OPERATORS as readonly string[]).includes(operator)) {
      throw this.error(`Expected an operator after ${searchItem.name}: eq, ge, le, gt or lt`, operatorToken);
    }
    const literal = this.next();
    switch (searchItem.type) {
      case 'double':
        return {
          kind: 'number',
          item: searchItem.name,
          operator: operator as NumberOperator,
          value: this.number(searchItem, literal),
        };
      case 'boolean':
        if (operator !== 'eq') {
          throw this.error(
            `${searchItem.name} is a yes/no item: write ${searchItem.name} eq true or ${searchItem.name} eq false`,
            operatorToken,
          );
        }
        return { kind: 'boolean', item: searchItem.name, value: this.boolean(searchItem, literal) };
      case 'string':
        if (operator !== 'eq') {
          throw this.error(
            `${searchItem.name} is a text item: use eq, startswith(${searchItem.name},'...') or contains(${searchItem.name},'...')`,
            operatorToken,
          );
        }
        return this.stringCondition(searchItem, 'eq', literal);
    }
  }

  private functionCondition(operator: Extract<StringOperator, 'startswith' | 'contains'>): Condition {
    this.expect('(', `${operator}(`);
    const searchItem = this.item(this.next());
    if (searchItem.type !== 'string') {
      throw this.error(
        `${operator} works on text items; ${searchItem.name} is a ${describeType(searchItem)} item`,
        this.previous(),
      );
    }
    this.expect(',', `a comma after ${operator}(${searchItem.name}`);
    const literal = this.next();
    const condition = this.stringCondition(searchItem, operator, literal);
    this.expect(')', `a closing ) after ${operator}(${searchItem.name},'...'`);
    return condition;
  }

  private item(token: Token): SearchItem {
    if (token.kind !== 'word') {
      throw this.error('Expected a search item name such as Capacitance or Partno', token);
    }
    const searchItem = searchItemNamed(token.text);
    if (!searchItem) {
      const suggestions = nearestNames(token.text, ITEM_NAMES);
      const hint =
        suggestions.length > 0 ? `; did you mean ${suggestions.join(', ')}?` : '; see the search items of spec 4.3';
      throw this.error(`Unknown search item "${token.text}"${hint}`, token);
    }
    return searchItem;
  }

  private stringCondition(searchItem: SearchItem, operator: StringOperator, literal: Token): Condition {
    if (literal.kind !== 'string') {
      throw this.error(
        `${searchItem.name} is a text item: put the value in single quotes, e.g. '${literal.text || 'value'}'`,
        literal,
      );
    }
    const values = splitValues(literal.text);
    if (values.some((value) => value.length === 0)) {
      throw this.error(`A value of ${searchItem.name} is empty: separate several values with a single |`, literal);
    }
    this.checkAllowed(searchItem, values, literal);
    return { kind: 'string', item: searchItem.name, operator, values };
  }

  /** Restricted items take only their listed values, in the request's language (spec 4.3 rules 3-5). */
  private checkAllowed(searchItem: SearchItem, values: readonly string[], literal: Token): void {
    if (searchItem.name === 'Category') {
      const unknown = values.find((value) => !CATEGORY_IDS.some((id) => id.toLowerCase() === value.toLowerCase()));
      if (unknown !== undefined) {
        throw this.error(`Unknown Category "${unknown}"; use one of ${CATEGORY_IDS.join(', ')}`, literal);
      }
      return;
    }
    const listed = searchItem.listed;
    if (!searchItem.restricted || !listed) {
      return;
    }
    const unknown = values.find((value) => englishListedValue(listed, value, this.lang) === undefined);
    if (unknown !== undefined) {
      const allowed = listedValues(listed, this.lang).join(', ');
      throw this.error(
        `"${unknown}" is not a listed value of ${searchItem.name} (lang=${this.lang}); use one of: ${allowed}`,
        literal,
      );
    }
  }

  private number(searchItem: SearchItem, literal: Token): number {
    if (literal.kind !== 'number') {
      throw this.error(
        `${searchItem.name} is a number item: give a plain number in ${unitName(searchItem)}, e.g. ${example(searchItem)}`,
        literal,
      );
    }
    const following = this.peek();
    if (following.kind === 'word' && following.position === literal.position + literal.text.length) {
      throw this.error(
        `Unexpected "${following.text}" right after ${literal.text}: numbers take no unit or prefix here; give ${searchItem.name} in ${unitName(searchItem)}, e.g. ${example(searchItem)}`,
        following,
      );
    }
    const value = Number(literal.text);
    if (!Number.isFinite(value)) {
      throw this.error(`${literal.text} is too large a number`, literal);
    }
    return value;
  }

  private boolean(searchItem: SearchItem, literal: Token): boolean {
    if (literal.kind === 'word' && (literal.text === 'true' || literal.text === 'false')) {
      return literal.text === 'true';
    }
    throw this.error(`${searchItem.name} is a yes/no item: compare it with true or false`, literal);
  }

  private afterConditionProblem(token: Token): string {
    // A number followed by a word ("100 nF") is a value with a unit, which the service does not take.
    if (this.previous(2).kind === 'number' && token.kind === 'word' && token.text !== 'or') {
      return `Unexpected "${token.text}" after ${this.previous(2).text}: numbers take no unit or prefix here; give the value in SI base units (100 nF is 1e-7)`;
    }
    return token.kind === 'word' && token.text === 'or'
      ? 'Only "and" joins conditions; the service has no "or": put several values in one literal instead, e.g. Status eq \'NRND|Discontinued\''
      : `Expected "and" or the end of the filter, found "${token.text}"`;
  }

  private expect(kind: Token['kind'], what: string): void {
    const token = this.next();
    if (token.kind !== kind) {
      throw this.error(`Expected ${what}`, token);
    }
  }

  private peek(): Token {
    return this.tokens[this.index];
  }

  private next(): Token {
    const token = this.tokens[this.index];
    if (token.kind !== 'end') {
      this.index += 1;
    }
    return token;
  }

  private previous(distance = 1): Token {
    return this.tokens[Math.max(0, this.index - distance)];
  }

  private error(problem: string, token: Token): FilterError {
    const found = token.kind === 'end' ? ' but the filter ends there' : '';
    return new FilterError(`${problem}${found}`, token.position, this.source);
  }
}

function describeType(searchItem: SearchItem): string {
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

function unitName(searchItem: SearchItem): string {
  return searchItem.unit ? UNIT_NAMES[searchItem.unit] : 'its unit';
}

function example(searchItem: SearchItem): string {
  return `${searchItem.name} ge ${searchItem.unit ? EXAMPLES[searchItem.unit] : '1'}`;
}

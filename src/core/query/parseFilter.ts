import {
  CATEGORY_IDS,
  type Language,
  DEFAULT_LANGUAGE,
  type ListedItemName,
  type SearchItem,
  SEARCH_ITEMS,
  englishListedValue,
  listedValues,
  nearestNames,
  searchItemNamed,
} from '../catalog';
import type { Condition, Filter, NumberOperator, StringOperator } from './ast';
import { NUMBER_OPERATORS } from './ast';
import { FilterError } from './FilterError';
import { describeType, example, friendlyExample, unitName } from './itemExamples';
import { splitValues } from './literal';
import { shiftDecimal, suffixExponent } from './quantity';
import { type ConditionProblem, listedSpelling, readCondition, SYMBOL_OPERATORS } from './readCondition';
import { type Token, tokenize } from './tokens';

export interface ParseFilterOptions {
  /** The request's language: restricted items accept their listed values in it (spec 4.3 rules 4 and 5). Default en. */
  readonly lang?: Language;
  /**
   * true: exactly the syntax of spec 4.3, as the service reads `$filter` (item names, operators, `and`
   * and true/false case-sensitive; plain numbers in SI base units; single quotes; listed values in the
   * request's language). false (the default): also what an engineer types, read into the same filter:
   * units and SI prefixes (`100nF`, `4.7 µH`, `125°C`), `>=` `<=` `=` `==` `>` `<`, any case for
   * names, operators, `and` and true/false, double quotes, and listed values in English or in any case,
   * which come out in their listed spelling in the request's language.
   */
  readonly strict?: boolean;
}

const ITEM_NAMES = SEARCH_ITEMS.map((searchItem) => searchItem.name);

/** In the friendly syntax names ignore case; the record fields that Rdc and Srf search are accepted for them. */
const ITEMS_BY_LOWER_NAME = new Map<string, SearchItem>([
  ...SEARCH_ITEMS.map((searchItem) => [searchItem.name.toLowerCase(), searchItem] as const),
  ...SEARCH_ITEMS.filter((searchItem) => searchItem.field !== searchItem.name && searchItem.name !== 'Category').map(
    (searchItem) => [searchItem.field.toLowerCase(), searchItem] as const,
  ),
]);

/**
 * Parses a `$filter` and checks it against the catalog: known items, the forms their type allows, and
 * listed values for restricted items. With `strict`, the text must be in the syntax of spec 4.3 (after
 * URL decoding), as the service reads it; without, the engineer-friendly forms described at
 * ParseFilterOptions are read too, into the same filter. Throws FilterError naming the problem and its
 * position. Blank text is a search without conditions.
 */
export function parseFilter(source: string, options: ParseFilterOptions = {}): Filter {
  return new FilterParser(source, options.lang ?? DEFAULT_LANGUAGE, options.strict ?? false).parse();
}

class FilterParser {
  private readonly tokens: Token[];
  private index = 0;

  constructor(
    private readonly source: string,
    private readonly lang: Language,
    private readonly strict: boolean,
  ) {
    this.tokens = tokenize(source, { strict });
  }

  parse(): Filter {
    const conditions: Condition[] = [];
    if (this.peek().kind === 'end') {
      return { conditions };
    }
    conditions.push(this.condition());
    while (this.peek().kind !== 'end') {
      const joiner = this.next();
      if (!this.isKeyword(joiner, 'and')) {
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
    for (const operator of ['startswith', 'contains'] as const) {
      if (this.isKeyword(first, operator) && this.peek().kind === '(') {
        return this.functionCondition(operator);
      }
    }
    const searchItem = this.item(first);
    const operatorToken = this.next();
    const operator = this.operator(operatorToken);
    if (operator === undefined) {
      throw this.error(this.missingOperatorProblem(searchItem, operatorToken), operatorToken);
    }
    const literal = this.next();
    switch (searchItem.type) {
      case 'double':
        return {
          kind: 'number',
          item: searchItem.name,
          operator,
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
    const searchItem = this.strict ? searchItemNamed(token.text) : ITEMS_BY_LOWER_NAME.get(token.text.toLowerCase());
    if (!searchItem) {
      const suggestions = nearestNames(token.text, ITEM_NAMES);
      const hint =
        suggestions.length > 0 ? `; did you mean ${suggestions.join(', ')}?` : '; see the search items of spec 4.3';
      throw this.error(`Unknown search item "${token.text}"${hint}`, token);
    }
    return searchItem;
  }

  /** The operator a token stands for: a spec operator word, or in the friendly syntax also any case of it or a symbol. */
  private operator(token: Token): NumberOperator | undefined {
    if (token.kind === 'word') {
      const word = this.strict ? token.text : token.text.toLowerCase();
      return (NUMBER_OPERATORS as readonly string[]).includes(word) ? (word as NumberOperator) : undefined;
    }
    if (token.kind === 'symbol' && Object.hasOwn(SYMBOL_OPERATORS, token.text)) {
      return SYMBOL_OPERATORS[token.text];
    }
    return undefined;
  }

  private missingOperatorProblem(searchItem: SearchItem, token: Token): string {
    if (this.strict) {
      return `Expected an operator after ${searchItem.name}: eq, ge, le, gt or lt`;
    }
    if (token.kind === 'symbol') {
      return `The service has no "not equal" comparison: compare ${searchItem.name} with eq, ge, le, gt or lt, or list the values you want in one literal, e.g. Status eq 'In Production|NRND'`;
    }
    return `Expected an operator after ${searchItem.name}: eq, ge, le, gt or lt (or =, >=, <=, >, <)`;
  }

  private stringCondition(searchItem: SearchItem, operator: StringOperator, literal: Token): Condition {
    if (literal.kind !== 'string') {
      throw this.error(
        `${searchItem.name} is a text item: put the value in single quotes, e.g. '${literal.text || 'value'}'`,
        literal,
      );
    }
    if (!this.strict) {
      // What people type is read as a value by the one condition reader, as the pane and PART.BUILDFILTER read it.
      const reading = readCondition({
        item: searchItem.name,
        operator,
        value: splitValues(literal.text),
        lang: this.lang,
        listedFrom: ['en'],
      });
      if ('problem' in reading) throw this.error(this.valueProblem(reading.problem), literal);
      return reading.condition;
    }
    if (literal.text.includes("'")) {
      // Only a double-quoted literal of the friendly syntax can hold one; the spec has no way to send it.
      throw this.error(
        `A value of ${searchItem.name} cannot contain ': the service's filter language has no escape for it`,
        literal,
      );
    }
    const values = splitValues(literal.text);
    if (values.some((value) => value.length === 0)) {
      throw this.error(`A value of ${searchItem.name} is empty: separate several values with a single |`, literal);
    }
    return { kind: 'string', item: searchItem.name, operator, values: this.allowedValues(searchItem, values, literal) };
  }

  /** A value the reader refused, in the parser's words (the position is the literal's). */
  private valueProblem(problem: ConditionProblem): string {
    switch (problem.kind) {
      case 'quote':
        return `A value of ${problem.item} cannot contain ': the service's filter language has no escape for it`;
      case 'empty':
        return `A value of ${problem.item} is empty: separate several values with a single |`;
      case 'notListed':
        return `"${problem.value}" is not a listed value of ${problem.item} (lang=${this.lang}); use one of: ${(problem.allowed ?? []).join(', ')}${this.lang !== 'en' ? '; the English forms work too' : ''}`;
      default:
        return problem.message;
    }
  }

  /**
   * Restricted items take only their listed values, in the request's language (spec 4.3 rules 3-5).
   * The friendly syntax also takes the English form and any case or surrounding spaces, and gives back
   * the listed spelling in the request's language, which is what the service accepts.
   */
  private allowedValues(searchItem: SearchItem, values: readonly string[], literal: Token): string[] {
    if (searchItem.name === 'Category') {
      const canonical = values.map((value) => {
        const wanted = (this.strict ? value : value.trim()).toLowerCase();
        return CATEGORY_IDS.find((id) => id.toLowerCase() === wanted);
      });
      const unknown = values.find((_, index) => canonical[index] === undefined);
      if (unknown !== undefined) {
        throw this.error(`Unknown Category "${unknown}"; use one of ${CATEGORY_IDS.join(', ')}`, literal);
      }
      return this.strict ? [...values] : (canonical as string[]);
    }
    const listed = searchItem.listed;
    if (!searchItem.restricted || !listed) {
      return [...values];
    }
    const canonical = values.map((value) => this.listedSpelling(listed, value));
    const unknown = values.find((_, index) => canonical[index] === undefined);
    if (unknown !== undefined) {
      const allowed = listedValues(listed, this.lang).join(', ');
      const english = !this.strict && this.lang !== 'en' ? '; the English forms work too' : '';
      throw this.error(
        `"${unknown}" is not a listed value of ${searchItem.name} (lang=${this.lang}); use one of: ${allowed}${english}`,
        literal,
      );
    }
    return canonical as string[];
  }

  /**
   * The value to search for, or undefined when it is not listed. Strict: a value of the request's
   * language, in any case (the service matches text ignoring case), kept as given. Friendly: also an
   * English value and surrounding spaces, turned into the listed spelling in the request's language.
   */
  private listedSpelling(listed: ListedItemName, value: string): string | undefined {
    if (this.strict) {
      return englishListedValue(listed, value, this.lang) === undefined ? undefined : value;
    }
    return listedSpelling(listed, value, this.lang, ['en']);
  }

  private number(searchItem: SearchItem, literal: Token): number {
    if (literal.kind !== 'number') {
      throw this.error(
        this.strict
          ? `${searchItem.name} is a number item: give a plain number in ${unitName(searchItem)}, e.g. ${example(searchItem)}`
          : `${searchItem.name} is a number item: give a number in ${unitName(searchItem)}, e.g. ${friendlyExample(searchItem)}`,
        literal,
      );
    }
    const following = this.peek();
    if (this.strict) {
      if (following.kind === 'word' && following.position === literal.position + literal.text.length) {
        throw this.error(
          `Unexpected "${following.text}" right after ${literal.text}: numbers take no unit or prefix here; give ${searchItem.name} in ${unitName(searchItem)}, e.g. ${example(searchItem)}`,
          following,
        );
      }
      return this.finite(Number(literal.text), literal.text, literal);
    }
    if (!this.isUnit(literal, following)) {
      return this.finite(Number(literal.text), literal.text, literal);
    }
    this.next();
    const exponent = searchItem.unit
      ? suffixExponent(following.text, searchItem.unit, searchItem.name)
      : `${following.text} is not a unit of ${searchItem.name}: give a plain number`;
    if (typeof exponent === 'string') {
      throw this.error(exponent, following);
    }
    return this.finite(shiftDecimal(literal.text, exponent), `${literal.text}${following.text}`, literal);
  }

  /**
   * Whether the word after a number is its unit (friendly syntax): always when written right after it
   * (`100nF`); after a space (`100 nF`) unless it is `and`/`or` or starts the next condition (a word
   * followed by an operator or a parenthesis), so that a forgotten `and` is still reported as such.
   */
  private isUnit(literal: Token, following: Token): boolean {
    if (following.kind !== 'word') {
      return false;
    }
    if (following.position === literal.position + literal.text.length) {
      return true;
    }
    if (this.isKeyword(following, 'and') || this.isKeyword(following, 'or')) {
      return false;
    }
    const after = this.tokens[this.index + 1];
    return !(after.kind === '(' || after.kind === 'symbol' || this.operator(after) !== undefined);
  }

  private finite(value: number, text: string, literal: Token): number {
    if (!Number.isFinite(value)) {
      throw this.error(`${text} is too large a number`, literal);
    }
    return value;
  }

  private boolean(searchItem: SearchItem, literal: Token): boolean {
    if (literal.kind === 'word') {
      const word = this.strict ? literal.text : literal.text.toLowerCase();
      if (word === 'true' || word === 'false') {
        return word === 'true';
      }
    }
    throw this.error(`${searchItem.name} is a yes/no item: compare it with true or false`, literal);
  }

  private afterConditionProblem(token: Token): string {
    // A number followed by a word ("100 nF") is a value with a unit, which the service does not take.
    if (this.strict && this.previous(2).kind === 'number' && token.kind === 'word' && token.text !== 'or') {
      return `Unexpected "${token.text}" after ${this.previous(2).text}: numbers take no unit or prefix here; give the value in SI base units (100 nF is 1e-7)`;
    }
    return this.isKeyword(token, 'or')
      ? 'Only "and" joins conditions; the service has no "or": put several values in one literal instead, e.g. Status eq \'NRND|Discontinued\''
      : `Expected "and" or the end of the filter, found "${token.text}"`;
  }

  /** A keyword of the language: exactly as written in the spec's syntax, in any case in the friendly one. */
  private isKeyword(token: Token, keyword: string): boolean {
    return token.kind === 'word' && (this.strict ? token.text === keyword : token.text.toLowerCase() === keyword);
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

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '../../../src/core';
import {
  checkLiteral,
  FilterError,
  formatFilter,
  IncompleteLookupError,
  IncompleteSearchError,
  isFilterError,
  isIncompleteLookupError,
  isIncompleteSearchError,
  isNetworkError,
  isPartSpecError,
  isPartSpecErrorNamed,
  isServiceError,
  isUnknownFieldError,
  isUnsafeValueError,
  NetworkError,
  parseFilter,
  parseOrderBy,
  PartSpecError,
  resolveField,
  SearchContinuation,
  ServiceError,
  type Filter,
  type UnsafeValueReason,
  UnknownFieldError,
  UnsafeValueError,
} from '../../../src/core';
import { productOf } from '../../support/productOf';

/** What `fn` throws. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('PartSpecError, the base of every error', () => {
  test('message, status and cause; the name of its class', () => {
    const cause = new Error('socket hang up');
    const error = new PartSpecError('Could not connect.', { status: 502, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'PartSpecError', message: 'Could not connect.', status: 502 });
    expect(error.cause).toBe(cause);
    expect(new PartSpecError('No cause.').cause).toBeUndefined();
  });

  test('its brand is out of the way: not enumerable, not in JSON', () => {
    const error = new ServiceError(503, 2);
    expect(Object.getOwnPropertyDescriptor(error, Symbol.for('partspec.error'))).toMatchObject({
      value: true,
      enumerable: false,
    });
    expect(Object.getOwnPropertySymbols(error).map((symbol) => symbol.description)).toEqual(['partspec.error']);
    expect(JSON.stringify(error)).not.toContain('partspec');
  });

  test('every error of core extends it, under its own name', () => {
    const made: PartSpecError[] = [
      new FilterError('Unexpected character "#"', 3, 'abc#'),
      new UnsafeValueError('Cannot send an empty value of Partno', 'Partno', '', { reason: 'empty' }),
      new UnknownFieldError('Unknown field "x"', 'x'),
      new IncompleteLookupError(new Map(), ['A'], new ServiceError(500, 1)),
      new IncompleteSearchError([], continuation(), new ServiceError(500, 1)),
    ];
    for (const error of made) {
      expect(error).toBeInstanceOf(PartSpecError);
      expect(isPartSpecError(error)).toBe(true);
      expect(error.name).toBe(error.constructor.name);
      expect(String(error)).toMatch(new RegExp(`^${error.constructor.name}: `));
    }
  });

  test('a subclass keeps the name it declares, whatever a minifier calls the class', () => {
    // Production builds rename classes; the guards compare the declared name, which survives.
    const Renamed = class extends NetworkError {};
    Object.defineProperty(Renamed, 'name', { value: 't' });
    const error = new Renamed('https://x', 1, undefined);
    expect(error.name).toBe('NetworkError');
    expect(isNetworkError(error)).toBe(true);
  });

  test('isPartSpecErrorNamed: the brand and the name, both', () => {
    const error = new ServiceError(503, 1);
    expect(isPartSpecErrorNamed<ServiceError>(error, 'ServiceError')).toBe(true);
    expect(isPartSpecErrorNamed<NetworkError>(error, 'NetworkError')).toBe(false);
    expect(isPartSpecErrorNamed(Object.assign(new Error('x'), { name: 'ServiceError' }), 'ServiceError')).toBe(false);
  });
});

function continuation(requests = 7): SearchContinuation {
  return new SearchContinuation({ conditions: [] }, [], 'en', {
    collected: new Map(),
    alphabet: new Map(),
    step: { coarse: false },
    boundary: undefined,
    pageSize: 2000,
    requests,
  });
}

describe('guards across copies of the code', () => {
  // The shared runtime page must hold one copy of core, but a second bundle (an older add-in build, a test
  // harness) may hold another: its errors fail this copy's instanceof, and the guards still know them.
  let other: typeof core;
  beforeAll(() => {
    jest.isolateModules(() => {
      other = require('../../../src/core') as typeof core;
    });
  });

  test('the other copy is another copy: instanceof does not see its errors', () => {
    expect(other.PartSpecError).not.toBe(PartSpecError);
    expect(new other.ServiceError(503, 1)).not.toBeInstanceOf(PartSpecError);
  });

  test.each([
    ['ApiKeyRefusedError', () => new other.ApiKeyRefusedError(), core.isApiKeyRefusedError],
    ['BadRequestError', () => new other.BadRequestError('no'), core.isBadRequestError],
    ['InvalidApiKeyError', () => new other.InvalidApiKeyError(), core.isInvalidApiKeyError],
    ['InvalidPartnoError', () => new other.InvalidPartnoError(['a|b']), core.isInvalidPartnoError],
    ['MissingApiKeyError', () => new other.MissingApiKeyError(), core.isMissingApiKeyError],
    ['NetworkError', () => new other.NetworkError('https://x', 2, undefined), core.isNetworkError],
    ['NotFoundError', () => new other.NotFoundError('/v2/products'), core.isNotFoundError],
    ['RateLimitError', () => new other.RateLimitError(3), core.isRateLimitError],
    ['ResponseFormatError', () => new other.ResponseFormatError('not JSON'), core.isResponseFormatError],
    ['ServiceError', () => new other.ServiceError(503, 2), core.isServiceError],
    ['TimeoutError', () => new other.TimeoutError(30_000, 2), core.isTimeoutError],
    ['UrlTooLongError', () => new other.UrlTooLongError(9_000), core.isUrlTooLongError],
    ['FilterError', () => new other.FilterError('Unexpected ")"', 4, 'a eq )'), core.isFilterError],
    ['UnsafeValueError', () => new other.UnsafeValueError('no', 'Partno', 'a|b'), core.isUnsafeValueError],
    ['UnknownFieldError', () => new other.UnknownFieldError('no', 'x'), core.isUnknownFieldError],
    [
      'IncompleteLookupError',
      () => new other.IncompleteLookupError(new Map(), ['A'], new other.ServiceError(500, 1)),
      core.isIncompleteLookupError,
    ],
    [
      'IncompleteSearchError',
      () => new other.IncompleteSearchError([], continuation(), new other.ServiceError(500, 1)),
      core.isIncompleteSearchError,
    ],
  ] as const)('%s made by the other copy', (name, make, guard) => {
    const error = make();
    expect(error).not.toBeInstanceOf(PartSpecError);
    expect(isPartSpecError(error)).toBe(true);
    expect((guard as (value: unknown) => boolean)(error)).toBe(true);
    expect(error.name).toBe(name);
    // and the guards of the other classes say no
    expect(isServiceError(error)).toBe(name === 'ServiceError');
    expect(isFilterError(error)).toBe(name === 'FilterError');
  });

  test('a job that stopped part-way: its cause, from the other copy, is known too', () => {
    const error = new other.IncompleteLookupError(new Map(), ['A'], new other.ServiceError(503, 9));
    expect(isIncompleteLookupError(error) && isServiceError(error.cause) && error.cause.attempts).toBe(9);
    expect(error.status).toBe(503);
  });
});

describe('the errors of query, catalog, lookup and paging carry their facts', () => {
  test('FilterError: the problem, where, and the whole text', () => {
    const source = "Capacitance ge 1e-7 and Colour eq 'red'";
    const error = thrown(() => parseFilter(source));
    expect(isFilterError(error)).toBe(true);
    expect(error).toMatchObject({ source, position: 24 });
    expect((error as FilterError).problem).toMatch(/^Unknown search item "Colour"/);
    expect((error as FilterError).message).toBe(`${(error as FilterError).problem} (at position 25)`);
    expect(thrown(() => parseOrderBy('Partno sideways'))).toMatchObject({
      name: 'FilterError',
      position: 7,
      source: 'Partno sideways',
    });
  });

  test('FilterError: a long excerpt is cut in the problem and the message, kept whole in source', () => {
    const long = 'x'.repeat(500);
    const error = new FilterError(`Unexpected word "${long}"`, 0, long);
    expect(error.problem.length).toBeLessThan(100);
    expect(error.source).toBe(long);
  });

  const unsafe: ReadonlyArray<[UnsafeValueReason, () => unknown, Record<string, unknown>]> = [
    ['notSearchItem', () => checkLiteral('Colour', 'red'), { item: 'Colour', value: 'red' }],
    ['wrongType', () => checkLiteral('Capacitance', '1uF'), { item: 'Capacitance', value: '1uF', itemType: 'double' }],
    ['empty', () => checkLiteral('Partno', ''), { item: 'Partno', value: '' }],
    ['quote', () => checkLiteral('Partno', "O'CM"), { item: 'Partno', value: "O'CM" }],
    ['separator', () => checkLiteral('Partno', 'A|B'), { item: 'Partno', value: 'A|B' }],
    ['brokenCharacter', () => checkLiteral('Partno', 'A\uD800'), { item: 'Partno', value: 'A\uD800' }],
    [
      'operator',
      () =>
        formatFilter({
          conditions: [{ kind: 'number', item: 'Capacitance', operator: 'contains', value: 1 }],
        } as never),
      { item: 'Capacitance', operator: 'contains', itemType: 'double' },
    ],
    [
      'noValues',
      () => formatFilter({ conditions: [{ kind: 'string', item: 'Partno', operator: 'eq', values: [] }] }),
      { item: 'Partno', value: [] },
    ],
    [
      'notFinite',
      () => formatFilter({ conditions: [{ kind: 'number', item: 'Capacitance', operator: 'ge', value: Infinity }] }),
      { item: 'Capacitance', value: Infinity },
    ],
    [
      'unknownKind',
      () => formatFilter({ conditions: [{ kind: 'date', item: 'Partno', value: 1 }] } as unknown as Filter),
      { item: 'Partno', value: 1 },
    ],
  ];

  test.each(unsafe)('UnsafeValueError %s: the reason, the item and the value', (reason, make, fields) => {
    const error = thrown(make);
    expect(isUnsafeValueError(error)).toBe(true);
    expect(error).toMatchObject({ reason, ...fields });
  });

  test('UnsafeValueError made without a reason says "other"', () => {
    expect(new UnsafeValueError('Cannot send it', 'Partno', 'x').reason).toBe('other');
  });

  test('UnknownFieldError: what was given, the nearest names, and the field a misplaced name means', () => {
    const unknown = thrown(() => resolveField(' Capacitence '));
    expect(isUnknownFieldError(unknown)).toBe(true);
    expect(unknown).toMatchObject({ given: ' Capacitence ', field: undefined });
    expect((unknown as UnknownFieldError).suggestions).toContain('Capacitance');
    expect(thrown(() => resolveField('ComplianceInfo.Capacitance'))).toMatchObject({
      given: 'ComplianceInfo.Capacitance',
      suggestions: ['Capacitance'],
      field: 'Capacitance',
    });
  });

  test('IncompleteLookupError: what was found, what failed, why, and the status of why', () => {
    const product = productOf('OCM188R71H104KA01D');
    const cause = new ServiceError(503, 9);
    const error = new IncompleteLookupError(new Map([['OCM188R71H104KA01D', product]]), ['X', 'Y'], cause);
    expect(error).toMatchObject({ failed: ['X', 'Y'], status: 503 });
    expect(error.found.get('OCM188R71H104KA01D')).toBe(product);
    expect(error.cause).toBe(cause);
  });

  test('IncompleteSearchError: the products in hand, where to go on, how many requests, and why', () => {
    const products = [productOf('OCM188R71H104KA01D')];
    const cause = new NetworkError('https://x', 9, undefined);
    const from = continuation(3);
    const error = new IncompleteSearchError(products, from, cause);
    expect(error).toMatchObject({ products, continuation: from, requests: 3, status: undefined });
    expect(error.cause).toBe(cause);
    expect(isIncompleteSearchError(error)).toBe(true);
  });
});

describe('core names no screen of the add-in', () => {
  // The layers above say where to go (functions/excelErrors, taskpane/wording/describeError); core says what happened.
  const root = join(__dirname, '..', '..', '..', 'src', 'core');
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(root, file));

  test.each(files.map((file) => [file.slice(root.length + 1), file]))('%s', (_, file) => {
    // Code only: comments may well say which screen shows what.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    expect(code).not.toMatch(/PartSpec settings|task pane|in settings|Open Settings|Settings\s*>/i);
  });
});

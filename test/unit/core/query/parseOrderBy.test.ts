import { FilterError, formatOrderBy, parseOrderBy } from '../../../../src/core/query';

function expectError(source: string, position: number, pattern: RegExp): FilterError {
  let caught: unknown;
  try {
    parseOrderBy(source);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(FilterError);
  const error = caught as FilterError;
  expect({ source, position: error.position }).toEqual({ source, position });
  expect(error.message).toMatch(pattern);
  expect(error.message.endsWith(`(at position ${position + 1})`)).toBe(true);
  expect(error.source).toBe(source);
  return error;
}

describe('parseOrderBy (spec 4.2)', () => {
  test('items with asc or desc, joined by commas', () => {
    expect(parseOrderBy('Capacitance asc,RatedVoltage desc')).toEqual([
      { item: 'Capacitance', direction: 'asc' },
      { item: 'RatedVoltage', direction: 'desc' },
    ]);
  });

  test('a missing direction means asc', () => {
    expect(parseOrderBy('Partno')).toEqual([{ item: 'Partno', direction: 'asc' }]);
    expect(parseOrderBy('Rdc desc,Srf')).toEqual([
      { item: 'Rdc', direction: 'desc' },
      { item: 'Srf', direction: 'asc' },
    ]);
  });

  test('spaces around items and commas are allowed', () => {
    expect(parseOrderBy('  Capacitance   desc ,  Partno ')).toEqual([
      { item: 'Capacitance', direction: 'desc' },
      { item: 'Partno', direction: 'asc' },
    ]);
  });

  test('blank text means no sort order', () => {
    expect(parseOrderBy('')).toEqual([]);
    expect(parseOrderBy('   ')).toEqual([]);
  });

  test('formatOrderBy writes what parseOrderBy reads', () => {
    const orders = [
      { item: 'Status', direction: 'desc' },
      { item: 'Capacitance', direction: 'asc' },
    ] as const;
    expect(formatOrderBy(orders)).toBe('Status desc,Capacitance asc');
    expect(parseOrderBy(formatOrderBy(orders))).toEqual(orders);
    expect(formatOrderBy([])).toBe('');
  });

  test('an unknown item, with a suggestion', () => {
    expectError(
      'Capacitence asc',
      0,
      /Cannot sort by "Capacitence": it is not a search item; did you mean Capacitance/,
    );
    expectError('Partno asc, rdc desc', 12, /Cannot sort by "rdc".*did you mean Rdc/);
  });

  test('an unknown item with no close name has no suggestion', () => {
    const error = expectError('Zzzzzz desc', 0, /Cannot sort by "Zzzzzz"/);
    expect(error.message).not.toMatch(/did you mean/);
  });

  test('a bad direction', () => {
    expectError('Capacitance up', 12, /Expected asc or desc after Capacitance, found "up"/);
    expectError('Partno asc,Capacitance descending', 23, /Expected asc or desc after Capacitance/);
  });

  test('a duplicate item, at its second occurrence', () => {
    expectError('Partno,Capacitance desc,Partno asc', 24, /Partno appears twice/);
    expectError('Rdc asc, Rdc desc', 9, /Rdc appears twice/);
  });

  test('an empty part between, before or after commas', () => {
    expectError('Partno asc,,Capacitance', 11, /Empty sort order/);
    expectError(',Partno', 0, /Empty sort order/);
    expectError('Partno asc,', 11, /Empty sort order/);
  });

  test('extra words in one part', () => {
    expectError('Capacitance asc desc', 16, /Expected a comma after "Capacitance asc"/);
    expectError('Partno desc, Capacitance asc Rdc', 29, /Expected a comma after "Capacitance asc"/);
  });
});

import { ServiceError } from '../../../../src/core/client';
import type { Product } from '../../../../src/core/catalog';
import { IncompleteLookupError, mergeLookups } from '../../../../src/core/lookup';

const product = (partno: string): Product =>
  ({ category: 'inductors', record: { Partno: partno } }) as unknown as Product;
const [A, B, C] = ['OIH4NGS4R7MD0K', 'OIH4NGS100MD0K', 'OIH4NGS150MD0K'].map(product);

const arrived = (...entries: [string, Product | undefined][]) =>
  ({ status: 'fulfilled', value: new Map(entries) }) as const;
const failed = (reason: unknown) => ({ status: 'rejected', reason }) as const;

function caught(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('mergeLookups', () => {
  test('every part arrived: one map of every answer, unknown part numbers included', () => {
    const merged = mergeLookups([
      { partnos: ['a', 'b'], outcome: arrived(['a', A], ['b', undefined]) },
      { partnos: ['c'], outcome: arrived(['c', C]) },
    ]);
    expect([...merged]).toEqual([
      ['a', A],
      ['b', undefined],
      ['c', C],
    ]);
  });

  test('some parts failed: IncompleteLookupError keeps what arrived, names what is left, and why', () => {
    const down = new ServiceError(503, 9);
    const error = caught(() =>
      mergeLookups([
        { partnos: ['a'], outcome: arrived(['a', A]) },
        { partnos: ['b', 'c'], outcome: failed(down) },
        { partnos: ['d'], outcome: failed(new ServiceError(500, 1)) },
      ]),
    ) as IncompleteLookupError;
    expect(error).toBeInstanceOf(IncompleteLookupError);
    expect([...error.found]).toEqual([['a', A]]);
    expect(error.failed).toEqual(['b', 'c', 'd']);
    expect(error.cause).toBe(down);
  });

  test('a part that was itself incomplete gives what it found, and its own cause', () => {
    const down = new ServiceError(503, 9);
    const part = new IncompleteLookupError(new Map([['b', B]]), ['c'], down);
    const error = caught(() =>
      mergeLookups([
        { partnos: ['a'], outcome: arrived(['a', A]) },
        { partnos: ['b', 'c'], outcome: failed(part) },
      ]),
    ) as IncompleteLookupError;
    expect([...error.found]).toEqual([
      ['a', A],
      ['b', B],
    ]);
    expect(error.failed).toEqual(['c']);
    expect(error.cause).toBe(down);
  });

  test('nothing arrived: the first failure itself, which says it best', () => {
    const refused = new ServiceError(502, 4);
    expect(
      caught(() =>
        mergeLookups([
          { partnos: ['a'], outcome: failed(refused) },
          { partnos: ['b'], outcome: failed(new ServiceError(500, 1)) },
        ]),
      ),
    ).toBe(refused);
  });
});

import fc from 'fast-check';
import { PARTNO_ALPHABET, coarsePrefixesAfter, prefixesAfter } from '../../../../src/core/paging';
import { comparePartnos } from '../../../../src/core/query';
import { propertyRuns } from '../../../support/propertyRuns';

const ALPHABET = [...PARTNO_ALPHABET];
const after = (from: string, characters: string): string[] => [...characters].map((character) => from + character);

const open = (partno: string) => ({ partno, subtreeDone: false });
const done = (partno: string) => ({ partno, subtreeDone: true });

describe('prefixesAfter and coarsePrefixesAfter', () => {
  test('the default alphabet is the dash, dot, slash, digits, capital letters and underscore', () => {
    expect(PARTNO_ALPHABET).toBe('-./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_');
  });

  test("after 'AB1', from 0: AB1 itself, then AB followed by what sorts after 1 (underscore too), A followed by C.., then B..", () => {
    expect(prefixesAfter(open('AB1'), 0, ALPHABET)).toEqual([
      'AB1',
      ...after('AB', '23456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_'),
      ...after('A', 'CDEFGHIJKLMNOPQRSTUVWXYZ'),
      ...after('', 'BCDEFGHIJKLMNOPQRSTUVWXYZ'),
    ]);
  });

  test("from 1 keeps to the part numbers starting with 'A'; from 3 is AB1 itself", () => {
    expect(prefixesAfter(open('AB1'), 1, ALPHABET)).toEqual([
      'AB1',
      ...after('AB', '23456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_'),
      ...after('A', 'CDEFGHIJKLMNOPQRSTUVWXYZ'),
    ]);
    expect(prefixesAfter(open('AB1'), 3, ALPHABET)).toEqual(['AB1']);
  });

  test('a boundary whose subtree is done leaves itself out', () => {
    expect(prefixesAfter(done('AB'), 0, ALPHABET)).toEqual([
      ...after('A', 'CDEFGHIJKLMNOPQRSTUVWXYZ'),
      ...after('', 'BCDEFGHIJKLMNOPQRSTUVWXYZ'),
    ]);
    // '_' sorts before the letters once lower-cased, so nothing sorts after 'ZZ'.
    expect(prefixesAfter(done('ZZ'), 0, ALPHABET)).toEqual([]);
  });

  test("coarse at depth 2 after 'AB1': AB as a whole, then the branches above", () => {
    expect(coarsePrefixesAfter(open('AB1'), 2, ALPHABET)).toEqual([
      'AB',
      ...after('A', 'CDEFGHIJKLMNOPQRSTUVWXYZ'),
      ...after('', 'BCDEFGHIJKLMNOPQRSTUVWXYZ'),
    ]);
  });

  test('compares without regard to case and keeps the case of the boundary in the heads', () => {
    expect(coarsePrefixesAfter(open('ab1'), 2, ALPHABET)).toEqual([
      'ab',
      ...after('a', 'CDEFGHIJKLMNOPQRSTUVWXYZ'),
      ...after('', 'BCDEFGHIJKLMNOPQRSTUVWXYZ'),
    ]);
  });

  test('learned characters take part in the order by their code', () => {
    const learned = [...ALPHABET, '#'];
    expect(prefixesAfter(open('X#'), 1, learned)).toEqual([
      'X#',
      ...after('X', '-./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_'),
    ]);
  });
});

/** Part numbers over the alphabet, upper or lower case, as a sorted set without case duplicates. */
const partnoArbitrary = fc.string({
  unit: fc.constantFrom(...ALPHABET, 'a', 'b', 'z', 'x'),
  minLength: 1,
  maxLength: 8,
});
const sortedSet = fc
  .uniqueArray(partnoArbitrary, { minLength: 1, maxLength: 60, selector: (partno) => partno.toLowerCase() })
  .map((partnos) => [...partnos].sort(comparePartnos));

const covers = (prefixes: readonly string[], partno: string): boolean =>
  prefixes.some((prefix) => partno.toLowerCase().startsWith(prefix.toLowerCase()));

describe('prefix covers: properties', () => {
  test('from 0, exactly the part numbers after the boundary (and the boundary itself) are covered', () => {
    fc.assert(
      fc.property(sortedSet, fc.nat(), (partnos, choice) => {
        const last = partnos[choice % partnos.length];
        const prefixes = prefixesAfter(open(last), 0, ALPHABET);
        for (const partno of partnos) {
          expect(covers(prefixes, partno)).toBe(comparePartnos(partno, last) >= 0);
        }
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  test('from k, exactly the part numbers after the boundary that share its first k characters', () => {
    fc.assert(
      fc.property(sortedSet, fc.nat(), (partnos, choice) => {
        const last = partnos[choice % partnos.length];
        for (let from = 0; from <= last.length; from += 1) {
          const prefixes = prefixesAfter(open(last), from, ALPHABET);
          const head = last.slice(0, from).toLowerCase();
          for (const partno of partnos) {
            const expected = comparePartnos(partno, last) >= 0 && partno.toLowerCase().startsWith(head);
            expect(covers(prefixes, partno)).toBe(expected);
          }
        }
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  test('with the subtree done, nothing under the boundary is covered and everything after it is', () => {
    fc.assert(
      fc.property(sortedSet, fc.nat(), (partnos, choice) => {
        const last = partnos[choice % partnos.length];
        const prefixes = prefixesAfter(done(last), 0, ALPHABET);
        for (const partno of partnos) {
          const under = partno.toLowerCase().startsWith(last.toLowerCase());
          expect(covers(prefixes, partno)).toBe(!under && comparePartnos(partno, last) > 0);
        }
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  test('a coarse cover at any depth covers everything after the boundary, and a deeper one never brings back more', () => {
    fc.assert(
      fc.property(sortedSet, fc.nat(), (partnos, choice) => {
        const last = partnos[choice % partnos.length];
        const refetched = (depth: number): number =>
          partnos.filter(
            (partno) =>
              comparePartnos(partno, last) <= 0 && covers(coarsePrefixesAfter(open(last), depth, ALPHABET), partno),
          ).length;
        for (let depth = 1; depth <= last.length; depth += 1) {
          const prefixes = coarsePrefixesAfter(open(last), depth, ALPHABET);
          for (const partno of partnos) {
            if (comparePartnos(partno, last) > 0) expect(covers(prefixes, partno)).toBe(true);
          }
          if (depth > 1) expect(refetched(depth)).toBeLessThanOrEqual(refetched(depth - 1));
        }
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe('comparePartnos', () => {
  test('ignores case', () => {
    expect(comparePartnos('ocm188r71h104ka01d', 'OCM188R71H104KA01D')).toBe(0);
    expect(comparePartnos('a', 'B')).toBeLessThan(0);
    expect(comparePartnos('B', 'a')).toBeGreaterThan(0);
    expect(comparePartnos('OCM188r', 'ocm188S')).toBeLessThan(0);
  });

  test('orders by lower-cased code units: "-" < "." < "/" < digits < "_" < letters, and a prefix first', () => {
    const sorted = ['OCM_1', 'OCMA', 'OCM1', 'OCM/1', 'OCM.1', 'OCM-1', 'OCM', 'ocm0'].sort(comparePartnos);
    expect(sorted).toEqual(['OCM', 'OCM-1', 'OCM.1', 'OCM/1', 'ocm0', 'OCM1', 'OCM_1', 'OCMA']);
  });

  test('is antisymmetric and agrees with comparing lower-cased strings', () => {
    fc.assert(
      fc.property(partnoArbitrary, partnoArbitrary, (a, b) => {
        expect(Math.sign(comparePartnos(a, b))).toBe(-Math.sign(comparePartnos(b, a)) || 0);
        const [left, right] = [a.toLowerCase(), b.toLowerCase()];
        expect(Math.sign(comparePartnos(a, b))).toBe(left < right ? -1 : left > right ? 1 : 0);
      }),
    );
  });
});

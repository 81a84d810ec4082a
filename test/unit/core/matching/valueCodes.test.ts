import { readValueWord } from '../../../../src/core/matching/valueCodes';

/** The value a word gives for a capacitor and for an inductor (undefined: none), and whether it is a code. */
function valuesOf(word: string) {
  const statement = readValueWord(word);
  return (
    statement && {
      quantity: statement.quantity,
      code: statement.code,
      capacitor: statement.valueFor('capacitor'),
      inductor: statement.valueFor('inductor'),
    }
  );
}

describe('readValueWord', () => {
  it.each([
    ['100nF', 'Capacitance', 1e-7],
    ['0.1uF', 'Capacitance', 1e-7],
    ['4.7μF', 'Capacitance', 4.7e-6],
    ['10pF', 'Capacitance', 1e-11],
    ['1mF', 'Capacitance', 1e-3],
    ['4.7uH', 'Inductance', 4.7e-6],
    ['1nH', 'Inductance', 1e-9],
    ['100NF', 'Capacitance', 1e-7],
  ])('%s is %s %d whatever the part', (word, quantity, value) => {
    expect(valuesOf(word)).toEqual({ quantity, code: false, capacitor: value, inductor: value });
  });

  it.each([
    ['100n', 1e-7, 1e-7, false],
    ['4.7u', 4.7e-6, 4.7e-6, false],
    ['1N8', 1.8e-9, 1.8e-9, true],
    ['4p7', 4.7e-12, 4.7e-12, true],
    ['6P3', 6.3e-12, 6.3e-12, true],
    // R: pF for a capacitor, µH for an inductor.
    ['4R7', 4.7e-12, 4.7e-6, true],
    ['R47', 4.7e-13, 4.7e-7, true],
    // Three digits: pF for a capacitor, µH for an inductor.
    ['104', 1e-7, 0.1, true],
    ['101', 1e-10, 1e-4, true],
    ['100', 1e-11, 1e-5, true],
    ['229', 2.2e-12, 2.2e-6, true],
    // K: k·pF, a capacitor's only.
    ['4K7', 4.7e-9, undefined, true],
  ])('%s: capacitor %d, inductor %d', (word, capacitor, inductor, code) => {
    expect(valuesOf(word)).toEqual({ quantity: undefined, code, capacitor, inductor });
  });

  it.each(['0F', '0n', '-1nF', '1e99F', '1F', '10MF', 'nF', '1k', '100m', 'X7R', '1000', '4.7', '1.5A'])(
    '%s is no value',
    (word) => {
      expect(readValueWord(word)).toBeUndefined();
    },
  );
});

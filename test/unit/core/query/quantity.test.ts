import fc from 'fast-check';
import { shiftDecimal, suffixExponent } from '../../../../src/core/query/quantity';
import { propertyRuns } from '../../../support/propertyRuns';

describe('shiftDecimal', () => {
  test.each([
    ['100', -9, 1e-7],
    ['4.7', -6, 4.7e-6],
    ['1.6', -3, 0.0016],
    ['60', -3, 0.06],
    ['1', 9, 1e9],
    ['-55', 0, -55],
    ['+2.2', -12, 2.2e-12],
    ['.5', -6, 5e-7],
    ['33.', -9, 3.3e-8],
    ['1.5e3', -12, 1.5e-9],
    ['1E-3', 3, 1],
    ['0', -9, 0],
    ['1e308', 9, Infinity],
  ])('%s shifted by %i is %d', (text, exponent, value) => {
    expect(shiftDecimal(text, exponent)).toBe(value);
  });

  test('is the double nearest to the decimal value (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[+-]?\d{1,6}(\.\d{0,6})?$/),
        fc.integer({ min: -30, max: 30 }),
        (text, exponent) => {
          // JavaScript reads "<decimal>e<exponent>" as the nearest double: the reference.
          expect(shiftDecimal(text, exponent)).toBe(Number(`${text}e${exponent}`));
        },
      ),
      { numRuns: propertyRuns(500) },
    );
  });
});

describe('suffixExponent', () => {
  test.each([
    ['F', 'F', 0],
    ['nF', 'F', -9],
    ['n', 'F', -9],
    ['m', 'm', 0],
    ['mm', 'm', -3],
    ['m', 'F', -3],
    ['G', 'Hz', 9],
    ['GHz', 'Hz', 9],
    ['mohm', 'ohm', -3],
    ['MOhms', 'ohm', 6],
    ['kΩ', 'ohm', 3],
    ['°C', 'degC', 0],
    ['degC', 'degC', 0],
    ['C', 'degC', 0],
  ] as const)('%s after a number in %s is 10^%i', (suffix, unit, exponent) => {
    expect(suffixExponent(suffix, unit, 'Item')).toBe(exponent);
  });

  test('anything else is a message naming the item and its unit', () => {
    expect(suffixExponent('V', 'F', 'Capacitance')).toBe('V is not a unit of Capacitance: give farads, e.g. 100nF');
    expect(suffixExponent('Hz', 'ohm', 'Rdc')).toBe('Hz is not a unit of Rdc: give ohms, e.g. 60mΩ');
    expect(suffixExponent('kC', 'degC', 'MaxOperatingTemperature')).toMatch(/without a prefix/);
  });
});

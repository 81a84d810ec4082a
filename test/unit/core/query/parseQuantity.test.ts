import fc from 'fast-check';
import { type Unit } from '../../../../src/core/catalog';
import { parseFilter, parseQuantity } from '../../../../src/core/query';
import { propertyRuns } from '../../../support/propertyRuns';

function valueOf(text: string, unit: Unit, item: string): number {
  const reading = parseQuantity(text, unit, item);
  if (!('value' in reading)) throw new Error(`expected a value from ${text}: ${reading.problem}`);
  return reading.value;
}

function problemOf(text: string, unit: Unit, item: string): string {
  const reading = parseQuantity(text, unit, item);
  if (!('problem' in reading)) throw new Error(`expected a problem from ${text}, got ${reading.value}`);
  return reading.problem;
}

describe('parseQuantity', () => {
  test.each([
    ['100nF', 'F', 'Capacitance', 1e-7],
    ['100 nF', 'F', 'Capacitance', 1e-7],
    ['100n', 'F', 'Capacitance', 1e-7],
    ['  1e-7  ', 'F', 'Capacitance', 1e-7],
    ['4.7uH', 'H', 'Inductance', 4.7e-6],
    ['4.7µH', 'H', 'Inductance', 4.7e-6],
    ['4.7μH', 'H', 'Inductance', 4.7e-6],
    ['1.6mm', 'm', 'Length', 0.0016],
    ['1m', 'm', 'Length', 1],
    ['1m', 'F', 'Capacitance', 1e-3],
    ['125°C', 'degC', 'MaxOperatingTemperature', 125],
    ['-55C', 'degC', 'MaxOperatingTemperature', -55],
    ['60mΩ', 'ohm', 'Rdc', 0.06],
    ['60 mohm', 'ohm', 'Rdc', 0.06],
    ['1GHz', 'Hz', 'Srf', 1e9],
    ['50V', 'V', 'RatedVoltage', 50],
    ['50', 'V', 'RatedVoltage', 50],
  ] as const)('%s for %s (%s) is %d', (text, unit, item, value) => {
    expect(valueOf(text, unit, item)).toBe(value);
  });

  test('reads a value exactly as parseFilter does in its friendly syntax (property)', () => {
    const suffixes = ['', 'p', 'n', 'u', 'µ', 'm', 'k', 'F', 'pF', 'nF', 'uF', ' nF', ' uF'];
    fc.assert(
      fc.property(
        fc.stringMatching(/^[+-]?\d{1,5}(\.\d{1,4})?([eE][+-]?\d{1,2})?$/),
        fc.constantFrom(...suffixes),
        (number, suffix) => {
          const [condition] = parseFilter(`Capacitance ge ${number}${suffix}`).conditions;
          expect(condition.kind === 'number' && condition.value).toBe(
            valueOf(`${number}${suffix}`, 'F', 'Capacitance'),
          );
        },
      ),
      { numRuns: propertyRuns(300) },
    );
  });

  test('a unit that is not the item’s says which to give', () => {
    expect(problemOf('50V', 'F', 'Capacitance')).toBe('V is not a unit of Capacitance: give farads, e.g. 100nF');
    expect(problemOf('100nX', 'F', 'Capacitance')).toBe('nX is not a unit of Capacitance: give farads, e.g. 100nF');
    expect(problemOf('100nf', 'F', 'Capacitance')).toMatch(/give farads, e\.g\. 100nF/);
    expect(problemOf('1k°C', 'degC', 'MaxOperatingTemperature')).toMatch(/without a prefix, e\.g\. 125°C/);
  });

  test('text that is not a number, or is empty, is a problem with an example', () => {
    expect(problemOf('abc', 'F', 'Capacitance')).toBe(
      '"abc" is not a value of Capacitance: give a number in farads, e.g. 100nF',
    );
    expect(problemOf('4,7uH', 'H', 'Inductance')).toMatch(/^"4,7uH" is not a value of Inductance/);
    expect(problemOf('100 n F', 'F', 'Capacitance')).toMatch(/is not a value of Capacitance/);
    expect(problemOf('1 2', 'F', 'Capacitance')).toMatch(/is not a value of Capacitance/);
    expect(problemOf('"1"', 'F', 'Capacitance')).toMatch(/is not a value of Capacitance/);
    expect(problemOf('   ', 'V', 'RatedVoltage')).toBe('Give a value of RatedVoltage in volts, e.g. 50V');
    expect(problemOf('1e999', 'V', 'RatedVoltage')).toBe('1e999 is too large a number for RatedVoltage');
  });
});

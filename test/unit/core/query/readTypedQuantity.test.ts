import { DISPLAY_EXPONENTS, type Unit } from '../../../../src/core/catalog';
import { parseQuantity, readTypedQuantity, type TypedQuantityReading } from '../../../../src/core/query';

/** What the pane reads from one input of an item in `unit`, shown in that unit's display unit. */
function read(text: string, unit: Unit, item: string): TypedQuantityReading {
  return readTypedQuantity(text, unit, item, DISPLAY_EXPONENTS[unit]);
}

function valueOf(text: string, unit: Unit, item: string): number {
  const reading = read(text, unit, item);
  if (!('value' in reading)) throw new Error(`expected a value from ${text}: ${reading.problem}`);
  return reading.value;
}

function problemOf(text: string, unit: Unit, item: string): string {
  const reading = read(text, unit, item);
  if (!('problem' in reading)) throw new Error(`expected a problem from ${text}, got ${reading.value}`);
  return reading.problem;
}

describe('readTypedQuantity', () => {
  test('a bare number is in the display unit: Length 1.6 is 1.6 mm', () => {
    expect(read('1.6', 'm', 'Length')).toEqual({ value: 0.0016, interpretation: '1.6 mm' });
    expect(read('125', 'degC', 'MaxOperatingTemperature')).toEqual({ value: 125, interpretation: '125 °C' });
    expect(read('100', 'Hz', 'Srf')).toEqual({ value: 1e8, interpretation: '100 MHz' });
    expect(read('0.1', 'F', 'Capacitance')).toEqual({ value: 1e-7, interpretation: '0.1 µF' });
  });

  test('the display unit is whatever the caller says it is', () => {
    expect(readTypedQuantity('1.6', 'm', 'Length', 0)).toEqual({ value: 1.6, interpretation: '1.6 m' });
    expect(readTypedQuantity('100', 'F', 'Capacitance', -9)).toEqual({ value: 1e-7, interpretation: '100 nF' });
  });

  // A bare number in exponent notation is in the display unit too: 1e-7 µF, not 1e-7 F. The interpretation
  // (`1e-7 µF`) shows it, so someone who meant the spec syntax's SI value sees what they will get.
  test('a bare 1e-7 in Capacitance is 1e-7 µF, i.e. 1e-13 F', () => {
    expect(read('1e-7', 'F', 'Capacitance')).toEqual({ value: 1e-13, interpretation: '1e-7 µF' });
  });

  test.each([
    ['50Vdc', 50, '50 V'],
    ['50VDC', 50, '50 V'],
    ['50 Vac', 50, '50 V'],
    ['50v', 50, '50 V'],
    ['50 V', 50, '50 V'],
    ['50', 50, '50 V'],
    ['500mV', 0.5, '500 mV'],
  ])('RatedVoltage %s is %d V', (text, value, interpretation) => {
    expect(read(text, 'V', 'RatedVoltage')).toEqual({ value, interpretation });
  });

  test('Vdc is a voltage form only: not a unit of Capacitance', () => {
    expect(problemOf('50Vdc', 'F', 'Capacitance')).toMatch(/not a unit of Capacitance.*e\.g\. 100nF/);
  });

  test('a decimal comma where it cannot group thousands', () => {
    expect(read('1,5nF', 'F', 'Capacitance')).toEqual({ value: 1.5e-9, interpretation: '1.5 nF' });
    expect(valueOf('1,5nF', 'F', 'Capacitance')).toBe(1.5e-9);
    expect(valueOf('0,1', 'F', 'Capacitance')).toBe(1e-7);
    expect(valueOf('0,100', 'm', 'Length')).toBe(0.0001);
    expect(valueOf('1,5000', 'm', 'Length')).toBe(0.0015);
    expect(valueOf('1000,5', 'V', 'RatedVoltage')).toBe(1000.5);
  });

  test('1,500 could be 1.5 or 1500: refused, showing both accepted forms', () => {
    const reading = read('1,500', 'V', 'RatedVoltage');
    expect(reading).toEqual({
      kind: 'ambiguousComma',
      problem: '"1,500" could be 1.5 or 1500: write 1.5 or 1500 (a point for decimals)',
      readings: { typed: '1,500', decimal: '1.5', thousands: '1500' },
    });
    expect(problemOf('2,200pF', 'F', 'Capacitance')).toBe(
      '"2,200pF" could be 2.2pF or 2200pF: write 2.2pF or 2200pF (a point for decimals)',
    );
    expect(problemOf('1,000', 'V', 'RatedVoltage')).toContain('write 1 or 1000');
  });

  test('more than one separator is refused with how to write the number', () => {
    expect(problemOf('1,000,000', 'Hz', 'Srf')).toMatch(/without thousands separators.*e\.g\. 100MHz/);
    expect(problemOf('1.5.3', 'm', 'Length')).toMatch(/e\.g\. 1\.6mm/);
  });

  test('full-width digits and letters, and ℃, are read as their ASCII forms (NFKC)', () => {
    expect(read('１００ｎＦ', 'F', 'Capacitance')).toEqual({ value: 1e-7, interpretation: '100 nF' });
    expect(valueOf('１．６', 'm', 'Length')).toBe(0.0016);
    expect(valueOf('125℃', 'degC', 'MaxOperatingTemperature')).toBe(125);
    expect(valueOf('６０ｍΩ', 'ohm', 'Rdc')).toBe(0.06);
  });

  test.each(['4.7uH', '4.7µH', '4.7μH', '4.7 uH', '4.7uh', '4.7UH'])('Inductance %s is 4.7e-6 H', (text) => {
    expect(read(text, 'H', 'Inductance')).toEqual({ value: 4.7e-6, interpretation: '4.7 µH' });
  });

  test('a unit in the wrong case is read, but m stays milli and M mega', () => {
    expect(valueOf('100nf', 'F', 'Capacitance')).toBe(1e-7);
    expect(valueOf('10hz', 'Hz', 'Srf')).toBe(10);
    expect(valueOf('100MHZ', 'Hz', 'Srf')).toBe(1e8);
    expect(valueOf('1M', 'ohm', 'Rdc')).toBe(1e6);
    expect(valueOf('1m', 'ohm', 'Rdc')).toBe(1e-3);
    expect(valueOf('10K', 'ohm', 'Rdc')).toBe(1e4);
    expect(valueOf('60mohm', 'ohm', 'Rdc')).toBe(0.06);
    expect(read('1mm', 'm', 'Length')).toEqual({ value: 0.001, interpretation: '1 mm' });
    expect(read('1m', 'm', 'Length')).toEqual({ value: 1, interpretation: '1 m' });
  });

  test('temperatures: negative numbers, no prefixes', () => {
    expect(read('-40', 'degC', 'MinOperatingTemperature')).toEqual({ value: -40, interpretation: '-40 °C' });
    expect(valueOf('\u221240 °C', 'degC', 'MinOperatingTemperature')).toBe(-40);
    expect(valueOf('-40c', 'degC', 'MinOperatingTemperature')).toBe(-40);
    expect(problemOf('1k°C', 'degC', 'MaxOperatingTemperature')).toBe(
      'k°C is not a unit of MaxOperatingTemperature: give degrees Celsius without a prefix, e.g. 125°C',
    );
    expect(read('1kc', 'degC', 'MaxOperatingTemperature')).toMatchObject({ kind: 'notUnit' });
  });

  test('what is no quantity is refused with an example', () => {
    expect(read('abc', 'F', 'Capacitance')).toEqual({
      kind: 'notNumber',
      problem: '"abc" is not a value of Capacitance: give a number, e.g. 100nF',
    });
    expect(read('100nX', 'F', 'Capacitance')).toMatchObject({
      kind: 'notUnit',
      problem: expect.stringContaining('100nF'),
    });
    expect(read('  ', 'F', 'Capacitance')).toMatchObject({ kind: 'empty', problem: expect.stringContaining('100nF') });
    expect(read('1e400', 'F', 'Capacitance')).toMatchObject({ kind: 'tooLarge' });
  });

  test('parseQuantity, the spec syntax, keeps bare numbers in SI base units', () => {
    expect(parseQuantity('1.6', 'm', 'Length')).toEqual({ value: 1.6 });
    expect(parseQuantity('1e-7', 'F', 'Capacitance')).toEqual({ value: 1e-7 });
    expect(parseQuantity('50Vdc', 'V', 'RatedVoltage')).toHaveProperty('problem');
  });
});

import {
  displayExample,
  displayUnitSymbol,
  readTypedValue,
  valueInterpretation,
} from '../../../../../../src/taskpane/features/search/logic/displayUnits';

describe('displayUnits', () => {
  test('the unit shown beside a number input is the one its sheet column is headed with', () => {
    expect(displayUnitSymbol('Length')).toBe('mm');
    expect(displayUnitSymbol('Capacitance')).toBe('\u00b5F');
    expect(displayUnitSymbol('Inductance')).toBe('\u00b5H');
    expect(displayUnitSymbol('Srf')).toBe('MHz');
    expect(displayUnitSymbol('RatedVoltage')).toBe('V');
    expect(displayUnitSymbol('Rdc')).toBe('Ω');
    expect(displayUnitSymbol('MaxOperatingTemperature')).toBe('°C');
    expect(displayUnitSymbol('SizecodeInch')).toBeUndefined();
    expect(displayUnitSymbol('NoSuchItem')).toBeUndefined();
  });

  test('examples are in the display unit', () => {
    expect(displayExample('m')).toBe('1.6');
    expect(displayExample('F')).toBe('100nF');
  });

  test('under the input: how the text will be read, or nothing', () => {
    expect(valueInterpretation('Length', '1.6')).toBe('= 1.6 mm');
    expect(valueInterpretation('RatedVoltage', '50Vdc')).toBe('= 50 V');
    expect(valueInterpretation('Capacitance', '1,5nF')).toBe('= 1.5 nF');
    expect(valueInterpretation('Capacitance', '1e-7')).toBe('= 1e-7 \u00b5F');
    expect(valueInterpretation('Length', '')).toBeUndefined();
    expect(valueInterpretation('Length', 'abc')).toBeUndefined();
    expect(valueInterpretation('SizecodeInch', '0402')).toBeUndefined();
  });

  test('readTypedValue reads in the display unit and names the item in problems', () => {
    expect(readTypedValue('Length', '1.6')).toEqual({ value: 0.0016, interpretation: '1.6 mm' });
    expect(readTypedValue('RatedVoltage', '1,500')).toMatchObject({ kind: 'ambiguousComma' });
    expect(readTypedValue('Partno', 'x')).toBeUndefined();
  });
});

describe('displayUnits: with the units the user chose', () => {
  test('the unit beside the input and the reading follow the choice', () => {
    expect(displayUnitSymbol('Length')).toBe('mm');
    expect(displayUnitSymbol('Length', { Length: -6 })).toBe('µm');
    expect(valueInterpretation('Length', '800', { Length: -6 })).toBe('= 800 µm');
    expect(displayUnitSymbol('Rdc', { RdcMax: -3 })).toBe('mΩ');
  });
});

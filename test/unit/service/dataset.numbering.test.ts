import fc from 'fast-check';
import {
  capacitanceCode,
  decodeCapacitanceCode,
  decodeInductanceCode,
  decodeVoltageCode,
  inductanceCode,
} from '../../../src/service/dataset/codes';
import {
  formatCapacitance,
  formatCurrent,
  formatFrequency,
  formatInductance,
  formatLength,
  formatMass,
  formatResistance,
  formatTemperature,
  formatVoltage,
  plainNumber,
  temperatureRange,
} from '../../../src/service/dataset/format';
import {
  NUMBERING_SCHEME_MARKDOWN,
  decodeInductorPartno,
  decodeLeadCapacitorPartno,
  decodeSmdCapacitorPartno,
} from '../../../src/service/dataset';

describe('value codes', () => {
  test.each([
    ['0R5', 0.5e-12],
    ['1R0', 1e-12],
    ['4R7', 4.7e-12],
    ['100', 10e-12],
    ['101', 100e-12],
    ['102', 1e-9],
    ['104', 1e-7],
    ['107', 100e-6],
  ])('capacitance %s is %s F', (code, farads) => {
    expect(decodeCapacitanceCode(code)).toBe(farads);
  });

  test.each([
    ['2N2', 2.2e-9],
    ['10N', 10e-9],
    ['47N', 47e-9],
    ['R10', 100e-9],
    ['R47', 0.47e-6],
    ['2R2', 2.2e-6],
    ['100', 10e-6],
    ['101', 100e-6],
    ['102', 1e-3],
  ])('inductance %s is %s H', (code, henries) => {
    expect(decodeInductanceCode(code)).toBe(henries);
  });

  test.each([
    ['0G', 4],
    ['0J', 6.3],
    ['1A', 10],
    ['1H', 50],
    ['2B', 125],
    ['2E', 250],
    ['2J', 630],
    ['3A', 1000],
    ['3J', 6300],
    ['4G', 40_000],
  ])('rated voltage %s is %s V', (code, volts) => {
    expect(decodeVoltageCode(code)).toBe(volts);
  });

  test('rejects malformed codes', () => {
    for (const code of ['', '1', '10', 'R5', '0R', 'ABC', '1R00', '09Q']) {
      expect(decodeCapacitanceCode(code)).toBeUndefined();
    }
    for (const code of ['', 'N22', '2R', '1000', '0N0X']) {
      expect(decodeInductanceCode(code)).toBeUndefined();
    }
    for (const code of ['', 'H1', '1Z', '1h']) {
      expect(decodeVoltageCode(code)).toBeUndefined();
    }
  });

  test('capacitance codes round-trip to the exact decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 99 }), fc.integer({ min: -1, max: 7 }), (mantissa, exponent) => {
        const code = capacitanceCode({ mantissa, exponent });
        expect(code).toHaveLength(3);
        expect(decodeCapacitanceCode(code)).toBe(Number(`${mantissa}e${exponent - 12}`));
      }),
    );
  });

  test('inductance codes round-trip to the exact decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 99 }), fc.integer({ min: -1, max: 8 }), (mantissa, exponent) => {
        const code = inductanceCode({ mantissa, exponent });
        expect(code).toHaveLength(3);
        expect(decodeInductanceCode(code)).toBe(Number(`${mantissa}e${exponent - 9}`));
      }),
    );
  });
});

describe('display texts', () => {
  test('write capacitance in pF below 1000 pF and in µF from there', () => {
    expect(formatCapacitance(0.5e-12)).toBe('0.5pF');
    expect(formatCapacitance(4.7e-12)).toBe('4.7pF');
    expect(formatCapacitance(100e-12)).toBe('100pF');
    expect(formatCapacitance(1e-9)).toBe('0.001\u00b5F');
    expect(formatCapacitance(2.2e-9)).toBe('0.0022\u00b5F');
    expect(formatCapacitance(1e-7)).toBe('0.1\u00b5F');
    expect(formatCapacitance(47e-6)).toBe('47\u00b5F');
  });

  test('write the other quantities with their usual units and no floating noise', () => {
    expect(formatInductance(2.2e-9)).toBe('2.2nH');
    expect(formatInductance(470e-9)).toBe('470nH');
    expect(formatInductance(4.7e-6)).toBe('4.7\u00b5H');
    expect(formatInductance(1e-3)).toBe('1mH');
    expect(formatCurrent(0.35)).toBe('350mA');
    expect(formatCurrent(1.2)).toBe('1.2A');
    expect(formatResistance(0.095)).toBe('0.095\u03a9');
    expect(formatFrequency(100e6)).toBe('100MHz');
    expect(formatFrequency(7.96e6)).toBe('7.96MHz');
    expect(formatFrequency(4.1e9)).toBe('4100MHz');
    expect(formatVoltage(50, 'DC')).toBe('50Vdc');
    expect(formatVoltage(250, 'AC')).toBe('250Vac');
    expect(formatVoltage(6300, 'DC')).toBe('6.3kVdc');
    expect(formatLength(1.6e-3)).toBe('1.6mm');
    expect(formatLength(0.85e-3)).toBe('0.85mm');
    expect(formatMass(0.006)).toBe('0.006g');
    expect(formatMass(0.000096)).toBe('0.000096g');
    expect(formatTemperature(125)).toBe('125\u00b0C');
    expect(temperatureRange(-55, 125)).toBe('-55\u00b0C to 125\u00b0C');
    expect(plainNumber(0.1 + 0.2)).toBe('0.3');
    expect(plainNumber(1.2e-7)).toBe('0.00000012');
  });
});

describe('part-number decoders', () => {
  test('read the SMD capacitor example field by field', () => {
    const decoded = decodeSmdCapacitorPartno('OCM188R71H104KA01D');
    expect(decoded).toMatchObject({
      series: 'OCM',
      partnoWithoutPackageCode: 'OCM188R71H104KA01',
      thickness: 800,
      ratedVoltage: 50,
      capacitance: 1e-7,
      toleranceCapacitance: '\u00b110%',
      packageType: '\u00f8180mm Paper Tape',
    });
    expect(decoded?.size.sizecodeMm).toBe('1608');
    expect(decoded?.size.sizecodeInch).toBe('0603');
    expect(decoded?.temperature.name).toBe('X7R');
  });

  test('read the leaded capacitor and inductor examples', () => {
    expect(decodeLeadCapacitorPartno('OLR50R71H104KB501A')).toMatchObject({
      capacitance: 1e-7,
      ratedVoltageClass: 'DC',
      leadDiameter: 500,
      leadStyle: { spacing: 5000, form: 'straight' },
      packageType: 'Ammo Pack',
    });
    expect(decodeLeadCapacitorPartno('OLD10B32E102MD601A')).toMatchObject({
      ratedVoltage: 250,
      ratedVoltageClass: 'AC',
      standard: 'Certified by safety standard',
      body: { shape: 'disc', diameter: 10_000, length: null },
    });
    expect(decodeInductorPartno('OIH4NGS4R7MD0L')).toMatchObject({
      inductance: 4.7e-6,
      inductanceTolerance: '\u00b120%',
      thickness: 2000,
      magneticShieldClass: 'Shielded',
      automotive: false,
      packageType: '\u00f8180mm Embossed Tape',
    });
    expect(decodeInductorPartno('OIG15AN2N2S50D')).toMatchObject({
      inductance: 2.2e-9,
      magneticShieldClass: null,
      automotive: true,
    });
  });

  test('reject numbers of another category, unknown codes and wrong lengths', () => {
    for (const partno of [
      'OCM188R71H104KA01',
      'OCM188R71H104KA01DX',
      'OCZ188R71H104KA01D',
      'OCM198R71H104KA01D',
      'OCM188R71H104KA01A',
    ]) {
      expect(decodeSmdCapacitorPartno(partno)).toBeUndefined();
    }
    expect(decodeSmdCapacitorPartno('OLR50R71H104KB501A')).toBeUndefined();
    expect(decodeLeadCapacitorPartno('OLR50R71H104KB501D')).toBeUndefined();
    expect(decodeLeadCapacitorPartno('OLR99R71H104KB501A')).toBeUndefined();
    expect(decodeInductorPartno('OIH4NXS4R7MD0L')).toBeUndefined();
    expect(decodeInductorPartno('OIH4NGS4R7MD0A')).toBeUndefined();
  });

  test('are documented in the numbering scheme', () => {
    for (const heading of ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors', 'PartnoWithoutPackageCode']) {
      expect(NUMBERING_SCHEME_MARKDOWN).toContain(heading);
    }
    expect(NUMBERING_SCHEME_MARKDOWN).toContain('| `R7` | X7R | EIA |');
  });
});

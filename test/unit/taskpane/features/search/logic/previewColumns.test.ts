import type { BottomCategory, ProductRecord } from '../../../../../../src/core';
import { keySpecs, PREVIEW_ROWS, statusOf } from '../../../../../../src/taskpane/features/search/logic/previewColumns';
import { productOf } from '../../../../../support/productOf';

const product = (extra: Partial<ProductRecord>, category?: BottomCategory) =>
  productOf('OCM188R71H104KA01D', extra, category);

describe('keySpecs', () => {
  test('an SMD capacitor: capacitance, rated voltage, inch size code', () => {
    const capacitor = product({
      Specs: { CapacitanceText: '0.1µF', Capacitance: 1e-7, RatedVoltageText: '50Vdc', SizecodeInch: '0402' },
    });
    expect(keySpecs(capacitor)).toBe('0.1µF · 50Vdc · 0402');
  });

  test('an inductor: inductance, rated current, size', () => {
    const inductor = product(
      { Specs: { InductanceText: '4.7µH', RatedCurrentText: '1.2A', SizecodeInch: '0806' } },
      'inductors',
    );
    expect(keySpecs(inductor)).toBe('4.7µH · 1.2A · 0806');
  });

  test('a leaded capacitor, which has no size code: its lead spacing', () => {
    const leaded = product(
      { Specs: { CapacitanceText: '1µF', RatedVoltageText: '100Vdc', LeadSpaceText: '5mm' } },
      'ceramicCapacitorsLead',
    );
    expect(keySpecs(leaded)).toBe('1µF · 100Vdc · 5mm');
  });

  test('the first choice wins where a product has both', () => {
    const both = product({
      Specs: {
        CapacitanceText: '10nF',
        InductanceText: '1µH',
        RatedVoltageText: '25Vdc',
        RatedCurrentText: '2A',
        SizecodeInch: '0201',
        LeadSpaceText: '2.5mm',
      },
    });
    expect(keySpecs(both)).toBe('10nF · 25Vdc · 0201');
  });

  test('missing, empty, null and non-text values are left out, with no stray separators', () => {
    expect(keySpecs(product({ Specs: { CapacitanceText: '0.1µF' } }))).toBe('0.1µF');
    expect(keySpecs(product({ Specs: { RatedVoltageText: '', SizecodeInch: '0603' } }))).toBe('0603');
    expect(keySpecs(product({ Specs: { CapacitanceText: null, RatedVoltageText: 50 } }))).toBe('');
    expect(keySpecs(product({ Specs: {} }))).toBe('');
    expect(keySpecs(product({}))).toBe('');
  });

  test('values in the language asked for are shown as the service wrote them', () => {
    expect(keySpecs(product({ Specs: { CapacitanceText: '0.1μF', RatedVoltageText: '50V直流' } }))).toBe(
      '0.1μF · 50V直流',
    );
  });
});

describe('statusOf', () => {
  test('the status as the service wrote it, in any language', () => {
    expect(statusOf(product({ Status: 'NRND' }))).toBe('NRND');
    expect(statusOf(product({ Status: '生产中止' }))).toBe('生产中止');
  });

  test('no status, an empty one or one that is not text: empty', () => {
    expect(statusOf(product({}))).toBe('');
    expect(statusOf(product({ Status: '' }))).toBe('');
    expect(statusOf(product({ Status: null }))).toBe('');
  });
});

test('the preview lists a handful of products, fewer than one request returns (spec: 2000)', () => {
  expect(Number.isInteger(PREVIEW_ROWS)).toBe(true);
  expect(PREVIEW_ROWS).toBeGreaterThan(0);
  expect(PREVIEW_ROWS).toBeLessThanOrEqual(2000);
});

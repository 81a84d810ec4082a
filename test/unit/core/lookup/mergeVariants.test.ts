import type { Product } from '../../../../src/core/catalog';
import { mergeVariants } from '../../../../src/core/lookup';
import { productOf } from '../../../support/productOf';

const BASE = 'OCM21BR71E105KA12';

function variant(
  code: string,
  record: Record<string, unknown>,
  category: Product['category'] = 'ceramicCapacitorsSMD',
) {
  return productOf(
    `${BASE}${code}`,
    {
      PartnoWithoutPackageCode: BASE,
      Status: 'In Production',
      Specs: { Capacitance: 1e-6, RatedVoltage: 25, SizecodeMm: '2012' },
      ...record,
    },
    category,
  );
}

describe('mergeVariants', () => {
  test('keeps what all variants agree on, drops what they do not, and names the variants', () => {
    const merged = mergeVariants(BASE.toLowerCase(), [
      variant('L', { PackageType: 'Plastic tape 180mm reel', MinOrderQuantity: 3000, AlternativePartno: ['X1'] }),
      variant('K', { PackageType: 'Plastic tape 330mm reel', MinOrderQuantity: 10000, AlternativePartno: ['X1'] }),
    ]);
    expect(merged).toEqual({
      category: 'ceramicCapacitorsSMD',
      record: {
        Partno: BASE,
        PartnoWithoutPackageCode: BASE,
        Status: 'In Production',
        AlternativePartno: ['X1'],
        Specs: { Capacitance: 1e-6, RatedVoltage: 25, SizecodeMm: '2012' },
      },
      variants: [`${BASE}L`, `${BASE}K`],
    });
  });

  test('compares nested objects key by key and lists as a whole', () => {
    const merged = mergeVariants(BASE, [
      variant('D', {
        Specs: { Capacitance: 1e-6, ThicknessMax: 0.00085 },
        MediaFileUrls: { Appearance: 'https://example.com/d.jpg', Dimensions: 'https://example.com/dim.pdf' },
        Mounting: ['Reflow', 'Flow'],
      }),
      variant('J', {
        Specs: { Capacitance: 1e-6, ThicknessMax: 0.00095 },
        MediaFileUrls: { Appearance: 'https://example.com/j.jpg', Dimensions: 'https://example.com/dim.pdf' },
        Mounting: ['Reflow'],
      }),
    ]);
    expect(merged?.record.Specs).toEqual({ Capacitance: 1e-6 });
    expect(merged?.record.MediaFileUrls).toEqual({ Dimensions: 'https://example.com/dim.pdf' });
    expect(merged?.record).not.toHaveProperty('Mounting');
  });

  test('drops Status when one packaging is discontinued, and a field one variant lacks', () => {
    const merged = mergeVariants(BASE, [
      variant('D', { Status: 'In Production', LastBuyDate: '2026-03-31' }),
      variant('J', { Status: 'Discontinued' }),
      variant('L', { Status: 'In Production' }),
    ]);
    expect(merged?.record).not.toHaveProperty('Status');
    expect(merged?.record).not.toHaveProperty('LastBuyDate');
    expect(merged?.record.Specs).toEqual({ Capacitance: 1e-6, RatedVoltage: 25, SizecodeMm: '2012' });
    expect(merged?.variants).toHaveLength(3);
  });

  test('one variant gives all its fields under the asked part number', () => {
    const only = variant('K', { PackageType: 'Plastic tape 330mm reel', MinOrderQuantity: 10000 });
    expect(mergeVariants(BASE, [only])).toEqual({
      category: only.category,
      record: { ...only.record, Partno: BASE },
      variants: [only.record.Partno],
    });
  });

  test('variants of different categories, or none, are no part', () => {
    expect(mergeVariants(BASE, [variant('D', {}), variant('J', {}, 'ceramicCapacitorsLead')])).toBeUndefined();
    expect(mergeVariants(BASE, [])).toBeUndefined();
  });
});

/// <reference types="office-js" />
import { fieldNamed, fieldValue, type Product } from '../../src/core';
import { card } from '../../src/functions/functions';
import { siUnitFormat } from '../../src/functions/partCard';
import { useContractService } from '../support/useContractService';
import { products } from '../support/oracle';

useContractService();
afterEach(() => {
  delete (globalThis as { Office?: unknown }).Office;
});

const capacitor = (): Product =>
  products().find(
    (product) => product.category === 'ceramicCapacitorsSMD' && product.record.Status === 'To be discontinued',
  )! as Product;
const inductor = (): Product => products().find((product) => product.category === 'inductors')! as Product;

describe('PART.CARD', () => {
  test('an entity whose properties are the service record, property by property: types, units, dates, links, picture', async () => {
    const part = capacitor();
    const [[entity]] = (await card([[part.record.Partno]])) as Excel.EntityCellValue[][];
    expect(entity.type).toBe('Entity');
    expect(entity.text).toBe(part.record.Partno);
    const properties = entity.properties!;
    let checked = 0;
    for (const name of Object.keys(properties)) {
      const definition = fieldNamed(name)!;
      const value = fieldValue(part, definition);
      const property = properties[name] as Excel.CellValue & { basicValue?: unknown; numberFormat?: string };
      checked += 1;
      if (definition.unit) {
        // =A2.Capacitance is the SI number PART.SPEC returns, its format naming the unit.
        expect(property).toEqual({
          type: 'FormattedNumber',
          basicValue: value,
          numberFormat: siUnitFormat(definition.unit),
        });
      } else if (typeof value === 'boolean') {
        expect(property).toEqual({ type: 'Boolean', basicValue: value });
      } else if (Array.isArray(value)) {
        expect(property).toEqual({
          type: 'Array',
          elements: value.map((one) => [{ type: 'String', basicValue: one }]),
        });
      } else if (name === 'LastBuyDate' || name === 'ProductionEndDate') {
        expect(property.type).toBe('FormattedNumber');
        expect(property.numberFormat).toBe('yyyy-mm-dd');
      } else if (name === 'Appearance') {
        expect(property).toMatchObject({ type: 'WebImage', address: value });
      } else if (definition.type === 'integer') {
        expect(property).toMatchObject({ type: 'FormattedNumber', basicValue: value });
      } else {
        expect(property).toEqual({ type: 'String', basicValue: value });
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(properties.CapacitanceText).toEqual({
      type: 'String',
      basicValue: fieldValue(part, fieldNamed('CapacitanceText')!),
    });
    expect(properties.ProductDetailUrl).toEqual({ type: 'String', basicValue: part.record.ProductDetailUrl });
    // The card: the part first, sections as a datasheet reads, the maker as provider.
    const sections = entity.layouts!.card!.sections!.map((section) => section.title);
    expect(sections).toEqual(['Part', 'Specifications', 'Compliance', 'Lifecycle', 'Documents and links']);
    expect(entity.provider?.description).toBe('Orvane Electronics Co., Ltd.');
  });

  test('a column of part numbers spills a column of cards; an unknown part is #N/A in its own cell', async () => {
    const [a, b] = [capacitor(), inductor()];
    const result = (await card([[a.record.Partno], ['NO-SUCH-PART'], [b.record.Partno], ['']])) as unknown[][];
    expect(result).toHaveLength(4);
    expect((result[0][0] as Excel.EntityCellValue).text).toBe(a.record.Partno);
    expect(result[1][0]).toMatchObject({ code: '#N/A' });
    expect((result[2][0] as Excel.EntityCellValue).properties!.Inductance).toMatchObject({
      basicValue: fieldValue(b, fieldNamed('Inductance')!),
    });
    expect(result[3][0]).toBe('');
  });

  test('Excel without CustomFunctionsRuntime 1.4 (no data types) gets the part number as text', async () => {
    (globalThis as { Office?: unknown }).Office = {
      context: {
        requirements: {
          isSetSupported: (set: string, version: string) => !(set === 'CustomFunctionsRuntime' && version === '1.4'),
        },
      },
    };
    const part = capacitor();
    expect(await card([[part.record.Partno]])).toEqual([[part.record.Partno]]);
  });
});

import { resolveField } from '../../../../../../src/core';
import { BOM_COLUMN_CHOICES } from '../../../../../../src/taskpane/features/bom/logic/bomColumns';
import {
  COMPUTED_BOM_COLUMNS,
  DEFAULT_BOM_COLUMNS,
} from '../../../../../../src/taskpane/features/bom/logic/bomColumns';

describe('BOM_COLUMN_CHOICES', () => {
  const values = BOM_COLUMN_CHOICES.map((choice) => choice.value);

  test('the lifecycle columns refreshed by default come first, in their order', () => {
    expect(values.slice(0, DEFAULT_BOM_COLUMNS.length)).toEqual([...DEFAULT_BOM_COLUMNS]);
    expect(values).toEqual([
      'Status',
      'LastBuyDate',
      'ProductionEndDate',
      'AlternativePartno',
      'NewProduct',
      'PartnoWithoutPackageCode',
      'ProductName',
      'Series',
      'ProductDetailUrl',
      'Changed',
      'DaysToLastBuy',
      'LastTimeBuyQuantity',
      'BestAlternative',
      'AlternativeVerdict',
    ]);
  });

  test('each offered once, labelled with the field name the header will carry', () => {
    expect(new Set(values).size).toBe(values.length);
    for (const choice of BOM_COLUMN_CHOICES) expect(choice.label).toBe(choice.value);
  });

  const fields = values.filter((value) => !COMPUTED_BOM_COLUMNS.includes(value));

  test('every choice but the computed columns is a field of the spec under its exact name', () => {
    expect(values.filter((value) => COMPUTED_BOM_COLUMNS.includes(value))).toEqual([
      'Changed',
      'DaysToLastBuy',
      'LastTimeBuyQuantity',
      'BestAlternative',
      'AlternativeVerdict',
    ]);
    for (const value of fields) expect(resolveField(value).name).toBe(value);
  });

  test('no specification with a unit: those belong in =PART.SPEC(), which stays live', () => {
    for (const value of fields) expect(resolveField(value).unit).toBeUndefined();
  });
});

import { type CellValue, INTEGER_FORMAT, partnoKey, type Product } from '../../../../../../src/core';
import type { BomChange } from '../../../../../../src/taskpane/features/bom/logic/bomChanges';
import {
  bomSheetTable,
  type BomSheetTable,
  buyDeadlines,
  type ComputedColumnInputs,
  computedCell,
  daysTo,
  lastTimeBuy,
  readingOf,
  watchedFields,
  withComputedColumns,
} from '../../../../../../src/taskpane/features/bom/logic/bomComputedColumns';
import { productOf } from '../../../../../support/productOf';

/** The refresh's clock: 24 November 2026, 07:30 local time. */
const TODAY = new Date(2026, 10, 24, 7, 30);

const NO_ALTERNATIVES = (): CellValue => '';

function inputs(overrides: Partial<ComputedColumnInputs> = {}): ComputedColumnInputs {
  return {
    today: TODAY,
    quantityOf: () => undefined,
    lastChangesOf: new Map(),
    alternativeCell: NO_ALTERNATIVES,
    ...overrides,
  };
}

describe('daysTo', () => {
  test('whole days from the local calendar date, whatever the time of day', () => {
    expect(daysTo('2026-11-24', TODAY)).toBe(0);
    expect(daysTo('2026-11-25', TODAY)).toBe(1);
    expect(daysTo('2026-11-25', new Date(2026, 10, 24, 23, 59))).toBe(1);
    expect(daysTo('2027-03-31', TODAY)).toBe(127);
  });

  test('a date in the past is negative', () => {
    expect(daysTo('2026-11-23', TODAY)).toBe(-1);
    expect(daysTo('2025-11-24', TODAY)).toBe(-365);
  });

  test('no date, or no calendar date, is an empty cell', () => {
    expect(daysTo(null, TODAY)).toBe('');
    expect(daysTo(undefined, TODAY)).toBe('');
    expect(daysTo('', TODAY)).toBe('');
    expect(daysTo('2026-02-30', TODAY)).toBe('');
    expect(daysTo('31.03.2027', TODAY)).toBe('');
    expect(daysTo(46112, TODAY)).toBe('');
  });
});

describe('lastTimeBuy', () => {
  const lastBuy = (extra: Record<string, unknown> = {}): Product =>
    productOf('OCM188R71H104KA01D', { LastBuyDate: '2027-03-31', ...extra });

  test('quantity times builds, rounded up to whole order lots', () => {
    expect(lastTimeBuy(lastBuy({ MinOrderQuantity: 4000 }), 10, 25)).toBe(4000);
    expect(lastTimeBuy(lastBuy({ MinOrderQuantity: 100 }), 10, 25)).toBe(300);
    expect(lastTimeBuy(lastBuy({ MinOrderQuantity: 50 }), 10, 25)).toBe(250);
  });

  test('without an order lot, the quantity needed, rounded up to whole parts', () => {
    expect(lastTimeBuy(lastBuy(), 10, 25)).toBe(250);
    expect(lastTimeBuy(lastBuy({ MinOrderQuantity: 0 }), 2.5, 3)).toBe(8);
  });

  test('a last buy date already past still says what to buy', () => {
    expect(lastTimeBuy(lastBuy({ LastBuyDate: '2025-01-31', MinOrderQuantity: 10 }), 3, 7)).toBe(30);
  });

  test('no last buy date, no quantity or no builds: an empty cell', () => {
    expect(lastTimeBuy(lastBuy({ LastBuyDate: null }), 10, 25)).toBe('');
    expect(lastTimeBuy(productOf('OCM188R71H104KA01D'), 10, 25)).toBe('');
    expect(lastTimeBuy(lastBuy(), undefined, 25)).toBe('');
    expect(lastTimeBuy(lastBuy(), 10, undefined)).toBe('');
  });
});

describe('buyDeadlines', () => {
  const products = [
    productOf('B-LATER', { LastBuyDate: '2027-03-31', MinOrderQuantity: 100 }),
    productOf('C-NONE', { LastBuyDate: null }),
    productOf('D-PAST', { LastBuyDate: '2026-10-31' }),
    productOf('A-LATER', { LastBuyDate: '2027-03-31' }),
    productOf('E-BAD', { LastBuyDate: '2026-13-01' }),
  ];

  test('the parts with a last buy date, soonest (passed ones) first, then by part number', () => {
    const deadlines = buyDeadlines(products, { today: TODAY, quantityOf: () => undefined });
    expect(deadlines).toEqual([
      { partno: 'D-PAST', lastBuyDate: '2026-10-31', days: -24 },
      { partno: 'A-LATER', lastBuyDate: '2027-03-31', days: 127 },
      { partno: 'B-LATER', lastBuyDate: '2027-03-31', days: 127 },
    ]);
  });

  test('what to buy by then, for the parts whose BOM row has a quantity, when builds were given', () => {
    const quantities = [12, 5, undefined, 3, 1];
    const deadlines = buyDeadlines(products, { today: TODAY, quantityOf: (index) => quantities[index], builds: 10 });
    expect(deadlines.map((deadline) => [deadline.partno, deadline.quantity])).toEqual([
      ['D-PAST', undefined],
      ['A-LATER', 30],
      ['B-LATER', 200],
    ]);
    expect(deadlines[0]).not.toHaveProperty('quantity');
  });

  test('no products, no deadlines', () => {
    expect(buyDeadlines([], { today: TODAY, quantityOf: () => 1, builds: 1 })).toEqual([]);
  });
});

describe('watchedFields', () => {
  test('the default lifecycle columns and the fields asked for, each once, never a computed column', () => {
    expect(watchedFields(['Status', 'Capacitance', 'DaysToLastBuy', 'Changed', 'BestAlternative'])).toEqual([
      'Status',
      'LastBuyDate',
      'ProductionEndDate',
      'AlternativePartno',
      'Capacitance',
    ]);
  });
});

describe('readingOf', () => {
  test('per part number as the catalogue writes it, statuses in English whatever the language read in', () => {
    const reading = readingOf(
      [
        productOf('OCM188R71H104KA01D', { Status: '生产中止予定', LastBuyDate: '2027-03-31' }),
        productOf('OCM21BR61C106KE01L', { Status: 'NRND', LastBuyDate: null }),
      ],
      ['Status', 'LastBuyDate'],
      'ja',
    );
    expect(reading).toEqual({
      OCM188R71H104KA01D: { Status: 'To be discontinued', LastBuyDate: '2027-03-31' },
      OCM21BR61C106KE01L: { Status: 'NRND', LastBuyDate: '' },
    });
  });

  test('a status the catalog does not list is kept as the service wrote it', () => {
    const reading = readingOf([productOf('X1', { Status: 'Obsolete' })], ['Status'], 'zh');
    expect(reading).toEqual({ X1: { Status: 'Obsolete' } });
  });
});

describe('computedCell', () => {
  const nrnd = productOf('ocm188r71h104ka01d', { Status: 'NRND', LastBuyDate: '2026-12-01', MinOrderQuantity: 10 });

  test("Changed: the part's last changes with their date, found by partnoKey whatever the case", () => {
    const change: BomChange = {
      partno: 'OCM188R71H104KA01D',
      field: 'Status',
      before: 'In Production',
      after: 'NRND',
    };
    const seenAt = new Date(2026, 10, 20, 9, 0).toISOString();
    const cell = computedCell(
      inputs({ lastChangesOf: new Map([[partnoKey('OCM188R71H104KA01D'), { seenAt, changes: [change] }]]) }),
    );
    expect(cell(nrnd, 'Changed', 0)).toBe('Status: In Production → NRND (2026-11-20)');
    expect(cell(productOf('OTHER'), 'Changed', 0)).toBe('');
  });

  test('DaysToLastBuy from the refresh date; LastTimeBuyQuantity from the quantity of the row asked', () => {
    const cell = computedCell(inputs({ quantityOf: (row) => [undefined, 7][row], builds: 4 }));
    expect(cell(nrnd, 'DaysToLastBuy', 0)).toBe(7);
    expect(cell(nrnd, 'LastTimeBuyQuantity', 0)).toBe('');
    expect(cell(nrnd, 'LastTimeBuyQuantity', 1)).toBe(30);
  });

  test('BestAlternative and AlternativeVerdict come from the alternatives looked up', () => {
    const cell = computedCell(
      inputs({ alternativeCell: (product, column) => `${column} of ${product.record.Partno}` }),
    );
    expect(cell(nrnd, 'BestAlternative', 0)).toBe('BestAlternative of ocm188r71h104ka01d');
    expect(cell(nrnd, 'AlternativeVerdict', 0)).toBe('AlternativeVerdict of ocm188r71h104ka01d');
  });
});

describe('withComputedColumns', () => {
  const products = [productOf('P1'), productOf('P2')];
  const table: BomSheetTable = {
    header: ['Status', 'LastBuyDate'],
    rows: [
      ["'NRND", 46477],
      ["'In Production", ''],
    ],
    numberFormats: [undefined, 'yyyy-mm-dd'],
    unitExponents: {},
  };

  test('without a computed column, the table as it was', () => {
    expect(withComputedColumns(table, ['Status', 'LastBuyDate'], products, () => 'never')).toBe(table);
  });

  test('computed columns in their place among the fields; texts quote-prefixed, empty cells and numbers not', () => {
    const computed = (product: Product, column: string): CellValue =>
      column === 'DaysToLastBuy' ? (product.record.Partno === 'P1' ? -3 : '') : `=${product.record.Partno}`;
    const result = withComputedColumns(
      table,
      ['Changed', 'Status', 'DaysToLastBuy', 'LastBuyDate'],
      products,
      computed,
    );
    expect(result.header).toEqual(['Changed', 'Status', 'DaysToLastBuy', 'LastBuyDate']);
    expect(result.rows).toEqual([
      ["'=P1", "'NRND", -3, 46477],
      ["'=P2", "'In Production", '', ''],
    ]);
    expect(result.numberFormats).toEqual([undefined, undefined, INTEGER_FORMAT, 'yyyy-mm-dd']);
  });
});

describe('bomSheetTable', () => {
  test("the service's fields as a sheet writes them, with the computed columns among them", () => {
    const products = [
      productOf('OCM188R71H104KA01D', { Status: 'To be discontinued', LastBuyDate: '2026-11-20' }),
      productOf('OCM21BR61C106KE01L', { Status: 'In Production', LastBuyDate: null }),
    ];
    const table = bomSheetTable(
      products,
      ['Status', 'DaysToLastBuy', 'LastTimeBuyQuantity'],
      { numberUnits: 'display' },
      inputs({ quantityOf: () => 2, builds: 3 }),
    );
    expect(table.header).toEqual(['Status', 'DaysToLastBuy', 'LastTimeBuyQuantity']);
    expect(table.rows).toEqual([
      ["'To be discontinued", -4, 6],
      ["'In Production", '', ''],
    ]);
    expect(table.numberFormats[1]).toBe(INTEGER_FORMAT);
  });
});

import type { CellValue, Product } from '../../../../../../src/core';
import type { RangeAddress } from '../../../../../../src/office/workbook';
import { CHANGES_SHEET } from '../../../../../../src/taskpane/features/bom/jobs/changesSheet';
import { readTableRecords } from '../../../../../../src/office/workbook';
import { bomSummaryText } from '../../../../../../src/taskpane/features/bom/wording/bomSummaryText';
import { refreshBom, refreshBomRecord } from '../../../../../../src/taskpane/features/bom/jobs/refreshBom';
import { describeError } from '../../../../../../src/taskpane/wording/describeError';
import { bomChanges, changedText } from '../../../../../../src/taskpane/features/bom/logic/bomChanges';
import { productOf } from '../../../../../support/productOf';
import { fakeClient } from '../../../support/fakeClient';
import { jobHarness } from '../../../../../support/jobHarness';
import { workbookWith } from '../../../support/workbookWith';

const BOM: CellValue[][] = [
  ['Part number', 'Qty'],
  ['OCM188R71H104KA01D', 10],
  ['OCM188R71H104KA01J', 2],
  ['OCM155R61A105KE15D', 1],
];
const PARTS: RangeAddress = { sheet: 'BOM', row: 0, column: 0, rowCount: 4, columnCount: 1 };

function catalog(): Product[] {
  return [
    productOf('OCM188R71H104KA01D', { Status: 'In Production', LastBuyDate: null, AlternativePartno: [] }),
    productOf('OCM188R71H104KA01J', { Status: 'NRND', LastBuyDate: null, AlternativePartno: [] }),
    productOf('OCM155R61A105KE15D', {
      Status: 'To be discontinued',
      LastBuyDate: '2026-12-31',
      ProductionEndDate: '2027-06-30',
      AlternativePartno: ['OCM155R61A105KE16D'],
    }),
  ];
}

describe('refreshBom: what changed since the last refresh', () => {
  test('the second refresh names the changes per part, keeps them in the changes sheet, and says since when', async () => {
    const products = catalog();
    const workbook = workbookWith(BOM, PARTS);
    const columns = ['Status', 'LastBuyDate', 'Changed', 'DaysToLastBuy'];
    const first = await refreshBom(
      jobHarness(fakeClient(products), { workbook, now: () => new Date(2026, 10, 2, 9, 0) }).context,
      { columns },
    );
    expect(first.changes).toEqual([]);
    expect(first.changedSince).toBeUndefined();
    expect(await workbook.sheetNames()).toEqual(['BOM']);
    // Days from 2026-11-02 to 2026-12-31.
    expect(workbook.values('BOM')[3][5]).toBe(59);

    // A month later the service says something else about two parts.
    Object.assign(products[0].record, { Status: 'NRND', AlternativePartno: ['OCM188R71H104KA02D'] });
    Object.assign(products[2].record, { Status: 'Discontinued' });
    const h = jobHarness(fakeClient(products), { workbook, now: () => new Date(2026, 11, 2, 9, 30) });
    const second = await refreshBom(h.context, { columns });

    expect(second.changedSince).toBe(new Date(2026, 10, 2, 9, 0).toISOString());
    expect(second.changes).toEqual([
      { partno: 'OCM188R71H104KA01D', field: 'Status', before: 'In Production', after: 'NRND' },
      { partno: 'OCM188R71H104KA01D', field: 'AlternativePartno', before: '', after: 'OCM188R71H104KA02D' },
      { partno: 'OCM155R61A105KE15D', field: 'Status', before: 'To be discontinued', after: 'Discontinued' },
    ]);
    expect(second.summary).toMatchObject({
      kind: 'refreshed',
      changedSince: { date: new Date(2026, 10, 2, 9, 0).toISOString(), parts: 2 },
    });
    expect(bomSummaryText(second.summary)).toContain('2 parts changed since 2026-11-02 09:00.');
    const values = workbook.values('BOM');
    expect(values[0].slice(2, 6)).toEqual(['Status', 'LastBuyDate', 'Changed', 'DaysToLastBuy']);
    expect(values[1][4]).toBe('Status: In Production → NRND; AlternativePartno: — → OCM188R71H104KA02D (2026-12-02)');
    expect(values[2][4]).toBe('');
    expect(values[3][4]).toBe('Status: To be discontinued → Discontinued (2026-12-02)');
    // Days from 2026-12-02 to 2026-12-31; a third refresh after it counts negative.
    expect(values[3][5]).toBe(29);
    expect(workbook.values(CHANGES_SHEET)).toEqual([
      ['Date', 'Part number', 'Field', 'Before', 'After'],
      ['2026-12-02 09:30', 'OCM188R71H104KA01D', 'Status', 'In Production', 'NRND'],
      ['2026-12-02 09:30', 'OCM188R71H104KA01D', 'AlternativePartno', '', 'OCM188R71H104KA02D'],
      ['2026-12-02 09:30', 'OCM155R61A105KE15D', 'Status', 'To be discontinued', 'Discontinued'],
    ]);
    // The BOM is shown again, not the changes sheet added meanwhile.
    expect(workbook.activeSheet()).toBe('BOM');

    // A third refresh with nothing new: no change, nothing appended, and the Changed column as it was.
    const third = await refreshBom(
      jobHarness(fakeClient(products), { workbook, now: () => new Date(2027, 0, 2) }).context,
      { columns },
    );
    expect(third.changes).toEqual([]);
    expect(third.summary).toMatchObject({ kind: 'refreshed', changedSince: { parts: 0 }, keptChanges: 2 });
    expect(bomSummaryText(third.summary)).toContain('0 parts changed since 2026-12-02 09:30.');
    expect(bomSummaryText(third.summary)).toContain(
      'The Changed column still shows the earlier changes of 2 parts, each with the date they were seen.',
    );
    expect(workbook.values(CHANGES_SHEET)).toHaveLength(4);
    expect(workbook.values('BOM').map((row) => row[4])).toEqual(values.map((row) => row[4]));
    expect(workbook.values('BOM')[3][5]).toBe(-2);
  });

  test('a column ticked only now is no change; a later change of a part replaces its earlier ones only', async () => {
    const products = catalog();
    const workbook = workbookWith(BOM, PARTS);
    const columns = ['Status', 'Changed'];
    const refresh = (at: Date, chosen: readonly string[]) =>
      refreshBom(jobHarness(fakeClient(products), { workbook, now: () => at }).context, { columns: chosen });
    await refresh(new Date(2026, 10, 2, 9, 0), columns);
    Object.assign(products[0].record, { Status: 'NRND' });
    Object.assign(products[2].record, { Status: 'Discontinued' });
    await refresh(new Date(2026, 11, 2, 9, 0), columns);

    // MinOrderQuantity was never read before: its values are no change, and nothing goes to the changes sheet.
    const ticked = await refresh(new Date(2027, 0, 4, 9, 0), ['Status', 'MinOrderQuantity', 'Changed']);
    expect(ticked.changes).toEqual([]);
    expect(workbook.values(CHANGES_SHEET)).toHaveLength(3);
    const changed = () => workbook.values('BOM').map((row) => row[workbook.values('BOM')[0].indexOf('Changed')]);
    expect(changed()).toEqual([
      'Changed',
      'Status: In Production → NRND (2026-12-02)',
      '',
      'Status: To be discontinued → Discontinued (2026-12-02)',
    ]);

    // The first part changes again: its new change, dated, replaces the old; the last part keeps its own.
    Object.assign(products[0].record, { Status: 'Discontinued', MinOrderQuantity: 20000 });
    const again = await refresh(new Date(2027, 1, 1, 9, 0), ['Status', 'MinOrderQuantity', 'Changed']);
    expect(again.summary).toMatchObject({ kind: 'refreshed', keptChanges: 1 });
    expect(bomSummaryText(again.summary)).toContain(
      'The Changed column still shows the earlier changes of 1 part, with the date',
    );
    expect(changed()[1]).toBe('Status: NRND → Discontinued; MinOrderQuantity: — → 20000 (2027-02-01)');
    expect(changed()[3]).toBe('Status: To be discontinued → Discontinued (2026-12-02)');
    expect(workbook.values(CHANGES_SHEET)).toHaveLength(5);
  });
});

describe('bomChanges', () => {
  test('a part not read before has no changes; a field read empty and now filled changed from nothing', () => {
    const before = { A: { Status: 'In Production', LastBuyDate: '' } };
    const after = { A: { Status: 'In Production', LastBuyDate: '2027-01-31' }, B: { Status: 'NRND' } };
    const changes = bomChanges(before, after, ['Status', 'LastBuyDate']);
    expect(changes).toEqual([{ partno: 'A', field: 'LastBuyDate', before: '', after: '2027-01-31' }]);
    expect(changedText(changes)).toBe('LastBuyDate: — → 2027-01-31');
    expect(bomChanges(undefined, after, ['Status'])).toEqual([]);
  });

  test('a column chosen only now is no change: the last refresh did not read it', () => {
    const before = { A: { Status: 'In Production' }, B: { Status: 'NRND' } };
    const after = {
      A: { Status: 'In Production', ProductName: 'MLCC' },
      B: { Status: 'NRND', ProductName: 'Inductor' },
    };
    expect(bomChanges(before, after, ['Status', 'ProductName'])).toEqual([]);
  });

  test('a reading kept with the part number in another case is the same part (partnoKey)', () => {
    const before = { ocm188r71h104ka01d: { Status: 'In Production' } };
    const after = { OCM188R71H104KA01D: { Status: 'NRND' } };
    expect(bomChanges(before, after, ['Status'])).toEqual([
      { partno: 'OCM188R71H104KA01D', field: 'Status', before: 'In Production', after: 'NRND' },
    ]);
  });
});

describe('refreshBom: last-time-buy planning', () => {
  const bom: CellValue[][] = [
    ['Qty', 'MPN'],
    [4, 'OCM188R71H104KA01D'],
    [2500, 'OCM155R61A105KE15D'],
    [3, 'OCM188R71H104KA01J'],
  ];
  const parts: RangeAddress = { sheet: 'BOM', row: 0, column: 1, rowCount: 4, columnCount: 1 };
  const products = (): Product[] => [
    productOf('OCM188R71H104KA01D', { Status: 'To be discontinued', LastBuyDate: '2027-01-31', MinOrderQuantity: 10 }),
    productOf('OCM155R61A105KE15D', { Status: 'Discontinued', LastBuyDate: '2026-10-31', MinOrderQuantity: 4000 }),
    productOf('OCM188R71H104KA01J', { Status: 'In Production', LastBuyDate: null, MinOrderQuantity: 10 }),
  ];
  const now = () => new Date(2026, 10, 24, 9, 0);

  test('Qty (left of the part numbers) x builds, rounded up to order lots; deadlines soonest first', async () => {
    const workbook = workbookWith(bom, parts);
    const outcome = await refreshBom(jobHarness(fakeClient(products()), { workbook, now }).context, {
      columns: ['Status', 'LastBuyDate', 'DaysToLastBuy', 'LastTimeBuyQuantity'],
      builds: 3,
    });
    const values = workbook.values('BOM');
    expect(values[0].slice(2, 6)).toEqual(['Status', 'LastBuyDate', 'DaysToLastBuy', 'LastTimeBuyQuantity']);
    // 4 x 3 = 12, in lots of 10: 20. 2500 x 3 = 7500, in lots of 4000: 8000. No last buy date: nothing.
    expect(values.slice(1).map((row) => [row[4], row[5]])).toEqual([
      [68, 20],
      [-24, 8000],
      ['', ''],
    ]);
    // Recorded with its builds, so that Refresh table computes the same quantities again.
    const [record] = await readTableRecords(workbook);
    expect(record).toMatchObject({ source: { kind: 'bom' }, builds: 3 });
    workbook.setCellText('BOM', 1, 0, '5');
    const again = await refreshBomRecord(jobHarness(fakeClient(products()), { workbook, now }).context, record);
    expect(again.status).toBe('done');
    expect(workbook.values('BOM')[1][5]).toBe(20);
    expect(outcome.deadlines).toEqual([
      { partno: 'OCM155R61A105KE15D', lastBuyDate: '2026-10-31', days: -24, quantity: 8000 },
      { partno: 'OCM188R71H104KA01D', lastBuyDate: '2027-01-31', days: 68, quantity: 20 },
    ]);
  });

  test('the column without planned builds, or a BOM without a quantity column: says what to add, writes nothing', async () => {
    const workbook = workbookWith(bom, parts);
    const before = workbook.values('BOM');
    const client = fakeClient(products());
    const noBuilds = await refreshBom(jobHarness(client, { workbook, now }).context, {
      columns: ['LastTimeBuyQuantity'],
    }).catch((error: unknown) => error);
    expect(noBuilds).toMatchObject({ name: 'BomRefreshError', problem: { kind: 'noBuilds' } });
    expect(describeError(noBuilds)).toMatch(/Planned builds/);
    const noQty = workbookWith(
      bom.map((row) => row.slice(1)),
      { ...parts, column: 0 },
    );
    const noQuantity = await refreshBom(jobHarness(client, { workbook: noQty, now }).context, {
      columns: ['LastTimeBuyQuantity'],
      builds: 2,
    }).catch((error: unknown) => error);
    expect(noQuantity).toMatchObject({ name: 'BomRefreshError', problem: { kind: 'noQuantityColumn' } });
    expect(describeError(noQuantity)).toMatch(/column headed Qty/);
    expect(workbook.values('BOM')).toEqual(before);
  });
});

import type { CellValue, Product } from '../../../../src/core';
import type { RangeAddress } from '../../../../src/office/workbook';
import { CHANGES_SHEET } from '../../../../src/taskpane/jobs/changesSheet';
import { refreshBom } from '../../../../src/taskpane/jobs/refreshBom';
import { bomChanges, changedText } from '../../../../src/taskpane/logic/bomChanges';
import { productOf } from '../../core/support/memoryService';
import { fakeClient } from '../support/fakeClient';
import { jobHarness } from '../support/jobHarness';
import { workbookWith } from '../support/workbookWith';

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
    expect(second.summary).toContain('2 parts changed since 2026-11-02 09:00.');
    const values = workbook.values('BOM');
    expect(values[0].slice(2, 6)).toEqual(['Status', 'LastBuyDate', 'Changed', 'DaysToLastBuy']);
    expect(values[1][4]).toBe('Status: In Production → NRND; AlternativePartno: — → OCM188R71H104KA02D');
    expect(values[2][4]).toBe('');
    expect(values[3][4]).toBe('Status: To be discontinued → Discontinued');
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

    // A third refresh with nothing new: no change, nothing appended.
    const third = await refreshBom(
      jobHarness(fakeClient(products), { workbook, now: () => new Date(2027, 0, 2) }).context,
      { columns },
    );
    expect(third.changes).toEqual([]);
    expect(third.summary).toContain('0 parts changed since 2026-12-02 09:30.');
    expect(workbook.values(CHANGES_SHEET)).toHaveLength(4);
    expect(workbook.values('BOM')[3][5]).toBe(-2);
  });
});

describe('bomChanges', () => {
  test('a part not read before has no changes; a field read only now changed from nothing', () => {
    const before = { A: { Status: 'In Production' } };
    const after = { A: { Status: 'In Production', LastBuyDate: '2027-01-31' }, B: { Status: 'NRND' } };
    const changes = bomChanges(before, after, ['Status', 'LastBuyDate']);
    expect(changes).toEqual([{ partno: 'A', field: 'LastBuyDate', before: '', after: '2027-01-31' }]);
    expect(changedText(changes)).toBe('LastBuyDate: — → 2027-01-31');
    expect(bomChanges(undefined, after, ['Status'])).toEqual([]);
  });
});

import { type CellValue, createClient, type PartSpecClient, type Product, toTable } from '../../src/core';
import { ExcelWorkbook, type MemoryWorkbook } from '../../src/office/workbook';
import { CHANGES_SHEET } from '../../src/taskpane/features/bom/jobs/changesSheet';
import { refreshBom } from '../../src/taskpane/features/bom/jobs/refreshBom';
import { bomSummaryText } from '../../src/taskpane/features/bom/wording/bomSummaryText';
import type { BomChange } from '../../src/taskpane/features/bom/logic/bomChanges';
import { ExcelFake } from '../support/excelFake';
import { recordPartProblems } from '../support/officeXml';
import { jobHarness } from '../support/jobHarness';
import { products } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { type ContractService, useContractService } from '../support/useContractService';

/*
 * Procurement refreshes a BOM one day, and again when the maker has moved on: the second refresh says
 * exactly what the service changed in between, per part, in the sheet and in the pane, from a history
 * kept in the workbook itself.
 */

const LATER = '2027-06-01';
const WATCHED = ['Status', 'LastBuyDate', 'ProductionEndDate', 'AlternativePartno'];

const first = useContractService({ settings: false });
const second = useContractService({ service: { asOf: LATER }, settings: false });

const clientOf = (service: ContractService): PartSpecClient =>
  createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });

/** The watched fields of parts as the service answers, as a table gives them (lists joined, SI numbers). */
async function answersOf(service: ContractService, partnos: readonly string[]): Promise<Map<string, CellValue[]>> {
  const found = await clientOf(service).lookup(partnos);
  const list = partnos.map((partno) => found.get(partno)).filter((product): product is Product => !!product);
  const table = toTable(list, { fields: WATCHED, textProtection: 'none' });
  return new Map(list.map((product, index) => [product.record.Partno, table.rows[index]]));
}

test('a BOM refreshed at two dates: exactly the changes the service made, in the sheet and the pane, from a history that survives reopening', async () => {
  // 120 parts of every status, spread over the catalogue.
  const partnos = products()
    .filter((_, index) => index % 479 === 0)
    .slice(0, 120)
    .map((product) => product.record.Partno);
  const [before, after] = await Promise.all([answersOf(first, partnos), answersOf(second, partnos)]);
  const expected: BomChange[] = partnos.flatMap((partno) =>
    WATCHED.flatMap((field, column) => {
      const was = before.get(partno)![column];
      const now = after.get(partno)![column];
      return was === now ? [] : [{ partno, field, before: was, after: now }];
    }),
  );
  // Not a test of nothing: the service moved some of these parts.
  expect(new Set(expected.map((change) => change.partno)).size).toBeGreaterThan(5);

  const fake = new ExcelFake({ sheets: ['BOM'] });
  fake.setValues('BOM', 0, 0, [['Part number'], ...partnos.map((partno) => [`'${partno}`])]);
  fake.select({ sheet: 'BOM', areas: [{ row: 0, column: 0, rowCount: partnos.length + 1, columnCount: 1 }] });
  const columns = [...WATCHED, 'Changed'];
  const opened = (client: PartSpecClient, at: Date) =>
    jobHarness(client, {
      workbook: new ExcelWorkbook(fake.excel, fake.office) as unknown as MemoryWorkbook,
      now: () => at,
    }).context;

  const firstOutcome = await refreshBom(opened(clientOf(first), new Date(2026, 2, 1, 9, 0)), { columns });
  expect(firstOutcome.changes).toEqual([]);

  // Saved, closed, opened again months later: a new adapter over the same workbook, the service moved on.
  const secondOutcome = await refreshBom(opened(clientOf(second), new Date(2027, 5, 1, 9, 0)), { columns });
  const key = (change: BomChange) => `${change.partno.toUpperCase()}|${change.field}`;
  expect(secondOutcome.changes.map(key).sort()).toEqual(expected.map(key).sort());
  for (const change of secondOutcome.changes) {
    const truth = expected.find((one) => key(one) === key(change))!;
    expect([change.before, change.after]).toEqual([truth.before, truth.after]);
  }
  const changedParts = new Set(expected.map((change) => change.partno)).size;
  expect(secondOutcome.summary).toMatchObject({ kind: 'refreshed', changedSince: { parts: changedParts } });
  expect(bomSummaryText(secondOutcome.summary)).toContain(`${changedParts} parts changed since 2026-03-01 09:00.`);

  // The Changed column: the fields of each changed part, with what they were.
  const changedColumn = 1 + WATCHED.length;
  partnos.forEach((partno, index) => {
    const mine = expected.filter((change) => change.partno === partno);
    const cell = fake.valueAt('BOM', index + 1, changedColumn);
    if (mine.length === 0) expect(cell).toBe('');
    else for (const change of mine) expect(String(cell)).toContain(`${change.field}: `);
  });
  // The changes sheet: one row per change, dated.
  expect(fake.sheetNames()).toEqual(['BOM', CHANGES_SHEET]);
  expect(fake.valueAt(CHANGES_SHEET, 0, 0)).toBe("'Date");
  expect(fake.valueAt(CHANGES_SHEET, expected.length, 0)).toBe("'2027-06-01 09:00");
  expect(fake.valueAt(CHANGES_SHEET, expected.length + 1, 0)).toBe('');
  // The history as Excel was handed it: custom XML parts that a conforming parser reads and the schema accepts.
  const parts = await recordPartProblems(fake.customXmlParts());
  expect(Object.keys(parts)).toEqual(expect.arrayContaining(['bom-readings', 'bom-reading-1-b0']));
  expect(Object.values(parts).flat()).toEqual([]);
});

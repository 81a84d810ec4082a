import { ExcelWorkbook, MemoryWorkbook } from '../../../../../../src/office/workbook';
import type { RefreshBomOutcome } from '../../../../../../src/taskpane/features/bom/jobs/refreshBom';
import { writeSummary } from '../../../../../../src/taskpane/features/bom/jobs/writeSummary';
import { summarySheetText } from '../../../../../../src/taskpane/features/bom/wording/summarySheetTexts';
import { statusSummary } from '../../../../../../src/taskpane/features/bom/logic/statusSummary';
import { productOf } from '../../../../../support/productOf';
import { ExcelFake } from '../../../../../support/excelFake';
import { fakeClient } from '../../../support/fakeClient';
import { jobHarness } from '../../../../../support/jobHarness';

const outcome = {
  status: 'done',
  summary: { kind: 'stoppedBefore' },
  counts: statusSummary(
    [
      productOf('A', { Status: 'In Production' }),
      productOf('B', { Status: 'Discontinued' }),
      productOf('C', { Status: 'To be discontinued' }),
    ],
    'en',
  ),
  notFound: [],
  notAPartNumber: [],
  suggestions: new Map(),
  changes: [],
  deadlines: [
    { partno: 'B', lastBuyDate: '2025-12-31', days: -300 },
    { partno: 'C', lastBuyDate: '2026-06-30', days: 100 },
  ],
  atRisk: [],
  parts: 3,
  requests: 1,
} as unknown as RefreshBomOutcome;

describe('writeSummary: the BOM summary as a sheet with Excel charts', () => {
  test('through the Excel adapter: two tables, a column chart over each, titled, placed beside it', async () => {
    const fake = new ExcelFake();
    const workbook = new ExcelWorkbook(fake.excel, fake.office);
    const h = jobHarness(fakeClient([]), { workbook: workbook as unknown as MemoryWorkbook });
    const done = await writeSummary(h.context, outcome);
    expect(done.status).toBe('done');
    const written = { sheet: 'PartSpec summary', row: 0, column: 0, rowCount: 21, columnCount: 2 };
    expect(done).toMatchObject({ summary: { kind: 'summarySheetWritten', range: written }, range: written });
    expect(summarySheetText(done.summary)).toBe("Wrote the summary and its charts to 'PartSpec summary'!A1:B21.");
    expect(fake.sheetNames()).toEqual(['Sheet1', 'PartSpec summary']);
    expect(fake.valueAt('PartSpec summary', 1, 0)).toBe("'In Production");
    expect(fake.valueAt('PartSpec summary', 1, 1)).toBe(1);
    const charts = fake.charts('PartSpec summary');
    expect(charts.map((chart) => [chart.type, chart.title, chart.legendVisible, chart.seriesBy])).toEqual([
      ['ColumnClustered', 'Parts by status', false, 'Columns'],
      ['ColumnClustered', 'Last buy dates by quarter', false, 'Columns'],
    ]);
    expect(charts[0].data).toEqual({ row: 0, column: 0, rowCount: 4, columnCount: 2 });
    expect(charts[0].position?.from).toMatchObject({ row: 0, column: 3 });
    // 2025 Q4 to 2026 Q2: three quarters, the empty one included.
    expect(charts[1].data.rowCount).toBe(4);
  });

  test('in preview mode too, through the in-memory workbook', async () => {
    const h = jobHarness(fakeClient([]));
    await writeSummary(h.context, outcome);
    expect(h.workbook.charts('PartSpec summary').map((chart) => chart.title)).toEqual([
      'Parts by status',
      'Last buy dates by quarter',
    ]);
  });
});

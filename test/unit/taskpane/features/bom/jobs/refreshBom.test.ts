import {
  type CellValue,
  IncompleteLookupError,
  NotInSnapshotsError,
  type PartSpecClient,
  type Product,
  ServiceError,
  type SnapshotDownload,
} from '../../../../../../src/core';
import type { RangeAddress } from '../../../../../../src/office/workbook';
import { BomRefreshError } from '../../../../../../src/taskpane/errors/BomRefreshError';
import { refreshBom } from '../../../../../../src/taskpane/features/bom/jobs/refreshBom';
import {
  RISK_COLOURS,
  STATUS_COLOURS,
  statusHighlights,
  statusTexts,
} from '../../../../../../src/taskpane/features/bom/logic/statusMarks';
import { bomSummaryText } from '../../../../../../src/taskpane/features/bom/wording/bomSummaryText';
import { describeError } from '../../../../../../src/taskpane/wording/describeError';
import { productOf } from '../../../../../support/productOf';
import { fakeClient } from '../../../support/fakeClient';
import { cancelWhen, jobHarness } from '../../../../../support/jobHarness';
import { workbookWith } from '../../../support/workbookWith';

const CATALOG: Product[] = [
  productOf('OCM188R71H104KA01D', { Status: 'In Production', LastBuyDate: null, AlternativePartno: [] }),
  productOf('OCM188R71H104KA01J', {
    Status: 'To be discontinued',
    LastBuyDate: '2026-03-31',
    ProductionEndDate: '2026-09-30',
    AlternativePartno: ['OCM188R71H104KA02D', 'OCM188R71H104KA02J'],
  }),
  productOf('OCM21BR61C106KE01L', {
    Status: 'Discontinued',
    LastBuyDate: '2024-12-31',
    ProductionEndDate: '2025-06-30',
    AlternativePartno: [],
  }),
  productOf('OCM155R61A105KE15D', { Status: 'NRND', AlternativePartno: ['OCM155R61A105KE16D'] }),
];

/** Item, Part number, Qty; row 4 is a spare row; NOT-A-PART twice. */
const BOM: CellValue[][] = [
  ['Item', 'Part number', 'Qty'],
  [1, 'OCM188R71H104KA01D', 10],
  [2, ' ocm188r71h104ka01j ', 2],
  [3, '', ''],
  [4, 'NOT-A-PART', 1],
  [5, 'OCM21BR61C106KE01L', 1],
  [6, 'OCM155R61A105KE15D', 1],
  [7, 'NOT-A-PART', 3],
];

const PARTS: RangeAddress = { sheet: 'BOM', row: 1, column: 1, rowCount: 7, columnCount: 1 };

/** The job's clock in these tests: 24 November 2026, 07:30 local time. */
const now = (): Date => new Date(2026, 10, 24, 7, 30);
const NOTE = 'Refreshed 2026-11-24 07:30 from the service';

describe('refreshBom', () => {
  test('appends the lifecycle columns, fills them, marks the rows at risk and counts per status', async () => {
    const client = fakeClient(CATALOG);
    const h = jobHarness(client, { workbook: workbookWith(BOM, PARTS), now });
    const outcome = await refreshBom(h.context);

    const display = (row: number, column: number): string => h.workbook.displayText('BOM', row, column);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((row) => [3, 4, 5, 6].map((column) => display(row, column)))).toEqual([
      ['Status', 'LastBuyDate', 'ProductionEndDate', 'AlternativePartno'],
      ['In Production', '', '', ''],
      ['To be discontinued', '2026-03-31', '2026-09-30', 'OCM188R71H104KA02D, OCM188R71H104KA02J'],
      ['', '', '', ''],
      ['Not found', '', '', ''],
      ['Discontinued', '2024-12-31', '2025-06-30', ''],
      ['NRND', '', '', 'OCM155R61A105KE16D'],
      ['Not found', '', '', ''],
    ]);
    // When, on the header row right of PartSpec's columns; nothing else in that column.
    expect(h.workbook.values('BOM').map((row) => row[7])).toEqual([NOTE, '', '', '', '', '', '', '']);
    expect(outcome).toMatchObject({ refreshedAt: now(), noteAt: { sheet: 'BOM', row: 0, column: 7 } });
    // Dates are Excel dates, shown yyyy-mm-dd.
    expect(h.workbook.cell('BOM', 2, 4)).toMatchObject({ value: 46112, numberFormat: 'yyyy-mm-dd' });
    // The user's cells are as they were.
    expect(h.workbook.values('BOM').map((row) => row.slice(0, 3))).toEqual(BOM.map((row) => row.map((value) => value)));

    expect(h.workbook.highlightAt('BOM', 1, 1)).toBeUndefined();
    expect(h.workbook.highlightAt('BOM', 2, 1)).toMatchObject(RISK_COLOURS['To be discontinued']);
    expect(h.workbook.highlightAt('BOM', 5, 6)).toMatchObject(RISK_COLOURS.Discontinued);
    expect(h.workbook.highlightAt('BOM', 6, 3)).toMatchObject(RISK_COLOURS.NRND);
    expect(h.workbook.highlightAt('BOM', 6, 0)).toBeUndefined();

    expect(outcome.counts.statuses.map((entry) => entry.count)).toEqual([0, 1, 1, 1, 1]);
    expect(outcome).toMatchObject({
      // Written, but NOT-A-PART is nowhere to buy: not plain Done.
      status: 'doneSomeNotFound',
      parts: 6,
      notFound: ['NOT-A-PART'],
      notAPartNumber: [],
      // The lookup, and one search for part numbers near NOT-A-PART (there are none).
      requests: 2,
      range: { sheet: 'BOM', row: 0, column: 1, rowCount: 8, columnCount: 6 },
      summary: {
        kind: 'refreshed',
        fields: ['Status', 'LastBuyDate', 'ProductionEndDate', 'AlternativePartno'],
        parts: 6,
        range: { sheet: 'BOM', row: 0, column: 1, rowCount: 8, columnCount: 6 },
        notFound: ['NOT-A-PART'],
        notAPartNumber: [],
        keptChanges: 0,
        earlierHistoryTooLarge: false,
      },
    });
    expect(bomSummaryText(outcome.summary)).toBe(
      'Refreshed Status, LastBuyDate, ProductionEndDate, AlternativePartno for 6 parts in BOM!B1:G8: 1 In Production, 1 NRND, 1 To be discontinued, 1 Discontinued, 2 not found. Answered from the service, 2026-11-24 07:30. Not found: NOT-A-PART.',
    );
    expect(outcome.counts.notFound).toBe(2);
    expect(h.confirmations).toEqual([]);
    // Fresh answers, not the lookup cache; the selection is left for the next refresh.
    expect(client.refreshed).toEqual([
      ['OCM188R71H104KA01D', 'ocm188r71h104ka01j', 'NOT-A-PART', 'OCM21BR61C106KE01L', 'OCM155R61A105KE15D'],
    ]);
    expect(h.workbook.selection()).toEqual(PARTS);
  });

  test('progress counts part numbers looked up out of a known total', async () => {
    const h = jobHarness(fakeClient(CATALOG), { workbook: workbookWith(BOM, PARTS) });
    await refreshBom(h.context);
    const fetching = h.progress.filter((one) => one.phase === 'fetching');
    expect(fetching[0]).toMatchObject({ done: 0, total: 5 });
    expect(fetching.filter((one) => one.total !== undefined).at(-1)).toMatchObject({
      done: 5,
      total: 5,
      step: { kind: 'partsLookedUp' },
      text: '5 of 5 parts looked up',
    });
    expect(fetching.at(-1)).toMatchObject({
      step: { kind: 'nearPartNumbers', count: 1 },
      text: 'Looking for part numbers near the 1 one not found',
    });
    expect(h.progress.filter((one) => one.phase === 'writing')).toEqual([
      expect.objectContaining({
        done: 7,
        total: 7,
        step: {
          kind: 'bomColumns',
          fields: ['Status', 'LastBuyDate', 'ProductionEndDate', 'AlternativePartno'],
          done: 7,
          count: 7,
        },
        text: 'Writing Status, LastBuyDate, ProductionEndDate, AlternativePartno: 7 of 7 rows',
      }),
    ]);
    expect(h.progress.at(-1)).toMatchObject({
      phase: 'formatting',
      step: { kind: 'markingStatuses' },
      text: 'Marking parts by status',
    });
  });

  test('while its lookups wait on a kept snapshot being downloaded, the progress gives the download’s bytes', async () => {
    const fake = fakeClient(CATALOG);
    const listening = new Set<(download: SnapshotDownload) => void>();
    const client: PartSpecClient = {
      ...fake,
      snapshots: {
        ...fake.snapshots,
        onDownload: (listener) => {
          listening.add(listener);
          return () => listening.delete(listener);
        },
      },
      // The planner downloads a category for these part numbers before it answers them.
      lookup: async (partnos, options) => {
        for (const listener of listening) {
          const progress = { phase: 'download' as const, bytes: 1024 * 1024, totalBytes: 2 * 1024 * 1024 };
          listener({ category: 'ceramicCapacitorsSMD', lang: 'en', progress });
        }
        return fake.lookup(partnos, options);
      },
    };
    const h = jobHarness(client, { workbook: workbookWith(BOM, PARTS) });
    await refreshBom(h.context);
    expect(h.progress.filter((one) => one.phase === 'fetching').map((one) => one.text)).toContain(
      '0 of 5 parts looked up; kept snapshot of ceramic capacitors SMD: 1.0 MB of 2.0 MB downloaded',
    );
    // No longer listening once the lookups are done.
    expect(listening.size).toBe(0);
  });

  test('a second refresh updates the same columns in place and clears what is stale', async () => {
    const workbook = workbookWith(BOM, PARTS);
    await refreshBom(jobHarness(fakeClient(CATALOG), { workbook }).context);
    workbook.setCellText('BOM', 2, 1, 'GONE-1');
    const changed = CATALOG.map((product) =>
      product.record.Partno === 'OCM188R71H104KA01D'
        ? { ...product, record: { ...product.record, Status: 'NRND' } }
        : product,
    );
    const later = (): Date => new Date(2026, 10, 25, 16, 5);
    const h = jobHarness(fakeClient(changed), { workbook, now: later });
    const outcome = await refreshBom(h.context);
    expect(workbook.values('BOM')[0]).toEqual([
      'Item',
      'Part number',
      'Qty',
      'Status',
      'LastBuyDate',
      'ProductionEndDate',
      'AlternativePartno',
      // The earlier note, updated in its place.
      'Refreshed 2026-11-25 16:05 from the service',
    ]);
    expect(workbook.values('BOM')[1].slice(3)).toEqual(['NRND', '', '', '', '']);
    expect(workbook.values('BOM')[2].slice(3)).toEqual(['Not found', '', '', '', '']);
    expect(workbook.highlightAt('BOM', 2, 1)).toBeUndefined();
    expect(workbook.highlightAt('BOM', 1, 1)).toMatchObject(RISK_COLOURS.NRND);
    expect(outcome.notFound).toEqual(['GONE-1', 'NOT-A-PART']);
    expect(h.confirmations).toEqual([]);
  });

  test('refreshed again after rows were added, and in another language: the marks follow the BOM, none pile up', async () => {
    const workbook = workbookWith(BOM, PARTS);
    await refreshBom(jobHarness(fakeClient(CATALOG), { workbook }).context);
    expect(workbook.conditionalFormats('BOM')).toHaveLength(4);
    workbook.setCellText('BOM', 8, 0, '8');
    workbook.setCellText('BOM', 8, 1, 'OCM21BR61C106KE01L');
    const ja = CATALOG.map((product) =>
      product.record.Status === 'Discontinued'
        ? { ...product, record: { ...product.record, Status: '生产中止' } }
        : product,
    );
    const grown = { ...PARTS, rowCount: 8 };
    workbook.setSelection(grown);
    await refreshBom(jobHarness(fakeClient(ja), { workbook, lang: 'ja' }).context);
    expect(workbook.conditionalFormats('BOM')).toEqual(
      ['生产中止', '生产中止予定', 'NRND', '开発中'].map((status) => ({
        range: { sheet: 'BOM', row: 1, column: 1, rowCount: 8, columnCount: 6 },
        formula: `=$D2="${status}"`,
      })),
    );
    expect(workbook.highlightAt('BOM', 8, 1)).toMatchObject({ equals: '生产中止', ...RISK_COLOURS.Discontinued });
  });

  test('a header in the first selected cell and existing columns refreshed where they are', async () => {
    const rows: CellValue[][] = [
      ['P/N', 'status', 'Capacitance (µF)', 'Note'],
      ['OCM188R71H104KA01D', 'stale', 9, 'mine'],
    ];
    const catalog = [productOf('OCM188R71H104KA01D', { Status: 'In Production', Specs: { Capacitance: 1e-7 } })];
    const workbook = workbookWith(rows, { sheet: 'BOM', row: 0, column: 0, rowCount: 1_048_576, columnCount: 1 });
    const outcome = await refreshBom(jobHarness(fakeClient(catalog), { workbook, now }).context, {
      columns: ['Status', 'capacitance', 'Rohs'],
    });
    expect(workbook.values('BOM')).toEqual([
      ['P/N', 'Status', 'Capacitance (µF)', 'Note', 'Rohs', NOTE],
      ['OCM188R71H104KA01D', 'In Production', 0.1, 'mine', '', ''],
    ]);
    expect(outcome.range).toEqual({ sheet: 'BOM', row: 0, column: 0, rowCount: 2, columnCount: 5 });
  });

  test('new columns over values: asked first; declined writes nothing and asks the service nothing', async () => {
    const rows = BOM.map((row, index) => (index === 5 ? [...row, 'note in D6'] : row));
    const client = fakeClient(CATALOG);
    const workbook = workbookWith(rows, PARTS);
    const before = workbook.values('BOM');
    const h = jobHarness(client, { workbook, confirm: false });
    const outcome = await refreshBom(h.context);
    const appended = { sheet: 'BOM', row: 1, column: 3, rowCount: 7, columnCount: 4 };
    expect(h.confirmations).toEqual([
      {
        question: {
          kind: 'bomColumns',
          range: appended,
          fields: ['Status', 'LastBuyDate', 'ProductionEndDate', 'AlternativePartno'],
        },
        range: appended,
        description:
          'BOM!D2:G8 holds values, where PartSpec would add the columns Status, LastBuyDate, ProductionEndDate, AlternativePartno. Replace them?',
      },
    ]);
    expect(outcome).toMatchObject({ status: 'declined', summary: { kind: 'declined', range: appended } });
    expect(bomSummaryText(outcome.summary)).toBe(
      'Nothing was written: BOM!D2:G8 holds values. Clear those cells or move them, then refresh again.',
    );
    expect(workbook.values('BOM')).toEqual(before);
    expect(client.lookups).toEqual([]);
  });

  test('new columns over values, confirmed: replaced', async () => {
    const rows = BOM.map((row, index) => (index === 5 ? [...row, 'note in D6'] : row));
    const workbook = workbookWith(rows, PARTS);
    const outcome = await refreshBom(jobHarness(fakeClient(CATALOG), { workbook, confirm: true }).context);
    // Written over the value; the BOM's NOT-A-PART is not found, as in every refresh of it.
    expect(outcome.status).toBe('doneSomeNotFound');
    expect(workbook.values('BOM')[5][3]).toBe('Discontinued');
  });

  test('part numbers on row 1 without a header: a message saying what to select, and to add a header', async () => {
    const workbook = workbookWith([['OCM188R71H104KA01D'], ['OCM21BR61C106KE01L']], {
      sheet: 'BOM',
      row: 0,
      column: 0,
      rowCount: 2,
      columnCount: 1,
    });
    const error = await refreshBom(jobHarness(fakeClient(CATALOG), { workbook }).context).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(BomRefreshError);
    expect(error).toMatchObject({
      problem: { kind: 'notABom', layout: { kind: 'notAHeader', text: 'OCM188R71H104KA01D' } },
    });
    expect(describeError(error)).toMatch(
      /Select just the part-number cells under their header.*insert a header row above them/,
    );
  });

  test('in Japanese: statuses, counts and marks in Japanese', async () => {
    const ja = CATALOG.map((product) => ({
      ...product,
      record: {
        ...product.record,
        Status: {
          'In Production': '生产中',
          'To be discontinued': '生产中止予定',
          Discontinued: '生产中止',
          NRND: 'NRND',
        }[product.record.Status as string],
      },
    }));
    const workbook = workbookWith(BOM, PARTS);
    const outcome = await refreshBom(jobHarness(fakeClient(ja), { workbook, lang: 'ja' }).context);
    expect(workbook.values('BOM')[5][3]).toBe('生产中止');
    expect(workbook.highlightAt('BOM', 5, 1)).toMatchObject({ equals: '生产中止', ...RISK_COLOURS.Discontinued });
    expect(workbook.highlightAt('BOM', 2, 1)).toMatchObject({ equals: '生产中止予定' });
    expect(outcome.summary).toMatchObject({ kind: 'refreshed', statuses: { notFound: 2 } });
    expect(bomSummaryText(outcome.summary)).toContain('1 生产中, 1 NRND, 1 生产中止予定, 1 生产中止, 2 not found');
  });

  test('cancelled while looking up: nothing written', async () => {
    const client = fakeClient(CATALOG);
    client.holdLookups();
    const workbook = workbookWith(BOM, PARTS);
    const before = workbook.values('BOM');
    const h = jobHarness(client, { workbook, onProgress: cancelWhen((progress) => progress.phase === 'fetching') });
    const outcome = await refreshBom(h.context);
    expect(outcome).toMatchObject({ status: 'cancelled', summary: { kind: 'stoppedLookingUp' } });
    expect(bomSummaryText(outcome.summary)).toBe('Stopped while looking up the parts; nothing was written.');
    expect(workbook.values('BOM')).toEqual(before);
  });

  test('a part number the service cannot be asked for is not a part number, and the rest are looked up', async () => {
    const rows: CellValue[][] = [['MPN'], ["O'BRIEN-1"], ['OCM21BR61C106KE01L'], ["AB'C"]];
    const client = fakeClient(CATALOG);
    const workbook = workbookWith(rows, { sheet: 'BOM', row: 0, column: 0, rowCount: 4, columnCount: 1 });
    const outcome = await refreshBom(jobHarness(client, { workbook, now }).context, { columns: ['Status'] });
    expect(outcome).toMatchObject({ notFound: [], notAPartNumber: ["O'BRIEN-1", "AB'C"], requests: 1 });
    expect(outcome.counts).toMatchObject({ notFound: 0, notAPartNumber: 2, total: 3 });
    expect(outcome.summary).toMatchObject({ kind: 'refreshed', notFound: [], notAPartNumber: ["O'BRIEN-1", "AB'C"] });
    expect(bomSummaryText(outcome.summary)).toBe(
      "Refreshed Status for 3 parts in BOM!A1:B4: 1 Discontinued, 2 not a part number. Answered from the service, 2026-11-24 07:30. Not a part number: O'BRIEN-1, AB'C.",
    );
    expect(client.lookups.flat()).toEqual(['OCM21BR61C106KE01L']);
    // No search for near part numbers either: nothing was not found.
    expect(client.service.calls).toEqual([]);
    expect(workbook.values('BOM')).toEqual([
      ['MPN', 'Status', NOTE],
      ["O'BRIEN-1", 'Not a part number', ''],
      ['OCM21BR61C106KE01L', 'Discontinued', ''],
      ["AB'C", 'Not a part number', ''],
    ]);
  });

  test('an unknown column name is refused before anything is read', async () => {
    const h = jobHarness(fakeClient(CATALOG), { workbook: workbookWith(BOM, PARTS) });
    const error = await refreshBom(h.context, { columns: ['Statuss'] }).catch((thrown: unknown) => thrown);
    expect(describeError(error)).toMatch(/Status.*Choose the columns again\.$/);
  });
});

describe('risk marks', () => {
  /** WCAG relative luminance and contrast ratio. */
  function luminance(hex: string): number {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
  const contrast = (a: string, b: string): number => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };

  test('four distinct fills (three risks, Under Development), each with text readable on it (WCAG AA, 4.5:1)', () => {
    const colours = Object.values(STATUS_COLOURS);
    expect(Object.keys(STATUS_COLOURS)).toEqual(['Under Development', ...Object.keys(RISK_COLOURS)]);
    expect(new Set(colours.map((colour) => colour.fill)).size).toBe(4);
    for (const colour of colours) expect(contrast(colour.fill, colour.font)).toBeGreaterThanOrEqual(4.5);
  });

  test('keyed on the status as written in the chosen language', () => {
    expect(statusHighlights('zh').map((highlight) => highlight.equals)).toEqual([
      '开发中',
      'NRND',
      '计划停产',
      '已经停产',
    ]);
  });

  test('a refresh replaces marks set in any language: the marked statuses of all three, each once', () => {
    expect(statusTexts().sort()).toEqual(
      [
        'Under Development',
        '开発中',
        '开发中',
        'NRND',
        'To be discontinued',
        'Discontinued',
        '生产中止予定',
        '生产中止',
        '计划停产',
        '已经停产',
      ].sort(),
    );
  });
});

describe('refreshBom: parts the service could not answer', () => {
  test('what was answered is written; a part without an answer says so in its row, and the outcome is incomplete', async () => {
    const client = fakeClient(CATALOG);
    const failure = new ServiceError(503, 9);
    // The lookup answers all but one part, then gives up on it.
    client.lookup = async (partnos) => {
      const found = new Map(
        partnos
          .filter((partno) => !/KA01J/i.test(partno))
          .map((partno) => [partno, CATALOG.find((product) => product.record.Partno === partno.trim())]),
      );
      throw new IncompleteLookupError(
        found,
        partnos.filter((partno) => /KA01J/i.test(partno)),
        failure,
      );
    };
    const h = jobHarness(client, { workbook: workbookWith(BOM, PARTS), now });
    const outcome = await refreshBom(h.context, { columns: ['Status'] });
    expect(outcome.status).toBe('incomplete');
    expect(outcome.counts).toMatchObject({ notAnswered: 1, notFound: 2 });
    const status = h.workbook.values('BOM').map((row) => row[3]);
    expect(status[1]).toBe('In Production');
    expect(status[2]).toBe('Not looked up: the service did not answer; refresh again');
    expect(status[6]).toBe('NRND');
    expect(outcome.summary).toMatchObject({ kind: 'refreshed', notAnswered: { count: 1, because: failure } });
    expect(bomSummaryText(outcome.summary)).toContain(
      '1 part number could not be looked up; its row says “Not looked up” and why, and the others are written: The service had a problem (503) and 9 attempts did not get an answer. Try again later.',
    );
  });

  test('offline, a mixed BOM: the parts a kept snapshot answered are written, the others name the snapshot to keep', async () => {
    const client = fakeClient(CATALOG);
    const offline = new NotInSnapshotsError(['ceramicCapacitorsSMD'], 'en');
    client.lookup = async (partnos) => {
      const answered = partnos.filter((partno) => /OCM155/i.test(partno));
      throw new IncompleteLookupError(
        new Map(answered.map((partno) => [partno, CATALOG.find((product) => product.record.Partno === partno)])),
        partnos.filter((partno) => !answered.includes(partno)),
        offline,
      );
    };
    const h = jobHarness(client, { workbook: workbookWith(BOM, PARTS), now });
    const outcome = await refreshBom(h.context, { columns: ['Status'] });
    expect(outcome.status).toBe('incomplete');
    const status = h.workbook.values('BOM').map((row) => row[3]);
    expect(status[6]).toBe('NRND');
    expect(status[1]).toBe('Not looked up: offline, keep a snapshot of Ceramic capacitors SMD');
    expect(outcome.summary).toMatchObject({ kind: 'refreshed', notAnswered: { because: offline } });
    expect(bomSummaryText(outcome.summary)).toContain('ceramic capacitors SMD');
  });

  test('when no part got an answer, the failure itself is thrown', async () => {
    const client = fakeClient(CATALOG);
    const failure = new ServiceError(503, 9);
    client.lookup = async () => {
      throw failure;
    };
    const h = jobHarness(client, { workbook: workbookWith(BOM, PARTS) });
    await expect(refreshBom(h.context)).rejects.toBe(failure);
  });
});

import { type Alternative, crossCheck, type Product, type SnapshotUse } from '../../../../../../src/core';
import { MemoryWorkbook } from '../../../../../../src/office/workbook';
import { i18n } from '../../../../../../src/taskpane/i18n/i18n';
import {
  insertEquivalents,
  type InsertEquivalentsRequest,
} from '../../../../../../src/taskpane/features/search/jobs/insertEquivalents';
import { equivalentsInsertedText } from '../../../../../../src/taskpane/features/search/wording/equivalentsText';
import { cancel, jobHarness, tableValues } from '../../../../../support/jobHarness';
import { fakeClient } from '../../../support/fakeClient';

const PARTNO = 'OCM155R71H104KA01D';
const fetchedAt = new Date(2026, 10, 24, 7, 31);

function smd(partno: string, specs: Record<string, unknown> = {}): Product {
  return {
    category: 'ceramicCapacitorsSMD',
    record: {
      Partno: partno,
      Status: 'In Production',
      Specs: { Capacitance: 1e-7, SizecodeInch: '0402', TemperatureCharacteristics: 'X7R', RatedVoltage: 50, ...specs },
    },
  } as unknown as Product;
}

/** 30 equivalents, more than the pane lists: 10 drop-ins (a higher voltage), then 20 to check (a lower one). */
const EQUIVALENTS: Alternative[] = Array.from({ length: 30 }, (_, index) => {
  const candidate = smd(`OCM155EQ${String(index).padStart(3, '0')}`, { RatedVoltage: index < 10 ? 100 : 25 });
  return { product: candidate, check: crossCheck(smd(PARTNO), candidate) };
});

function request(change: Partial<InsertEquivalentsRequest> = {}): InsertEquivalentsRequest {
  return {
    found: { partno: PARTNO, equivalents: EQUIVALENTS, fetchedAt },
    numberUnits: 'display',
    destination: 'newSheet',
    ...change,
  };
}

describe('insertEquivalents', () => {
  test('every equivalent, not only the first 25, into a new sheet, under a line that says when they were found', async () => {
    const client = fakeClient([]);
    const h = jobHarness(client);
    const outcome = await insertEquivalents(h.context, request());
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1', 'Equivalents']);
    expect(h.workbook.values('Equivalents')[0][0]).toBe(
      `As of 2026-11-24 07:31 · equivalents of ${PARTNO} · PartSpec › Search › Find equivalents`,
    );
    const values = tableValues(h.workbook, 'Equivalents');
    expect(values[0].slice(0, 5)).toEqual(['Partno', 'Verdict', 'Status', 'Differences', 'Better']);
    expect(values.slice(1).map((row) => row[0])).toEqual(EQUIVALENTS.map(({ product }) => product.record.Partno));
    expect(values.slice(1).map((row) => row[1])).toEqual([
      ...Array<string>(10).fill('drop-in'),
      ...Array<string>(20).fill('check'),
    ]);
    expect(values[11][3]).toBe('RatedVoltage: 50 V → 25 V');
    expect(values[1][4]).toBe('RatedVoltage: 50 V → 100 V');
    // Texts written as text, the table made an Excel table; nothing asked of the service.
    expect(h.workbook.cell('Equivalents', 12, 3)).toMatchObject({ quotePrefixed: true });
    expect(h.workbook.tables('Equivalents')).toEqual([outcome.range]);
    expect(client.lookups).toEqual([]);
    expect(client.service.calls).toEqual([]);
    const range = { sheet: 'Equivalents', row: 1, column: 0, rowCount: 31, columnCount: values[0].length };
    expect(outcome).toEqual({
      status: 'done',
      rows: 30,
      range,
      summary: { kind: 'inserted', partno: PARTNO, rows: 30, range, dropIns: 10, toCheck: 20 },
    });
    expect(equivalentsInsertedText(outcome.summary)).toBe(
      `Wrote 30 rows to Equivalents!A2:${String.fromCharCode(64 + values[0].length)}32, one per equivalent of ${PARTNO}: 10 drop-in replacements and 20 parts to check.`,
    );
  });

  test('at the selected cell, asking before writing over values; declined, nothing is written', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    workbook.setCellText('Sheet1', 5, 2, 'mine');
    workbook.setSelection({ sheet: 'Sheet1', row: 3, column: 1, rowCount: 1, columnCount: 1 });
    const h = jobHarness(fakeClient([]), { workbook });
    const outcome = await insertEquivalents(h.context, request({ destination: 'selection' }));
    expect(h.confirmations).toHaveLength(1);
    expect(h.confirmations[0].question).toMatchObject({
      kind: 'replaceValues',
      rows: { unit: 'equivalents', count: 30 },
    });
    // Asked of what would be written: equivalents, not products.
    expect(h.confirmations[0].description).toMatch(
      /^Sheet1!B4:[A-Z]+34 holds values\. Replace them with the 30 equivalents found\?$/,
    );
    expect(outcome.status).toBe('declined');
    expect(workbook.values('Sheet1')[5][2]).toBe('mine');
    expect(
      workbook
        .values('Sheet1')
        .flat()
        .filter((value) => value !== ''),
    ).toEqual(['mine']);
  });

  test('at the selected cell, agreed: the table there, its line above it where that cell is free', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    workbook.setSelection({ sheet: 'Sheet1', row: 3, column: 1, rowCount: 1, columnCount: 1 });
    const h = jobHarness(fakeClient([]), { workbook, confirm: true });
    const outcome = await insertEquivalents(h.context, request({ destination: 'selection' }));
    expect(outcome).toMatchObject({ status: 'done', rows: 30, range: { sheet: 'Sheet1', row: 3, column: 1 } });
    expect(String(workbook.values('Sheet1')[2][1])).toMatch(/^As of 2026-11-24 07:31 · equivalents of /);
    expect(workbook.values('Sheet1')[3][1]).toBe('Partno');
  });

  test('found in a kept snapshot: the line and the outcome say its date', async () => {
    const snapshot: SnapshotUse = {
      service: 'http://127.0.0.1:3100',
      category: 'ceramicCapacitorsSMD',
      lang: 'en',
      issuedAt: new Date(2026, 10, 22, 9, 14).toISOString(),
      productCount: 1000,
      bytes: 1,
      checksum: 'x',
      ageMs: 2 * 86_400_000,
      ageChecked: true,
      stale: false,
    };
    const h = jobHarness(fakeClient([]));
    const outcome = await insertEquivalents(
      h.context,
      request({
        found: {
          partno: PARTNO,
          equivalents: EQUIVALENTS,
          fetchedAt,
          snapshots: [snapshot],
          sources: {
            at: fetchedAt.toISOString(),
            atChecked: true,
            service: 0,
            snapshots: [{ ...snapshot, count: 31 }],
          },
        },
      }),
    );
    expect(String(h.workbook.values('Equivalents')[0][0])).toMatch(
      /^As of the snapshot of 2026-11-22 09:14 \(2 days old by the service's clock\) · /,
    );
    expect(outcome.snapshots).toEqual([snapshot]);
  });

  test('no equivalent to write: not found, never done; no sheet added', async () => {
    const h = jobHarness(fakeClient([]));
    const outcome = await insertEquivalents(
      h.context,
      request({ found: { partno: PARTNO, equivalents: [], fetchedAt } }),
    );
    expect(outcome).toMatchObject({ status: 'notFound', rows: 0 });
    expect(outcome.summary).toEqual({ kind: 'none', partno: PARTNO });
    expect(equivalentsInsertedText(outcome.summary)).toMatch(
      new RegExp(`^${PARTNO} is known, but no part In Production can replace it`),
    );
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('cancelled before it wrote: nothing written, no sheet added, and the summary counts equivalents', async () => {
    const h = jobHarness(fakeClient([]));
    cancel(h);
    const outcome = await insertEquivalents(h.context, request());
    expect(outcome).toEqual({
      status: 'cancelled',
      rows: 0,
      summary: { kind: 'stoppedBefore', rows: { unit: 'equivalents', count: 30 } },
    });
    expect(equivalentsInsertedText(outcome.summary)).toBe(
      'Stopped before writing the 30 equivalents found; nothing was written.',
    );
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test.each([
    ['ja', '見つかった 30 件の同等品を書き込む前に停止しました。何も書き込んでいません。'],
    ['zh', '已在写入找到的 30 个等效品之前停止；未写入任何内容。'],
  ] as const)('in %s too, the summary counts equivalents, never products', async (lang, summary) => {
    await i18n.changeLanguage(lang);
    try {
      const h = jobHarness(fakeClient([]));
      cancel(h);
      expect(equivalentsInsertedText((await insertEquivalents(h.context, request())).summary)).toBe(summary);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

import { createClient, fieldNames, type PartSpecClient } from '../../src/core';
import {
  BOM_HISTORY_INDEX,
  BOM_READINGS_KEPT,
  bomKey,
  ExcelWorkbook,
  jsonBytes,
  LEGACY_BOM_HISTORY,
  MAX_RECORD_PART_BYTES,
  type MemoryWorkbook,
  readBomReading,
  readTableRecords,
} from '../../src/office/workbook';
import { recordXml } from '../../src/office/workbook/recordXml';
import { refreshBom } from '../../src/taskpane/features/bom/jobs/refreshBom';
import { bomSummaryText } from '../../src/taskpane/features/bom/wording/bomSummaryText';
import { ExcelFake, WEB_PAYLOAD_LIMIT_BYTES } from '../support/excelFake';
import { jobHarness } from '../support/jobHarness';
import { products } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';

/*
 * BOMs of the size engineers keep, on Excel on the web, which refuses any request or answer over 5 MB: the
 * refresh writes its columns, its history, its record and its marks, and the history is read back, every
 * request under the limit. The history of an earlier PartSpec, one record for every BOM, is read where the
 * Excel can read it and moved into parts; where it cannot, it is kept as it is and the refresh says so.
 */

const service = useContractService({ settings: false });
let client: PartSpecClient;
beforeAll(async () => {
  client = createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });
}, 60_000);

const NOW = new Date(2026, 2, 1, 9, 0);
const SMD = products()
  .filter((product) => product.category === 'ceramicCapacitorsSMD')
  .map((product) => product.record.Partno);

/** A fake Excel on the web holding a BOM sheet of `partnos` under a header, selected. */
function bomWorkbook(partnos: readonly string[], options: { host?: 'web' | 'desktop'; sheets?: string[] } = {}) {
  const fake = new ExcelFake({ sheets: options.sheets ?? ['BOM'], ...(options.host ? { host: options.host } : {}) });
  fake.setValues('BOM', 0, 0, [['Part number'], ...partnos.map((partno) => [`'${partno}`])]);
  fake.select({ sheet: 'BOM', areas: [{ row: 0, column: 0, rowCount: partnos.length + 1, columnCount: 1 }] });
  const workbook = new ExcelWorkbook(fake.excel, fake.office);
  const context = jobHarness(client, { workbook: workbook as unknown as MemoryWorkbook, now: () => NOW }).context;
  return { fake, workbook, context };
}

/**
 * Every request and every answer the fake carried was under the web's limit (but `refused` answers, which
 * Excel on the web refused), and the history's parts under 1 MB.
 */
function expectWithinTheWeb(fake: ExcelFake, refused = 0): void {
  expect(Math.max(...fake.syncs.map((sync) => sync.payloadBytes))).toBeLessThan(WEB_PAYLOAD_LIMIT_BYTES);
  expect(fake.syncs.filter((sync) => sync.responseBytes >= WEB_PAYLOAD_LIMIT_BYTES)).toHaveLength(refused);
  for (const part of fake.customXmlParts()) {
    if (part.xml.includes('urn:partspec:record:bom-reading-')) {
      expect(jsonBytes(part.xml)).toBeLessThanOrEqual(MAX_RECORD_PART_BYTES);
    }
  }
}

/** The bytes of the history's readings, parts together. */
const readingBytes = (fake: ExcelFake): number =>
  fake
    .customXmlParts()
    .filter((part) => part.xml.includes('urn:partspec:record:bom-reading-'))
    .reduce((sum, part) => sum + jsonBytes(part.xml), 0);

async function refreshedWhole(size: { parts: number; fields: readonly string[] }, label: string): Promise<void> {
  const partnos = SMD.slice(0, size.parts);
  const { fake, workbook, context } = bomWorkbook(partnos);
  const outcome = await refreshBom(context, { columns: size.fields });
  expect({ label, status: outcome.status }).toEqual({ label, status: 'done' });
  // Not a test of nothing: the reading is over what one request could carry.
  expect(readingBytes(fake)).toBeGreaterThan(WEB_PAYLOAD_LIMIT_BYTES);
  expectWithinTheWeb(fake);
  // The columns, the note, the record and the marks are all there.
  expect(fake.valueAt('BOM', partnos.length, 1 + size.fields.indexOf('Status'))).not.toBe('');
  expect(outcome.noteAt).toBeDefined();
  expect(await readTableRecords(workbook)).toEqual([expect.objectContaining({ source: { kind: 'bom' } })]);
  expect(fake.conditionalFormats('BOM').length).toBeGreaterThan(0);
  // The history is read back through Excel on the web, part by part.
  const reading = await readBomReading(workbook, bomKey('BOM', 0, 0));
  expect(Object.keys(reading!.values)).toHaveLength(partnos.length);
  expectWithinTheWeb(fake);
}

test('a BOM of 16 fields × 10,000 parts on Excel on the web: columns, history, record and marks, every request under 5 MB', async () => {
  const fields = fieldNames('ceramicCapacitorsSMD').slice(1, 17);
  expect(fields).toHaveLength(16);
  await refreshedWhole({ parts: 10_000, fields }, '16 × 10,000');
}, 180_000);

test('a BOM of every field × 2,000 parts on Excel on the web: the same', async () => {
  await refreshedWhole({ parts: 2_000, fields: fieldNames().slice(1) }, 'every field × 2,000');
}, 180_000);

describe('the history of an earlier PartSpec: one record over 5 MB', () => {
  const small = SMD.slice(20_000, 20_200);
  /** Three parts whose Status the earlier history says was something else: three changes to find. */
  const altered = small.slice(0, 3);
  const legacyText = (() => {
    const values: Record<string, Record<string, string>> = {};
    for (const partno of small) values[partno] = altered.includes(partno) ? { Status: 'Obsolete' } : {};
    const filler: Record<string, Record<string, string>> = {};
    for (const partno of SMD.slice(0, 20_000)) filler[partno] = { Status: 'In Production', Notices: 'n'.repeat(200) };
    return JSON.stringify({
      version: 1,
      boms: {
        [bomKey('BOM', 0, 0)]: { readAt: '2025-12-01T08:00:00.000Z', values },
        [bomKey('Old', 0, 0)]: { readAt: '2025-11-01T08:00:00.000Z', values: filler },
      },
    });
  })();
  const legacyPart = () => ({ id: '{LEGACY}', xml: recordXml(LEGACY_BOM_HISTORY, legacyText) });

  test('on the web: the refresh completes and says the history could not be read; the history is kept as it is', async () => {
    expect(jsonBytes(legacyPart().xml)).toBeGreaterThan(WEB_PAYLOAD_LIMIT_BYTES);
    const { fake, context } = bomWorkbook(small, { sheets: ['BOM', 'Old'] });
    fake.restoreCustomXmlParts([legacyPart()]);
    const outcome = await refreshBom(context, { columns: ['Status'] });
    expect(outcome.status).toBe('done');
    expect(outcome.changedSince).toBeUndefined();
    expect(outcome.summary).toMatchObject({ kind: 'refreshed', earlierHistoryTooLarge: true });
    expect(bomSummaryText(outcome.summary)).toContain('which Excel on the web cannot read');
    expect(fake.customXmlParts().filter((part) => part.xml === legacyPart().xml)).toHaveLength(1);
    // Refused twice: read for the changes, and again when the reading is saved (to move it, were it readable).
    expectWithinTheWeb(fake, 2);
  }, 120_000);

  test('on a desktop Excel: read, its changes found, its readings moved into parts every Excel can read', async () => {
    const { fake, context } = bomWorkbook(small, { host: 'desktop', sheets: ['BOM', 'Old'] });
    fake.restoreCustomXmlParts([legacyPart()]);
    const outcome = await refreshBom(context, { columns: ['Status'] });
    expect(outcome.changedSince).toBe('2025-12-01T08:00:00.000Z');
    expect(outcome.changes.map((change) => change.partno).sort()).toEqual([...altered].sort());
    expect(fake.customXmlParts().some((part) => part.xml.includes(`record:${LEGACY_BOM_HISTORY}"`))).toBe(false);
    // The same file on the web: every part under 1 MB, the old BOM's reading read back whole.
    const web = new ExcelFake({ sheets: ['BOM', 'Old'] });
    web.restoreCustomXmlParts(fake.customXmlParts());
    const reading = await readBomReading(new ExcelWorkbook(web.excel, web.office), bomKey('Old', 0, 0));
    expect(Object.keys(reading!.values)).toHaveLength(20_000);
    expectWithinTheWeb(web);
  }, 120_000);
});

test(`a history of 50 BOMs: kept for the ${BOM_READINGS_KEPT} refreshed last whose sheet is still there, the rest dropped`, async () => {
  // An earlier PartSpec kept every BOM's reading: 50 BOMs on sheets B0 to B49, refreshed one a day; the
  // sheets of B45 to B49 (the newest five) have since been deleted.
  const sheets = Array.from({ length: 45 }, (_, index) => `B${index}`);
  const boms: Record<string, unknown> = {};
  for (let index = 0; index < 50; index++) {
    boms[bomKey(`B${index}`, 0, 0)] = {
      readAt: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
      values: { [SMD[index]]: { Status: 'In Production' } },
    };
  }
  const { fake, workbook, context } = bomWorkbook(SMD.slice(0, 5), { sheets: ['BOM', ...sheets] });
  fake.restoreCustomXmlParts([
    { id: '{LEGACY}', xml: recordXml(LEGACY_BOM_HISTORY, JSON.stringify({ version: 1, boms })) },
  ]);
  await refreshBom(context, { columns: ['Status'] });
  const kept: string[] = [];
  for (let index = 0; index < 50; index++) {
    if (await readBomReading(workbook, bomKey(`B${index}`, 0, 0))) kept.push(`B${index}`);
  }
  // The BOM refreshed now, and the 19 newest of those whose sheet remains: B26 to B44.
  expect(kept).toEqual(sheets.slice(26));
  expect(await readBomReading(workbook, bomKey('BOM', 0, 0))).toBeDefined();
  const index = JSON.parse((await workbook.readRecord(BOM_HISTORY_INDEX))!) as { boms: unknown[] };
  expect(index.boms).toHaveLength(BOM_READINGS_KEPT);
  expect(await workbook.recordNames('bom-reading-')).toHaveLength(BOM_READINGS_KEPT);
  expect(await workbook.readRecord(LEGACY_BOM_HISTORY)).toBeUndefined();
  expectWithinTheWeb(fake);
}, 120_000);

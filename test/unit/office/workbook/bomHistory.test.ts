import {
  BOM_HISTORY_INDEX,
  BOM_READINGS_KEPT,
  type BomReading,
  jsonBytes,
  LEGACY_BOM_HISTORY,
  MAX_RECORD_PART_BYTES,
  MemoryWorkbook,
  readBomReading,
  saveBomReading,
} from '../../../../src/office/workbook';
import { recordXml } from '../../../../src/office/workbook/recordXml';

const KEY = 'BOM|0|0';

const READING: BomReading = {
  readAt: '2026-12-02T08:30:00.000Z',
  values: { OCM188R71H104KA01D: { Status: 'NRND', LastBuyDate: '2027-06-30', AlternativePartno: '' } },
  lastChanges: [
    {
      seenAt: '2026-11-20T08:00:00.000Z',
      parts: { OCM188R71H104KA01D: { Status: ['In Production', 'NRND'], LastBuyDate: ['', '2027-06-30'] } },
    },
  ],
};

/** A reading of `parts` parts, 4 fields each, of about 100 bytes a part. */
function bigReading(parts: number, readAt = READING.readAt): BomReading {
  const values: Record<string, Record<string, string | number>> = {};
  for (let index = 0; index < parts; index++) {
    values[`OCM188R71H${String(index).padStart(6, '0')}KA01D`] = {
      Status: 'In Production',
      LastBuyDate: '',
      ProductionEndDate: '2031-03-31',
      Capacitance: 1e-7 + index * 1e-12,
    };
  }
  return { readAt, values, lastChanges: [] };
}

async function withLegacy(text: string, sheets = ['BOM']): Promise<MemoryWorkbook> {
  const workbook = new MemoryWorkbook({ sheets });
  await workbook.writeRecord(LEGACY_BOM_HISTORY, text);
  return workbook;
}

/** The records a workbook keeps, by name. */
async function records(workbook: MemoryWorkbook): Promise<Map<string, string>> {
  const names = await workbook.recordNames('');
  return new Map(await Promise.all(names.map(async (name) => [name, (await workbook.readRecord(name))!] as const)));
}

describe('the BOM history in the workbook', () => {
  test('a reading with its last changes is read back as it was saved; another BOM’s stays', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['BOM', 'Other'] });
    const other: BomReading = { readAt: READING.readAt, values: { X: { Status: 'NRND' } } };
    await saveBomReading(workbook, 'Other|0|0', 'Other', other);
    await saveBomReading(workbook, KEY, 'BOM', READING);
    expect(await readBomReading(workbook, KEY)).toEqual(READING);
    expect(await readBomReading(workbook, 'Other|0|0')).toEqual({ ...other, lastChanges: [] });
  });

  test('no last changes: none written, to keep the records small', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    await saveBomReading(workbook, KEY, 'BOM', { ...READING, lastChanges: [] });
    const kept = await records(workbook);
    expect(kept.size).toBe(2);
    for (const text of kept.values()) expect(text).not.toContain('lastChanges');
  });

  test('a reading over 1 MB: in parts of at most 1 MB each, read back whole; saved again, nothing of the last is left', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    const big = bigReading(12_000);
    await saveBomReading(workbook, KEY, 'BOM', big);
    const parts = [...(await records(workbook))].filter(([name]) => name !== BOM_HISTORY_INDEX);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    for (const [name, text] of parts)
      expect(jsonBytes(recordXml(name, text))).toBeLessThanOrEqual(MAX_RECORD_PART_BYTES);
    expect(await readBomReading(workbook, KEY)).toEqual(big);

    // A smaller reading next time: its one part in the other slot, the big one's parts deleted.
    await saveBomReading(workbook, KEY, 'BOM', READING);
    const after = [...(await workbook.recordNames(''))].sort();
    expect(after).toEqual(['bom-reading-1-b0', BOM_HISTORY_INDEX]);
    expect(await readBomReading(workbook, KEY)).toEqual(READING);
  });

  test('a save stopped before the index names the new reading leaves the last one whole, and its parts go at the next save', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    await saveBomReading(workbook, KEY, 'BOM', READING);
    const write = workbook.writeRecord.bind(workbook);
    jest.spyOn(workbook, 'writeRecord').mockImplementation(async (name, text) => {
      if (name === BOM_HISTORY_INDEX) throw new Error('Excel closed');
      return write(name, text);
    });
    await expect(saveBomReading(workbook, KEY, 'BOM', bigReading(10))).rejects.toThrow('Excel closed');
    expect(await readBomReading(workbook, KEY)).toEqual(READING);
    jest.restoreAllMocks();
    const later = bigReading(3, '2027-01-05T08:00:00.000Z');
    await saveBomReading(workbook, KEY, 'BOM', later);
    expect(await readBomReading(workbook, KEY)).toEqual(later);
    expect((await workbook.recordNames('')).sort()).toEqual(['bom-reading-1-b0', BOM_HISTORY_INDEX]);
  });

  test(`pruned: the readings of BOMs whose sheet is gone, and beyond the ${BOM_READINGS_KEPT} last refreshed`, async () => {
    const sheets = Array.from({ length: 30 }, (_, index) => `BOM ${index}`);
    const workbook = new MemoryWorkbook({ sheets });
    // 30 BOMs refreshed one a day; the sheets of BOM 28 and BOM 29 (the two newest) are later deleted.
    for (const [index, sheet] of sheets.entries()) {
      const readAt = new Date(Date.UTC(2026, 0, 1 + index)).toISOString();
      const saved = await saveBomReading(workbook, `${sheet}|0|0`, sheet, {
        readAt,
        values: { A: { Status: 'NRND' } },
      });
      expect(saved.dropped).toBe(index < BOM_READINGS_KEPT ? 0 : 1);
    }
    for (const sheet of ['BOM 28', 'BOM 29']) await workbook.deleteSheet(sheet);
    // BOM 0 refreshed again: its own reading kept, whatever its age.
    const saved = await saveBomReading(workbook, 'BOM 0|0|0', 'BOM 0', {
      readAt: '2026-03-01T00:00:00.000Z',
      values: { A: { Status: 'Discontinued' } },
    });
    const keptNow = async (sheet: string) => (await readBomReading(workbook, `${sheet}|0|0`)) !== undefined;
    const kept = [];
    for (const sheet of sheets) if (await keptNow(sheet)) kept.push(sheet);
    // The 20 newest were BOM 10 to BOM 29; of those, 28 and 29 are gone; BOM 0 comes back as the newest.
    expect(kept).toEqual(['BOM 0', ...sheets.slice(10, 28)]);
    expect(saved.dropped).toBe(2);
    expect((await workbook.recordNames('bom-reading-')).length).toBe(kept.length);
  });

  test('a reading of which a part is missing, or not this BOM’s, is a first refresh', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    await saveBomReading(workbook, KEY, 'BOM', bigReading(12_000));
    const [part] = await workbook.recordNames('bom-reading-');
    await workbook.deleteRecords([part]);
    expect(await readBomReading(workbook, KEY)).toBeUndefined();
    // The index naming another key's parts (a file edited by hand): not read as this BOM's.
    await saveBomReading(workbook, KEY, 'BOM', READING);
    const index = JSON.parse((await workbook.readRecord(BOM_HISTORY_INDEX))!) as { boms: { key: string }[] };
    index.boms[0].key = 'BOM|5|5';
    await workbook.writeRecord(BOM_HISTORY_INDEX, JSON.stringify(index));
    expect(await readBomReading(workbook, 'BOM|5|5')).toBeUndefined();
  });

  test('an index written by a later PartSpec is neither read nor written over', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    const later = JSON.stringify({ version: 2, boms: [{ whatever: true }] });
    await workbook.writeRecord(BOM_HISTORY_INDEX, later);
    expect(await readBomReading(workbook, KEY)).toBeUndefined();
    await saveBomReading(workbook, KEY, 'BOM', READING);
    expect(await workbook.readRecord(BOM_HISTORY_INDEX)).toBe(later);
    expect(await workbook.recordNames('bom-reading-')).toEqual([]);
  });
});

describe('the history of earlier versions, one record for every BOM', () => {
  const legacy = (boms: Record<string, unknown>) => JSON.stringify({ version: 1, boms });

  test('read, its readings without last changes read with none', async () => {
    const workbook = await withLegacy(legacy({ [KEY]: { readAt: READING.readAt, values: READING.values } }));
    expect(await readBomReading(workbook, KEY)).toEqual({
      readAt: READING.readAt,
      values: READING.values,
      lastChanges: [],
    });
  });

  test('at the next save, its readings move into parts of their own, and the record is deleted', async () => {
    const other = { readAt: '2026-10-01T00:00:00.000Z', values: { B: { Status: 'NRND' } } };
    const gone = { readAt: '2026-10-02T00:00:00.000Z', values: { C: { Status: 'NRND' } } };
    const workbook = await withLegacy(
      legacy({ [KEY]: READING, 'Other|2|1': other, 'Gone|0|0': gone, 'Odd|0|0': { readAt: 1 } }),
      ['BOM', 'Other'],
    );
    const saved = await saveBomReading(workbook, 'Other|2|1', 'Other', { ...other, readAt: READING.readAt });
    expect(saved.earlierHistory).toBe('moved');
    expect(saved.dropped).toBe(1);
    expect(await workbook.readRecord(LEGACY_BOM_HISTORY)).toBeUndefined();
    expect(await readBomReading(workbook, KEY)).toEqual(READING);
    expect(await readBomReading(workbook, 'Other|2|1')).toEqual({ ...other, readAt: READING.readAt, lastChanges: [] });
    expect(await readBomReading(workbook, 'Gone|0|0')).toBeUndefined();
  });

  test('last changes not as this version writes them are left out, the well-formed ones kept', async () => {
    const good = READING.lastChanges![0];
    const odd = legacy({
      [KEY]: {
        ...READING,
        lastChanges: [
          good,
          'not a group',
          { seenAt: 'not a date', parts: good.parts },
          { seenAt: good.seenAt },
          { seenAt: good.seenAt, parts: { A: { Status: ['only one'] }, B: 'NRND', C: { Status: [null, 'NRND'] } } },
        ],
      },
    });
    expect((await readBomReading(await withLegacy(odd), KEY))?.lastChanges).toEqual([good]);
    const notAList = legacy({ [KEY]: { ...READING, lastChanges: { a: 1 } } });
    expect((await readBomReading(await withLegacy(notAList), KEY))?.lastChanges).toEqual([]);
  });

  test('a reading that is no reading, or a history that is no JSON, is a first refresh', async () => {
    expect(await readBomReading(await withLegacy(legacy({ [KEY]: { readAt: READING.readAt } })), KEY)).toBeUndefined();
    expect(await readBomReading(await withLegacy('{'), KEY)).toBeUndefined();
    expect(
      await readBomReading(await withLegacy(JSON.stringify({ version: 2, boms: { [KEY]: READING } })), KEY),
    ).toBeUndefined();
    expect(await readBomReading(new MemoryWorkbook(), KEY)).toBeUndefined();
  });
});

import {
  BOM_HISTORY,
  type BomReading,
  MemoryWorkbook,
  readBomReading,
  saveBomReading,
} from '../../../../src/office/workbook';

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

async function withRecord(text: string): Promise<MemoryWorkbook> {
  const workbook = new MemoryWorkbook();
  await workbook.writeRecord(BOM_HISTORY, text);
  return workbook;
}

describe('the BOM history in the workbook', () => {
  test('a reading with its last changes is read back as it was saved; another BOM’s stays', async () => {
    const workbook = new MemoryWorkbook();
    const other: BomReading = { readAt: READING.readAt, values: { X: { Status: 'NRND' } } };
    await saveBomReading(workbook, 'Other|0|0', other);
    await saveBomReading(workbook, KEY, READING);
    expect(await readBomReading(workbook, KEY)).toEqual(READING);
    expect(await readBomReading(workbook, 'Other|0|0')).toEqual({ ...other, lastChanges: [] });
  });

  test('no last changes: none written, to keep the record small', async () => {
    const workbook = new MemoryWorkbook();
    await saveBomReading(workbook, KEY, { ...READING, lastChanges: [] });
    expect(await workbook.readRecord(BOM_HISTORY)).not.toContain('lastChanges');
  });

  test('a history kept before last changes were kept is read, with none', async () => {
    const old = { version: 1, boms: { [KEY]: { readAt: READING.readAt, values: READING.values } } };
    const workbook = await withRecord(JSON.stringify(old));
    expect(await readBomReading(workbook, KEY)).toEqual({
      readAt: READING.readAt,
      values: READING.values,
      lastChanges: [],
    });
  });

  test('last changes not as this version writes them are left out, the well-formed ones kept', async () => {
    const good = READING.lastChanges![0];
    const odd = {
      version: 1,
      boms: {
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
      },
    };
    expect((await readBomReading(await withRecord(JSON.stringify(odd)), KEY))?.lastChanges).toEqual([good]);
    const notAList = { version: 1, boms: { [KEY]: { ...READING, lastChanges: { a: 1 } } } };
    expect((await readBomReading(await withRecord(JSON.stringify(notAList)), KEY))?.lastChanges).toEqual([]);
  });

  test('a reading that is no reading, or a history that is no JSON, is a first refresh', async () => {
    const noValues = { version: 1, boms: { [KEY]: { readAt: READING.readAt } } };
    expect(await readBomReading(await withRecord(JSON.stringify(noValues)), KEY)).toBeUndefined();
    expect(await readBomReading(await withRecord('{'), KEY)).toBeUndefined();
    expect(await readBomReading(new MemoryWorkbook(), KEY)).toBeUndefined();
  });
});

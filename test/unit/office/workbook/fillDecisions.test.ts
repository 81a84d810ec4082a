import {
  ExcelWorkbook,
  FILL_DECISIONS,
  fillKey,
  MemoryWorkbook,
  readFillDecisions,
  saveFillDecisions,
  type Workbook,
} from '../../../../src/office/workbook';
import { ExcelFake } from '../../../support/excelFake';

// What Fill decided, kept in the workbook so that a second fill knows which part numbers it wrote: the
// in-memory workbook and Excel's custom XML parts keep the same record.

const KEY = fillKey('BOM', 0, 1);
const DECISIONS = new Map([
  [3, { partno: 'OCM188R71H104KA01D', decision: 'met' as const }],
  [4, { partno: 'OCM155R71C104KA01D', decision: 'met' as const, check: true as const }],
  [1, { partno: 'OIH4NGS4R7MD0L', decision: 'noLongerMeets' as const }],
]);

const adapters: [string, () => Workbook][] = [
  ['the in-memory workbook', () => new MemoryWorkbook()],
  [
    'Excel',
    () => {
      const fake = new ExcelFake();
      return new ExcelWorkbook(fake.excel, fake.office);
    },
  ],
];

describe.each(adapters)('Fill’s decisions in %s', (_, open) => {
  test('saved and read back as they were, by row; another BOM’s stay', async () => {
    const workbook = open();
    await saveFillDecisions(workbook, fillKey('Other', 2, 0), new Map([[5, { partno: 'X', decision: 'met' }]]));
    await saveFillDecisions(workbook, KEY, DECISIONS);
    expect(await readFillDecisions(workbook, KEY)).toEqual(DECISIONS);
    expect(await readFillDecisions(workbook, fillKey('Other', 2, 0))).toEqual(
      new Map([[5, { partno: 'X', decision: 'met' }]]),
    );
    // Saved again: in place of the last, not added to it.
    await saveFillDecisions(workbook, KEY, new Map([[3, { partno: 'OCM188R71H104KA01D', decision: 'met' }]]));
    expect([...(await readFillDecisions(workbook, KEY)).keys()]).toEqual([3]);
  });

  test('a BOM never filled, or a workbook without the record: no decisions', async () => {
    expect(await readFillDecisions(open(), KEY)).toEqual(new Map());
  });
});

describe('a record not as this version writes it', () => {
  const withRecord = async (text: string) => {
    const workbook = new MemoryWorkbook();
    await workbook.writeRecord(FILL_DECISIONS, text);
    return workbook;
  };

  test('decisions that are no decisions are left out, the others read', async () => {
    const odd = {
      version: 1,
      boms: {
        [KEY]: {
          '2': { partno: 'A', decision: 'met' },
          '3': { partno: '', decision: 'met' },
          '4': { partno: 'B', decision: 'maybe' },
          '-1': { partno: 'C', decision: 'met' },
          x: { partno: 'D', decision: 'met' },
          '6': 'met',
          '7': { partno: 'E', decision: 'met', check: 'yes' },
          '8': { partno: 'F', decision: 'met', check: true },
        },
      },
    };
    expect(await readFillDecisions(await withRecord(JSON.stringify(odd)), KEY)).toEqual(
      new Map([
        [2, { partno: 'A', decision: 'met' }],
        [8, { partno: 'F', decision: 'met', check: true }],
      ]),
    );
  });

  test('no JSON, another version, or no BOMs: read as none, and saving writes a record of this version', async () => {
    for (const text of ['{', JSON.stringify({ version: 2, boms: {} }), JSON.stringify({ version: 1 }), '']) {
      const workbook = await withRecord(text);
      expect(await readFillDecisions(workbook, KEY)).toEqual(new Map());
      await saveFillDecisions(workbook, KEY, DECISIONS);
      expect(JSON.parse((await workbook.readRecord(FILL_DECISIONS)) ?? '')).toEqual({
        version: 1,
        boms: {
          [KEY]: {
            '1': { partno: 'OIH4NGS4R7MD0L', decision: 'noLongerMeets' },
            '3': { partno: 'OCM188R71H104KA01D', decision: 'met' },
            '4': { partno: 'OCM155R71C104KA01D', decision: 'met', check: true },
          },
        },
      });
    }
  });

  test('the key names the BOM by its sheet, header row and value column', () => {
    expect(fillKey('BOM', 0, 1)).toBe('BOM|0|1');
  });
});

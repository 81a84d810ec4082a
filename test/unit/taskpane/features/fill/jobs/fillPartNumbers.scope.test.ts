import type { CellValue, Product } from '../../../../../../src/core';
import { FILL_DECISIONS, type RangeAddress } from '../../../../../../src/office/workbook';
import { i18n } from '../../../../../../src/taskpane/i18n/i18n';
import { fillPartNumbers } from '../../../../../../src/taskpane/features/fill/jobs/fillPartNumbers';
import { fillSummaryText } from '../../../../../../src/taskpane/features/fill/wording/fillSummaryText';
import { productOf } from '../../../../../support/productOf';
import { jobHarness } from '../../../../../support/jobHarness';
import { fakeClient } from '../../../support/fakeClient';
import { workbookWith } from '../../../support/workbookWith';

// Fill over the real matcher (the fake client's searches, core's rule): lines not fitted, out of scope, of a
// body the catalogue lacks, and a second fill that knows what it wrote from the workbook's record, not from
// the words of the Match column.

const capacitor = (partno: string, voltage: number, extra: Record<string, unknown> = {}): Product =>
  productOf(partno, {
    Status: 'In Production',
    Mounting: ['Reflow soldering'],
    Specs: {
      Capacitance: 1e-7,
      CapacitanceText: '0.1µF',
      RatedVoltage: voltage,
      RatedVoltageClass: 'DC',
      RatedVoltageText: `${voltage}Vdc`,
      SizecodeInch: '0402',
      SizecodeMm: '1005',
      SmdType: 'Two-terminal',
      TemperatureCharacteristics: 'X7R',
      ToleranceCapacitance: '±10%',
      ...extra,
    },
  });
const PARTS = [capacitor('OCM155R70J104KA01D', 6.3), capacitor('OCM155R71E104KA01D', 25)];
const VALUE_HEADER: RangeAddress = { sheet: 'BOM', row: 0, column: 1, rowCount: 1, columnCount: 1 };

afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function fill(rows: CellValue[][]) {
  const h = jobHarness(fakeClient(PARTS), { workbook: workbookWith(rows, VALUE_HEADER) });
  const outcome = await fillPartNumbers(h.context);
  return { h, outcome, values: h.workbook.values('BOM') };
}

describe('Fill part numbers: lines that get no part, said', () => {
  test('a DNP line is Not fitted: no part, no Check; an electrolytic is out of scope; a 12 x 12 body not in the catalogue', async () => {
    const { outcome, values } = await fill([
      ['Ref', 'Value', 'Footprint'],
      ['C1', '100nF 0402 X7R DNP', ''],
      ['C2', '22uF', 'CP_Elec_6.3x7.7'],
      ['L1', '10uH', 'L_12x12mm_H8mm'],
      ['C3', '100nF X7R', 'C_0402_1005Metric'],
    ]);
    expect(values.slice(1).map((row) => row.slice(3))).toEqual([
      ['', 'Not fitted', 'not fitted: DNP'],
      ['', 'Out of scope', 'not a ceramic capacitor or inductor: a polarised capacitor (CP_Elec_6.3x7.7)'],
      ['', 'Not in the catalogue', 'no part of this body size (12 × 12 mm) in the catalogue (L_12x12mm_H8mm)'],
      // No voltage stated: the 25 V part, 16 V or more assumed, and nothing to check.
      ['OCM155R71E104KA01D', 'Exact', 'voltage not stated: 16V or more assumed; tolerance not stated: ±10%'],
    ]);
    expect(outcome).toMatchObject({
      toCheck: [],
      summary: { lines: { filled: 1, notFitted: 1, outOfScope: 1, noPart: 1 } },
    });
    expect(outcome.summary).toMatchObject({ kind: 'matched', lines: { notFitted: 1, outOfScope: 1, noPart: 1 } });
    expect(fillSummaryText(outcome.summary)).toContain('1 line is not fitted: no part was chosen for it.');
    expect(fillSummaryText(outcome.summary)).toContain(
      '1 line is no ceramic capacitor or inductor: its Why says what it is.',
    );
  });

  test('a DNP column marks its lines not fitted; a Fitted column its No; the designator column is no value', async () => {
    const dnp = await fill([
      ['Designator', 'Value', 'DNP'],
      ['L1', '100n', 'x'],
      ['C3', '100n 0402', 'No'],
    ]);
    expect(dnp.values.slice(1).map((row) => row.slice(3))).toEqual([
      ['', 'Not fitted', 'not fitted: DNP: x'],
      [
        'OCM155R71E104KA01D',
        // 0402 read as inch: no part of metric 0402 exists here, so the reading changes nothing and is no Check.
        'Exact',
        'characteristic not stated: X7R; voltage not stated: 16V or more assumed; tolerance not stated: ±10%; 0402 read as inch (metric 1005)',
      ],
    ]);
    const fitted = await fill([
      ['Designator', 'Value', 'Fitted'],
      ['C2', '100n 0402', 'No'],
      ['C3', '100n 0402', 'Yes'],
    ]);
    expect(fitted.values.slice(1).map((row) => row[4])).toEqual(['Not fitted', 'Exact']);
    // The designator column's L1 made 100n an inductance: no capacitor was proposed for it, and it asked nothing.
  });

  test('in Japanese and Chinese too', async () => {
    await i18n.changeLanguage('ja');
    const ja = await fill([
      ['Ref', 'Value'],
      ['C1', '100nF DNP'],
      ['R1', '10k'],
    ]);
    expect(ja.values.slice(1).map((row) => row[3])).toEqual(['未実装', '対象外']);
    await i18n.changeLanguage('zh');
    const zh = await fill([
      ['Ref', 'Value'],
      ['C1', '100nF DNP'],
      ['R1', '10k'],
    ]);
    expect(zh.values.slice(1).map((row) => row[4])).toEqual(['不贴装：DNP', '不是陶瓷电容或电感：电阻（10k）']);
  });
});

describe('Fill again: what it wrote, from the workbook’s record', () => {
  const BOM: CellValue[][] = [
    ['Ref', 'Value', 'Footprint'],
    ['C1', '100nF 16V X7R', 'C_0402_1005Metric'],
  ];

  test('a fill keeps its decisions in the workbook, by row and part number', async () => {
    const { h } = await fill(BOM);
    const record = JSON.parse((await h.workbook.readRecord(FILL_DECISIONS)) ?? '{}');
    expect(record).toEqual({
      version: 1,
      boms: { 'BOM|0|1': { '1': { partno: 'OCM155R71E104KA01D', decision: 'met' } } },
    });
  });

  test('rewording the Match column changes nothing: the line is weighed again as one Fill filled', async () => {
    const { h } = await fill(BOM);
    h.workbook.setCellText('BOM', 0, 4, "'Verdict");
    h.workbook.setCellText('BOM', 1, 4, "'whatever the words");
    h.workbook.setCellText('BOM', 1, 1, "'100nF 50V X7R");
    const again = await fillPartNumbers(h.context);
    // The part Fill wrote (25 V) no longer meets the line (50 V): said, whatever the Match column says.
    expect(again.summary.lines.noLongerMeets).toBe(1);
  });

  test('a part number typed over Fill’s is the user’s: not weighed, and its decision forgotten', async () => {
    const { h } = await fill(BOM);
    h.workbook.setCellText('BOM', 1, 3, "'MY-OWN-PART");
    h.workbook.setCellText('BOM', 1, 1, "'100nF 50V X7R");
    const again = await fillPartNumbers(h.context);
    expect(again).toMatchObject({ summary: { lines: { noLongerMeets: 0, kept: 1 } } });
    expect(h.workbook.values('BOM')[1][3]).toBe('MY-OWN-PART');
  });
});

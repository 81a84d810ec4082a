import {
  type CellValue,
  readPartDescription,
  type PartMatch,
  type PartMatchOptions,
  type PartSpecClient,
  type Product,
  ServiceError,
  type SnapshotDownload,
} from '../../../../../../src/core';
import type { RangeAddress } from '../../../../../../src/office/workbook';
import { i18n } from '../../../../../../src/taskpane/i18n/i18n';
import { refreshBom } from '../../../../../../src/taskpane/features/bom/jobs/refreshBom';
import { BomRefreshError } from '../../../../../../src/taskpane/errors/BomRefreshError';
import { describeError } from '../../../../../../src/taskpane/wording/describeError';
import { chooseCandidate } from '../../../../../../src/taskpane/features/fill/jobs/chooseCandidate';
import { fillPartNumbers } from '../../../../../../src/taskpane/features/fill/jobs/fillPartNumbers';
import { checkTexts } from '../../../../../../src/taskpane/features/fill/wording/fillTexts';
import { candidateSummaryText } from '../../../../../../src/taskpane/features/fill/wording/candidateSummaryText';
import { fillSummaryText, fillTitleText } from '../../../../../../src/taskpane/features/fill/wording/fillSummaryText';
import { productOf } from '../../../../../support/productOf';
import { cancelWhen, jobHarness } from '../../../../../support/jobHarness';
import { fakeClient } from '../../../support/fakeClient';
import { workbookWith } from '../../../support/workbookWith';

// Fill part numbers over a client whose `match` answers what each test says: the job's part is the BOM
// (which lines, which cells, what is never written over), the words, progress, Cancel and failures; the
// matching itself is core's, tested there.

// The parts' values are those of parts of the reference dataset: a fill again weighs a part filled before
// against its line by the matching rule (a 100nF 25V X7R 0402 capacitor meets `100nF 16V X7R` in 0402).
const CAP_SPECS = {
  Capacitance: 1e-7,
  CapacitanceText: '0.1µF',
  RatedVoltage: 25,
  RatedVoltageClass: 'DC',
  RatedVoltageText: '25Vdc',
  SizecodeInch: '0402',
  SizecodeMm: '1005',
  SmdType: 'Two-terminal',
  TemperatureCharacteristics: 'X7R',
  ToleranceCapacitance: '±10%',
};
const capacitor = (partno: string, specs: Record<string, unknown> = CAP_SPECS): Product =>
  productOf(partno, {
    Status: 'In Production',
    AlternativePartno: [],
    Mounting: ['Reflow soldering'],
    Specs: specs,
  });
const CAP_A = capacitor('OCM155R71C104KA01D');
const CAP_B = capacitor('OCM155R71C104KA02D');
const CAP_220 = capacitor('OCM155R71C224KA01D', { ...CAP_SPECS, Capacitance: 2.2e-7, CapacitanceText: '0.22µF' });
const COIL = productOf(
  'LQH32PN4R7NN0L',
  {
    Status: 'NRND',
    AlternativePartno: [],
    Mounting: ['Reflow soldering'],
    Specs: {
      Inductance: 4.7e-6,
      InductanceText: '4.7µH',
      InductanceTolerance: '±20%',
      RatedCurrent: 2,
      RatedCurrentText: '2A',
      SizecodeInch: '1210',
      SizecodeMm: '3225',
    },
  },
  'inductors',
);

const exactly = (product: Product): PartMatch => ({
  product,
  verdict: 'exact',
  why: [],
  reasons: [],
  notes: [],
  checks: [],
});
const meets = (product: Product): PartMatch => ({
  product,
  verdict: 'meets',
  why: ['25Vdc for 16 V', 'tolerance not stated: ±10%'],
  reasons: [
    { requirement: 'ratedVoltage', kind: 'exceeded', stated: '16 V', actual: '25Vdc' },
    { requirement: 'tolerance', kind: 'unstated', actual: '±10%' },
  ],
  notes: [],
  checks: [],
});

/** What the fake's match answers, by the line's text; a thrown value is thrown. */
type Answers = Record<string, PartMatch[] | (() => never)>;

function clientAnswering(answers: Answers, products: readonly Product[] = [CAP_A, CAP_B, CAP_220, COIL]) {
  const asked: Array<{ text: string; options: PartMatchOptions; footprint?: string }> = [];
  const client: PartSpecClient = {
    ...fakeClient(products),
    // Fill reads each line once and asks for its whole answer: the line's value text (its reading's text
    // starts with it) picks the answer; a line with no answer here states no value.
    matchLine: async (line, options = {}) => {
      const description = typeof line === 'string' ? readPartDescription(line, options.footprint) : line;
      const text = Object.keys(answers).find(
        (key) => description.text === key || description.text.startsWith(`${key} `),
      );
      // The value text as the BOM has it: the reading's text without its footprint (a word of underscores).
      const valueText = text ?? description.text.replace(/ \S*_\S*$/, '');
      asked.push({ text: valueText, options, footprint: description.size?.text });
      options.signal?.throwIfAborted();
      const answer = text === undefined ? undefined : answers[text];
      if (typeof answer === 'function') return answer();
      if (answer === undefined) return { kind: 'noValue', description };
      return { kind: 'parts', description, matches: answer };
    },
  };
  return { client, asked };
}

/** Ref, Value, Footprint, Part number: one line has its part number already; one is no capacitor at all. */
const BOM: CellValue[][] = [
  ['Ref', 'Value', 'Footprint', 'Part number'],
  ['C1', '100nF 16V X7R', 'C_0402_1005Metric', ''],
  ['L1', '4.7uH/2A', 'L_1210_3225Metric', ''],
  ['C2', '1uF 10V', 'C_0603_1608Metric', 'GIVEN-1UF'],
  ['J1', 'Conn_01x02', 'PinHeader_1x02', ''],
  ['C3', '22pF 50V', 'C_0402_1005Metric', ''],
];
const VALUE_HEADER: RangeAddress = { sheet: 'BOM', row: 0, column: 1, rowCount: 1, columnCount: 1 };

const ANSWERS: Answers = {
  '100nF 16V X7R': [meets(CAP_A), meets(CAP_B)],
  '4.7uH/2A': [exactly(COIL)],
  '22pF 50V': [],
};

/** The 100nF line's first part marked Check by core: parts as good whose characteristics no rule orders. */
const CHECKED: Answers = {
  ...ANSWERS,
  '100nF 16V X7R': [
    { ...meets(CAP_A), checks: [{ kind: 'alike', count: 2, characteristics: ['X7R', 'X7T'] }] },
    meets(CAP_B),
  ],
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The failure of a job that must fail, and what the pane says of it (describeError). */
async function refusalOf(job: Promise<unknown>): Promise<{ error: unknown; said: string }> {
  try {
    await job;
  } catch (error) {
    return { error, said: describeError(error) };
  }
  throw new Error('The job did not fail.');
}

describe('fillPartNumbers', () => {
  test('fills the BOM’s own part-number column where it is empty, and appends Match and Why', async () => {
    const { client, asked } = clientAnswering(ANSWERS);
    const h = jobHarness(client, { workbook: workbookWith(BOM, VALUE_HEADER) });
    const outcome = await fillPartNumbers(h.context);

    expect(h.workbook.values('BOM')).toEqual([
      ['Ref', 'Value', 'Footprint', 'Part number', 'Match', 'Why'],
      [
        'C1',
        '100nF 16V X7R',
        'C_0402_1005Metric',
        'OCM155R71C104KA01D',
        // Two parts alike in everything shown: the first is taken, nothing to check.
        'Meets',
        'rated voltage 25Vdc for 16 V; tolerance not stated: ±10%',
      ],
      ['L1', '4.7uH/2A', 'L_1210_3225Metric', 'LQH32PN4R7NN0L', 'Exact', ''],
      // The part number already there is the user's: its line is left as it was, all of it.
      ['C2', '1uF 10V', 'C_0603_1608Metric', 'GIVEN-1UF', '', ''],
      ['J1', 'Conn_01x02', 'PinHeader_1x02', '', 'Not read', 'not understood: Conn 01x02 PinHeader 1x02'],
      ['C3', '22pF 50V', 'C_0402_1005Metric', '', 'No part', 'no part fits: 22pF, C_0402_1005Metric, 50V'],
    ]);
    // Each line with its own footprint (the size read of it; a pin header has none), in the data language; the
    // line with a part number is not asked.
    expect(asked.map(({ text, footprint, options }) => [text, footprint, options.lang])).toEqual([
      ['100nF 16V X7R', 'C_0402_1005Metric', 'en'],
      ['4.7uH/2A', 'L_1210_3225Metric', 'en'],
      ['Conn_01x02', undefined, 'en'],
      ['22pF 50V', 'C_0402_1005Metric', 'en'],
    ]);
    expect(outcome).toMatchObject({
      status: 'doneSomeNotFound',
      partnos: { sheet: 'BOM', row: 0, column: 3, rowCount: 6, columnCount: 1 },
    });
    expect(outcome.summary).toEqual({
      kind: 'matched',
      again: false,
      lines: {
        filled: 2,
        noLongerMeets: 0,
        toCheck: 0,
        stillToCheck: 0,
        near: 0,
        kept: 1,
        notRead: 1,
        notFitted: 0,
        outOfScope: 0,
        noPart: 1,
      },
      filledRows: { sheet: 'BOM', row: 1, column: 3, rowCount: 5, columnCount: 1 },
    });
    expect(fillSummaryText(outcome.summary)).toBe(
      'Filled 2 part numbers in BOM!D2:D6. 1 line already had a part number and was left as it was. 1 line could not be read: its Why says which words. No part fits 1 line.',
    );
    expect(outcome.toCheck).toEqual([]);
    // Nothing was asked: the appended columns were empty.
    expect(h.confirmations).toEqual([]);
  });

  test('without a part-number column, appends Partno, Match and Why, headed in the display language', async () => {
    await i18n.changeLanguage('ja');
    const bom = BOM.map((row) => row.slice(0, 3));
    const { client } = clientAnswering(ANSWERS);
    const h = jobHarness(client, { workbook: workbookWith(bom, { ...VALUE_HEADER, row: 2 }) });
    const outcome = await fillPartNumbers(h.context);
    const values = h.workbook.values('BOM');
    expect(values[0]).toEqual(['Ref', 'Value', 'Footprint', '品番', '判定', '理由']);
    expect(values[1].slice(3, 5)).toEqual(['OCM155R71C104KA01D', '条件を満たす']);
    expect(values[1][5]).toContain('定格電圧 25Vdc (指定 16 V を上回る)');
    expect(values[2].slice(3)).toEqual(['LQH32PN4R7NN0L', '完全一致', '']);
    // A line of the value column that has a part number elsewhere is no line of this BOM's part numbers: the
    // whole BOM is filled when it has no part-number column.
    expect(values[3][3]).toBe('');
    expect(outcome.summary.lines.filled).toBe(2);
    // Every text is written as text: nothing from the service or the words becomes a formula or a number.
    expect(h.workbook.cell('BOM', 1, 3)).toMatchObject({ quotePrefixed: true });
    expect(h.workbook.cell('BOM', 0, 3)).toMatchObject({ quotePrefixed: true });
  });

  test('a part number from the service that looks like a formula stays text', async () => {
    const formula = productOf('=HYPERLINK("http://x")');
    const { client } = clientAnswering({ '100nF 16V X7R': [exactly(formula)] });
    const h = jobHarness(client, { workbook: workbookWith(BOM.slice(0, 2), VALUE_HEADER) });
    await fillPartNumbers(h.context);
    expect(h.workbook.cell('BOM', 1, 3)).toMatchObject({ value: '=HYPERLINK("http://x")', quotePrefixed: true });
    expect(h.workbook.cell('BOM', 1, 3)?.formula).toBeUndefined();
  });

  test('footprints found by the header named, or by a column letter; a name of no column is refused', async () => {
    const bom = BOM.map(([ref, value, footprint]) => [ref, value, '', footprint === 'Footprint' ? 'Land' : footprint]);
    const { client, asked } = clientAnswering(ANSWERS);
    await fillPartNumbers(jobHarness(client, { workbook: workbookWith(bom, VALUE_HEADER) }).context, {
      footprint: 'land',
    });
    expect(asked[0].footprint).toBe('C_0402_1005Metric');
    asked.length = 0;
    await fillPartNumbers(jobHarness(client, { workbook: workbookWith(bom, VALUE_HEADER) }).context, {
      footprint: 'D',
    });
    expect(asked[0].footprint).toBe('C_0402_1005Metric');
    const refused = await refusalOf(
      fillPartNumbers(jobHarness(client, { workbook: workbookWith(bom, VALUE_HEADER) }).context, {
        footprint: 'Package code',
      }),
    );
    expect(refused.error).toBeInstanceOf(BomRefreshError);
    expect(refused.error).toMatchObject({ problem: { kind: 'footprintNotFound', footprint: 'Package code' } });
    expect(refused.said).toMatch(/There is no column "Package code" on the header row/);
  });

  test('a footprint named that is no header nor a column of the BOM is refused before anything is asked or written', async () => {
    const { client, asked } = clientAnswering(ANSWERS);
    for (const footprint of ['FP', 'Pkg', 'Z']) {
      const h = jobHarness(client, { workbook: workbookWith(BOM, VALUE_HEADER) });
      const refused = await refusalOf(fillPartNumbers(h.context, { footprint }));
      expect(refused.error).toBeInstanceOf(BomRefreshError);
      expect(refused.error).toMatchObject({
        problem: {
          kind: 'footprintNotFound',
          footprint,
          headers: ['Ref', 'Footprint', 'Part number'],
          firstColumn: 0,
          lastColumn: 3,
        },
      });
      expect(refused.said).toBe(
        `There is no column "${footprint}" on the header row: type one of the BOM’s headers as it is written ("Ref", "Footprint", "Part number"), or the letter of one of its columns, A to D; or leave the box empty.`,
      );
      expect(h.workbook.values('BOM')).toEqual(BOM);
    }
    expect(asked).toEqual([]);
  });

  test('cells where the columns would be appended are asked about; declined, nothing is written', async () => {
    const bom = BOM.map((row, index) => [...row.slice(0, 3), index === 3 ? 'a note' : '']);
    const { client, asked } = clientAnswering(ANSWERS);
    const h = jobHarness(client, { workbook: workbookWith(bom, VALUE_HEADER), confirm: false });
    const outcome = await fillPartNumbers(h.context);
    const appended = { sheet: 'BOM', row: 1, column: 3, rowCount: 5, columnCount: 3 };
    expect(h.confirmations.map(({ question }) => question)).toEqual([{ kind: 'fillColumns', range: appended }]);
    expect(h.confirmations.map((question) => question.description)).toEqual([
      'BOM!D2:F6 holds values where Partno, Match and Why would go. Replace them?',
    ]);
    expect(outcome).toMatchObject({
      status: 'declined',
      summary: { kind: 'declined', range: appended, lines: { filled: 0 } },
    });
    expect(fillSummaryText(outcome.summary)).toBe('Nothing was written: BOM!D2:F6 was left as it was.');
    expect(h.workbook.values('BOM')).toEqual(bom);
    expect(asked).toEqual([]);
  });

  test('Cancel stops between two groups of lines: what was written stays', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => [`C${index + 1}`, '100nF 16V X7R']);
    const { client } = clientAnswering({ '100nF 16V X7R': [exactly(CAP_A)] });
    const h = jobHarness(client, {
      workbook: workbookWith([['Ref', 'Value'], ...lines], VALUE_HEADER),
      onProgress: cancelWhen((progress) => progress.done >= 25),
    });
    const outcome = await fillPartNumbers(h.context);
    expect(outcome.status).toBe('cancelled');
    expect(outcome.summary).toMatchObject({ kind: 'stopped', answered: 25, lines: { filled: 25 } });
    expect(fillSummaryText(outcome.summary)).toMatch(
      /^Stopped after 25 lines; what was written stays\. Filled 25 part numbers/,
    );
    const partnos = h.workbook.values('BOM').map((row) => row[2]);
    expect(partnos.slice(1, 26).every((partno) => partno === 'OCM155R71C104KA01D')).toBe(true);
    expect(partnos.slice(26).every((partno) => partno === '' || partno === undefined)).toBe(true);
    expect(h.progress.at(-1)).toMatchObject({ done: 25, total: 60 });
  });

  test('progress has its total as soon as the lines are read: 0 of N, before any answer or write', async () => {
    const bom = BOM.map((row) => row.slice(0, 3));
    const { client, asked } = clientAnswering(ANSWERS);
    const seen: Array<{ asked: number; header: CellValue[] }> = [];
    const h = jobHarness(client, {
      workbook: workbookWith(bom, VALUE_HEADER),
      onProgress: (_, harness) => seen.push({ asked: asked.length, header: harness.workbook.values('BOM')[0] }),
    });
    await fillPartNumbers(h.context);
    expect(h.progress[0]).toMatchObject({ done: 0, step: { kind: 'readingBom' }, text: 'Reading the BOM' });
    expect(h.progress[1]).toMatchObject({
      done: 0,
      total: 5,
      step: { kind: 'linesMatched' },
      text: '0 of 5 lines matched',
    });
    expect(seen[1]).toEqual({ asked: 0, header: ['Ref', 'Value', 'Footprint'] });
    expect(h.progress.at(-1)).toMatchObject({ done: 5, total: 5, text: '5 of 5 lines matched' });
  });

  test('Cancel before any line was written leaves the sheet as it was: no appended headers', async () => {
    const bom = BOM.map((row) => row.slice(0, 3));
    const { client } = clientAnswering(ANSWERS);
    const h = jobHarness(client, {
      workbook: workbookWith(bom, VALUE_HEADER),
      onProgress: cancelWhen((progress) => progress.total !== undefined && progress.done === 0),
    });
    const outcome = await fillPartNumbers(h.context);
    expect(outcome).toMatchObject({
      status: 'cancelled',
      summary: { kind: 'stopped', answered: 0, lines: { filled: 0 } },
    });
    expect(fillSummaryText(outcome.summary)).toBe('Stopped before any line was written: the sheet is as it was.');
    expect(h.workbook.values('BOM')).toEqual(bom);
  });

  test('the overwrite question still comes before anything is written, and the headers go in with the first lines', async () => {
    const bom = BOM.map((row, index) => [...row.slice(0, 3), index === 3 ? 'a note' : '']);
    const { client } = clientAnswering(ANSWERS);
    const h = jobHarness(client, { workbook: workbookWith(bom, VALUE_HEADER), confirm: true });
    await fillPartNumbers(h.context);
    expect(h.confirmations).toHaveLength(1);
    expect(h.workbook.values('BOM')[0]).toEqual(['Ref', 'Value', 'Footprint', 'Partno', 'Match', 'Why']);
  });

  test('a selected column in which no line states a value is refused before anything is asked or written', async () => {
    const { client, asked } = clientAnswering(ANSWERS);
    const h = jobHarness(client, { workbook: workbookWith(BOM, { ...VALUE_HEADER, column: 0 }) });
    const refused = await refusalOf(fillPartNumbers(h.context));
    expect(refused.error).toBeInstanceOf(BomRefreshError);
    expect(refused.error).toMatchObject({ problem: { kind: 'noValues', header: 'Ref' } });
    expect(refused.said).toBe(
      'The selected column "Ref" holds no values: no line of it states a capacitance or inductance such as “100nF 16V X7R”. Select the BOM’s value column (its header or its cells) and try again.',
    );
    expect(asked).toEqual([]);
    expect(h.confirmations).toEqual([]);
    expect(h.workbook.values('BOM')).toEqual(BOM);
    // The footprint column selected: no value either.
    const footprints = jobHarness(client, { workbook: workbookWith(BOM, { ...VALUE_HEADER, column: 2 }) });
    const footprintsRefused = await refusalOf(fillPartNumbers(footprints.context));
    expect(footprintsRefused.error).toMatchObject({ problem: { kind: 'noValues', header: 'Footprint' } });
    expect(footprintsRefused.said).toMatch(/The selected column "Footprint" holds no values/);
  });

  test('a line read whole that states no value says so in Why', async () => {
    const { client } = clientAnswering(ANSWERS);
    const bom = [
      ['Ref', 'Value'],
      ['C1', '100nF 16V X7R'],
      ['C2', 'C_0402_1005Metric'],
    ];
    const h = jobHarness(client, { workbook: workbookWith(bom, VALUE_HEADER) });
    await fillPartNumbers(h.context);
    expect(h.workbook.values('BOM')[2].slice(2)).toEqual(['', 'Not read', 'no value stated']);
  });

  test('a failure of the service stops the fill, incomplete; the lines answered before are written', async () => {
    const lines = Array.from({ length: 30 }, (_, index) => [`C${index + 1}`, index < 25 ? '100nF' : '1uF']);
    const { client } = clientAnswering({
      '100nF': [exactly(CAP_A)],
      '1uF': () => {
        throw new ServiceError(503, 4);
      },
    });
    const h = jobHarness(client, { workbook: workbookWith([['Ref', 'Value'], ...lines], VALUE_HEADER) });
    const outcome = await fillPartNumbers(h.context);
    expect(outcome.status).toBe('incomplete');
    expect(outcome.summary.lines.filled).toBe(25);
    expect(outcome.summary).toMatchObject({ kind: 'incomplete', failure: { status: 503 }, lines: { filled: 25 } });
    expect(fillSummaryText(outcome.summary)).toContain('The rest was not matched: The service had a problem (503)');
    expect(h.workbook.values('BOM')[25][2]).toBe('OCM155R71C104KA01D');
    expect(h.workbook.values('BOM')[26]?.[2] ?? '').toBe('');
  });

  test('filled again, a BOM whose lines all have part numbers is left as it is; a line still marked Check stays listed', async () => {
    const { client, asked } = clientAnswering(CHECKED);
    const h = jobHarness(client, { workbook: workbookWith(BOM, VALUE_HEADER) });
    const first = await fillPartNumbers(h.context);
    const sheet = h.workbook.values('BOM');
    expect(sheet[1][4]).toBe('Check: Meets');
    asked.length = 0;
    const again = await fillPartNumbers(h.context);
    // The lines without a part (not read, no part) are asked again, and the line still marked Check for the
    // parts offered beside its own; the ones filled are kept, every cell as it was.
    expect(asked.map(({ text }) => text)).toEqual(['100nF 16V X7R', 'Conn_01x02', '22pF 50V']);
    expect(again).toMatchObject({ summary: { lines: { kept: 3, filled: 0, stillToCheck: 1 } } });
    expect(h.workbook.values('BOM')).toEqual(sheet);
    // Listed with its actions as after the first fill: its part (the one in the sheet) first, to keep, and why.
    expect(again.toCheck.map((line) => [line.row, line.written])).toEqual(
      first.toCheck.map((line) => [line.row, line.written]),
    );
    expect(again.toCheck[0].choice.candidates.map((match) => match.product.record.Partno)).toEqual([
      'OCM155R71C104KA01D',
      'OCM155R71C104KA02D',
    ]);
    expect(checkTexts(again.toCheck[0].choice)).toEqual(checkTexts(first.toCheck[0].choice));
    expect(again.summary).toMatchObject({ kind: 'matched', again: true, lines: { stillToCheck: 1 } });
    expect(fillSummaryText(again.summary)).toContain(
      '1 line filled before is still marked Check: its part number stays, and its candidates are listed below.',
    );
    // Its title says what it did: it is no Not found, though a line has no part (as after the first fill).
    expect(fillTitleText(again.summary)).toBe('1 still to check; 1 line not read; 1 line with no part');
    expect(again.status).toBe('doneSomeNotFound');

    // Kept in the pane: no longer marked Check, so a fill after that neither asks for it nor lists it.
    await chooseCandidate(h.context, again.layout!, again.toCheck[0], again.toCheck[0].choice.candidates[0]);
    asked.length = 0;
    const third = await fillPartNumbers(h.context);
    expect(asked.map(({ text }) => text)).toEqual(['Conn_01x02', '22pF 50V']);
    expect(third).toMatchObject({ toCheck: [], summary: { lines: { kept: 3, stillToCheck: 0 } } });
    expect(fillTitleText(third.summary)).toBe('1 line not read; 1 line with no part');
  });

  test('a line still marked Check whose part leaves nothing to decide now is listed all the same, saying so', async () => {
    const checked = clientAnswering(CHECKED);
    const h = jobHarness(checked.client, { workbook: workbookWith(BOM, VALUE_HEADER) });
    await fillPartNumbers(h.context);
    // The same parts, no longer alike in what matters (the rules changed, say): the sheet still says Check.
    const plain = clientAnswering(ANSWERS);
    const again = await fillPartNumbers({ ...h.context, client: plain.client });
    expect(again.summary.lines.stillToCheck).toBe(1);
    expect(again.toCheck[0]).toMatchObject({ row: 1, written: 'OCM155R71C104KA01D' });
    expect(checkTexts(again.toCheck[0].choice)).toEqual([
      'marked Check when it was filled: keep its part, or choose another',
    ]);
  });

  test('filled again, the title counts what changed and what is still to check; a first fill keeps Done', async () => {
    const { client } = clientAnswering({ ...CHECKED, '220nF 16V X7R': [meets(CAP_220)] });
    const h = jobHarness(client, { workbook: workbookWith(BOM.slice(0, 3), VALUE_HEADER) });
    const first = await fillPartNumbers(h.context);
    expect(first.summary).toMatchObject({ kind: 'matched', again: false });
    expect(fillTitleText(first.summary)).toBeUndefined();
    expect(first.status).toBe('done');
    h.workbook.setCellText('BOM', 1, 1, '220nF 16V X7R');
    const again = await fillPartNumbers(h.context);
    expect(again.summary).toMatchObject({ kind: 'matched', again: true, lines: { noLongerMeets: 1 } });
    expect(fillTitleText(again.summary)).toBe('1 line no longer meets its part');
    expect(again.status).toBe('done');
    h.workbook.setCellText('BOM', 1, 1, '100nF 16V X7R');
    h.workbook.setCellText('BOM', 3, 1, '100nF 16V X7R');
    h.workbook.setCellText('BOM', 3, 2, 'C_0402_1005Metric');
    const third = await fillPartNumbers(h.context);
    // The new line filled and marked Check; the first one, back to its value, meets its part again.
    expect(fillTitleText(third.summary)).toBe('1 line filled; 1 still to check');
    expect(third.status).toBe('done');
  });

  test('while the lines wait on a kept snapshot being downloaded, the progress gives the download’s bytes', async () => {
    const { client: answering } = clientAnswering(ANSWERS);
    const listening = new Set<(download: SnapshotDownload) => void>();
    const client: PartSpecClient = {
      ...answering,
      snapshots: {
        ...answering.snapshots,
        onDownload: (listener) => {
          listening.add(listener);
          return () => listening.delete(listener);
        },
      },
      matchLine: async (line, options) => {
        for (const listener of listening) {
          const progress = { phase: 'parse' as const, bytes: 3 * 1024 * 1024 };
          listener({ category: 'inductors', lang: 'en', progress });
        }
        return answering.matchLine(line, options);
      },
    };
    const h = jobHarness(client, { workbook: workbookWith(BOM, VALUE_HEADER) });
    await fillPartNumbers(h.context);
    expect(h.progress.map((one) => one.text)).toContain(
      '0 of 4 lines matched; kept snapshot of inductors: Reading 3.0 MB of product data',
    );
    expect(listening.size).toBe(0);
  });

  test('filled again after a value was changed: the line is marked Check, its part number kept, parts that meet it offered', async () => {
    const { client, asked } = clientAnswering({ ...ANSWERS, '220nF 16V X7R': [meets(CAP_220)] });
    const h = jobHarness(client, { workbook: workbookWith(BOM, VALUE_HEADER) });
    await fillPartNumbers(h.context);
    h.workbook.setCellText('BOM', 1, 1, '220nF 16V X7R');
    asked.length = 0;
    const again = await fillPartNumbers(h.context);
    // The changed line is asked again, with the lines that have no part; the inductor's still fits it.
    expect(asked.map(({ text }) => text)).toEqual(['220nF 16V X7R', 'Conn_01x02', '22pF 50V']);
    const row = h.workbook.values('BOM')[1];
    expect(row.slice(3, 5)).toEqual(['OCM155R71C104KA01D', 'Check: No longer meets']);
    expect(row[5]).toBe(
      'OCM155R71C104KA01D no longer meets the line (changed since it was filled): value 0.1µF, not 220nF',
    );
    expect(again).toMatchObject({ summary: { lines: { noLongerMeets: 1, kept: 2, filled: 0 } } });
    expect(fillSummaryText(again.summary)).toContain(
      '1 line filled before no longer fits its part (its value was changed since): it is marked Check, its part number left as it is, and parts that meet it are listed below.',
    );
    const [changed] = again.toCheck;
    expect(changed).toMatchObject({ row: 1, written: 'OCM155R71C104KA01D' });
    expect(changed.choice.candidates.map((match) => match.product.record.Partno)).toEqual(['OCM155R71C224KA01D']);
    // Using a part that meets it writes it without asking: the cell held the part Fill wrote.
    const used = await chooseCandidate(h.context, again.layout!, changed, changed.choice.candidates[0]);
    expect(used.status).toBe('done');
    expect(h.confirmations).toEqual([]);
    expect(h.workbook.values('BOM')[1].slice(3, 5)).toEqual(['OCM155R71C224KA01D', 'Meets']);
    // Filled again, the line fits its new part: kept.
    asked.length = 0;
    expect(await fillPartNumbers(h.context)).toMatchObject({ summary: { lines: { noLongerMeets: 0, kept: 3 } } });
    expect(asked.map(({ text }) => text)).toEqual(['Conn_01x02', '22pF 50V']);
  });

  test('a line marked No longer meets whose value is put back says so when filled again: its verdict as a fill writes it', async () => {
    const { client } = clientAnswering({ ...ANSWERS, '220nF 16V X7R': [meets(CAP_220)] });
    const h = jobHarness(client, { workbook: workbookWith(BOM, VALUE_HEADER) });
    await fillPartNumbers(h.context);
    const filled = h.workbook.values('BOM')[1];
    h.workbook.setCellText('BOM', 1, 1, '220nF 16V X7R');
    await fillPartNumbers(h.context);
    expect(h.workbook.values('BOM')[1][4]).toBe('Check: No longer meets');
    h.workbook.setCellText('BOM', 1, 1, '100nF 16V X7R');
    const again = await fillPartNumbers(h.context);
    expect(again).toMatchObject({ summary: { lines: { noLongerMeets: 0, kept: 3 } } });
    // Its part weighed against it as a fill weighs a part (a tolerance not stated is no reason to check), its
    // part number as it was.
    expect(h.workbook.values('BOM')[1]).toEqual([
      ...filled.slice(0, 4),
      'Meets',
      'rated voltage 25Vdc for 16V; tolerance not stated: ±10%',
    ]);
  });

  test('a part number typed by hand (no Match of a fill) is neither looked up nor weighed', async () => {
    const { client, asked } = clientAnswering(ANSWERS);
    const lookedUp: string[] = [];
    const watched: PartSpecClient = {
      ...client,
      lookup: async (partnos, options) => {
        lookedUp.push(...partnos);
        return client.lookup(partnos, options);
      },
    };
    const typed = BOM.map((row) => [...row]);
    typed[1][3] = 'OCM155R71C224KA01D';
    const h = jobHarness(watched, {
      workbook: workbookWith([[...typed[0], 'Match'], ...typed.slice(1).map((row) => [...row, ''])], VALUE_HEADER),
    });
    const outcome = await fillPartNumbers(h.context);
    // The 220nF part in a 100nF line: the engineer's own choice, left as it was.
    expect(lookedUp).toEqual([]);
    expect(asked.map(({ text }) => text)).not.toContain('100nF 16V X7R');
    expect(outcome).toMatchObject({ summary: { lines: { noLongerMeets: 0, kept: 2 } } });
    expect(h.workbook.values('BOM')[1].slice(3, 5)).toEqual(['OCM155R71C224KA01D', '']);
  });

  test('the changed line says so in Japanese and Chinese', async () => {
    const { client } = clientAnswering({ ...ANSWERS, '220nF 16V X7R': [meets(CAP_220)] });
    const h = jobHarness(client, { workbook: workbookWith(BOM, VALUE_HEADER) });
    await fillPartNumbers(h.context);
    h.workbook.setCellText('BOM', 1, 1, '220nF 16V X7R');
    await i18n.changeLanguage('ja');
    const ja = await fillPartNumbers(h.context);
    expect(h.workbook.values('BOM')[1][4]).toBe('要確認: 条件を満たさなくなった');
    expect(String(h.workbook.values('BOM')[1][5])).toMatch(/^OCM155R71C104KA01D は変更後の行の条件を満たしません: /);
    expect(fillSummaryText(ja.summary)).toContain('以前に埋めた 1 行が');
    await i18n.changeLanguage('zh');
    // Marked in Japanese, the line is still one Fill filled: weighed again, and said in Chinese.
    const zh = await fillPartNumbers(h.context);
    expect(h.workbook.values('BOM')[1][4]).toBe('需确认：不再满足');
    expect(String(h.workbook.values('BOM')[1][5])).toMatch(/^OCM155R71C104KA01D 不再满足修改后的该行：/);
    expect(zh.summary.lines.noLongerMeets).toBe(1);
  });

  test('a selection that is no BOM says what to select', async () => {
    const { client } = clientAnswering(ANSWERS);
    const h = jobHarness(client, {
      workbook: workbookWith(BOM, { sheet: 'BOM', row: 20, column: 1, rowCount: 1, columnCount: 1 }),
    });
    const refused = await refusalOf(fillPartNumbers(h.context));
    expect(refused.error).toMatchObject({ problem: { kind: 'valueCellsNotSelected' } });
    expect(refused.said).toMatch(/Select the cells of the BOM’s value column/);
    // A header with no line under it.
    const headerOnly = jobHarness(client, { workbook: workbookWith([['Ref', 'Value']], VALUE_HEADER) });
    const noLines = await refusalOf(fillPartNumbers(headerOnly.context));
    expect(noLines.error).toMatchObject({ problem: { kind: 'noLines', header: 'Value' } });
    expect(noLines.said).toBe('There are no lines under the header "Value": select the value cells of the BOM.');
  });
});

test('a line only near parts fit gets no part number: Check, the nearest named, its candidates offered, Use writes one', async () => {
  const big = productOf('OCM32ER71C106KA01L', { Status: 'In Production', AlternativePartno: [] });
  const near = (product: Product): PartMatch => ({
    product,
    verdict: 'near',
    why: ['1210 for 0201', '16Vdc for 50 V'],
    reasons: [
      { requirement: 'size', kind: 'lacks', stated: '0201', actual: '1210' },
      { requirement: 'ratedVoltage', kind: 'lacks', stated: '50 V', actual: '16Vdc' },
    ],
    notes: [],
    checks: [],
  });
  const { client } = clientAnswering({ ...ANSWERS, '10uF 0201 X7R 50V': [near(big), near(CAP_B)] }, [
    CAP_A,
    CAP_B,
    COIL,
    big,
  ]);
  const bom = [...BOM.slice(0, 3).map((row) => row.slice(0, 3)), ['C9', '10uF 0201 X7R 50V', '']];
  const h = jobHarness(client, { workbook: workbookWith(bom, VALUE_HEADER) });
  const outcome = await fillPartNumbers(h.context);
  expect(h.workbook.values('BOM')[3]).toEqual([
    'C9',
    '10uF 0201 X7R 50V',
    '',
    '',
    'Check: No part meets',
    'no part meets every requirement; nearest OCM32ER71C106KA01L: size 1210, not 0201; rated voltage 16Vdc, not 50 V',
  ]);
  expect(outcome).toMatchObject({ status: 'doneSomeNotFound', summary: { lines: { filled: 2, near: 1, noPart: 0 } } });
  expect(outcome.summary).toMatchObject({ kind: 'matched', lines: { filled: 2, near: 1 } });
  expect(fillSummaryText(outcome.summary)).toBe(
    'Filled 2 part numbers in BOM!D2:D4. No part meets every requirement of 1 line: its Partno is left empty, and its nearest parts are listed below.',
  );
  // Offered in the pane with its candidates; nothing is in the sheet for it.
  const offered = outcome.toCheck.find((line) => line.row === 3);
  expect(offered).toMatchObject({ written: '', choice: { nearest: { verdict: 'near' } } });
  expect(offered?.choice.candidates.map((match) => match.product.record.Partno)).toEqual([
    'OCM32ER71C106KA01L',
    'OCM155R71C104KA02D',
  ]);
  // The lifecycle refresh sees no part for it.
  const refreshed = await refreshBom(h.context, { columns: ['Status'], parts: outcome.partnos });
  expect(refreshed.parts).toBe(2);
  expect(h.workbook.values('BOM')[3][6]).toBe('');
  // Use writes the one chosen, without asking: the cell was empty.
  const chosen = await chooseCandidate(h.context, outcome.layout!, offered!, offered!.choice.candidates[0]);
  expect(chosen.status).toBe('done');
  expect(h.confirmations).toEqual([]);
  expect(h.workbook.values('BOM')[3].slice(3, 5)).toEqual(['OCM32ER71C106KA01L', 'Near']);
});

describe('chooseCandidate', () => {
  test('writes the candidate chosen for a line marked Check, no longer marked Check', async () => {
    const { client } = clientAnswering(CHECKED);
    const h = jobHarness(client, { workbook: workbookWith(BOM, VALUE_HEADER) });
    const outcome = await fillPartNumbers(h.context);
    const [line] = outcome.toCheck;
    const chosen = await chooseCandidate(h.context, outcome.layout!, line, line.choice.candidates[1]);
    expect(chosen).toMatchObject({
      status: 'done',
      summary: { kind: 'chosen', partno: 'OCM155R71C104KA02D', row: 1 },
    });
    expect(candidateSummaryText(chosen.summary)).toBe('Wrote OCM155R71C104KA02D in row 2.');
    expect(h.workbook.values('BOM')[1].slice(3)).toEqual([
      'OCM155R71C104KA02D',
      'Meets',
      'rated voltage 25Vdc for 16 V; tolerance not stated: ±10%',
    ]);
  });

  test('keeping the part Fill wrote leaves it, no longer marked Check, and says so, in each language', async () => {
    const { client } = clientAnswering(CHECKED);
    const h = jobHarness(client, { workbook: workbookWith(BOM, VALUE_HEADER) });
    const outcome = await fillPartNumbers(h.context);
    const [line] = outcome.toCheck;
    expect(line.written).toBe('OCM155R71C104KA01D');
    expect(h.workbook.values('BOM')[1][4]).toBe('Check: Meets');
    const kept = await chooseCandidate(h.context, outcome.layout!, line, line.choice.candidates[0]);
    expect(kept).toMatchObject({ status: 'done', summary: { kind: 'kept', partno: 'OCM155R71C104KA01D', row: 1 } });
    expect(candidateSummaryText(kept.summary)).toBe('Kept OCM155R71C104KA01D in row 2: no longer marked Check.');
    expect(h.confirmations).toEqual([]);
    expect(h.workbook.values('BOM')[1].slice(3)).toEqual([
      'OCM155R71C104KA01D',
      'Meets',
      'rated voltage 25Vdc for 16 V; tolerance not stated: ±10%',
    ]);
    await i18n.changeLanguage('ja');
    const keptInJapanese = await chooseCandidate(h.context, outcome.layout!, line, line.choice.candidates[0]);
    expect(keptInJapanese.summary).toEqual({ kind: 'kept', partno: 'OCM155R71C104KA01D', row: 1 });
    expect(candidateSummaryText(keptInJapanese.summary)).toBe(
      '2 行目の OCM155R71C104KA01D をそのままにし、要確認を外しました。',
    );
    await i18n.changeLanguage('zh');
    const keptInChinese = await chooseCandidate(h.context, outcome.layout!, line, line.choice.candidates[0]);
    expect(keptInChinese.summary).toEqual(keptInJapanese.summary);
    expect(candidateSummaryText(keptInChinese.summary)).toBe('已保留第 2 行的 OCM155R71C104KA01D，不再标记为需确认。');
    // A cell emptied since is written again, not kept.
    await i18n.changeLanguage('en');
    h.workbook.setCellText('BOM', 1, 3, '');
    const written = await chooseCandidate(h.context, outcome.layout!, line, line.choice.candidates[0]);
    expect(written.summary).toEqual({ kind: 'chosen', partno: 'OCM155R71C104KA01D', row: 1 });
    expect(candidateSummaryText(written.summary)).toBe('Wrote OCM155R71C104KA01D in row 2.');
  });

  test('a part number typed since is replaced only when the user says so', async () => {
    const { client } = clientAnswering(CHECKED);
    const h = jobHarness(client, { workbook: workbookWith(BOM, VALUE_HEADER), confirm: false });
    const outcome = await fillPartNumbers(h.context);
    h.workbook.setCellText('BOM', 1, 3, "'MY-OWN-PART");
    const [line] = outcome.toCheck;
    const chosen = await chooseCandidate(h.context, outcome.layout!, line, line.choice.candidates[1]);
    expect(chosen).toMatchObject({ status: 'declined', summary: { kind: 'declined', range: { row: 1, column: 3 } } });
    expect(candidateSummaryText(chosen.summary)).toBe('Nothing was written: BOM!D2 was left as it was.');
    expect(h.confirmations.at(-1)?.question).toEqual({
      kind: 'fillCell',
      range: { sheet: 'BOM', row: 1, column: 3, rowCount: 1, columnCount: 1 },
      held: 'MY-OWN-PART',
      written: 'OCM155R71C104KA01D',
      replacement: 'OCM155R71C104KA02D',
    });
    expect(h.confirmations.at(-1)?.description).toBe(
      'BOM!D2 now holds "MY-OWN-PART", not OCM155R71C104KA01D: replace it with OCM155R71C104KA02D?',
    );
    expect(h.workbook.values('BOM')[1][3]).toBe('MY-OWN-PART');
  });

  test('the question says what the cell holds and what would be written, in Japanese and Chinese too', async () => {
    const { client } = clientAnswering(CHECKED);
    const h = jobHarness(client, { workbook: workbookWith(BOM, VALUE_HEADER), confirm: false });
    const outcome = await fillPartNumbers(h.context);
    h.workbook.setCellText('BOM', 1, 3, "'MY-PICK");
    const [line] = outcome.toCheck;
    await i18n.changeLanguage('ja');
    await chooseCandidate(h.context, outcome.layout!, line, line.choice.candidates[1]);
    expect(h.confirmations.at(-1)?.description).toBe(
      'BOM!D2 には OCM155R71C104KA01D ではなく「MY-PICK」が入っています。OCM155R71C104KA02D で置き換えますか?',
    );
    await i18n.changeLanguage('zh');
    await chooseCandidate(h.context, outcome.layout!, line, line.choice.candidates[1]);
    expect(h.confirmations.at(-1)?.description).toBe(
      'BOM!D2 现在是 “MY-PICK”，而不是 OCM155R71C104KA01D：要替换为 OCM155R71C104KA02D 吗？',
    );
    // A line Fill left empty (no part met it) and typed into since.
    await i18n.changeLanguage('en');
    await chooseCandidate(h.context, outcome.layout!, { ...line, written: '' }, line.choice.candidates[1]);
    expect(h.confirmations.at(-1)?.description).toBe(
      'BOM!D2, left empty by Fill, now holds "MY-PICK": replace it with OCM155R71C104KA02D?',
    );
  });
});

test('the part numbers filled are what a BOM refresh then reads', async () => {
  const { client } = clientAnswering(CHECKED);
  const bom = BOM.map((row) => row.slice(0, 3));
  const h = jobHarness(client, { workbook: workbookWith(bom, VALUE_HEADER) });
  const filled = await fillPartNumbers(h.context);
  expect(filled.partnos).toEqual({ sheet: 'BOM', row: 0, column: 3, rowCount: 6, columnCount: 1 });
  const refreshed = await refreshBom(h.context, { columns: ['Status'], parts: filled.partnos });
  const values = h.workbook.values('BOM');
  // Status appended after Why; the lines without a part are blank part cells, skipped.
  expect(values[0].slice(3, 7)).toEqual(['Partno', 'Match', 'Why', 'Status']);
  expect(values.slice(1).map((row) => row[6])).toEqual(['In Production', 'NRND', '', '', '']);
  expect(refreshed.parts).toBe(2);
});

import { DescriptionError, type PartMatch, type PartMatchOptions, type PartSpecClient } from '../../../src/core';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/office/settings';
import { jsonBytes } from '../../../src/office/workbook';
import { productOf } from '../../support/productOf';

// PART.MATCHLINE over a client whose `match` answers what a test says: the function's part is the cells (their
// shape, the verdicts and reasons in the display language, errors per line), not the matching, which core's
// tests hold. Office is not here: the runtime's client is this fake.

let settings: Settings = DEFAULT_SETTINGS;
let answer: (text: string, options: PartMatchOptions) => Promise<PartMatch[]>;
const asked: Array<{ text: string; options: PartMatchOptions }> = [];

jest.mock('../../../src/office/runtime', () => ({
  currentClient: async () => ({
    settings,
    client: {
      match: (text: string, options: PartMatchOptions = {}) => {
        asked.push({ text, options });
        return answer(text, options);
      },
      // PART.MATCHLINE asks for the line's whole answer: the fake's parts, or the line unread as its DescriptionError says.
      matchLine: async (text: string, options: PartMatchOptions = {}) => {
        asked.push({ text, options });
        const { readPartDescription: read, isDescriptionError: unread } = jest.requireActual('../../../src/core');
        const description = read(text, options.footprint);
        try {
          return { kind: 'parts', description, matches: await answer(text, options) };
        } catch (error: unknown) {
          if (unread(error))
            return { kind: 'noValue', description: { ...description, unread: (error as DescriptionError).unread } };
          throw error;
        }
      },
    } as Partial<PartSpecClient>,
  }),
}));

// Imported after the mock, so that the functions take the fake client.
import { match } from '../../../src/functions/functions';

const meets: PartMatch = {
  product: productOf('OCM155R71C104KA01D'),
  verdict: 'meets',
  why: ['25Vdc for 16 V', 'tolerance not stated: ±10%'],
  reasons: [
    { requirement: 'ratedVoltage', kind: 'exceeded', stated: '16 V', actual: '25Vdc' },
    { requirement: 'tolerance', kind: 'unstated', actual: '±10%' },
  ],
  notes: [],
  checks: [],
};
const exact: PartMatch = {
  product: productOf('OCM155R71C104KA02D'),
  verdict: 'exact',
  why: [],
  reasons: [],
  notes: [],
  checks: [],
};
const near: PartMatch = {
  product: productOf('OCM155R61A104KA01D'),
  verdict: 'near',
  why: ['10Vdc, not 16 V'],
  reasons: [{ requirement: 'ratedVoltage', kind: 'lacks', stated: '16 V', actual: '10Vdc' }],
  notes: [],
  checks: [],
};

/** The Excel error a call ended in. */
async function failure(call: Promise<unknown>): Promise<{ code: string; message?: string }> {
  return call.then(
    () => {
      throw new Error('expected an Excel error');
    },
    (error: { code: string; message?: string }) => error,
  );
}

beforeEach(() => {
  settings = { ...DEFAULT_SETTINGS, displayLanguage: 'en' };
  asked.length = 0;
  answer = async () => [meets, exact, near];
});

describe('PART.MATCHLINE of one line', () => {
  test('one row by default: the part number, the verdict and why, worded from the reasons', async () => {
    expect(await match([['100nF 16V X7R']], [['C_0402_1005Metric']])).toEqual([
      ['OCM155R71C104KA01D', 'Meets', 'rated voltage 25Vdc for 16 V; tolerance not stated: ±10%'],
    ]);
    expect(asked).toEqual([
      { text: '100nF 16V X7R', options: expect.objectContaining({ footprint: 'C_0402_1005Metric', count: 1 }) },
    ]);
  });

  test('count spills a row per part, and keeps its rows when fewer parts come back', async () => {
    expect(await match([['100nF 16V X7R']], undefined, 2)).toEqual([
      ['OCM155R71C104KA01D', 'Meets', 'rated voltage 25Vdc for 16 V; tolerance not stated: ±10%'],
      ['OCM155R71C104KA02D', 'Exact', ''],
    ]);
    answer = async () => [near];
    expect(await match([['100nF 16V X7R']], undefined, 3)).toEqual([
      ['OCM155R61A104KA01D', 'Near', 'rated voltage 10Vdc, not 16 V'],
      ['', '', ''],
      ['', '', ''],
    ]);
  });

  test('verdicts and reasons in the display language; the part’s values as the service wrote them', async () => {
    settings = { ...DEFAULT_SETTINGS, displayLanguage: 'ja', lang: 'ja' };
    const [ja] = await match([['100nF 16V X7R']]);
    expect(ja).toEqual([
      'OCM155R71C104KA01D',
      '条件を満たす',
      '定格電圧 25Vdc (指定 16 V を上回る); 許容差 指定なし: ±10%',
    ]);
    expect(asked[0].options.lang).toBe('ja');
    settings = { ...DEFAULT_SETTINGS, displayLanguage: 'zh' };
    const [zh] = await match([['100nF 16V X7R']]);
    expect(zh).toEqual(['OCM155R71C104KA01D', '满足', '额定电压 25Vdc（优于指定的 16 V）; 容差 未指定：±10%']);
  });

  test("the reader's decisions end Why: a word ignored, a size read as inch; in the display language", async () => {
    const noted: PartMatch = {
      ...exact,
      notes: [
        { kind: 'ambiguousSize', text: '0402', inch: '0402', metric: '1005' },
        { kind: 'conflict', requirement: 'value', kept: '100n', ignored: '1uF' },
        { kind: 'categoryGuessed', category: 'ceramicCapacitors' },
      ],
    };
    answer = async () => [noted];
    expect(await match([['100n 0402 1uF']])).toEqual([
      [
        'OCM155R71C104KA02D',
        'Exact',
        '0402 read as inch (metric 1005); value: 100n kept, 1uF ignored; read as a capacitor',
      ],
    ]);
    settings = { ...DEFAULT_SETTINGS, displayLanguage: 'ja' };
    expect((await match([['100n 0402 1uF']]))[0][2]).toBe(
      '0402 はインチとして解釈 (メートル 1005); 値: 100n を採用、1uF は無視; コンデンサと解釈',
    );
  });

  test('a reason of every kind has words, in every language', async () => {
    const reasons: PartMatch['reasons'] = [
      { requirement: 'size', kind: 'lacks', stated: '0402', actual: '0603' },
      { requirement: 'temperatureCharacteristic', kind: 'unknown', stated: 'X7R' },
      { requirement: 'ratedCurrent', kind: 'unstated' },
      { requirement: 'mounting', kind: 'lacks', actual: 'Conductive adhesive' },
      { requirement: 'unreadWords', kind: 'unknown', stated: 'foo bar' },
      { requirement: 'status', kind: 'unstated', actual: 'NRND' },
    ];
    answer = async () => [{ ...near, reasons }];
    expect((await match([['100nF']]))[0][2]).toBe(
      'size 0603, not 0402; characteristic unknown (X7R stated); rated current not stated; mounting Conductive adhesive; not understood: foo bar; status NRND',
    );
    for (const displayLanguage of ['ja', 'zh'] as const) {
      settings = { ...DEFAULT_SETTINGS, displayLanguage };
      const why = (await match([['100nF']]))[0][2] as string;
      expect(why.split('; ')).toHaveLength(6);
      expect(why).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(why).toContain('0603');
      expect(why).toContain('foo bar');
    }
  });

  test('text from the service stays as written: a result cell is a value, never a formula', async () => {
    answer = async () => [{ ...exact, product: productOf('=HYPERLINK("x")') }];
    expect((await match([['100nF']]))[0][0]).toBe('=HYPERLINK("x")');
  });

  test('a line that states no value is #VALUE! with the words not understood', async () => {
    answer = async (text) => {
      throw new DescriptionError(text, ['hello', 'world']);
    };
    expect(await failure(match([['hello world']]))).toEqual({
      code: '#VALUE!',
      message:
        'No value can be read in "hello world"; not understood: "hello", "world". Write the capacitance or inductance as 100nF, 4.7uH or a code such as 104.',
    });
  });

  test('no part at all is #N/A saying what was looked for', async () => {
    answer = async () => [];
    const error = await failure(match([['100nF']], [['C_0402_1005Metric']]));
    expect(error.code).toBe('#N/A');
    expect(error.message).toMatch(/^No part fits "100nF C_0402_1005Metric"/);
  });

  test('an empty line is an empty row, and asks nothing', async () => {
    expect(await match([['']])).toEqual([['', '', '']]);
    expect(asked).toEqual([]);
  });

  test('while the formula is typed, nothing is asked', async () => {
    expect(await match([['100nF']], undefined, undefined, { isInValuePreview: 'true' } as never)).toEqual([['…']]);
    expect(asked).toEqual([]);
  });

  test('count must be a whole number from 1 to 100', async () => {
    for (const count of [0, 1.5, 101]) {
      const error = await failure(match([['100nF']], undefined, count));
      expect(error.code).toBe('#VALUE!');
      expect(error.message).toContain('count must be a whole number of parts from 1 to 100');
    }
    expect(asked).toEqual([]);
  });
});

describe('PART.MATCHLINE of a column of lines', () => {
  test('a row per line beside the BOM; each line with its own footprint; an empty line stays empty', async () => {
    answer = async (text) => (text === '4.7uH/2A' ? [near] : [meets]);
    const rows = await match(
      [['100nF 16V X7R'], [''], ['4.7uH/2A']],
      [['C_0402_1005Metric'], [''], ['L_1210_3225Metric']],
    );
    expect(rows).toEqual([
      ['OCM155R71C104KA01D', 'Meets', 'rated voltage 25Vdc for 16 V; tolerance not stated: ±10%'],
      ['', '', ''],
      ['OCM155R61A104KA01D', 'Near', 'rated voltage 10Vdc, not 16 V'],
    ]);
    expect(asked.map(({ text, options }) => [text, options.footprint])).toEqual([
      ['100nF 16V X7R', 'C_0402_1005Metric'],
      ['4.7uH/2A', 'L_1210_3225Metric'],
    ]);
  });

  test('with count, each line’s parts side by side, so the rows stay the BOM’s', async () => {
    answer = async (text) => (text === 'a' ? [meets, exact] : [near]);
    expect(await match([['a'], ['b']], undefined, 2)).toEqual([
      ['OCM155R71C104KA01D', 'Meets', expect.any(String), 'OCM155R71C104KA02D', 'Exact', ''],
      ['OCM155R61A104KA01D', 'Near', expect.any(String), '', '', ''],
    ]);
  });

  test('one footprint cell is every line’s; another number of footprints is refused', async () => {
    await match([['a'], ['b']], [['C_0603_1608Metric']]);
    expect(asked.map(({ options }) => options.footprint)).toEqual(['C_0603_1608Metric', 'C_0603_1608Metric']);
    const error = await failure(match([['a'], ['b'], ['c']], [['x'], ['y']]));
    expect(error).toEqual({
      code: '#VALUE!',
      message: 'Give one footprint for all, or one per description (3 descriptions, 2 footprints).',
    });
  });

  test('a line that fails is its own row’s error; the others keep their parts', async () => {
    answer = async (text) => {
      if (text === 'hello') throw new DescriptionError(text, ['hello']);
      if (text === '1uF') return [];
      return [exact];
    };
    const [ok, unread, none] = await match([['100nF'], ['hello'], ['1uF']]);
    expect(ok).toEqual(['OCM155R71C104KA02D', 'Exact', '']);
    expect(unread).toEqual(Array(3).fill(expect.objectContaining({ code: '#VALUE!' })));
    expect((unread[0] as { message: string }).message).toContain('"hello"');
    expect(none).toEqual(Array(3).fill(expect.objectContaining({ code: '#N/A' })));
  });

  test('the same line twice is asked once', async () => {
    await match([['100nF 16V'], ['100nF 16V'], ['100nF 16V']], [['C_0402_1005Metric']]);
    expect(asked).toHaveLength(1);
  });
});

describe('PART.MATCHLINE results stay under the 4 MB Excel takes from one call', () => {
  /** A part with a long why: eight requirements exceeded, each with a long value. */
  const wordy = (index: number): PartMatch => ({
    ...meets,
    product: productOf(`OCM155R71C${String(index).padStart(3, '0')}KA01D`),
    reasons: Array.from({ length: 8 }, () => ({
      requirement: 'ratedVoltage' as const,
      kind: 'exceeded' as const,
      stated: '16 V',
      actual: `${'2'.repeat(40)}Vdc`,
    })),
  });
  const hundred = Array.from({ length: 100 }, (_, index) => wordy(index));
  const lines = Array.from({ length: 200 }, (_, index) => [`100nF 16V X7R line ${index}`]);

  test.each([
    ['en', /^First (\d+) of 200 lines: more would pass the 4 MB Excel takes from one function\. Split the range\.$/],
    ['ja', /^200 行のうち最初の (\d+) 行を表示しています。.*範囲を分けてください。$/],
    ['zh', /^共 200 行，仅显示前 (\d+) 行：.*请拆分区域。$/],
  ] as const)(
    'a column of 200 lines × 100 parts (%s): the first lines that fit, then a row saying so',
    async (language, said) => {
      settings = { ...DEFAULT_SETTINGS, displayLanguage: language };
      answer = async () => hundred;
      const result = await match(lines, undefined, 100);
      const size = jsonBytes(result);
      expect(size).toBeLessThanOrEqual(4_000_000);
      const last = result[result.length - 1];
      const kept = Number(said.exec(String(last[0]))?.[1]);
      expect(kept).toBe(result.length - 1);
      expect(kept).toBeGreaterThan(50);
      expect(last.slice(1).every((cell) => cell === '')).toBe(true);
      expect(last).toHaveLength(300);
      // The whole would have been over: not a test of nothing.
      expect(size + (200 - kept) * jsonBytes(result[0])).toBeGreaterThan(4_000_000);
    },
  );

  test('under the bound nothing is cut', async () => {
    answer = async () => hundred.slice(0, 3);
    const result = await match(lines.slice(0, 10), undefined, 3);
    expect(result).toHaveLength(10);
  });
});

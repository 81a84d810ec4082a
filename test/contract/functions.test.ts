import { saveSettings } from '../../src/office/settings';
import { downloadUrl, fields, filter, search, spec, status } from '../../src/functions/functions';
import { currentClient } from '../../src/office/runtime';
import type { RunningService } from '../../src/service';
import { useContractService } from '../support/useContractService';
import { products, valueOf } from '../support/oracle';
import { withService } from '../support/referenceService';

useContractService();

/** The Excel error a call ended in (functions throw them), or the cell holding one. */
async function failure(call: Promise<unknown>): Promise<{ code: string; message?: string }> {
  return call.then(
    () => {
      throw new Error('expected an Excel error');
    },
    (error: { code: string; message?: string }) => error,
  );
}

const smd = () =>
  products().find((product) => product.category === 'ceramicCapacitorsSMD' && product.record.Status === 'NRND')!;
const inductor = () => products().find((product) => product.category === 'inductors')!;

describe('PART.SPEC', () => {
  test('one cell: a number in SI units, text, TRUE/FALSE', async () => {
    const part = smd();
    expect(await spec([[part.record.Partno]], [['Capacitance']])).toEqual([[valueOf(part, 'Capacitance')]]);
    expect(await spec([[part.record.Partno]], [['CapacitanceText']])).toEqual([[valueOf(part, 'CapacitanceText')]]);
    expect(await spec([[part.record.Partno]], [['ComplianceInfo.Rohs']])).toEqual([[valueOf(part, 'Rohs')]]);
  });

  test('a column of parts and a row of fields spill as a matrix; fields that do not apply are empty', async () => {
    const [a, b] = [smd(), inductor()];
    const result = await spec(
      [[a.record.Partno], [b.record.Partno], ['']],
      [['capacitance', 'Inductance', 'OperatingTemperatureRange', 'Mounting']],
    );
    expect(result).toEqual([
      [
        valueOf(a, 'Capacitance'),
        '',
        valueOf(a, 'OperatingTemperatureRange'),
        (valueOf(a, 'Mounting') as string[]).join(', '),
      ],
      [
        '',
        valueOf(b, 'Inductance'),
        valueOf(b, 'OperatingTemperatureRange'),
        (valueOf(b, 'Mounting') as string[]).join(', '),
      ],
      ['', '', '', ''],
    ]);
    // Text such as "-55°C to 125°C" comes back as it is: a function result is never read as a formula.
    expect(String(result[0][2]).startsWith('-')).toBe(true);
  });

  test('an unknown part is #N/A "Part not found" in its own row only', async () => {
    const part = smd();
    const result = await spec([[part.record.Partno], ['NOPE-123']], [['Status']]);
    expect(result[0]).toEqual([part.record.Status]);
    expect(result[1][0]).toEqual({ code: '#N/A', message: 'Part not found: NOPE-123' });
  });

  test('an unknown field is #VALUE! naming the nearest', async () => {
    const error = await failure(spec([[smd().record.Partno]], [['Capacitence']]));
    expect(error.code).toBe('#VALUE!');
    expect(error.message).toContain('Capacitance');
  });

  test('three languages', async () => {
    const part = smd();
    expect(await status([[part.record.Partno]])).toEqual([['NRND']]);
    const to = products().find((product) => product.record.Status === 'To be discontinued')!;
    expect(await status([[to.record.Partno]], 'ja')).toEqual([['生产中止予定']]);
    expect(await status([[to.record.Partno]], 'zh')).toEqual([['计划停产']]);
    expect((await failure(status([[to.record.Partno]], 'fr'))).code).toBe('#VALUE!');
  });

  test('cells speak the display language of Settings, whatever the data language', async () => {
    const part = smd();
    await saveSettings({ displayLanguage: 'ja' });
    const result = await spec([[part.record.Partno], ['NOPE-123']], [['Status']], 'en');
    expect(result).toEqual([[part.record.Status], [{ code: '#N/A', message: '品番が見つかりません: NOPE-123' }]]);
    expect(await failure(status([[part.record.Partno]], 'fr'))).toEqual({
      code: '#VALUE!',
      message: expect.stringMatching(/en、ja、zh/),
    });
    await saveSettings({ displayLanguage: 'zh', apiKey: '' });
    expect(await failure(spec([[part.record.Partno]], [['Status']]))).toEqual({
      code: '#VALUE!',
      message: expect.stringMatching(/API 密钥/),
    });
    await saveSettings({ displayLanguage: 'en' });
    expect(await failure(spec([[part.record.Partno]], [['Capacitence']]))).toEqual({
      code: '#VALUE!',
      message: 'Unknown field "Capacitence"; did you mean Capacitance, CapacitanceText?',
    });
  });

  test('a row of part numbers answers in a row', async () => {
    const [a, b] = [smd(), inductor()];
    expect(await status([[a.record.Partno, b.record.Partno]])).toEqual([[a.record.Status, b.record.Status]]);
  });
});

describe('cells of one recalculation, answered together', () => {
  // Excel calls the function of every cell of a recalculation one after another: the calls of one task share
  // one settings read and one lookup, and each cell still gets what it would have got alone.
  test('each cell its own values, language and errors, as alone', async () => {
    const parts = products()
      .filter((_, index) => index % 41 === 0)
      .slice(0, 120);
    const to = products().find((product) => product.record.Status === 'To be discontinued')!;
    const calls = [
      ...parts.map((part) => spec([[part.record.Partno]], [['Status', 'Partno']])),
      ...parts.map((part) => status([[part.record.Partno.toLowerCase()]])),
      status([[to.record.Partno]], 'ja'),
      status([[to.record.Partno]], 'zh'),
      status([[to.record.Partno]], 'fr'),
      spec([["NO'PE"], [parts[0].record.Partno]], [['Status']]),
      spec([['NOPE-123'], [''], [parts[1].record.Partno]], [['Status']]),
      spec([[parts[2].record.Partno]], [['Colour']]),
    ];
    const settled = await Promise.allSettled(calls);
    const value = (index: number): unknown => (settled[index] as PromiseFulfilledResult<unknown>).value;
    const reason = (index: number): unknown => (settled[index] as PromiseRejectedResult).reason;
    parts.forEach((part, index) => {
      expect(value(index)).toEqual([[part.record.Status, part.record.Partno]]);
      expect(value(parts.length + index)).toEqual([[part.record.Status]]);
    });
    const rest = 2 * parts.length;
    expect(value(rest)).toEqual([['生产中止予定']]);
    expect(value(rest + 1)).toEqual([['计划停产']]);
    expect(reason(rest + 2)).toEqual(await failure(status([[to.record.Partno]], 'fr')));
    // A part number that cannot be sent fails its own call, worded as alone, and no other.
    expect(reason(rest + 3)).toEqual(await failure(spec([["NO'PE"]], [['Status']])));
    expect(reason(rest + 3)).toMatchObject({ code: '#VALUE!', message: expect.stringContaining("NO'PE") });
    expect(value(rest + 4)).toEqual([
      [{ code: '#N/A', message: 'Part not found: NOPE-123' }],
      [''],
      [parts[1].record.Status],
    ]);
    expect(reason(rest + 5)).toMatchObject({ code: '#VALUE!', message: expect.stringContaining('Colour') });
  });
});

describe('errors a user can act on', () => {
  test('no key set: #VALUE! saying where to set it', async () => {
    await saveSettings({ apiKey: '' });
    const error = await failure(spec([[smd().record.Partno]], [['Status']]));
    expect(error).toEqual({ code: '#VALUE!', message: expect.stringContaining('No API key is set') });
  });

  test('a refused key: #VALUE! saying so, without the key', async () => {
    await saveSettings({ apiKey: 'wrong-key-0815' });
    const error = await failure(spec([[smd().record.Partno]], [['Status']]));
    expect(error.code).toBe('#VALUE!');
    expect(error.message).toContain('API key was refused');
    expect(error.message).not.toContain('wrong-key-0815');
  });

  test('a service that is down: #N/A with the reason, and the call settles', async () => {
    await saveSettings({ serviceUrl: 'http://127.0.0.1:9' });
    const { client } = await currentClient();
    expect(client).toBeDefined();
    const error = await failure(search('Rohs eq true'));
    expect(error.code).toBe('#N/A');
    expect(error.message).toContain('Could not reach the service at http://127.0.0.1:9');
  }, 60_000);

  test('a bad filter: #VALUE! with the parser message and position', async () => {
    const error = await failure(search('Capacitance ge 100nF and Colour eq red'));
    expect(error.code).toBe('#VALUE!');
    expect(error.message).toMatch(/Unknown search item "Colour".*\(at position 26\)/);
  });
});

describe('PART.FINDPARTS, PART.FIELDS, PART.DOWNLOADURL, PART.BUILDFILTER', () => {
  test('search: a header row and one row per product, with a note when more match', async () => {
    const rows = await search(
      "Category eq 'ceramicCapacitorsLead'",
      [['Partno', 'Capacitance', 'Status']],
      'Capacitance desc',
    );
    expect(rows[0]).toEqual(['Partno', 'Capacitance', 'Status']);
    expect(rows.length).toBe(1 + 2000 + 1);
    expect(String(rows.at(-1)![0])).toContain('More than 2000 products match');
    const capacitances = rows.slice(1, -1).map((row) => row[1] as number);
    expect(capacitances).toEqual([...capacitances].sort((a, b) => b - a));
  });

  test('search with 20,000 field cells: refused with words at once, before any request', async () => {
    const { client } = await currentClient();
    const before = client.stats().requests;
    const error = await failure(search("Category eq 'ceramicCapacitorsLead'", [Array(20_000).fill('Capacitance')]));
    expect(error.code).toBe('#VALUE!');
    expect(error.message).toContain('20000 field names were given');
    expect(error.message).toContain('PART.FIELDS()');
    // Nothing was asked of the service (nor built from its answer).
    expect((await currentClient()).client.stats().requests).toBe(before);
    // Every field once still works.
    const every = (await fields()).map((row) => row[0]);
    const rows = await search("Partno eq 'NONE'", [every]);
    expect(rows[0]).toHaveLength(every.length);
  });

  test('search with maxRows above 2000 pages through every product', async () => {
    const rows = await search("Category eq 'ceramicCapacitorsLead'", [['Partno']], undefined, undefined, 5000);
    expect(rows.length).toBe(1 + 4500);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(4500);
  });

  test('fields: all, or those of a category', async () => {
    const all = await fields();
    expect(all[0]).toEqual(['Partno']);
    const inductors = (await fields('inductors')).map((row) => row[0]);
    expect(inductors).toContain('Inductance');
    expect(inductors).not.toContain('Capacitance');
    expect((await failure(fields('resistors'))).code).toBe('#VALUE!');
  });

  test('downloadUrl: a signed address; the intermediate category is #VALUE!', async () => {
    expect(await downloadUrl('inductors', 'ja')).toMatch(
      /\/downloads\/inductors\/ja\/products\.json\?issued=\d+&expires=604800&signature=[0-9a-f]+$/,
    );
    expect((await failure(downloadUrl('ceramicCapacitors'))).code).toBe('#VALUE!');
  });

  test('filter: builds the service syntax from cells, units and listed values included', async () => {
    expect(
      await filter(
        [['Capacitance'], ['RatedVoltage'], ['Status'], ['SizecodeInch']],
        [['ge'], ['>='], ['eq'], ['=']],
        [['100nF'], [50], ['NRND|Discontinued'], ['0402']],
      ),
    ).toBe(
      "Capacitance ge 0.0000001 and RatedVoltage ge 50 and Status eq 'NRND|Discontinued' and SizecodeInch eq '0402'",
    );
    expect((await failure(filter([['Capacitance']], [['ge']], [['50V']]))).code).toBe('#VALUE!');
  });

  test('filter: a problem is told by the row and the place in its value cell, not in a filter text nobody typed', async () => {
    // The ' is the 10th character of the value cell; the filter text the cells once became put it far later.
    expect(
      await failure(filter([['Capacitance'], ['PackageType']], [['ge'], ['contains']], [['100nF'], ["Tape|Reel's"]])),
    ).toEqual({
      code: '#VALUE!',
      message:
        "Condition 2: the value of PackageType holds ' (character 10), which the service cannot search for; search for the text before or after it with contains.",
    });
    expect(await failure(filter([['Capacitance']], [['ge']], [['50V']]))).toEqual({
      code: '#VALUE!',
      message: 'Condition 1: "50V" is not a value of Capacitance; write it like 100nF.',
    });
    expect((await failure(filter([['Colour']], [['eq']], [['red']]))).message).toBe(
      'Condition 1: "Colour" is not a search item.',
    );
    expect(await filter([['Status'], ['']], [['eq'], ['']], [['in production'], ['']])).toBe(
      "Status eq 'In Production'",
    );
  });
});

describe("a BOM recalculation at the service's default rate limit (10/s, burst 20)", () => {
  let limited: RunningService;
  beforeAll(async () => {
    limited = await withService({ rate: 10, burst: 20 });
  });
  afterAll(() => limited.close());

  test('10,000 concurrent cells over 3,000 parts: at most ceil(parts / batch) requests, no 429', async () => {
    await saveSettings({ serviceUrl: limited.url, ratePerSecond: 10, burst: 20 });
    const unique = products()
      .filter((_, index) => index % 19 === 0)
      .slice(0, 3000)
      .map((product) => product.record.Partno);
    const before = (await currentClient()).client.stats();
    const cells = Array.from({ length: 10_000 }, (_, row) =>
      spec([[unique[(row * 7) % unique.length]]], [['RatedVoltage']]),
    );
    const results = await Promise.all(cells);
    expect(results.every((result) => typeof result[0][0] === 'number' || result[0][0] === '')).toBe(true);
    const after = (await currentClient()).client.stats();
    // About 95 part numbers fit in one 2,048-character request.
    expect(after.requests - before.requests).toBeLessThanOrEqual(Math.ceil(3000 / 90));
    expect(after.throttled - before.throttled).toBe(0);
  }, 60_000);
});

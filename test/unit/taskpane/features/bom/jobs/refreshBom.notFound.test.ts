import {
  type CellValue,
  PartLookup,
  type PartSpecClient,
  type Product,
  systemClock,
  UrlTooLongError,
} from '../../../../../../src/core';
import { outcomeMessage } from '../../../../../../src/taskpane/hooks/useJobRunner';
import { MAX_SUGGESTION_REQUESTS } from '../../../../../../src/taskpane/features/bom/jobs/lookUpBom';
import { refreshBom } from '../../../../../../src/taskpane/features/bom/jobs/refreshBom';
import { bomSummaryText } from '../../../../../../src/taskpane/features/bom/wording/bomSummaryText';
import { UNDER_DEVELOPMENT_COLOURS } from '../../../../../../src/taskpane/features/bom/logic/statusMarks';
import { makeCatalog } from '../../../../../support/memoryService';
import { productOf } from '../../../../../support/productOf';
import { type FakeClient, fakeClient } from '../../../support/fakeClient';
import { jobHarness } from '../../../../../support/jobHarness';
import { workbookWith } from '../../../support/workbookWith';

// Every row of a refreshed BOM says what was found: a status, `Not found` (with near part numbers), or
// `Not a part number`; Under Development rows are marked; the refresh time is noted on the header row.

const now = (): Date => new Date(2026, 10, 24, 7, 30);
const NOTE = 'Refreshed 2026-11-24 07:30 from the service';

const CATALOG: Product[] = [
  productOf('OCM188R71H104KA01D', { Status: 'In Production', LastBuyDate: null, AlternativePartno: [] }),
  productOf('OCM188R71H104KA01J', { Status: 'NRND', LastBuyDate: '2026-03-31', AlternativePartno: [] }),
  productOf('OCM188R71H104KA02D', { Status: 'In Production', AlternativePartno: [] }),
  productOf('OCM188R71H104KA02J', { Status: 'In Production', AlternativePartno: [] }),
  productOf('OCM21BR61C106KE01L', { Status: 'Under Development', AlternativePartno: [] }),
];

/** A BOM of `partnos` under a "Part number" header in column A, selected with its header. */
function bom(partnos: readonly string[], extraHeader: readonly CellValue[] = []) {
  const rows: CellValue[][] = [['Part number', ...extraHeader], ...partnos.map((partno) => [partno])];
  return workbookWith(rows, { sheet: 'BOM', row: 0, column: 0, rowCount: rows.length, columnCount: 1 });
}

/** Search requests sent to the fake service (lookups are counted apart, by the fake client). */
const searches = (client: FakeClient): number => client.service.calls.length;

describe('refreshBom: what each row says', () => {
  test('a part not found says so in its Status cell, with real part numbers near it; its other cells are empty', async () => {
    const client = fakeClient(CATALOG);
    const workbook = bom(['OCM188R71H104KA01X', 'ZZZZ-NOTHING-LIKE-IT', 'OCM188R71H104KA01J']);
    const h = jobHarness(client, { workbook, now });
    const outcome = await refreshBom(h.context);
    expect(workbook.values('BOM')).toEqual([
      ['Part number', 'Status', 'LastBuyDate', 'ProductionEndDate', 'AlternativePartno', NOTE],
      [
        'OCM188R71H104KA01X',
        'Not found (did you mean OCM188R71H104KA01D, OCM188R71H104KA01J, OCM188R71H104KA02D?)',
        '',
        '',
        '',
        '',
      ],
      ['ZZZZ-NOTHING-LIKE-IT', 'Not found', '', '', '', ''],
      ['OCM188R71H104KA01J', 'NRND', 46112, '', '', ''],
    ]);
    expect(outcome.notFound).toEqual(['OCM188R71H104KA01X', 'ZZZZ-NOTHING-LIKE-IT']);
    expect(outcome.suggestions).toEqual(
      new Map([['OCM188R71H104KA01X', ['OCM188R71H104KA01D', 'OCM188R71H104KA01J', 'OCM188R71H104KA02D']]]),
    );
    // Both missing parts' prefixes in one request: `Partno startswith 'OCM188R71H10|ZZZZ-NOTHING-L'`.
    expect(client.service.calls.map((call) => call.filter)).toEqual([
      {
        conditions: [
          { kind: 'string', item: 'Partno', operator: 'startswith', values: ['OCM188R71H10', 'ZZZZ-NOTHING-L'] },
        ],
      },
    ]);
    expect(outcome.requests).toBe(2);
    expect(outcome.summary).toMatchObject({
      kind: 'refreshed',
      notFound: ['OCM188R71H104KA01X', 'ZZZZ-NOTHING-LIKE-IT'],
    });
    expect(bomSummaryText(outcome.summary)).toContain(
      '1 NRND, 2 not found. Answered from the service, 2026-11-24 07:30. Not found: OCM188R71H104KA01X, ZZZZ-NOTHING-LIKE-IT.',
    );
  });

  test('without a Status column, the text goes into the leftmost PartSpec column', async () => {
    const workbook = bom(['OCM188R71H104KA0ZD', 'OCM188R71H104KA01D'], ['Rohs']);
    await refreshBom(jobHarness(fakeClient(CATALOG), { workbook, now }).context, {
      columns: ['LastBuyDate', 'Rohs'],
    });
    expect(workbook.values('BOM')).toEqual([
      ['Part number', 'Rohs', 'LastBuyDate', NOTE],
      [
        'OCM188R71H104KA0ZD',
        // Z is 2 copied by eye: the part that differs only by it comes first.
        'Not found (did you mean OCM188R71H104KA02D, OCM188R71H104KA01D, OCM188R71H104KA01J?)',
        '',
        '',
      ],
      ['OCM188R71H104KA01D', '', '', ''],
    ]);
  });

  test("AB'C cannot be sent: `Not a part number`, listed apart, and neither looked up nor searched for", async () => {
    const client = fakeClient(CATALOG);
    const workbook = bom(["AB'C", 'AB|C', 'OCM188R71H104KA01D']);
    const outcome = await refreshBom(jobHarness(client, { workbook, now }).context, { columns: ['Status'] });
    expect(workbook.values('BOM').map((row) => row[1])).toEqual([
      'Status',
      'Not a part number',
      'Not a part number',
      'In Production',
    ]);
    expect(outcome).toMatchObject({ notFound: [], notAPartNumber: ["AB'C", 'AB|C'] });
    expect(outcome.counts).toMatchObject({ notFound: 0, notAPartNumber: 2, total: 3 });
    expect(client.lookups.flat()).toEqual(['OCM188R71H104KA01D']);
    expect(searches(client)).toBe(0);
  });

  test('a text no part number has the shape of (a space, a "!") is `Not a part number` too, and never sent', async () => {
    const client = fakeClient(CATALOG);
    const workbook = bom(['hello world!', 'OCM188R71H104KA01D']);
    const outcome = await refreshBom(jobHarness(client, { workbook, now }).context, { columns: ['Status'] });
    expect(workbook.values('BOM').map((row) => row[1])).toEqual(['Status', 'Not a part number', 'In Production']);
    expect(outcome).toMatchObject({ notFound: [], notAPartNumber: ['hello world!'] });
    expect(client.lookups.flat()).toEqual(['OCM188R71H104KA01D']);
    expect(searches(client)).toBe(0);
  });

  test('a letter O copied for a zero: the real part number is suggested first', async () => {
    const real = productOf('OCM188R71H104KA01D', { Status: 'In Production' });
    const workbook = bom(['OCM188R71H1O4KA01D']);
    await refreshBom(jobHarness(fakeClient([...CATALOG, real]), { workbook, now }).context, { columns: ['Status'] });
    expect(workbook.values('BOM')[1][1]).toMatch(/^Not found \(did you mean OCM188R71H104KA01D[,?]/);
  });

  test('a second refresh replaces the texts: a part now found loses its "Not found"', async () => {
    const workbook = bom(['OCM188R71H104KA09D']);
    await refreshBom(jobHarness(fakeClient(CATALOG), { workbook, now }).context, { columns: ['Status'] });
    expect(workbook.values('BOM')[1][1]).toMatch(/^Not found/);
    const grown = [...CATALOG, productOf('OCM188R71H104KA09D', { Status: 'Discontinued' })];
    await refreshBom(jobHarness(fakeClient(grown), { workbook, now }).context, { columns: ['Status'] });
    expect(workbook.values('BOM')).toEqual([
      ['Part number', 'Status', NOTE],
      ['OCM188R71H104KA09D', 'Discontinued', ''],
    ]);
  });
});

describe('refreshBom: how it ends, as the pane tells it', () => {
  const ending = async (partnos: readonly string[]) => {
    const outcome = await refreshBom(jobHarness(fakeClient(CATALOG), { workbook: bom(partnos), now }).context, {
      columns: ['Status'],
    });
    const { intent, title } = outcomeMessage({ status: outcome.status, text: bomSummaryText(outcome.summary) });
    return { status: outcome.status, intent, title };
  };

  test('every part found: Done, green', async () => {
    expect(await ending(['OCM188R71H104KA01D', 'OCM188R71H104KA01J'])).toEqual({
      status: 'done',
      intent: 'success',
      title: 'Done',
    });
  });

  test('some parts not found: done, but not plain Done and not green', async () => {
    expect(await ending(['OCM188R71H104KA01D', 'OCM188R71H104KA01X'])).toEqual({
      status: 'doneSomeNotFound',
      intent: 'warning',
      title: 'Done, some not found',
    });
  });

  test("a text that is no part number counts as not found: AB'C is nowhere to buy either", async () => {
    expect(await ending(['OCM188R71H104KA01D', "AB'C"])).toMatchObject({ status: 'doneSomeNotFound' });
  });

  test('no part found at all: Not found', async () => {
    expect(await ending(['OCM188R71H104KA01X', "AB'C"])).toEqual({
      status: 'notFound',
      intent: 'warning',
      title: 'Not found',
    });
  });
});

describe('refreshBom: near part numbers cost few requests', () => {
  test(`50 missing parts cost at most ${MAX_SUGGESTION_REQUESTS} extra requests, and still get suggestions`, async () => {
    const catalog = makeCatalog(7, { capacitorFamilies: 150, inductorFamilies: 0 });
    const real = [...new Set(catalog.map((product) => product.record.Partno))].slice(0, 50);
    expect(real).toHaveLength(50);
    // A typo in each: the last character of the part number before its packaging code changed.
    const typo = (partno: string): string =>
      `${partno.slice(0, -2)}${partno.at(-2) === 'Q' ? 'W' : 'Q'}${partno.slice(-1)}`;
    const missing = real.map(typo);
    const client = fakeClient(catalog);
    const workbook = bom(missing);
    const outcome = await refreshBom(jobHarness(client, { workbook, now }).context, { columns: ['Status'] });

    expect(outcome.notFound).toHaveLength(50);
    expect(searches(client)).toBeGreaterThan(0);
    expect(searches(client)).toBeLessThanOrEqual(MAX_SUGGESTION_REQUESTS);
    // The lookup (one call of the fake client) and the searches: nothing else.
    expect(outcome.requests).toBe(1 + searches(client));
    // Each typo's own part number is among its suggestions.
    missing.forEach((partno, index) => {
      expect(outcome.suggestions.get(partno)).toContain(real[index]);
      expect(outcome.suggestions.get(partno)!.length).toBeLessThanOrEqual(3);
    });
    expect(workbook.values('BOM')[1][1]).toMatch(/^Not found \(did you mean .*\?\)$/);
  });

  test('a group of prefixes the client refuses as too long is halved, and refusals cost no request', async () => {
    const catalog = makeCatalog(11, { capacitorFamilies: 150, inductorFamilies: 0 });
    const real = [...new Set(catalog.map((product) => product.record.Partno))].slice(0, 60);
    // The packaging code replaced by one no part has.
    const missing = real.map((partno) => `${partno.slice(0, -1)}Q`);
    const client = fakeClient(catalog);
    const search = client.search.bind(client);
    let refused = 0;
    client.search = async (options = {}) => {
      const filter = options.filter;
      const values =
        typeof filter === 'object' && filter.conditions[0]?.kind === 'string' ? filter.conditions[0].values : [];
      // As createClient does with its maxUrlLength: refused before sending.
      if (values.length > 8) {
        refused += 1;
        throw new UrlTooLongError(3000, { sent: false, limit: 2048 });
      }
      return search(options);
    };
    const outcome = await refreshBom(jobHarness(client, { workbook: bom(missing), now }).context, {
      columns: ['Status'],
    });
    expect(refused).toBeGreaterThan(0);
    expect(searches(client)).toBe(MAX_SUGGESTION_REQUESTS);
    expect(outcome.requests).toBe(1 + MAX_SUGGESTION_REQUESTS);
    // Those whose prefixes were sent have suggestions; the rest simply none. Every part of this BOM is a
    // typo: the refresh ran to its end, and it found none of them.
    expect(outcome.suggestions.size).toBeGreaterThan(0);
    expect(outcome.status).toBe('notFound');
  });

  test('a failed search for suggestions leaves them out; the refresh is done, with a part not found', async () => {
    const client = fakeClient(CATALOG);
    client.service.failNext(new Error('socket hang up'));
    const workbook = bom(['OCM188R71H104KA01X', 'OCM188R71H104KA01D']);
    const outcome = await refreshBom(jobHarness(client, { workbook, now }).context, { columns: ['Status'] });
    expect(outcome).toMatchObject({
      status: 'doneSomeNotFound',
      notFound: ['OCM188R71H104KA01X'],
      suggestions: new Map(),
    });
    expect(workbook.values('BOM')[1][1]).toBe('Not found');
  });

  test('cancelled while looking for suggestions: nothing written', async () => {
    const client = fakeClient(CATALOG);
    const workbook = bom(['OCM188R71H104KA01X', 'OCM188R71H104KA01D']);
    const before = workbook.values('BOM');
    const h = jobHarness(client, {
      workbook,
      now,
      onProgress: (progress, harness) => {
        if (progress.text.startsWith('Looking for part numbers near')) harness.controller.abort();
      },
    });
    const outcome = await refreshBom(h.context, { columns: ['Status'] });
    expect(outcome.status).toBe('cancelled');
    expect(workbook.values('BOM')).toEqual(before);
  });
});

describe('refreshBom: Under Development', () => {
  test('marked blue, with readable text, and counted', async () => {
    const workbook = bom(['OCM21BR61C106KE01L', 'OCM188R71H104KA01D']);
    const outcome = await refreshBom(jobHarness(fakeClient(CATALOG), { workbook, now }).context);
    expect(workbook.values('BOM')[1][1]).toBe('Under Development');
    expect(workbook.highlightAt('BOM', 1, 0)).toMatchObject({
      equals: 'Under Development',
      ...UNDER_DEVELOPMENT_COLOURS,
    });
    expect(workbook.highlightAt('BOM', 2, 0)).toBeUndefined();
    expect(outcome.counts.statuses[0]).toEqual({ status: 'Under Development', english: 'Under Development', count: 1 });
    expect(outcome.summary).toMatchObject({ kind: 'refreshed', statuses: { notFound: 0 } });
    expect(bomSummaryText(outcome.summary)).toContain(': 1 Under Development, 1 In Production.');
  });
});

describe('refreshBom: the refresh note', () => {
  test("never over the user's cells: the first free cell of the header row right of PartSpec's columns", async () => {
    const rows: CellValue[][] = [
      ['P/N', 'Status', 'Comment', '', 'Owner'],
      ['OCM188R71H104KA01D', 'stale', 'keep', 'mine too', 'Ann'],
    ];
    const workbook = workbookWith(rows, { sheet: 'BOM', row: 0, column: 0, rowCount: 2, columnCount: 1 });
    const h = jobHarness(fakeClient(CATALOG), { workbook, now });
    const outcome = await refreshBom(h.context, { columns: ['Status'] });
    expect(workbook.values('BOM')).toEqual([
      ['P/N', 'Status', 'Comment', NOTE, 'Owner'],
      ['OCM188R71H104KA01D', 'In Production', 'keep', 'mine too', 'Ann'],
    ]);
    expect(outcome.noteAt).toEqual({ sheet: 'BOM', row: 0, column: 3 });
    expect(h.confirmations).toEqual([]);
  });

  test("a column added later takes the old note's place, and the note moves right of it", async () => {
    const workbook = bom(['OCM188R71H104KA01D']);
    await refreshBom(jobHarness(fakeClient(CATALOG), { workbook, now }).context, { columns: ['Status'] });
    expect(workbook.values('BOM')[0]).toEqual(['Part number', 'Status', NOTE]);
    const later = (): Date => new Date(2026, 11, 1, 9, 5);
    await refreshBom(jobHarness(fakeClient(CATALOG), { workbook, now: later }).context, {
      columns: ['Status', 'LastBuyDate'],
    });
    expect(workbook.values('BOM')[0]).toEqual([
      'Part number',
      'Status',
      'LastBuyDate',
      'Refreshed 2026-12-01 09:05 from the service',
    ]);
  });

  test('without a clock in the context, the system time', async () => {
    const workbook = bom(['OCM188R71H104KA01D']);
    const before = Date.now();
    const outcome = await refreshBom(jobHarness(fakeClient(CATALOG), { workbook }).context, { columns: ['Status'] });
    expect(outcome.refreshedAt!.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    expect(workbook.values('BOM')[0][2]).toMatch(/^Refreshed \d{4}-\d{2}-\d{2} \d{2}:\d{2} from the service$/);
  });
});

describe('refreshBom: part numbers without package code', () => {
  /** The fake client with the SDK's own lookup (PartLookup) over the fake service: base part numbers resolve. */
  function withPartLookup(client: FakeClient): PartSpecClient {
    const lookup = new PartLookup({ api: client.service.api(), clock: systemClock });
    return {
      ...client,
      lookup: (partnos, options = {}) => lookup.lookup(partnos, options.lang ?? 'en', options.signal),
    };
  }

  test('a base part number gets the fields its packaging variants agree on, and is not "not found"', async () => {
    const catalog = makeCatalog(3, { mixedStatusShare: 0 });
    const family = catalog.filter(
      (product) => product.record.PartnoWithoutPackageCode === catalog[0].record.PartnoWithoutPackageCode,
    );
    const base = String(family[0].record.PartnoWithoutPackageCode);
    expect(base).not.toBe(family[0].record.Partno);
    const client = fakeClient(catalog);
    const workbook = bom([base, family[0].record.Partno]);
    const outcome = await refreshBom(jobHarness(withPartLookup(client), { workbook, now }).context, {
      columns: ['Status', 'RatedVoltage'],
    });
    expect(outcome).toMatchObject({ status: 'done', notFound: [], notAPartNumber: [] });
    expect(outcome.counts.notFound).toBe(0);
    const values = workbook.values('BOM');
    expect(values[1][1]).toBe(family[0].record.Status);
    // A spec the variants share, as for the full part number.
    expect(values[1][2]).not.toBe('');
    expect(values[1][2]).toBe(values[2][2]);
    expect(outcome.suggestions.size).toBe(0);
  });
});

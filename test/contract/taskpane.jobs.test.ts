import { ApiKeyRefusedError, type CellValue, createClient, type PartSpecClient, parseFilter } from '../../src/core';
import { DEFAULT_SETTINGS } from '../../src/office/settings';
import { MemoryWorkbook } from '../../src/office/workbook';
import type { DatasetProduct } from '../../src/service/dataset';
import { insertCategory } from '../../src/taskpane/features/category/jobs/insertCategory';
import { insertSearchResults } from '../../src/taskpane/features/search/jobs/insertSearch';
import { categorySummaryText } from '../../src/taskpane/features/category/wording/categorySummaryText';
import { searchSummaryText } from '../../src/taskpane/features/search/wording/searchSummaryText';
import { MAX_SUGGESTION_REQUESTS } from '../../src/taskpane/features/bom/jobs/lookUpBom';
import { refreshBom } from '../../src/taskpane/features/bom/jobs/refreshBom';
import { bomSummaryText } from '../../src/taskpane/features/bom/wording/bomSummaryText';
import { RISK_COLOURS, UNDER_DEVELOPMENT_COLOURS } from '../../src/taskpane/features/bom/logic/statusMarks';
import { testConnection } from '../../src/taskpane/features/settings/jobs/testConnection';
import { connectionAnswerText } from '../../src/taskpane/features/settings/wording/connectionAnswerText';
import { describeError } from '../../src/taskpane/wording/describeError';
import { newRow, type NumberRow } from '../../src/taskpane/features/search/logic/conditionRows';
import { rowsToFilter } from '../../src/taskpane/features/search/logic/rowsToFilter';
import { products, valueOf } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';
import {
  cancelWhen,
  type JobHarness,
  jobHarness,
  type JobHarnessOptions,
  searchRequest,
  somethingFetched,
  tableValues,
} from '../support/jobHarness';

const service = useContractService({ settings: false });

const clientFor = (apiKey = TEST_KEY): PartSpecClient =>
  createClient({ baseUrl: service.url, apiKey, rate: { perSecond: 1000, burst: 1000 } });

/** The pane's job context around a client of the reference service (by default with the right key). */
const harness = (options: JobHarnessOptions & { client?: PartSpecClient } = {}): JobHarness =>
  jobHarness(options.client ?? clientFor(), options);

/** The 0201 chips: 3,278 SMD capacitors and inductors, more than one request's 2000. */
const SIZE = '0201';
const expected0201 = () => products().filter((product) => valueOf(product, 'SizecodeInch') === SIZE);

function columnIndex(values: CellValue[][], header: string): number {
  const index = values[0].indexOf(header);
  if (index < 0) throw new Error(`no column ${header} in ${values[0].join(', ')}`);
  return index;
}

describe('Insert search results', () => {
  test('a search of more than 2000 products goes whole into a new sheet, as the service has it', async () => {
    const { filter, problems } = rowsToFilter({
      category: 'all',
      lang: 'en',
      rows: [{ ...newRow('SizecodeInch'), kind: 'text', operator: 'eq', text: SIZE }],
    });
    expect(problems).toEqual([]);
    const h = harness();
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({
        filter,
        fields: ['Category', 'Partno', 'Status', 'Capacitance', 'Inductance', 'LastBuyDate', 'Rohs'],
      }),
    );
    const expected = expected0201();
    expect(expected.length).toBeGreaterThan(2000);
    expect(outcome).toMatchObject({ status: 'done', rows: expected.length });
    expect(outcome.summary).toEqual({
      kind: 'written',
      rows: { unit: 'products', count: expected.length },
      range: outcome.range,
    });
    expect(searchSummaryText(outcome.summary)).toBe(
      `Wrote ${expected.length.toLocaleString('en-US')} products to Search!A2:G${expected.length + 2}.`,
    );

    const values = tableValues(h.workbook, 'Search');
    expect(values[0]).toEqual([
      'Category',
      'Partno',
      'Status',
      'Capacitance (µF)',
      'Inductance (µH)',
      'LastBuyDate',
      'Rohs',
    ]);
    const byPartno = new Map(expected.map((product) => [product.record.Partno, product]));
    const partnoColumn = values.slice(1).map((row) => String(row[1]));
    expect(new Set(partnoColumn).size).toBe(expected.length);
    expect([...partnoColumn].sort()).toEqual([...byPartno.keys()].sort());
    for (const [index, row] of values.slice(1).entries()) {
      const product = byPartno.get(String(row[1]))!;
      const capacitance = valueOf(product, 'Capacitance') as number | null | undefined;
      const lastBuy = valueOf(product, 'LastBuyDate') as string | null;
      expect({ index, row }).toEqual({
        index,
        row: [
          product.category,
          product.record.Partno,
          product.record.Status,
          typeof capacitance === 'number' ? Number((capacitance / 1e-6).toPrecision(12)) : '',
          typeof valueOf(product, 'Inductance') === 'number'
            ? Number(((valueOf(product, 'Inductance') as number) / 1e-6).toPrecision(12))
            : '',
          lastBuy === null ? '' : (Date.parse(`${lastBuy}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000,
          valueOf(product, 'Rohs'),
        ],
      });
    }
    expect(h.workbook.tables('Search')).toEqual([outcome.range]);
    const fetching = h.progress.filter((one) => one.phase === 'fetching');
    expect(fetching.at(-1)).toMatchObject({ done: expected.length });
    expect(fetching.at(-1)!.requests).toBeGreaterThanOrEqual(2);
  });

  test('cancelled while fetching: nothing written, no sheet left behind', async () => {
    const h = harness({ onProgress: cancelWhen(somethingFetched) });
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({ filter: parseFilter(`SizecodeInch eq '${SIZE}'`) }),
    );
    expect(outcome).toEqual({ status: 'cancelled', rows: 0, summary: { kind: 'stopped' } });
    expect(searchSummaryText(outcome.summary)).toBe('Stopped while searching; nothing was written.');
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('cancelled while writing: a header and complete rows, a table over them, and a summary saying so', async () => {
    const h = harness({ onProgress: cancelWhen((progress) => progress.phase === 'writing') });
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({
        filter: parseFilter(`SizecodeInch eq '${SIZE}'`),
        orderby: [{ item: 'Partno', direction: 'asc' }],
      }),
    );
    const total = expected0201().length;
    expect(outcome.status).toBe('cancelled');
    expect(outcome.rows).toBeGreaterThan(0);
    expect(outcome.rows).toBeLessThan(total);
    const values = tableValues(h.workbook, 'Search');
    expect(values).toHaveLength(outcome.rows + 1);
    expect(outcome.range).toEqual({
      sheet: 'Search',
      row: 1,
      column: 0,
      rowCount: outcome.rows + 1,
      columnCount: values[0].length,
    });
    expect(h.workbook.tables('Search')).toEqual([outcome.range]);
    // Complete rows: every product row has its part number and category, in part-number order.
    const partno = columnIndex(values, 'Partno');
    const category = columnIndex(values, 'Category');
    expect(values.slice(1).every((row) => row[partno] !== '' && row[category] !== '')).toBe(true);
    const written = values.slice(1).map((row) => String(row[partno]));
    const all = expected0201()
      .map((product) => product.record.Partno)
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
    expect(written).toEqual(all.slice(0, outcome.rows));
    expect(outcome.summary).toMatchObject({ kind: 'partly', written: outcome.rows, rows: { count: total } });
    expect(searchSummaryText(outcome.summary)).toMatch(
      new RegExp(
        `^${outcome.rows.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} products were written to Search!A2:[A-Z]+${outcome.rows + 2}, each row complete; the rest were not\\.$`,
      ),
    );
  });

  test('at a selection that holds values: declined, nothing is written anywhere', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    workbook.setCellText('Sheet1', 5, 2, 'my notes');
    workbook.setSelection({ sheet: 'Sheet1', row: 1, column: 1, rowCount: 1, columnCount: 1 });
    const before = workbook.values('Sheet1');
    const h = harness({ workbook, confirm: false });
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({
        filter: parseFilter("Category eq 'inductors' and Status eq 'Discontinued'"),
        fields: ['Partno', 'Status'],
        destination: 'selection',
      }),
    );
    expect(outcome.status).toBe('declined');
    expect(h.confirmations).toHaveLength(1);
    expect(h.confirmations[0].question).toMatchObject({ kind: 'replaceValues', rows: { unit: 'products' } });
    expect(h.confirmations[0].description).toMatch(
      /^Sheet1!B2:C\d+ holds values\. Replace them with the [\d,]+ products found\?$/,
    );
    expect(workbook.values('Sheet1')).toEqual(before);
    expect(await workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('a wrong API key: a clear message, and nothing written', async () => {
    const h = harness({ client: clientFor('not-the-key') });
    const error = await insertSearchResults(h.context, searchRequest()).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiKeyRefusedError);
    const message = describeError(error);
    expect(message).toBe(
      'The service refused the API key (403). Open Settings and check the API key, and that the Service URL points at a Product Information Service v2.2.',
    );
    expect(message).not.toContain('not-the-key');
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1']);
  });

  test('restricted values chosen in Japanese find what the service holds in Japanese', async () => {
    const { filter } = rowsToFilter({
      category: 'inductors',
      lang: 'ja',
      rows: [
        { ...newRow('Status'), kind: 'listed', operator: 'eq', values: ['生产中止'] },
        { ...(newRow('Inductance') as NumberRow), operator: 'ge', text: '10uH' },
      ],
    });
    const h = harness({ lang: 'ja' });
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({
        filter,
        orderby: [{ item: 'Inductance', direction: 'desc' }],
        fields: ['Partno', 'Status', 'Inductance'],
        numberUnits: 'si',
      }),
    );
    const expected = products().filter(
      (product) =>
        product.category === 'inductors' &&
        product.record.Status === 'Discontinued' &&
        ((valueOf(product, 'Inductance') as number | null) ?? 0) >= 1e-5,
    );
    expect(outcome.rows).toBe(expected.length);
    const values = tableValues(h.workbook, 'Search');
    expect(values[0]).toEqual(['Partno', 'Status', 'Inductance (H)']);
    expect(new Set(values.slice(1).map((row) => row[1]))).toEqual(new Set(['生产中止']));
    const inductances = values.slice(1).map((row) => row[2] as number);
    expect(inductances).toEqual([...inductances].sort((a, b) => b - a));
  });
});

describe('Insert a category', () => {
  test('every leaded capacitor, through the download address, into "Ceramic capacitors lead"', async () => {
    const h = harness();
    const outcome = await insertCategory(h.context, { category: 'ceramicCapacitorsLead', numberUnits: 'display' });
    const expected = products().filter((product) => product.category === 'ceramicCapacitorsLead');
    expect(await h.workbook.sheetNames()).toEqual(['Sheet1', 'Ceramic capacitors lead']);
    expect(outcome).toMatchObject({ status: 'done', rows: expected.length });
    const values = tableValues(h.workbook, 'Ceramic capacitors lead');
    const partno = columnIndex(values, 'Partno');
    expect(
      values
        .slice(1)
        .map((row) => String(row[partno]))
        .sort(),
    ).toEqual(expected.map((product) => product.record.Partno).sort());
    expect(values[0]).toContain('OuterDiameter (mm)');
    expect(values[0]).not.toContain('Inductance (µH)');
    expect(h.progress.some((one) => one.phase === 'fetching' && one.text.includes('downloaded'))).toBe(true);
    expect(outcome.summary).toMatchObject({ kind: 'written', rows: { unit: 'products', count: 4500 } });
    expect(categorySummaryText(outcome.summary)).toMatch(
      /^Wrote 4,500 products to 'Ceramic capacitors lead'!A2:[A-Z]+4502\.$/,
    );
  });
});

describe('Refresh a BOM', () => {
  const now = (): Date => new Date(2026, 10, 24, 7, 30);
  const NOTE = 'Refreshed 2026-11-24 07:30 from the service';
  const first = (status: string, category = 'ceramicCapacitorsSMD') =>
    products().find(
      (product) =>
        product.category === category &&
        product.record.Status === status &&
        (status === 'In Production' || (valueOf(product, 'AlternativePartno') as string[]).length > 0),
    )!;

  test('a part number copied with a letter O for a zero is not found, and the real one is suggested first', async () => {
    // A real inductor whose part number has a 0 beside a digit, typed with the letter O there.
    const real = products().find(
      (product) => product.category === 'inductors' && /[0-9]0[A-Z]/.test(product.record.Partno.slice(6)),
    )!;
    const partno = real.record.Partno;
    const at = 6 + partno.slice(6).search(/[0-9]0[A-Z]/) + 1;
    const typo = `${partno.slice(0, at)}O${partno.slice(at + 1)}`;
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    workbook.setCellText('BOM', 0, 0, 'Part number');
    workbook.setCellText('BOM', 1, 0, `'${typo}`);
    workbook.setSelection({ sheet: 'BOM', row: 1, column: 0, rowCount: 1, columnCount: 1 });
    const outcome = await refreshBom(harness({ workbook, now }).context, { columns: ['Status'] });
    expect(outcome.notFound).toEqual([typo]);
    expect(workbook.values('BOM')[1][1]).toMatch(new RegExp(`^Not found \\(did you mean ${partno}[,?]`));
  });

  test('lifecycle columns for real parts and an unknown one: cells, counts, not found, marks', async () => {
    const parts = [
      first('In Production'),
      first('NRND'),
      first('To be discontinued', 'inductors'),
      first('Discontinued', 'ceramicCapacitorsLead'),
    ];
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    workbook.setCellText('BOM', 0, 0, 'Ref');
    workbook.setCellText('BOM', 0, 1, 'MPN');
    workbook.setCellText('BOM', 0, 2, 'Qty');
    const column: string[] = [
      parts[0].record.Partno,
      parts[1].record.Partno,
      'NO-SUCH-PART-1',
      parts[2].record.Partno,
      '',
      parts[3].record.Partno,
    ];
    column.forEach((partno, index) => {
      workbook.setCellText('BOM', index + 1, 0, `C${index + 1}`);
      if (partno) workbook.setCellText('BOM', index + 1, 1, `'${partno}`);
      workbook.setCellText('BOM', index + 1, 2, '1');
    });
    // The whole column B, header included.
    workbook.setSelection({ sheet: 'BOM', row: 0, column: 1, rowCount: 1_048_576, columnCount: 1 });
    const h = harness({ workbook, now });
    const outcome = await refreshBom(h.context);

    expect(outcome.parts).toBe(5);
    expect(outcome.notFound).toEqual(['NO-SUCH-PART-1']);
    expect(outcome.counts.statuses.map((entry) => [entry.english, entry.count])).toEqual([
      ['Under Development', 0],
      ['In Production', 1],
      ['NRND', 1],
      ['To be discontinued', 1],
      ['Discontinued', 1],
    ]);
    expect(outcome.counts.notFound).toBe(1);
    expect(outcome.summary).toMatchObject({ kind: 'refreshed', parts: 5, notFound: ['NO-SUCH-PART-1'] });
    expect(bomSummaryText(outcome.summary)).toMatch(
      /^Refreshed Status, LastBuyDate, ProductionEndDate, AlternativePartno for 5 parts in BOM!B1:G7: 1 In Production, 1 NRND, 1 To be discontinued, 1 Discontinued, 1 not found\. Answered from the service, 2026-11-24 07:30\. Not found: NO-SUCH-PART-1\.$/,
    );

    const values = workbook.values('BOM');
    expect(values[0]).toEqual([
      'Ref',
      'MPN',
      'Qty',
      'Status',
      'LastBuyDate',
      'ProductionEndDate',
      'AlternativePartno',
      NOTE,
    ]);
    const shown = (row: number, col: number) => workbook.displayText('BOM', row, col);
    const rowOf = (index: number) => column.indexOf(parts[index].record.Partno) + 1;
    for (const [index, product] of parts.entries()) {
      const row = rowOf(index);
      expect([shown(row, 3), shown(row, 4), shown(row, 5), shown(row, 6)]).toEqual([
        product.record.Status,
        (valueOf(product, 'LastBuyDate') as string | null) ?? '',
        (valueOf(product, 'ProductionEndDate') as string | null) ?? '',
        (valueOf(product, 'AlternativePartno') as string[]).join(', '),
      ]);
    }
    // The unknown part says so (nothing in the catalog is near it); the blank row stays blank.
    expect(values[3].slice(3)).toEqual(['Not found', '', '', '', '']);
    expect(values[5].slice(3)).toEqual(['', '', '', '', '']);

    expect(workbook.highlightAt('BOM', rowOf(0), 1)).toBeUndefined();
    expect(workbook.highlightAt('BOM', rowOf(1), 1)).toMatchObject(RISK_COLOURS.NRND);
    expect(workbook.highlightAt('BOM', rowOf(2), 6)).toMatchObject(RISK_COLOURS['To be discontinued']);
    expect(workbook.highlightAt('BOM', rowOf(3), 3)).toMatchObject(RISK_COLOURS.Discontinued);
    expect(workbook.highlightAt('BOM', rowOf(3), 0)).toBeUndefined();
  });

  test('in Chinese: statuses and marks as the service writes them in zh', async () => {
    const part = first('Discontinued');
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    workbook.setCellText('BOM', 0, 0, '型号');
    workbook.setCellText('BOM', 1, 0, `'${part.record.Partno}`);
    workbook.setSelection({ sheet: 'BOM', row: 0, column: 0, rowCount: 2, columnCount: 1 });
    const outcome = await refreshBom(harness({ workbook, lang: 'zh', now }).context, { columns: ['Status'] });
    expect(workbook.values('BOM')).toEqual([
      ['型号', 'Status', NOTE],
      [part.record.Partno, '已经停产', ''],
    ]);
    expect(workbook.highlightAt('BOM', 1, 0)).toMatchObject({ equals: '已经停产', ...RISK_COLOURS.Discontinued });
    expect(outcome.summary).toMatchObject({
      kind: 'refreshed',
      statuses: { statuses: expect.arrayContaining([expect.objectContaining({ status: '已经停产', count: 1 })]) },
    });
    expect(bomSummaryText(outcome.summary)).toContain('1 已经停产');
  });

  test('a part number without package code gets the fields its variants agree on; Under Development is marked', async () => {
    // A family of several packagings that agree on their status, Under Development.
    const families = new Map<string, DatasetProduct[]>();
    for (const product of products()) {
      const base = product.record.PartnoWithoutPackageCode;
      if (typeof base !== 'string' || base === product.record.Partno) continue;
      families.set(base, [...(families.get(base) ?? []), product]);
    }
    const [base, variants] = [...families].find(
      ([, members]) => members.length > 1 && members.every((member) => member.record.Status === 'Under Development'),
    )!;
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    workbook.setCellText('BOM', 0, 0, 'Part number');
    workbook.setCellText('BOM', 1, 0, `'${base}`);
    workbook.setCellText('BOM', 2, 0, `'${variants[0].record.Partno}`);
    workbook.setSelection({ sheet: 'BOM', row: 0, column: 0, rowCount: 3, columnCount: 1 });
    const outcome = await refreshBom(harness({ workbook, now }).context, { columns: ['Status', 'SizecodeMm'] });

    expect(outcome).toMatchObject({ status: 'done', notFound: [], notAPartNumber: [] });
    expect(outcome.counts.statuses[0]).toMatchObject({ english: 'Under Development', count: 2 });
    expect(workbook.values('BOM')).toEqual([
      ['Part number', 'Status', 'SizecodeMm', NOTE],
      [base, 'Under Development', valueOf(variants[0], 'SizecodeMm'), ''],
      [variants[0].record.Partno, 'Under Development', valueOf(variants[0], 'SizecodeMm'), ''],
    ]);
    expect(workbook.highlightAt('BOM', 1, 0)).toMatchObject(UNDER_DEVELOPMENT_COLOURS);
  });

  test('mistyped part numbers: "did you mean" real ones in their cells, from a few requests for all of them', async () => {
    const real = products()
      .filter((product) => product.category === 'ceramicCapacitorsSMD')
      .filter((_, index) => index % 499 === 0)
      .slice(0, 50)
      .map((product) => product.record.Partno);
    expect(real).toHaveLength(50);
    // The packaging code (the last character) replaced by one no product has.
    const typos = real.map((partno) => `${partno.slice(0, -1)}Q`);
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    workbook.setCellText('BOM', 0, 0, 'MPN');
    typos.forEach((partno, index) => workbook.setCellText('BOM', index + 1, 0, `'${partno}`));
    workbook.setCellText('BOM', 51, 0, `'AB'C`);
    workbook.setSelection({ sheet: 'BOM', row: 0, column: 0, rowCount: 52, columnCount: 1 });
    const client = clientFor();
    const outcome = await refreshBom(harness({ workbook, client, now }).context, { columns: ['Status'] });

    expect(outcome.notFound).toEqual(typos);
    expect(outcome.notAPartNumber).toEqual(["AB'C"]);
    // The lookup: one exact request and one for part numbers without package code; then the suggestions.
    expect(outcome.requests).toBeLessThanOrEqual(2 + MAX_SUGGESTION_REQUESTS);
    const values = workbook.values('BOM');
    typos.forEach((typo, index) => {
      const near = outcome.suggestions.get(typo) ?? [];
      expect(near.length).toBeGreaterThan(0);
      expect(near.length).toBeLessThanOrEqual(3);
      // Real part numbers, as the service spells them.
      for (const partno of near) expect(products().some((product) => product.record.Partno === partno)).toBe(true);
      expect(values[index + 1][1]).toBe(`Not found (did you mean ${near.join(', ')}?)`);
    });
    // Most typos are one character from their own part number, which the suggestions then hold.
    expect(typos.filter((typo, index) => outcome.suggestions.get(typo)?.includes(real[index])).length).toBeGreaterThan(
      40,
    );
    expect(values[51][1]).toBe('Not a part number');
  });
});

describe('Test connection', () => {
  const settings = { ...DEFAULT_SETTINGS, ratePerSecond: 1000, burst: 1000 };

  test('the right key: the service answered', async () => {
    const answer = await testConnection({ ...settings, serviceUrl: service.url, apiKey: TEST_KEY });
    expect(answer).toEqual({ kind: 'answered', connection: 'service', url: service.url });
    expect(connectionAnswerText(answer)).toBe(
      `The service at ${service.url} answered and accepted the API key. Save the settings to use them.`,
    );
  });

  test('a wrong key: check it, above (the message is shown in Settings itself)', async () => {
    const result = await testConnection({ ...settings, serviceUrl: service.url, apiKey: 'wrong-key-0000' });
    expect(result.kind).toBe('failed');
    const message = connectionAnswerText(result);
    expect(message).toMatch(/Check the API key above/);
    expect(message).not.toMatch(/Open Settings/);
    expect(message).not.toContain('wrong-key-0000');
  });
});

describe('Insert search results: part numbers without package code', () => {
  test('under Partno equals, a base part number brings its packaging variants, in the service order', async () => {
    const byBase = new Map<string, string[]>();
    for (const product of products()) {
      const base = product.record.PartnoWithoutPackageCode as string;
      byBase.set(base, [...(byBase.get(base) ?? []), product.record.Partno]);
    }
    const [base, variants] = [...byBase].find(([, partnos]) => partnos.length >= 2)!;
    const others = products()
      .filter((product) => product.record.PartnoWithoutPackageCode !== base)
      .slice(0, 3)
      .map((product) => product.record.Partno);
    const filter = parseFilter(`Partno eq '${[...others, base].join('|')}'`);
    const h = harness();
    const outcome = await insertSearchResults(h.context, searchRequest({ filter, fields: ['Partno'] }));
    expect(outcome).toMatchObject({ status: 'done', rows: 3 + variants.length });
    const written = tableValues(h.workbook, 'Search')
      .slice(1)
      .map((row) => row[0]);
    expect(new Set(written)).toEqual(new Set([...others, ...variants]));
    // The service's own order for these part numbers: what a search for all of them in full gives.
    const truth = await clientFor().search({ filter: `Partno eq '${[...others, ...variants].join('|')}'` });
    expect(written).toEqual(truth.products.map((product) => product.record.Partno));
  });
});

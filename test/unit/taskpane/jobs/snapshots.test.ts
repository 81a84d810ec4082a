/**
 * Never silently stale: every job that reads products says, in its outcome, the date of the kept snapshot
 * they came from (the oldest, when several), and a table written from one says it in its caption.
 */
import { type CellValue, type Product, parseFilter } from '../../../../src/core';
import { MemoryWorkbook, readTableRecords } from '../../../../src/office/workbook';
import { findSelectedEquivalents } from '../../../../src/taskpane/features/search/jobs/findSelectedEquivalents';
import { insertCategory } from '../../../../src/taskpane/features/category/jobs/insertCategory';
import { insertSearchResults } from '../../../../src/taskpane/features/search/jobs/insertSearch';
import { refreshBom } from '../../../../src/taskpane/features/bom/jobs/refreshBom';
import { bomSummaryText } from '../../../../src/taskpane/features/bom/wording/bomSummaryText';
import { refreshAllRecords, refreshRecord } from '../../../../src/taskpane/features/tables/jobs/refreshRecord';
import { recordRefreshedText } from '../../../../src/taskpane/features/tables/wording/tablesRefreshedText';
import { refreshSnapshots } from '../../../../src/taskpane/jobs/refreshSnapshots';
import { snapshotsRefreshedText } from '../../../../src/taskpane/wording/snapshotsRefreshedText';
import { makeCatalog } from '../../../support/memoryService';
import { productOf } from '../../../support/productOf';
import { type FakeSnapshot, fakeClient, SNAPSHOT_FILE_BYTES } from '../support/fakeClient';
import { cancel, jobHarness, searchRequest } from '../../../support/jobHarness';
import { workbookWith } from '../support/workbookWith';

const catalog = makeCatalog(11, { capacitorFamilies: 30, inductorFamilies: 10 });

/** The job's clock: 24 November 2026, 07:30 local time. */
const now = (): Date => new Date(2026, 10, 24, 7, 30);
/** Kept snapshots, issued at local times. */
const SMD: FakeSnapshot = { category: 'ceramicCapacitorsSMD', issuedAt: new Date(2026, 10, 22, 9, 14).toISOString() };
const INDUCTORS: FakeSnapshot = { category: 'inductors', issuedAt: new Date(2026, 10, 23, 18, 2).toISOString() };
const OLD_SMD: FakeSnapshot = { ...SMD, stale: true };

const expectedUse = (snapshot: FakeSnapshot) => ({
  category: snapshot.category,
  lang: 'en',
  issuedAt: snapshot.issuedAt,
  stale: snapshot.stale ?? false,
});

describe('Insert search results', () => {
  test('products from kept snapshots: the outcome names them, oldest first; the caption and the record say its date', async () => {
    const client = fakeClient(catalog, { now, snapshots: [INDUCTORS, SMD] });
    const h = jobHarness(client, { now });
    const outcome = await insertSearchResults(h.context, searchRequest({ fields: ['Partno', 'Status'] }));
    expect(outcome.status).toBe('done');
    expect(outcome.snapshots).toEqual([
      expect.objectContaining(expectedUse(SMD)),
      expect.objectContaining(expectedUse(INDUCTORS)),
    ]);
    // From two snapshots: how many of each, each with its date and age by the service's clock.
    const smd = catalog.filter((product) => product.category === 'ceramicCapacitorsSMD').length;
    const inductors = catalog.filter((product) => product.category === 'inductors').length;
    expect(h.workbook.values('Search')[0][0]).toBe(
      `As of 2026-11-24 07:30: ${smd} from the snapshot of 2026-11-22 09:14 (46 hours old by the service's clock); ` +
        `${inductors} from the snapshot of 2026-11-23 18:02 (13 hours old by the service's clock) · PartSpec › Tables › Refresh table`,
    );
    const [record] = await readTableRecords(h.workbook);
    expect(record.refreshedAt).toBe(SMD.issuedAt);
    expect(record.sources).toMatchObject({
      at: now().toISOString(),
      service: catalog.length - smd - inductors,
      snapshots: [
        { category: 'ceramicCapacitorsSMD', issuedAt: SMD.issuedAt, count: smd },
        { category: 'inductors', issuedAt: INDUCTORS.issuedAt, count: inductors },
      ],
    });
  });

  test('only the categories that answered count: a search of inductors names their snapshot alone', async () => {
    const client = fakeClient(catalog, { now, snapshots: [SMD, INDUCTORS] });
    const h = jobHarness(client, { now });
    const outcome = await insertSearchResults(
      h.context,
      searchRequest({ filter: parseFilter("Category eq 'inductors'"), fields: ['Partno'] }),
    );
    expect(outcome.snapshots).toEqual([expect.objectContaining(expectedUse(INDUCTORS))]);
  });

  test('products the service answered: no snapshot in the outcome, and the caption is as of now', async () => {
    const h = jobHarness(fakeClient(catalog), { now });
    const outcome = await insertSearchResults(h.context, searchRequest({ fields: ['Partno'] }));
    expect(outcome.status).toBe('done');
    expect(outcome).not.toHaveProperty('snapshots');
    expect(h.workbook.values('Search')[0][0]).toBe(
      'As of 2026-11-24 07:30 from the service · PartSpec › Tables › Refresh table',
    );
    const [record] = await readTableRecords(h.workbook);
    expect(record.refreshedAt).toBe(now().toISOString());
    expect(record.sources).toEqual({
      at: now().toISOString(),
      atChecked: false,
      service: catalog.length,
      snapshots: [],
    });
  });

  test('nothing written (cancelled before writing): nothing to date', async () => {
    const client = fakeClient(catalog, { now, snapshots: [SMD] });
    const h = jobHarness(client, { now });
    cancel(h);
    const outcome = await insertSearchResults(h.context, searchRequest());
    expect(outcome.status).toBe('cancelled');
    expect(outcome).not.toHaveProperty('snapshots');
  });
});

describe('Insert a category', () => {
  test('a category answered from its kept snapshot says so, stale included', async () => {
    const client = fakeClient(catalog, { now, snapshots: [OLD_SMD] });
    const h = jobHarness(client, { now });
    const outcome = await insertCategory(h.context, { category: 'ceramicCapacitorsSMD', numberUnits: 'display' });
    expect(outcome.status).toBe('done');
    expect(outcome.snapshots).toEqual([expect.objectContaining(expectedUse(OLD_SMD))]);
    const sheet = (await h.workbook.sheetNames())[1];
    expect(h.workbook.values(sheet)[0][0]).toBe(
      "As of the snapshot of 2026-11-22 09:14 (46 hours old by the service's clock) · PartSpec › Tables › Refresh table",
    );
  });
});

describe('Refresh table', () => {
  test('a table refreshed from a kept snapshot: its outcome, caption and record say the snapshot', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    await insertSearchResults(jobHarness(fakeClient(catalog), { workbook, now }).context, searchRequest());
    expect(workbook.values('Search')[0][0]).toBe(
      'As of 2026-11-24 07:30 from the service · PartSpec › Tables › Refresh table',
    );

    const client = fakeClient(catalog, { now, snapshots: [INDUCTORS] });
    const [record] = await readTableRecords(workbook);
    const outcome = await refreshRecord(jobHarness(client, { workbook, now }).context, record);
    expect(outcome.status).toBe('done');
    expect(outcome.snapshots).toEqual([expect.objectContaining(expectedUse(INDUCTORS))]);
    const inductors = catalog.filter((product) => product.category === 'inductors').length;
    const from =
      `2026-11-24 07:30: ${catalog.length - inductors} products from the service, 2026-11-24 07:30; ` +
      `${inductors} from the snapshot of 2026-11-23 18:02 (13 hours old by the service's clock)`;
    expect(workbook.values('Search')[0][0]).toBe(`As of ${from} · PartSpec › Tables › Refresh table`);
    expect(outcome.summary).toMatchObject({ kind: 'table', summary: { kind: 'refreshed' } });
    const notBom = (): string => {
      throw new Error('A search table, not a BOM.');
    };
    expect(recordRefreshedText(outcome.summary, notBom)).toMatch(
      new RegExp(`Answered ${from.slice(18).replace(/[()]/g, '\\$&')}\\.$`),
    );
    expect((await readTableRecords(workbook))[0].refreshedAt).toBe(INDUCTORS.issuedAt);
    // Asked as a lifecycle refresh: its Status and dates as current as the lifecycle age limit allows.
    expect(client.lifecycleAsked).toEqual([record.source.kind === 'search' ? record.source.filter : '']);
  });

  test('Refresh all: the snapshots of every table, each once, oldest first', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['Sheet1'] });
    const service = jobHarness(fakeClient(catalog), { workbook, now }).context;
    await insertSearchResults(service, searchRequest({ filter: parseFilter("Category eq 'inductors'") }));
    await insertCategory(service, { category: 'ceramicCapacitorsSMD', numberUnits: 'display' });
    await insertSearchResults(service, searchRequest({ filter: parseFilter("Category eq 'inductors'") }));

    const client = fakeClient(catalog, { now, snapshots: [INDUCTORS, SMD] });
    const outcome = await refreshAllRecords(jobHarness(client, { workbook, now }).context);
    expect(outcome).toMatchObject({ status: 'done', summary: { refreshed: 3 } });
    expect(outcome.snapshots).toEqual([
      expect.objectContaining(expectedUse(SMD)),
      expect.objectContaining(expectedUse(INDUCTORS)),
    ]);
  });
});

describe('Refresh BOM', () => {
  const parts = catalog.filter((product) => product.category === 'ceramicCapacitorsSMD').slice(0, 3);
  const bom: CellValue[][] = [['Part number'], ...parts.map((product) => [product.record.Partno])];
  const range = { sheet: 'BOM', row: 1, column: 0, rowCount: parts.length, columnCount: 1 };

  test('parts looked up in a kept snapshot: the outcome says which', async () => {
    const client = fakeClient(catalog, { now, snapshots: [SMD, INDUCTORS] });
    const h = jobHarness(client, { workbook: workbookWith(bom, range), now });
    const outcome = await refreshBom(h.context);
    expect(outcome.status).toBe('done');
    expect(outcome.snapshots).toEqual([expect.objectContaining(expectedUse(SMD))]);
    // Where the parts' answers came from, with its date and age, in the note, the record and the summary alike.
    const from = "from the snapshot of 2026-11-22 09:14 (46 hours old by the service's clock)";
    expect(h.workbook.values('BOM')[0]).toContain(`Refreshed 2026-11-24 07:30 ${from}`);
    expect(outcome.summary).toMatchObject({ kind: 'refreshed', sources: outcome.sources });
    expect(bomSummaryText(outcome.summary)).toContain(`Answered ${from}.`);
    expect(outcome.sources).toMatchObject({ service: 0, snapshots: [{ category: 'ceramicCapacitorsSMD', count: 3 }] });
    expect((await readTableRecords(h.workbook))[0].sources).toEqual(outcome.sources);
    // Asked as a lifecycle refresh: the client answers from a snapshot only within the lifecycle age limit.
    expect(client.lifecycleAsked).toEqual([parts.map((product) => product.record.Partno)]);
  });

  test('parts the service answered: no snapshot, and the note, the record and the summary say the service', async () => {
    const h = jobHarness(fakeClient(catalog), { workbook: workbookWith(bom, range), now });
    const outcome = await refreshBom(h.context);
    expect(outcome).not.toHaveProperty('snapshots');
    expect(h.workbook.values('BOM')[0]).toContain('Refreshed 2026-11-24 07:30 from the service');
    expect(outcome.summary).toMatchObject({ kind: 'refreshed', sources: { service: 3, snapshots: [] } });
    expect(bomSummaryText(outcome.summary)).toContain('Answered from the service, 2026-11-24 07:30.');
    expect((await readTableRecords(h.workbook))[0].sources).toEqual({
      at: now().toISOString(),
      atChecked: false,
      service: 3,
      snapshots: [],
    });
  });
});

describe('Find equivalents', () => {
  const original: Product = catalog.find((product) => product.category === 'ceramicCapacitorsSMD')!;
  const selected = (): MemoryWorkbook => {
    const workbook = workbookWith([[original.record.Partno]], {
      sheet: 'BOM',
      row: 0,
      column: 0,
      rowCount: 1,
      columnCount: 1,
    });
    return workbook;
  };

  test('the part and its candidates from a kept snapshot: the outcome says it', async () => {
    const client = fakeClient(catalog, { now, snapshots: [SMD] });
    const outcome = await findSelectedEquivalents(jobHarness(client, { workbook: selected(), now }).context);
    expect(outcome.status).toBe('done');
    expect(outcome.snapshots).toEqual([expect.objectContaining(expectedUse(SMD))]);
  });

  test('from the service: no snapshot', async () => {
    const outcome = await findSelectedEquivalents(jobHarness(fakeClient(catalog), { workbook: selected() }).context);
    expect(outcome).not.toHaveProperty('snapshots');
  });
});

describe('Refresh snapshots (the Refresh beside the note)', () => {
  test('downloads each snapshot used again, in its language, and says it is now dated now', async () => {
    const client = fakeClient(catalog, { now, snapshots: [SMD, INDUCTORS] });
    const h = jobHarness(client, { now });
    const inserted = await insertSearchResults(h.context, searchRequest({ fields: ['Partno'] }));
    const outcome = await refreshSnapshots(h.context, inserted.snapshots!);
    expect(client.snapshotRefreshes).toEqual([
      { category: 'ceramicCapacitorsSMD', lang: 'en' },
      { category: 'inductors', lang: 'en' },
    ]);
    expect({ ...outcome, summary: snapshotsRefreshedText(outcome.summary) }).toEqual({
      status: 'done',
      summary:
        'The snapshot of ceramic capacitors SMD is now dated 2026-11-24 07:30. ' +
        'The snapshot of inductors is now dated 2026-11-24 07:30. ' +
        'Cells written from it before are as they were: insert again, or refresh the table, to bring them up to date.',
    });
    // Of the snapshots, the share done; of each, its bytes as they arrive, of the file's size.
    const downloading = h.progress.filter((one) => one.text.startsWith('Downloading'));
    expect(downloading.map(({ done, total, text }) => [done, total, text])).toEqual([
      [0, 2, 'Downloading ceramic capacitors SMD again'],
      [0, 2, 'Downloading ceramic capacitors SMD again: Asking the service for the download address'],
      [0, 2, 'Downloading ceramic capacitors SMD again: 1.0 MB of 2.0 MB downloaded'],
      [0, 2, 'Downloading ceramic capacitors SMD again: 2.0 MB of 2.0 MB downloaded'],
      [0, 2, 'Downloading ceramic capacitors SMD again: Reading 2.0 MB of product data'],
      [1, 2, 'Downloading inductors again'],
      [1, 2, 'Downloading inductors again: Asking the service for the download address'],
      [1, 2, 'Downloading inductors again: 1.0 MB of 2.0 MB downloaded'],
      [1, 2, 'Downloading inductors again: 2.0 MB of 2.0 MB downloaded'],
      [1, 2, 'Downloading inductors again: Reading 2.0 MB of product data'],
    ]);
    // The next answer from them says the new date.
    expect(client.snapshots.of(catalog[0])?.issuedAt).toBe(now().toISOString());
  });

  test('one snapshot: no share until its download tells its bytes, then the bytes of the file', async () => {
    const client = fakeClient(catalog, { now, snapshots: [SMD] });
    const h = jobHarness(client, { now });
    const use = client.snapshots.of(catalog[0])!;
    await refreshSnapshots(h.context, [use, use]);
    expect(client.snapshotRefreshes).toHaveLength(1);
    expect(h.progress[0]).toEqual(expect.not.objectContaining({ total: expect.anything() }));
    expect(h.progress.slice(2).map(({ done, total, text }) => [done, total, text])).toEqual([
      [
        SNAPSHOT_FILE_BYTES / 2,
        SNAPSHOT_FILE_BYTES,
        'Downloading ceramic capacitors SMD again: 1.0 MB of 2.0 MB downloaded',
      ],
      [
        SNAPSHOT_FILE_BYTES,
        SNAPSHOT_FILE_BYTES,
        'Downloading ceramic capacitors SMD again: 2.0 MB of 2.0 MB downloaded',
      ],
      [
        SNAPSHOT_FILE_BYTES,
        SNAPSHOT_FILE_BYTES,
        'Downloading ceramic capacitors SMD again: Reading 2.0 MB of product data',
      ],
    ]);
  });

  test('a cancel keeps what was downloaded and says how many are as they were', async () => {
    const client = fakeClient(catalog, { now, snapshots: [SMD, INDUCTORS] });
    const h = jobHarness(client, {
      now,
      onProgress: (progress, harness) => {
        if (progress.done === 1) cancel(harness);
      },
    });
    const uses = [client.snapshots.of(catalog[0])!, client.snapshots.of(productOf('X', {}, 'inductors'))!];
    const outcome = await refreshSnapshots(h.context, uses);
    expect(outcome).toMatchObject({ status: 'cancelled', summary: { notRefreshed: 1 } });
    expect(snapshotsRefreshedText(outcome.summary)).toBe(
      'The snapshot of ceramic capacitors SMD is now dated 2026-11-24 07:30. Stopped while downloading; 1 snapshot is as it was.',
    );
  });
});

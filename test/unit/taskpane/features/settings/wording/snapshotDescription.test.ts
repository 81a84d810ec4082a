import { type KeptSnapshot, NetworkError } from '../../../../../../src/core';
import { SnapshotStoreError } from '../../../../../../src/office/snapshots';
import { i18n } from '../../../../../../src/taskpane/i18n/i18n';
import {
  emptySnapshotsText,
  megabytes,
  notDoneText,
  refreshedText,
  snapshotContents,
  snapshotIssued,
  snapshotName,
  snapshotStaleText,
} from '../../../../../../src/taskpane/features/settings/wording/snapshotDescription';

/** Issued at 07:31 on 24 November 2026 in this machine's time zone, whichever it is. */
const ISSUED = new Date(2026, 10, 24, 7, 31).toISOString();

const kept = (change: Partial<KeptSnapshot> = {}): KeptSnapshot => ({
  service: 'https://pis.example.com',
  checksum: 'sha256:test:10',
  category: 'ceramicCapacitorsLead',
  lang: 'en',
  issuedAt: ISSUED,
  productCount: 12_345,
  bytes: 12_345_678,
  ageMs: 3 * 3_600_000 + 60_000,
  ageChecked: true,
  stale: false,
  inUse: true,
  ...change,
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a kept snapshot in Settings', () => {
  test('named by the pane’s name of its category, and its language', () => {
    expect(snapshotName(kept())).toBe('Ceramic capacitors lead (en)');
    expect(snapshotName(kept({ category: 'inductors', lang: 'zh' }))).toBe('Inductors (zh)');
  });

  test('issued at, in local time', () => {
    expect(snapshotIssued(kept())).toBe("Issued 2026-11-24 07:31 (3 hours old by the service's clock)");
    expect(snapshotIssued(kept({ ageChecked: false }))).toBe(
      "Issued 2026-11-24 07:31 (3 hours old by this computer's clock, not checked against the service yet)",
    );
    expect(snapshotIssued(kept({ ageMs: 362 * 86_400_000 + 5 }))).toBe(
      "Issued 2026-11-24 07:31 (362 days old by the service's clock)",
    );
    expect(snapshotIssued(kept({ ageMs: 47 * 3_600_000 }))).toBe(
      "Issued 2026-11-24 07:31 (47 hours old by the service's clock)",
    );
    expect(snapshotIssued(kept({ ageMs: 48 * 3_600_000 }))).toBe(
      "Issued 2026-11-24 07:31 (2 days old by the service's clock)",
    );
    expect(snapshotIssued(kept({ ageMs: 59_999 }))).toBe(
      "Issued 2026-11-24 07:31 (less than a minute old by the service's clock)",
    );
    expect(snapshotIssued(kept({ ageMs: 60_000 }))).toBe(
      "Issued 2026-11-24 07:31 (1 minute old by the service's clock)",
    );
    // Ahead of the service's clock by more than two clocks disagree: its age cannot be told.
    expect(snapshotIssued(kept({ ageMs: -5 * 60_000 }))).toBe(
      "Issued 2026-11-24 07:31 (less than a minute old by the service's clock)",
    );
    expect(snapshotIssued(kept({ ageMs: -5 * 60_000 - 1 }))).toBe(
      "Issued 2026-11-24 07:31 (dated ahead of the service's clock)",
    );
  });

  test('kept for another connection: its date alone, and which connection; never called stale here', () => {
    const other = kept({ inUse: false, service: 'https://relay.example.com', stale: true, staleBecause: 'age' });
    expect(snapshotIssued(other)).toBe('Issued 2026-11-24 07:31');
    expect(snapshotStaleText(other)).toBeUndefined();
  });

  test('why a snapshot is stale: its age, the service answering otherwise since, or a date ahead of its clock', () => {
    expect(snapshotStaleText(kept())).toBeUndefined();
    expect(snapshotStaleText(kept({ stale: true, staleBecause: 'age' }))).toMatch(/^Older than the age limit/);
    expect(snapshotStaleText(kept({ stale: true, staleBecause: 'answers' }))).toMatch(
      /^The service has since answered differently for some of its parts/,
    );
    expect(snapshotStaleText(kept({ stale: true, staleBecause: 'ahead' }))).toMatch(
      /^Dated ahead of the service's clock/,
    );
  });

  test('its size in MB to one decimal, and how many products', () => {
    expect(snapshotContents(kept())).toBe('12.3 MB · 12,345 products');
    expect(snapshotContents(kept({ bytes: 3_000_000, productCount: 1 }))).toBe('3.0 MB · 1 product');
  });

  test.each([
    [0, 0],
    [1, 0.1],
    [49_999, 0.1],
    [150_000, 0.2],
    [1_049_999, 1],
    [1_050_000, 1.1],
    [987_654_321, 987.7],
  ])('%d bytes: %d MB (a file that holds anything is at least 0.1 MB)', (bytes, mb) => {
    expect(megabytes(bytes)).toBe(mb);
  });

  test('in Japanese and Chinese', async () => {
    await i18n.changeLanguage('ja');
    expect(snapshotName(kept({ category: 'inductors' }))).toBe('インダクタ (en)');
    expect(snapshotIssued(kept())).toBe('発行日時 2026-11-24 07:31 (サービスの時計で3 時間前)');
    expect(snapshotContents(kept())).toBe('12.3 MB · 製品 12,345 件');
    await i18n.changeLanguage('zh');
    expect(snapshotContents(kept())).toBe('12.3 MB · 12,345 个产品');
    expect(snapshotIssued(kept({ ageMs: 2 * 86_400_000 }))).toBe('发布于 2026-11-24 07:31（按服务的时钟为2 天前）');
  });
});

describe('what Refresh and Delete say', () => {
  test('a refresh: the new count and date', () => {
    expect(refreshedText(kept({ category: 'inductors', productCount: 2 }))).toBe(
      'Inductors (en) downloaded again: 2 products, issued 2026-11-24 07:31.',
    );
  });

  test('a failure: what was left as it was, then the pane’s words for the error, as Settings says them', () => {
    expect(notDoneText('refresh', kept(), new NetworkError('https://pis.example.com', 1, undefined))).toBe(
      'Ceramic capacitors lead (en) was not downloaded again. Could not reach the service at https://pis.example.com. Check the service URL above and the network connection.',
    );
    const full = new SnapshotStoreError('delete', {
      category: 'ceramicCapacitorsLead',
      lang: 'en',
      problem: 'refused',
    });
    expect(notDoneText('delete', kept(), full)).toBe(
      "Ceramic capacitors lead (en) was not deleted. The snapshot of leaded ceramic capacitors (en) could not be deleted. The browser's storage refused. Try again; if it keeps happening, restart Excel (or the browser).",
    );
    expect(notDoneText('refresh', kept(), Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(
      'Ceramic capacitors lead (en) was not downloaded again. Cancelled before it finished.',
    );
  });
});

describe('an empty list says why', () => {
  test('none kept yet, and when PartSpec keeps one', () => {
    expect(emptySnapshotsText('auto', 'auto')).toBe(
      'No snapshot is kept yet. PartSpec keeps one when a large sheet or a whole-category download makes it worth it.',
    );
    expect(emptySnapshotsText('offline', 'offline')).toBe(emptySnapshotsText('auto', 'auto'));
  });

  test('snapshots off by choice: a client with them off lists none, even those kept before', () => {
    expect(emptySnapshotsText('off', 'off')).toMatch(/^Snapshots are off, so PartSpec neither uses nor keeps them\./);
  });

  test('on, but a client without storage for them', () => {
    expect(emptySnapshotsText('off', 'auto')).toMatch(/does not let PartSpec keep snapshots/);
  });
});

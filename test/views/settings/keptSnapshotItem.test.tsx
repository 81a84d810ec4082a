import { screen } from '@testing-library/react';
import type { KeptSnapshot } from '../../../src/core';
import { KeptSnapshotItem, type KeptSnapshotItemProps } from '../../../src/taskpane/features/settings/KeptSnapshotItem';
import { renderPane } from '../../support/views/renderPane';

const SNAPSHOT: KeptSnapshot = {
  service: 'https://pis.example.com',
  checksum: 'sha256:test:10',
  category: 'inductors',
  lang: 'en',
  issuedAt: new Date(2026, 10, 24, 7, 31).toISOString(),
  productCount: 12_345,
  bytes: 12_345_678,
  ageMs: 3 * 3_600_000,
  ageChecked: true,
  stale: false,
  inUse: true,
};

/** The item in a list, with buttons that record what was pressed. */
async function renderItem(change: Partial<KeptSnapshotItemProps> = {}) {
  const pressed: string[] = [];
  const pane = await renderPane(
    <ul>
      <KeptSnapshotItem
        snapshot={SNAPSHOT}
        waiting={false}
        onRefresh={() => pressed.push('refresh')}
        onDelete={() => pressed.push('delete')}
        onCancel={() => pressed.push('cancel')}
        {...change}
      />
    </ul>,
  );
  return { ...pane, pressed };
}

describe('a kept snapshot in Settings', () => {
  test('its buttons are named with the snapshot, and each does its own thing', async () => {
    const { user, pressed } = await renderItem();
    await user.click(screen.getByRole('button', { name: 'Refresh Inductors (en)' }));
    await user.click(screen.getByRole('button', { name: 'Delete Inductors (en)' }));
    expect(pressed).toEqual(['refresh', 'delete']);
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  test('while it downloads: Refresh and Delete unavailable but focusable, and Cancel offered', async () => {
    const { user, pressed } = await renderItem({ busy: 'refresh' });
    for (const name of ['Refresh Inductors (en)', 'Delete Inductors (en)']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    await user.click(screen.getByRole('button', { name: 'Cancel the download of Inductors (en)' }));
    expect(pressed).toEqual(['cancel']);
  });

  test('a snapshot of another connection can only be deleted here', async () => {
    await renderItem({ snapshot: { ...SNAPSHOT, inUse: false } });
    expect(screen.queryByRole('button', { name: 'Refresh Inductors (en)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Inductors (en)' })).toBeTruthy();
  });
});

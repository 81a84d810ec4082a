import type { BottomCategory, SnapshotUse } from '../../src/core';

/** A snapshot of `category` issued at a local time of 2026-11-`day` `hour`:`minute`, a day old, stale by age if told. */
export function snapshotUseOf(
  category: BottomCategory,
  day: number,
  hour: number,
  minute = 0,
  stale = false,
): SnapshotUse {
  return {
    service: 'https://pis.example.com',
    checksum: 'sha256:test:10',
    category,
    lang: 'en',
    issuedAt: new Date(2026, 10, day, hour, minute).toISOString(),
    productCount: 10,
    bytes: 1000,
    ageMs: 86_400_000,
    ageChecked: true,
    stale,
    ...(stale ? { staleBecause: 'age' as const } : {}),
  };
}

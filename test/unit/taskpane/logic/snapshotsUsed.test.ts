import type { Product, SnapshotUse } from '../../../../src/core';
import {
  mergeSnapshots,
  oldestSnapshot,
  snapshotsFact,
  snapshotsUsed,
} from '../../../../src/taskpane/logic/snapshotsUsed';
import { productOf } from '../../../support/productOf';
import { snapshotUseOf as use } from '../../../support/snapshotUseOf';

/** A client whose snapshots answered the products in `from`. */
function clientWith(from: Map<Product, SnapshotUse>) {
  return { snapshots: { of: (product: Product) => from.get(product) } };
}

const smd = productOf('OCM188R71H104KA01D');
const smd2 = productOf('OCM188R71H104KA01J');
const lead = productOf('OCL31BR72A104KA01B', {}, 'ceramicCapacitorsLead');
const inductor = productOf('OLQ18HN2N2S00D', {}, 'inductors');

describe('snapshotsUsed', () => {
  test('none when the service answered every product', () => {
    expect(snapshotsUsed([smd, lead], clientWith(new Map()))).toEqual([]);
    expect(oldestSnapshot([smd, lead], clientWith(new Map()))).toBeUndefined();
    expect(snapshotsFact([])).toEqual({});
  });

  test('one per category, oldest first, whatever the order of the products', () => {
    const older = use('ceramicCapacitorsLead', 22, 9, 14);
    const newer = use('ceramicCapacitorsSMD', 23, 8);
    const from = new Map([
      [smd, newer],
      [smd2, newer],
      [lead, older],
    ]);
    const used = snapshotsUsed([smd, inductor, smd2, lead], clientWith(from));
    expect(used).toEqual([older, newer]);
    expect(oldestSnapshot([smd, inductor, smd2, lead], clientWith(from))).toBe(older);
    expect(snapshotsFact(used)).toEqual({ snapshots: [older, newer] });
  });

  test('a category answered by two snapshots (one refreshed meanwhile) counts as its older one', () => {
    const before = use('ceramicCapacitorsSMD', 20, 7);
    const after = use('ceramicCapacitorsSMD', 24, 7);
    expect(
      snapshotsUsed(
        [smd, smd2],
        clientWith(
          new Map([
            [smd, after],
            [smd2, before],
          ]),
        ),
      ),
    ).toEqual([before]);
  });
});

describe('mergeSnapshots', () => {
  test("several jobs' snapshots: each category and language once, the oldest, oldest first", () => {
    const a = use('inductors', 21, 10);
    const b = use('ceramicCapacitorsSMD', 20, 10);
    const c = use('inductors', 19, 10);
    const ja = { ...use('inductors', 22, 10), lang: 'ja' as const };
    expect(mergeSnapshots([a, b], undefined, [c, ja])).toEqual([c, b, ja]);
    expect(mergeSnapshots()).toEqual([]);
  });
});

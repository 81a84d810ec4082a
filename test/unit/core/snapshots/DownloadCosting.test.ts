import { CalibratedCosts, DEFAULT_SNAPSHOT_COSTS, type SnapshotCostModel } from '../../../../src/core';
import { DownloadCosting } from '../../../../src/core/snapshots/DownloadCosting';

const MB = 1_000_000;
const MODEL: SnapshotCostModel = { requestsPerSecond: 10, ...DEFAULT_SNAPSHOT_COSTS, acceptedDelayPerRequestMs: 0 };

/** A costing whose service tells the sizes in `sizes` (a HEAD) and fails for the others; every question counted. */
function costingOf(sizes: Partial<Record<string, number>>) {
  const costs = new CalibratedCosts(MODEL);
  const asked: string[] = [];
  const costing = new DownloadCosting(costs, {
    downloadSize: async (category, lang) => {
      asked.push(`${category} ${lang}`);
      const bytes = sizes[category];
      if (bytes === undefined) throw new Error('no HEAD');
      return bytes;
    },
  });
  return { costs, costing, asked };
}

describe('DownloadCosting', () => {
  test('a file of unknown size is asked its size first where its download would spare two requests or more', async () => {
    const { costing, asked } = costingOf({ inductors: 5 * MB });
    expect(costing.mightPay('inductors', 'en', 3)).toBe(true);
    // 3 requests: 300 ms; 5 MB at 20 MB/s after its address: 350 ms, well within the accepted delay.
    expect(await costing.paying([['inductors', 3]], 'en')).toEqual(['inductors']);
    expect(asked).toEqual(['inductors en']);
  });

  test('below that, a file of unknown size is neither asked nor downloaded: never costed blind', async () => {
    const { costing, asked } = costingOf({ inductors: 5 * MB });
    expect(costing.mightPay('inductors', 'en', 2.9)).toBe(false);
    expect(await costing.paying([['inductors', 2.9]], 'en')).toEqual([]);
    expect(asked).toEqual([]);
  });

  test('each file is asked once for the client, even when the service did not tell; it is then costed at the prior', async () => {
    const { costing, asked } = costingOf({});
    // The prior: 64 MB, 3.3 s, against 0.3 s and 5 s accepted.
    expect(await costing.paying([['inductors', 3]], 'en')).toEqual(['inductors']);
    expect(await costing.paying([['inductors', 3]], 'en')).toEqual(['inductors']);
    expect(asked).toEqual(['inductors en']);
    // 0.2 s and 5 s accepted against 3.3 s: no longer a size to ask, so the prior says no.
    expect(costing.mightPay('inductors', 'en', 2)).toBe(true);
    expect(costing.mightPay('inductors', 'en', 1)).toBe(false);
  });

  test('a size seen already (a download, a kept snapshot, another language) is not asked; a file too large does not pay', async () => {
    const { costs, costing, asked } = costingOf({});
    costs.noteSize('ceramicCapacitorsSMD', 'ja', 120 * MB);
    // 6.1 s against 0.3 s and 5 s accepted.
    expect(costing.mightPay('ceramicCapacitorsSMD', 'en', 3)).toBe(false);
    expect(await costing.paying([['ceramicCapacitorsSMD', 3]], 'en')).toEqual([]);
    expect(asked).toEqual([]);
  });

  test('of several categories, the ones that pay, in the order given, their sizes asked at once', async () => {
    const { costing, asked } = costingOf({ inductors: 5 * MB, ceramicCapacitorsLead: 500 * MB });
    const chosen = await costing.paying(
      [
        ['ceramicCapacitorsLead', 4],
        ['inductors', 4],
        ['ceramicCapacitorsSMD', 1],
      ],
      'en',
    );
    expect(chosen).toEqual(['inductors']);
    expect(asked).toEqual(['ceramicCapacitorsLead en', 'inductors en']);
  });
});

import { createClient } from '../../src/core';
import { match } from '../../src/functions/functions';
import { saveSettings } from '../../src/office/settings';
import { useContractService } from '../support/useContractService';
import { TEST_KEY } from '../support/referenceService';

// PART.MATCHLINE over the reference service: the part each line gets is the one the SDK's client.match answers
// first, its verdict and why in the display language, and the lines that cannot be read or fit no part are
// their own rows' errors.
const service = useContractService();

/** The SDK's own answer for a line, from a client of its own. */
async function sdkMatch(text: string, footprint?: string) {
  const client = createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });
  return client.match(text, { footprint, count: 5 });
}

test('one line: the part the SDK chooses first, the verdict and why worded from its reasons', async () => {
  const [best] = await sdkMatch('100nF 16V X7R', 'C_0402_1005Metric');
  const [[partno, verdict, why]] = await match([['100nF 16V X7R']], [['C_0402_1005Metric']]);
  expect(partno).toBe(best.product.record.Partno);
  expect(verdict).toBe({ exact: 'Exact', meets: 'Meets', check: 'Check', near: 'Near' }[best.verdict]);
  expect(String(why).split('; ')).toHaveLength(best.reasons.length);
  expect(why).toContain('tolerance not stated');

  await saveSettings({ displayLanguage: 'ja' });
  const [[, verdictJa, whyJa]] = await match([['100nF 16V X7R']], [['C_0402_1005Metric']]);
  expect(verdictJa).toBe('条件を満たす');
  expect(whyJa).toContain('許容差 指定なし');
});

test('a column of a BOM: a row per line, the part numbers the SDK chooses, errors in their own rows', async () => {
  const lines = [['100nF 16V X7R'], ['4.7uH/2A'], ['Conn_01x02'], ['']];
  const footprints = [['C_0402_1005Metric'], ['L_1210_3225Metric'], ['PinHeader_1x02'], ['']];
  const rows = await match(lines, footprints, 2);
  const [capacitor, inductor] = await Promise.all([
    sdkMatch('100nF 16V X7R', 'C_0402_1005Metric'),
    sdkMatch('4.7uH/2A', 'L_1210_3225Metric'),
  ]);
  expect(rows).toHaveLength(4);
  expect([rows[0][0], rows[0][3]]).toEqual(capacitor.slice(0, 2).map((found) => found.product.record.Partno));
  expect([rows[1][0], rows[1][3]]).toEqual(inductor.slice(0, 2).map((found) => found.product.record.Partno));
  expect(rows[2]).toEqual(
    Array(6).fill({
      code: '#VALUE!',
      message: expect.stringMatching(/^No value can be read in "Conn_01x02 PinHeader_1x02"/),
    }),
  );
  expect(rows[3]).toEqual(Array(6).fill(''));
});

test('a line that cannot be read is #VALUE! with the words not understood', async () => {
  await expect(match([['hello world']])).rejects.toEqual({
    code: '#VALUE!',
    message: expect.stringMatching(/not understood: "hello", "world"/),
  });
});

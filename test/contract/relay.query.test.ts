/**
 * Only the question asked is answered: 31 odd query strings sent to a relay (on a real Redis: Debian's
 * redis-server, no persistence) and to the service itself get the same status and the same answer (the same
 * products, the same words of a refusal). The relay forwards the parameters as they came, or answers from
 * what it keeps for the same question; it never drops a parameter it does not know, nor adds one.
 */
import { randomBytes } from 'node:crypto';
import { sharedStore } from '../../src/service/sharedStore';
import { TEST_KEY } from '../support/referenceService';
import { useRelayOnRedis } from '../support/useRelayOnRedis';

const TOKEN = randomBytes(32).toString('base64url');

const running = useRelayOnRedis({ relay: { auth: { tokens: [TOKEN] }, rate: { perSecond: 1_000, burst: 1_000 } } });

const [one, two] = [sharedStore().products[3].record.Partno, sharedStore().products[40].record.Partno];
const q = (text: string) => text.replace(/ /g, '%20');
const SEARCH = '/v2/products';
const ADDRESS = '/v2/products/getproductdatadownloadurl';

/** [what it is, path and query exactly as sent]. */
const ODD: ReadonlyArray<readonly [string, string]> = [
  ['a mistyped $filter', `${SEARCH}?$filtr=${q(`Partno eq '${one}'`)}`],
  ['$filter given twice', `${SEARCH}?$filter=${q(`Partno eq '${one}'`)}&$filter=${q(`Partno eq '${two}'`)}`],
  [
    '$filter twice and $top=1',
    `${SEARCH}?$filter=${q(`Partno eq '${one}'`)}&$filter=${q(`Partno eq '${two}'`)}&$top=1`,
  ],
  ['$top alone', `${SEARCH}?$top=1`],
  ['$skip beside a good filter', `${SEARCH}?$filter=${q(`Partno eq '${one}'`)}&$skip=2`],
  ['lang twice', `${SEARCH}?$filter=${q(`Partno eq '${one}'`)}&lang=en&lang=ja`],
  [
    '$orderby twice',
    `${SEARCH}?$filter=${q("Status eq 'NRND'")}&$orderby=${q('Partno asc')}&$orderby=${q('Partno desc')}`,
  ],
  ['$FILTER in capitals', `${SEARCH}?$FILTER=${q(`Partno eq '${one}'`)}`],
  ['$filter with an empty duplicate', `${SEARCH}?$filter=${q(`Partno eq '${one}'`)}&$filter`],
  ['a filter the service cannot read', `${SEARCH}?$filter=${q('Capacitance gee 1')}`],
  ['an order by an unknown item', `${SEARCH}?$filter=${q(`Partno eq '${one}'`)}&$orderby=${q('Nonsense asc')}`],
  ['a unit where a number belongs', `${SEARCH}?$filter=${q('Capacitance ge 1uF')}`],
  ['an unknown parameter without $', `${SEARCH}?foo=bar&$filter=${q(`Partno eq '${one}'`)}`],
  ['LANG in capitals beside lang', `${SEARCH}?$filter=${q(`Partno eq '${one}'`)}&lang=ja&LANG=zh`],
  ['a language the service does not have', `${SEARCH}?$filter=${q(`Partno eq '${one}'`)}&lang=fr`],
  ['an empty lang', `${SEARCH}?$filter=${q(`Partno eq '${one}'`)}&lang=`],
  ['$ encoded as %24', `${SEARCH}?%24filter=${q(`Partno eq '${one}|${two}'`)}`],
  ['spaces as +', `${SEARCH}?$filter=${`Partno eq '${two}'`.replace(/ /g, '+')}`],
  ['a trailing &', `${SEARCH}?$filter=${q(`Partno eq '${one}'`)}&`],
  ['leading empty parameters', `${SEARCH}?&&$filter=${q(`Partno eq '${two}'`)}`],
  ['a prefix match of nothing', `${SEARCH}?$filter=${q("startswith(Partno,'ZZZ-NOTHING')")}`],
  ['two part numbers and an order', `${SEARCH}?$filter=${q(`Partno eq '${one}|${two}'`)}&$orderby=${q('Partno desc')}`],
  [
    'a listed value in Japanese',
    `${SEARCH}?$filter=${encodeURIComponent("Status eq '生産中' and Capacitance ge 1e-5")}&lang=ja`,
  ],
  ['a listed value in the wrong language', `${SEARCH}?$filter=${encodeURIComponent("Status eq '生産中'")}&lang=en`],
  ['no query at all', `${ADDRESS}`],
  ['category given twice', `${ADDRESS}?category=inductors&category=inductors`],
  ['category mistyped', `${ADDRESS}?categroy=inductors`],
  ['an intermediate category', `${ADDRESS}?category=ceramicCapacitors`],
  ['$top on the address operation', `${ADDRESS}?category=inductors&$top=1`],
  ['an unknown parameter on the address operation', `${ADDRESS}?category=inductors&foo=1`],
  ['the address in Chinese', `${ADDRESS}?category=ceramicCapacitorsLead&lang=zh`],
];

/** Status and body, read as JSON; a relay's download address is its own, and compared for its form only. */
async function answerOf(base: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${base}${path}`, { headers });
  const body = (await response.json()) as Record<string, unknown>;
  if (typeof body.ProductDataDownloadUrl === 'string') {
    expect(
      body.ProductDataDownloadUrl.startsWith(base === running.relay.url ? `${running.relay.url}/files/` : base),
    ).toBe(true);
    body.ProductDataDownloadUrl = '(an address)';
  }
  return { status: response.status, body };
}

test(`${ODD.length} odd query strings: the relay answers each as the service answers it`, async () => {
  expect(ODD.length).toBeGreaterThanOrEqual(30);
  const statuses = new Set<number>();
  for (const [what, path] of ODD) {
    const fromService = await answerOf(running.service.url, path, { 'x-api-key': TEST_KEY });
    // Twice through the relay: asked, then (for a 200) from what it kept.
    for (const round of ['asked', 'kept']) {
      const viaRelay = await answerOf(running.relay.url, path, { authorization: `Bearer ${TOKEN}` });
      expect({ what, round, ...viaRelay }).toEqual({ what, round, ...fromService });
    }
    statuses.add(fromService.status);
  }
  expect([...statuses].sort()).toEqual([200, 400]);
}, 60_000);

test('a question the relay reads is still sent as it came: the same products for the same question in another form', async () => {
  // Kept under one key (the same filter in English), asked once: lang=fr reads as English, as the service reads it.
  const before = running.service.counts().requests;
  const filter = q("Status eq 'NRND' and Capacitance ge 1e-6");
  const english = await answerOf(running.relay.url, `${SEARCH}?$filter=${filter}&lang=en`, {
    authorization: `Bearer ${TOKEN}`,
  });
  const french = await answerOf(running.relay.url, `${SEARCH}?$filter=${filter}&lang=fr`, {
    authorization: `Bearer ${TOKEN}`,
  });
  expect(french).toEqual(english);
  expect(running.service.counts().requests - before).toBe(1);
});

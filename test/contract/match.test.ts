import { createClient, memorySnapshotStore, type PartMatch } from '../../src/core';
import type { DatasetProduct } from '../../src/service/dataset';
import { bomLines, DESCRIPTION_STYLES, meetsStated } from '../support/bomDescriptions';
import { datasetPart, partsOfStatedValue } from '../support/datasetParts';
import { useContractService } from '../support/useContractService';
import { products } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';

const service = useContractService();

/** The dataset by category and value, so that "does any part meet this?" is asked of a few parts, not 57,000. */

const ratedVoltage = (product: DatasetProduct): number =>
  Number((product.record as unknown as { Specs: Record<string, unknown> }).Specs.RatedVoltage);

const clientOfService = () =>
  createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });

describe('client.match over 500 BOM lines of each style written from the dataset', () => {
  const lines = bomLines(products(), 500 * DESCRIPTION_STYLES.length);

  test('the lines span every style and category', () => {
    for (const style of DESCRIPTION_STYLES) {
      expect(lines.filter((line) => line.style === style).length).toBe(500);
    }
    for (const category of ['ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors']) {
      expect(lines.filter((line) => line.stated.category === category).length).toBeGreaterThanOrEqual(150);
    }
  });

  test('exact and meets meet every stated requirement by the service records; In Production first; a match for >= 95 % of lines that have one', async () => {
    const client = clientOfService();
    let haveOne = 0;
    let found = 0;
    const missed: string[] = [];
    // A hundred lines at once, as a sheet's cells ask: their searches are shared.
    const answers: PartMatch[][] = [];
    for (let start = 0; start < lines.length; start += 100) {
      answers.push(
        ...(await Promise.all(
          lines
            .slice(start, start + 100)
            .map((line) => client.match(line.text, { footprint: line.footprint, count: 5 })),
        )),
      );
    }
    for (const [index, line] of lines.entries()) {
      const matches = answers[index];
      const meeting = partsOfStatedValue(line.stated).filter((product) => meetsStated(product, line.stated).meets);
      for (const match of matches.filter((candidate) => candidate.verdict !== 'near')) {
        const truth = meetsStated(datasetPart(match.product.record.Partno), line.stated);
        if (!truth.meets)
          throw new Error(`${match.product.record.Partno} proposed for "${line.text}" does not meet it`);
        if (match.verdict === 'exact' && !truth.exact) {
          throw new Error(`${match.product.record.Partno} is not exact for "${line.text}"`);
        }
        // The size is never another one than stated (the records' own codes).
        const specs = (datasetPart(match.product.record.Partno).record as unknown as { Specs: Record<string, unknown> })
          .Specs;
        if (line.stated.inch !== undefined) expect(specs.SizecodeInch).toBe(line.stated.inch);
        if (line.stated.metric !== undefined && line.stated.inch === undefined) {
          expect(specs.SizecodeMm).toBe(line.stated.metric);
        }
      }
      const first = matches[0];
      if (first && first.verdict !== 'near' && ['Discontinued', 'NRND'].includes(String(first.product.record.Status))) {
        // A line with no voltage is matched as 16 V or more: an In Production part below it does not come first.
        const assumedMet = (product: DatasetProduct) =>
          line.stated.category === 'inductors' || line.stated.voltage !== undefined || ratedVoltage(product) >= 16;
        expect(meeting.filter((product) => product.record.Status === 'In Production' && assumedMet(product))).toEqual(
          [],
        );
      }
      if (matches.some((match) => match.verdict !== 'near')) {
        // Nothing the matcher calls meeting where no part does: checked above part by part.
        expect(meeting.length).toBeGreaterThan(0);
      }
      if (meeting.length === 0) {
        if (first) expect(first.verdict).toBe('near');
        continue;
      }
      haveOne += 1;
      if (first && first.verdict !== 'near') found += 1;
      else missed.push(`${line.style}: ${line.text}${line.footprint ? ` + ${line.footprint}` : ''}`);
    }
    expect(haveOne).toBeGreaterThanOrEqual(2_500);
    if (found / haveOne < 0.95) {
      throw new Error(`a match for ${found} of ${haveOne} lines that have one; missed:\n${missed.join('\n')}`);
    }
  }, 180_000);
});

describe('client.match: requests', () => {
  test('cells asking at once for lines of one value and size share one search', async () => {
    const client = clientOfService();
    const voltages = ['6.3V', '10V', '16V', '25V', '50V'];
    const before = client.stats().requests;
    const answers = await Promise.all(
      voltages.flatMap((voltage) => [
        client.match(`100nF 0402 X7R ${voltage}`),
        client.match(`100n ${voltage} X7R 0402`),
      ]),
    );
    expect(answers.every((matches) => matches.length > 0)).toBe(true);
    expect(client.stats().requests - before).toBe(1);
  });

  test('with the category kept as a snapshot, nothing is sent', async () => {
    const client = createClient({
      baseUrl: service.url,
      apiKey: TEST_KEY,
      rate: { perSecond: 1000, burst: 1000 },
      snapshots: { store: memorySnapshotStore() },
    });
    await client.snapshots.refresh('ceramicCapacitorsSMD');
    await client.snapshots.refresh('inductors');
    const before = client.stats().requests;
    const matches = await Promise.all([
      client.match('C_100N_0402_X5R_K_10'),
      client.match('4.7uH/2A'),
      client.match('1u 10V 0603 X5R 10%'),
    ]);
    expect(client.stats().requests - before).toBe(0);
    expect(matches.every((list) => list.length > 0)).toBe(true);
    // The same answers as the service's.
    const direct = clientOfService();
    expect((await direct.match('C_100N_0402_X5R_K_10')).map((match) => match.product.record.Partno)).toEqual(
      matches[0].map((match) => match.product.record.Partno),
    );
  });

  test('snapshots on, none kept: a BOM of lines at once downloads its categories instead of a search each, with the same answers', async () => {
    const lines = bomLines(products(), 300, 11);
    // The service's default limit: the planner weighs each search as a tenth of a second.
    const client = createClient({
      baseUrl: service.url,
      apiKey: TEST_KEY,
      rate: { perSecond: 10, burst: 20 },
      snapshots: { store: memorySnapshotStore() },
    });
    const answers = await Promise.all(lines.map((line) => client.match(line.text, { footprint: line.footprint })));
    const stats = client.stats();
    expect(stats.snapshots.downloads).toBeGreaterThanOrEqual(1);
    expect(stats.requests).toBeLessThanOrEqual(8);
    const direct = clientOfService();
    for (const [index, line] of lines.entries()) {
      if (index % 10 !== 0) continue;
      const fromService = await direct.match(line.text, { footprint: line.footprint });
      expect(answers[index].map((match) => match.product.record.Partno)).toEqual(
        fromService.map((match) => match.product.record.Partno),
      );
    }
  }, 120_000);

  test('a line with no value that can be read is a DescriptionError with the words not understood', async () => {
    await expect(clientOfService().match('AEC-Q200 foo')).rejects.toMatchObject({
      name: 'DescriptionError',
      unread: expect.arrayContaining(['AEC-Q200']),
    });
  });
});

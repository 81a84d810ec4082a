import { createClient, type PartMatch } from '../../src/core';
import type { DatasetProduct } from '../../src/service/dataset';
import { bomLines, type BomLine, meetsStated } from '../support/bomDescriptions';
import { designated, inductorFootprintLines, makerPartNumberLines, notFitted } from '../support/realBomLines';
import { datasetPart, partsOfStatedValue } from '../support/datasetParts';
import { useContractService } from '../support/useContractService';
import { products } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';

// client.match over the kinds of lines real BOMs hold, written from the dataset: designators before the
// value, DNP, power inductors by a maker's footprint, other makers' part numbers, and lines with no voltage.

const service = useContractService();
const clientOfService = () =>
  createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });

const specsOf = (product: DatasetProduct) => (product.record as unknown as { Specs: Record<string, number> }).Specs;

async function answers(lines: readonly BomLine[]): Promise<PartMatch[][]> {
  const client = clientOfService();
  const all: PartMatch[][] = [];
  for (let start = 0; start < lines.length; start += 100) {
    all.push(
      ...(await Promise.all(
        lines.slice(start, start + 100).map((line) => client.match(line.text, { footprint: line.footprint })),
      )),
    );
  }
  return all;
}

/** Of the lines that have a part meeting them, how many got one first; every part proposed as meeting meets. */
function tally(lines: readonly BomLine[], found: readonly PartMatch[][], extra = (_: DatasetProduct) => true) {
  let haveOne = 0;
  let got = 0;
  lines.forEach((line, index) => {
    for (const match of found[index].filter((candidate) => candidate.verdict !== 'near')) {
      const product = datasetPart(match.product.record.Partno);
      if (!meetsStated(product, line.stated).meets || !extra(product)) {
        throw new Error(`${match.product.record.Partno} proposed for "${line.text}" does not meet it`);
      }
    }
    if (partsOfStatedValue(line.stated).some((product) => meetsStated(product, line.stated).meets && extra(product))) {
      haveOne += 1;
      if (found[index][0] && found[index][0].verdict !== 'near') got += 1;
    }
  });
  return { haveOne, got };
}

describe('client.match over the lines of real BOMs', () => {
  test('designator-prefixed lines meet every stated requirement, a part for >= 95 % of those that have one', async () => {
    const lines = designated(bomLines(products(), 600, 41));
    const { haveOne, got } = tally(lines, await answers(lines));
    expect(haveOne).toBeGreaterThan(400);
    expect(got / haveOne).toBeGreaterThanOrEqual(0.95);
  }, 300_000);

  test('lines marked DNP get no part', async () => {
    const lines = notFitted(bomLines(products(), 120, 43));
    const client = clientOfService();
    for (const line of lines) {
      expect(await client.matchLine(line.text, { footprint: line.footprint })).toMatchObject({ kind: 'notFitted' });
    }
  }, 60_000);

  test('power inductors by a maker’s footprint: of a catalogue body, parts of that body no taller; of another, no proposal', async () => {
    const lines = inductorFootprintLines(products(), 240);
    const found = await answers(lines);
    const client = clientOfService();
    const inCatalogue = lines.filter((line) => line.catalogueSize);
    const fits = (index: number) => (product: DatasetProduct) => {
      const height = inCatalogue[index]?.maxHeight;
      const thickness = specsOf(product).ThicknessMax ?? specsOf(product).Thickness;
      return height === undefined || thickness <= height + 1e-9;
    };
    let index = 0;
    let haveOne = 0;
    let got = 0;
    for (const [at, line] of lines.entries()) {
      if (!line.catalogueSize) {
        expect(found[at]).toEqual([]);
        expect(await client.matchLine(line.text, { footprint: line.footprint })).toMatchObject({
          kind: 'notInCatalogue',
          reason: { kind: 'bodySize' },
        });
        continue;
      }
      const result = tally([line], [found[at]], fits(index));
      haveOne += result.haveOne;
      got += result.got;
      index += 1;
    }
    expect(haveOne).toBeGreaterThan(100);
    expect(got / haveOne).toBeGreaterThanOrEqual(0.95);
  }, 120_000);

  test('other makers’ part numbers encoding a product’s values: a part meeting them for >= 95 %', async () => {
    const lines = makerPartNumberLines(products(), 400);
    const found = await answers(lines);
    const { haveOne, got } = tally(lines, found);
    expect(haveOne).toBeGreaterThan(350);
    expect(got / haveOne).toBeGreaterThanOrEqual(0.95);
    // Each answer names its decoding.
    expect(found[0][0].notes.some((note) => note.kind === 'makerPartNumber')).toBe(true);
  }, 120_000);

  test('lines without a voltage: no first proposal below 16 V where a part of 16 V or more meets', async () => {
    const lines = bomLines(products(), 1200, 47).filter(
      (line) => line.stated.category !== 'inductors' && line.stated.voltage === undefined,
    );
    expect(lines.length).toBeGreaterThan(200);
    const found = await answers(lines);
    lines.forEach((line, index) => {
      const first = found[index][0];
      if (!first || first.verdict === 'near') return;
      const voltage = specsOf(datasetPart(first.product.record.Partno)).RatedVoltage;
      if (voltage >= 16) return;
      const higher = partsOfStatedValue(line.stated).filter(
        (product) => meetsStated(product, line.stated).meets && specsOf(product).RatedVoltage >= 16,
      );
      expect(higher.map((product) => product.record.Partno)).toEqual([]);
      expect(first.verdict).toBe('check');
    });
  }, 120_000);
});

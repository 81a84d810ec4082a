import { createClient, crossCheck, type PartSpecClient, type Product } from '../../src/core';
import { MemoryWorkbook } from '../../src/office/workbook';
import { refreshBom } from '../../src/taskpane/features/bom/jobs/refreshBom';
import { bomSummaryText } from '../../src/taskpane/features/bom/wording/bomSummaryText';
import { products } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';
import { useContractService } from '../support/useContractService';
import { jobHarness } from '../support/jobHarness';

const service = useContractService({ settings: false });

const clientFor = (): PartSpecClient =>
  createClient({ baseUrl: service.url, apiKey: TEST_KEY, rate: { perSecond: 1000, burst: 1000 } });

/** Every 40th part at risk of the dataset, of all three categories: a BOM of some 200 of them. */
function atRiskParts(): string[] {
  return products()
    .filter((product) => ['NRND', 'To be discontinued', 'Discontinued'].includes(product.record.Status as string))
    .filter((_, index) => index % 40 === 0)
    .map((product) => product.record.Partno);
}

async function recordsOf(client: PartSpecClient, partnos: readonly string[]): Promise<Map<string, Product>> {
  const found = await client.lookup(partnos);
  return new Map([...found].flatMap(([partno, product]) => (product ? [[partno, product] as const] : [])));
}

describe('Alternatives with a verdict, for the parts at risk of a BOM', () => {
  test('every drop-in proposed passes every rule when checked against the service records; few requests', async () => {
    const partnos = atRiskParts();
    expect(partnos.length).toBeGreaterThan(100);
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    workbook.setCellText('BOM', 0, 0, 'Part number');
    partnos.forEach((partno, index) => workbook.setCellText('BOM', index + 1, 0, `'${partno}`));
    workbook.setSelection({ sheet: 'BOM', row: 0, column: 0, rowCount: partnos.length + 1, columnCount: 1 });
    const client = clientFor();
    const before = client.stats().requests;
    const outcome = await refreshBom(jobHarness(client, { workbook }).context, {
      columns: ['Status', 'BestAlternative', 'AlternativeVerdict'],
    });
    const requests = client.stats().requests - before;
    expect(outcome.status).toBe('done');
    expect(outcome.atRisk).toHaveLength(partnos.length);
    // A lookup of the BOM, one of the listed alternatives, and a few parametric searches: not one per part.
    expect(requests).toBeLessThan(partnos.length / 4);

    const dropIns = outcome.atRisk.filter((part) => part.alternative?.check.verdict === 'drop-in');
    expect(dropIns.length).toBeGreaterThan(10);
    // The truth: the service's own records of both parts, fetched fresh, checked again.
    const truth = await recordsOf(clientFor(), [
      ...dropIns.map((part) => part.partno),
      ...dropIns.map((part) => part.alternative!.product.record.Partno),
    ]);
    for (const part of dropIns) {
      const original = truth.get(part.partno)!;
      const replacement = truth.get(part.alternative!.product.record.Partno)!;
      expect({ part: part.partno, check: crossCheck(original, replacement) }).toMatchObject({
        part: part.partno,
        check: { verdict: 'drop-in', differences: [] },
      });
      expect(replacement.record.Status).toBe('In Production');
    }

    // The sheet says the same, row by row.
    const values = workbook.values('BOM');
    expect(values[0].slice(1, 4)).toEqual(['Status', 'BestAlternative', 'AlternativeVerdict']);
    const rowOf = new Map(values.slice(1).map((row) => [row[0], row]));
    for (const part of outcome.atRisk) {
      const row = rowOf.get(part.partno)!;
      expect(row[2]).toBe(part.alternative?.product.record.Partno ?? '');
      if (part.alternative?.check.verdict === 'drop-in') expect(row[3]).toBe('drop-in');
    }
  });
});

describe('when the alternatives cannot be looked up', () => {
  test("the parts' own columns are written, the alternatives' cells say so, and the outcome says why", async () => {
    const partnos = atRiskParts().slice(0, 12);
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    workbook.setCellText('BOM', 0, 0, 'Part number');
    partnos.forEach((partno, index) => workbook.setCellText('BOM', index + 1, 0, `'${partno}`));
    workbook.setSelection({ sheet: 'BOM', row: 0, column: 0, rowCount: partnos.length + 1, columnCount: 1 });
    // The BOM's own lookup gets through; every request after it is refused (not one a job retries: a 403).
    let answered = 0;
    const client = createClient({
      baseUrl: service.url,
      apiKey: TEST_KEY,
      rate: { perSecond: 1000, burst: 1000 },
      fetch: (input, init) => {
        answered += 1;
        return answered === 1
          ? fetch(input, init)
          : Promise.resolve(new Response('{"message":"Forbidden"}', { status: 403 }));
      },
    });
    const outcome = await refreshBom(jobHarness(client, { workbook }).context, {
      columns: ['Status', 'BestAlternative', 'AlternativeVerdict'],
    });
    expect(outcome.status).toBe('incomplete');
    expect(outcome.summary).toMatchObject({ kind: 'refreshed', alternativesFailed: { count: 12 } });
    expect(bomSummaryText(outcome.summary)).toMatch(
      /What can replace the 12 parts at risk could not be looked up, so their BestAlternative and AlternativeVerdict say “not looked up”: The service refused the API key \(403\)\..+ Refresh again to fill them in\./,
    );
    const truth = await recordsOf(clientFor(), partnos);
    const rows = workbook.values('BOM').slice(1, partnos.length + 1);
    expect(rows.map((row) => row.slice(0, 4))).toEqual(
      partnos.map((partno) => [partno, truth.get(partno)!.record.Status, 'not looked up', 'not looked up']),
    );
  });
});

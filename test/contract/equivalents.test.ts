import { createClient, crossCheck, differenceText, findEquivalents, type Product } from '../../src/core';
import { equivalents } from '../../src/functions/functions';
import { currentClient } from '../../src/office/runtime';
import { MemoryWorkbook } from '../../src/office/workbook';
import { findSelectedEquivalents } from '../../src/taskpane/features/search/jobs/findSelectedEquivalents';
import { equivalentsFoundText } from '../../src/taskpane/features/search/wording/equivalentsText';
import { jobHarness } from '../support/jobHarness';
import { useContractService } from '../support/useContractService';
import { products } from '../support/oracle';
import { TEST_KEY } from '../support/referenceService';

const service = useContractService();

/** Parts at risk of each category, a few of each. */
const atRisk = (): string[] =>
  (['ceramicCapacitorsSMD', 'ceramicCapacitorsLead', 'inductors'] as const).flatMap((category) =>
    products()
      .filter((product) => product.category === category && product.record.Status === 'Discontinued')
      .filter((_, index) => index % 97 === 0)
      .slice(0, 4)
      .map((product) => product.record.Partno),
  );

describe('PART.EQUIVALENTS', () => {
  test('only parts In Production that pass every rule, checked against the service records; Differences says what is better', async () => {
    const truth = createClient({
      baseUrl: service.url,
      apiKey: TEST_KEY,
      rate: { perSecond: 1000, burst: 1000 },
    });
    let listed = 0;
    let improved = 0;
    for (const partno of atRisk()) {
      const table = (await equivalents(partno, 50, [['RatedVoltage']])) as (string | number)[][];
      expect(table[0]).toEqual(['Partno', 'Verdict', 'Differences', 'RatedVoltage']);
      const rows = table.slice(1).filter((row) => row[1] !== '');
      listed += rows.length;
      if (rows.length === 0) {
        expect(table[1][0]).toMatch(new RegExp(`^No drop-in In Production for ${partno}\\.`));
        continue;
      }
      const found = await truth.lookup([partno, ...rows.map((row) => String(row[0]))]);
      const original = found.get(partno) as Product;
      for (const row of rows) {
        const candidate = found.get(String(row[0])) as Product;
        expect(candidate.record.Status).toBe('In Production');
        const check = crossCheck(original, candidate);
        expect({ partno: row[0], verdict: check.verdict, differences: check.differences }).toEqual({
          partno: row[0],
          verdict: 'drop-in',
          differences: [],
        });
        expect(row[1]).toBe('drop-in');
        expect(row[2]).toBe(check.improvements.map(differenceText).join('; '));
        expect(row[3]).toBe(candidate.record.Specs?.RatedVoltage ?? '');
        if (check.improvements.length > 0) improved += 1;
      }
    }
    // Not a test of nothing: drop-ins were listed, and some of them are better than the part they replace.
    expect(listed).toBeGreaterThan(10);
    expect(improved).toBeGreaterThan(0);
  });

  test('a part with candidates to check but no drop-in says so and where to see them', async () => {
    const { client } = await currentClient();
    let shown = false;
    for (const partno of atRisk()) {
      const found = (await findEquivalents(client, partno))!;
      if (found.length === 0 || found.some((one) => one.check.verdict === 'drop-in')) continue;
      const table = (await equivalents(partno)) as string[][];
      expect(table.slice(1)).toEqual([
        [
          `No drop-in In Production for ${partno}. ${found.length} ${found.length === 1 ? 'part' : 'parts'} to check: select ${partno} and use Find equivalents in the PartSpec pane.`,
          '',
          '',
        ],
      ]);
      shown = true;
      break;
    }
    expect(shown).toBe(true);
  });

  test('cells asking for the same part at once share one lookup and one search', async () => {
    const partno = atRisk()[0];
    const { client } = await currentClient();
    const before = client.stats().requests;
    const answers = await Promise.all([equivalents(partno), equivalents(partno), equivalents(partno, 5)]);
    expect(answers[0]).toEqual(answers[1]);
    // The part and its listed alternatives (one lookup window), one parametric search.
    expect(client.stats().requests - before).toBeLessThanOrEqual(3);
  });

  test('an unknown part is #N/A; a bad maxRows #VALUE!', async () => {
    await expect(equivalents('NO-SUCH-PART-1')).rejects.toMatchObject({ code: '#N/A' });
    await expect(equivalents(atRisk()[0], 0)).rejects.toMatchObject({ code: '#VALUE!' });
  });
});

describe('Find equivalents in the pane', () => {
  test('the part number in the selected cell gets the same drop-ins as PART.EQUIVALENTS', async () => {
    const partno = atRisk()[0];
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    workbook.setCellText('BOM', 4, 2, `'${partno}`);
    workbook.setSelection({ sheet: 'BOM', row: 4, column: 2, rowCount: 1, columnCount: 1 });
    const { client } = await currentClient();
    const outcome = await findSelectedEquivalents(jobHarness(client, { workbook }).context);
    const table = (await equivalents(partno, 200)) as string[][];
    expect(outcome.partno).toBe(partno);
    // Told as counted: the drop-ins and the parts to check, never all of them as replacements.
    const dropIns = outcome.equivalents.filter((one) => one.check.verdict === 'drop-in').length;
    const toCheck = outcome.equivalents.length - dropIns;
    expect(outcome.summary).toEqual({ kind: 'found', partno, dropIns, toCheck });
    expect(equivalentsFoundText(outcome.summary)).toBe(
      `${partno}: ${dropIns} drop-in replacement${dropIns === 1 ? '' : 's'} In Production, and ${toCheck} part${toCheck === 1 ? '' : 's'} to check.`,
    );
    // The pane lists the ones to check too; the formula only the drop-ins, in the same order.
    expect(
      outcome.equivalents
        .filter((one) => one.check.verdict === 'drop-in')
        .map((one) => [one.product.record.Partno, one.check.verdict]),
    ).toEqual(
      table
        .slice(1)
        .filter((row) => row[1] === 'drop-in')
        .map((row) => [row[0], row[1]]),
    );
  });

  test('a part number the service does not know is Not found, never Done', async () => {
    const workbook = new MemoryWorkbook({ sheets: ['BOM'] });
    workbook.setCellText('BOM', 0, 0, "'NO-SUCH-PART-123");
    workbook.setSelection({ sheet: 'BOM', row: 0, column: 0, rowCount: 1, columnCount: 1 });
    const { client } = await currentClient();
    const outcome = await findSelectedEquivalents(jobHarness(client, { workbook }).context);
    expect(outcome).toMatchObject({
      status: 'notFound',
      summary: { kind: 'unknownPart', partno: 'NO-SUCH-PART-123' },
      equivalents: [],
    });
    expect(equivalentsFoundText(outcome.summary)).toBe('The service does not know NO-SUCH-PART-123.');
  });

  test('an empty selected cell says what to select; nothing is asked', async () => {
    const { client } = await currentClient();
    const before = client.stats().requests;
    const outcome = await findSelectedEquivalents(jobHarness(client).context);
    expect(outcome).toMatchObject({ status: 'declined', summary: { kind: 'noPartno' } });
    expect(equivalentsFoundText(outcome.summary)).toBe('Select a cell with a part number first: Sheet1!A1 is empty.');
    expect(client.stats().requests).toBe(before);
  });
});

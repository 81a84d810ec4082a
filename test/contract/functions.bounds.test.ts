/// <reference types="office-js" />
import { fieldNames } from '../../src/core';
import { card, search } from '../../src/functions/functions';
import { saveSettings, loadSettings } from '../../src/office/settings';
import { jsonBytes } from '../../src/office/workbook';
import { useContractService } from '../support/useContractService';
import { products, valueOf } from '../support/oracle';

// What PART.FINDPARTS and PART.CARD hand to Excel stays under 4 MB a call, measured on the
// result itself (the JSON the runtime sends); past it, the first rows that fit and a last row that says what
// was left out and what to do, in the display language. PART.MATCHLINE's and PART.EQUIVALENTS's
// (the dataset has no part with thousands of drop-ins) are unit tests: match.test.ts, equivalentsBound.test.ts.

useContractService();

const BOUND = 4_000_000;
const lastCell = (result: unknown[][]): string => String(result[result.length - 1][0]);

async function inLanguage(displayLanguage: 'en' | 'ja'): Promise<void> {
  await saveSettings({ ...(await loadSettings()), displayLanguage });
}

describe('PART.CARD', () => {
  const partnos = products()
    .filter((product) => product.category === 'ceramicCapacitorsSMD')
    .slice(0, 900)
    .map((product) => [product.record.Partno]);

  test('a column of 900 cards: the first that fit, then "first N of 900 cards: split the range"', async () => {
    const result = (await card(partnos)) as unknown[][];
    expect(jsonBytes(result)).toBeLessThanOrEqual(BOUND);
    const kept = result.length - 1;
    expect(lastCell(result)).toBe(
      `First ${kept} of 900 cards: more would pass the 4 MB Excel takes from one function. Split the range.`,
    );
    expect(kept).toBeGreaterThan(100);
    expect(result.slice(0, kept).every(([cell]) => (cell as Excel.EntityCellValue).type === 'Entity')).toBe(true);
    // One more card would have passed the bound: the cut is where the measure says.
    const next = (await card([partnos[kept]])) as unknown[][];
    expect(jsonBytes([...result.slice(0, kept), next[0], result[kept]])).toBeGreaterThan(BOUND);
  });

  test('in a row, the same, as a row; in Japanese, in Japanese', async () => {
    await inLanguage('ja');
    const result = (await card([partnos.map(([partno]) => partno)])) as unknown[][];
    expect(result).toHaveLength(1);
    expect(jsonBytes(result)).toBeLessThanOrEqual(BOUND);
    expect(String(result[0][result[0].length - 1])).toMatch(/^カード 900 件のうち最初の \d+ 件を表示しています。/);
  });

  test('under the bound nothing is cut', async () => {
    const result = (await card(partnos.slice(0, 50))) as unknown[][];
    expect(result).toHaveLength(50);
  });
});

describe('PART.FINDPARTS', () => {
  test('maxRows past 2000 with every field: the first products that fit, then a row saying how many of how many', async () => {
    const result = await search("SizecodeInch eq '0402'", [fieldNames()], undefined, undefined, 50_000);
    expect(jsonBytes(result)).toBeLessThanOrEqual(BOUND);
    const match =
      /^First (\d+) of (\d+) products: more would pass the 4 MB Excel takes from one function\. Ask for fewer fields or narrow the filter, or insert them from the PartSpec pane \(Search\)\.$/.exec(
        lastCell(result),
      );
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBe(result.length - 2);
    expect(Number(match![2])).toBe(products().filter((product) => valueOf(product, 'SizecodeInch') === '0402').length);
    expect(result[0][0]).toBe('Partno');
  }, 120_000);
});

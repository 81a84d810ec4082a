import type { CellValue } from '../../../../src/core';
import { jsonBytes, type RangeAddress } from '../../../../src/office/workbook';
import { FIRST_BAND_CELL_BYTES, readInBands } from '../../../../src/office/workbook/readInBands';

const TOO_LARGE = new Error('too large');

/**
 * A sheet of `lines` from row 0, read as a host with an answer limit would: each band read is recorded,
 * and one whose JSON is over `limitBytes` is refused with TOO_LARGE.
 */
function host(lines: readonly (readonly CellValue[])[], limitBytes = Infinity) {
  const bands: { band: RangeAddress; bytes: number; refused: boolean }[] = [];
  const readBand = async (band: RangeAddress): Promise<CellValue[][]> => {
    const values = lines.slice(band.row, band.row + band.rowCount).map((line) => [...line]);
    const bytes = jsonBytes(values);
    bands.push({ band, bytes, refused: bytes > limitBytes });
    if (bytes > limitBytes) throw TOO_LARGE;
    return values;
  };
  return { bands, readBand };
}

const column = (rowCount: number, cell: (row: number) => CellValue): CellValue[][] =>
  Array.from({ length: rowCount }, (_, row) => [cell(row)]);
const whole = (rowCount: number, columnCount = 1): RangeAddress => ({
  sheet: 'BOM',
  row: 0,
  column: 0,
  rowCount,
  columnCount,
});
const options = (maxPayloadBytes: number) => ({ maxPayloadBytes, tooLarge: (error: unknown) => error === TOO_LARGE });

describe('readInBands', () => {
  test('a BOM of hundreds of parts is one read; a wide range’s first band is as heavy as a column’s', async () => {
    const parts = column(900, (row) => `GRM${row}R71H104KA93D`);
    const bom = host(parts);
    expect(await readInBands(whole(900), bom.readBand, options(4_000_000))).toEqual(parts);
    expect(bom.bands.map(({ band }) => band.rowCount)).toEqual([900]);

    const wide = Array.from({ length: 50 }, () => new Array<CellValue>(40).fill('x'));
    const rows = host(wide);
    await readInBands(whole(50, 40), rows.readBand, options(4_000_000));
    // 40 columns of FIRST_BAND_CELL_BYTES: 24 rows to start with.
    expect(rows.bands[0].band.rowCount).toBe(Math.floor(3_999_998 / (40 * FIRST_BAND_CELL_BYTES + 1)));
  });

  test('later bands hold as many rows as the largest row read so far allows, in order and complete', async () => {
    // Rows of 10 to 29 characters of text, in a cycle of 20: the first band (24 rows) sees them all.
    const lines = column(30_000, (row) => 'p'.repeat(10 + (row % 20)));
    const { bands, readBand } = host(lines);
    const budget = 100_000;
    expect(await readInBands(whole(30_000), readBand, options(budget))).toEqual(lines);
    const largestRow = jsonBytes(lines[19]);
    expect(bands.length).toBeGreaterThan(3);
    for (const { band, bytes } of bands.slice(1, -1)) {
      expect(band.rowCount).toBe(Math.floor((budget - 2) / (largestRow + 1)));
      expect(bytes).toBeLessThanOrEqual(budget);
    }
  });

  test('a band refused as too large is read again in halves; a single row refused is the host’s error', async () => {
    // Cells far larger than the first band expects: 50 rows of 30,000 characters (1.5 MB) against a limit
    // that takes 40 of them. All 50 are asked at first, then 25, and the other 25 fit the next band (33).
    const lines = column(50, (row) => `${row}:${'x'.repeat(30_000)}`);
    const { bands, readBand } = host(lines, 1_200_000);
    expect(await readInBands(whole(50), readBand, options(1_000_000))).toEqual(lines);
    expect(bands.map(({ band, refused }) => [band.rowCount, refused])).toEqual([
      [50, true],
      [25, false],
      [25, false],
    ]);

    const huge = host(
      column(3, () => 'x'.repeat(2_000_000)),
      1_000_000,
    );
    await expect(readInBands(whole(3), huge.readBand, options(1_000_000))).rejects.toBe(TOO_LARGE);
    expect(huge.bands.map(({ band }) => band.rowCount)).toEqual([3, 2, 1]);
  });

  test('any other error of a band is thrown as it is', async () => {
    const refused = new Error('Excel is busy');
    const readBand = jest.fn(async () => {
      throw refused;
    });
    await expect(readInBands(whole(5000), readBand, options(4_000_000))).rejects.toBe(refused);
    expect(readBand).toHaveBeenCalledTimes(1);
  });
});

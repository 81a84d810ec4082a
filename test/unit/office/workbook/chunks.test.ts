import type { CellValue } from '../../../../src/core';
import { type Chunk, jsonBytes, planChunks } from '../../../../src/office/workbook';

function plan(header: CellValue[], rows: CellValue[][], budget: number): Chunk[] {
  return [...planChunks(header, rows, budget)];
}

/** The table back from its chunks, to check nothing is lost, doubled or moved. */
function reassemble(chunks: readonly Chunk[], lines: number, width: number): CellValue[][] {
  const grid: CellValue[][] = Array.from({ length: lines }, () => new Array<CellValue>(width).fill('∅'));
  for (const chunk of chunks) {
    chunk.values.forEach((line, r) =>
      line.forEach((value, c) => {
        expect(grid[chunk.line + r][chunk.column + c]).toBe('∅');
        grid[chunk.line + r][chunk.column + c] = value;
      }),
    );
  }
  return grid;
}

describe('planChunks', () => {
  const header = ['Partno', 'Capacitance', 'Status'];
  const rows: CellValue[][] = Array.from({ length: 1000 }, (_, index) => [
    `'GRM${index}`,
    index * 1e-9,
    "'In Production",
  ]);

  test('whole rows, the header in the first chunk, every payload within the budget and measured exactly', () => {
    const chunks = plan(header, rows, 4096);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks[0].line).toBe(0);
    expect(chunks[0].values[0]).toEqual(header);
    for (const chunk of chunks) {
      expect(chunk.payloadBytes).toBe(jsonBytes(chunk.values));
      expect(chunk.payloadBytes).toBeLessThanOrEqual(4096);
      expect(chunk.column).toBe(0);
      expect(chunk.linesComplete).toBe(chunk.line + chunk.lineCount);
    }
    expect(reassemble(chunks, 1001, 3)).toEqual([header, ...rows]);
  });

  test('one chunk when everything fits; the header alone for a table without rows', () => {
    expect(plan(header, rows, 4_000_000)).toHaveLength(1);
    expect(plan(header, [], 4_000_000).map((chunk) => chunk.values)).toEqual([[header]]);
  });

  test('a row bigger than the budget is cut by columns; a cell bigger than the budget goes alone', () => {
    const wide = ['a', 'b', 'c', 'd', 'e'];
    const big = "'" + '字'.repeat(32_766);
    const table = [
      ['1', '2', '3', '4', '5'],
      [big, big, 'x', big, 'y'],
      ['6', '7', '8', '9', '10'],
    ];
    const budget = 200_000;
    const chunks = plan(wide, table, budget);
    expect(reassemble(chunks, 4, 5)).toEqual([wide, ...table]);
    const cut = chunks.filter((chunk) => chunk.line === 2);
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.map((chunk) => chunk.linesComplete)).toEqual([...cut.slice(1).map(() => 2), 3]);
    for (const chunk of chunks) expect(chunk.payloadBytes).toBeLessThanOrEqual(budget);

    const tiny = plan(wide, table, 50_000);
    expect(reassemble(tiny, 4, 5)).toEqual([wide, ...table]);
    const alone = tiny.filter((chunk) => chunk.payloadBytes > 50_000);
    expect(alone.map((chunk) => chunk.columnCount)).toEqual([1, 1, 1]);
  });
});

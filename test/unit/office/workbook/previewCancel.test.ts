import {
  DEFAULT_MAX_PAYLOAD_BYTES,
  MemoryWorkbook,
  planChunks,
  PREVIEW_MAX_PAYLOAD_BYTES,
  writeTable,
} from '../../../../src/office/workbook';
import { realisticTable } from '../../../support/realisticTable';

/**
 * Preview mode writes into the in-memory workbook on the page's own thread: Cancel is heard only between
 * two requests. Its requests are small (PREVIEW_MAX_PAYLOAD_BYTES), so Cancel stops a large write within one.
 */
describe('preview mode: Cancel during a large write', () => {
  const table = realisticTable(20_000, 60);
  const largestChunkRows = (maxPayloadBytes: number) =>
    Math.max(
      ...[...planChunks(table.header, table.rows, maxPayloadBytes)].map(
        (chunk) => chunk.lineCount - (chunk.line === 0 ? 1 : 0),
      ),
    );

  test('the in-memory workbook of preview mode asks for small requests, writeTable follows it', async () => {
    const workbook = new MemoryWorkbook({ maxPayloadBytes: PREVIEW_MAX_PAYLOAD_BYTES });
    const result = await writeTable(workbook, { sheet: 'Sheet1', row: 0, column: 0 }, table, { asTable: false });
    expect(result.complete).toBe(true);
    expect(result.largestPayloadBytes).toBeLessThanOrEqual(PREVIEW_MAX_PAYLOAD_BYTES);
    expect(largestChunkRows(PREVIEW_MAX_PAYLOAD_BYTES)).toBeLessThan(largestChunkRows(DEFAULT_MAX_PAYLOAD_BYTES) / 10);
  });

  test('Cancel pressed while a request is under way: at most one more chunk is written', async () => {
    const workbook = new MemoryWorkbook({ maxPayloadBytes: PREVIEW_MAX_PAYLOAD_BYTES });
    const controller = new AbortController();
    let rowsAtCancel: number | undefined;
    const result = await writeTable(workbook, { sheet: 'Sheet1', row: 0, column: 0 }, table, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (rowsAtCancel === undefined && progress.rowsWritten >= 5_000) {
          rowsAtCancel = progress.rowsWritten;
          // The click, as the page hears it: in the next task, while the next request is being written.
          setTimeout(() => controller.abort(new Error('Cancelled from the pane.')), 0);
        }
      },
    });
    expect(result.complete).toBe(false);
    expect(rowsAtCancel).toBeDefined();
    expect(result.rowsWritten - rowsAtCancel!).toBeLessThanOrEqual(largestChunkRows(PREVIEW_MAX_PAYLOAD_BYTES));
    expect(workbook.values('Sheet1')).toHaveLength(result.rowsWritten + 1);
  });
});

import { type Alternative, findEquivalents } from '../../core';
import { rangeA1 } from '../../office/workbook';
import { t } from '../i18n/i18n';
import type { JobContext, JobOutcome } from './types';

export interface EquivalentsOutcome extends JobOutcome {
  /** The part number read from the selected cell. */
  readonly partno: string;
  readonly equivalents: readonly Alternative[];
}

/**
 * The parts In Production that can replace the part number in the selected cell (its first cell), best
 * first: the same answer as PART.EQUIVALENTS, for the pane.
 */
export async function findSelectedEquivalents(context: JobContext): Promise<EquivalentsOutcome> {
  const { workbook, client, lang, signal } = context;
  const selection = await workbook.selectedRange();
  const cell = { ...selection, rowCount: 1, columnCount: 1 };
  const [[value]] = await workbook.readValues(cell);
  const partno = String(value ?? '').trim();
  if (partno === '') {
    return {
      status: 'declined',
      summary: t('search.equivalents.noPartno', { cell: rangeA1(cell) }),
      partno,
      equivalents: [],
    };
  }
  context.onProgress({ phase: 'fetching', done: 0, requests: 0, text: t('search.equivalents.looking', { partno }) });
  const found = await findEquivalents(client, partno, { lang, signal });
  if (!found) {
    return { status: 'done', summary: t('search.equivalents.notFound', { partno }), partno, equivalents: [] };
  }
  return {
    status: 'done',
    summary: t('search.equivalents.found', { partno, count: found.length }),
    partno,
    equivalents: found,
  };
}
